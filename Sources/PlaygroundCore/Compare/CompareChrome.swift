import Geometry
import Raster
import Scene

/// What compare mode draws around its lanes, as a scene of its own: the rule between lanes and
/// each lane's header — its letter, in the lane's colour (the one its graph is drawn in), and
/// what differs from lane A. It never draws inside a lane's content area.
final class CompareChrome {
    static let backdrop = Color(red: 0.82, green: 0.83, blue: 0.85)
    static let header = Color(red: 0.96, green: 0.96, blue: 0.97)
    static let ink = Color(r255: 60, g255: 60, b255: 67)

    let scene: SceneGraph
    /// Each lane's header text after its letter.
    let captions: State<[String]>
    private let layout: State<CompareLayout>
    private let count: Int

    init(count: Int, text: TextRasterizer, size: Size) {
        self.count = count
        let layout = State(CompareLayout(count: count, size: size))
        let captions = State([String](repeating: "", count: count))
        self.layout = layout
        self.captions = captions
        let root = Dynamic(layout, alignment: .topLeading) { layout in
            CompareChrome.headers(layout: layout, captions: captions)
        }
        scene = SceneGraph(root: root.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
                           size: size, text: text)
        scene.backgroundColor = CompareChrome.backdrop
    }

    /// The layout for `size`; the chrome follows it.
    func resize(to size: Size) {
        if scene.size != size { scene.size = size }
        let next = CompareLayout(count: count, size: size)
        if layout.value != next { layout.value = next }
    }

    var currentLayout: CompareLayout { layout.value }

    private static func headers(layout: CompareLayout, captions: State<[String]>) -> [Node] {
        [ZStack(alignment: .topLeading) {
            for (index, header) in layout.headers.enumerated() {
                HStack(spacing: 8) {
                    Text(CompareLane.letter(index), font: FontSpec(size: 13, weight: .semibold), color: CompareLane.color(index))
                    Text(captions.map { $0.indices.contains(index) ? $0[index] : "" }, font: FontSpec(size: 12), color: CompareChrome.ink)
                    Spacer()
                }
                .padding(EdgeInsets(top: 4, leading: 10, bottom: 0, trailing: 6))
                .frame(width: header.width, height: header.height, alignment: .topLeading)
                .background(Rectangle().fill(CompareChrome.header))
                .clipShape(.rectangle)
                .offset(x: header.minX, y: header.minY)
                .id(index)
            }
        }]
    }
}
