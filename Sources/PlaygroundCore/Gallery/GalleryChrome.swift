import Geometry
import Raster
import Scene

/// What the gallery draws around its demos, as a scene of its own: a panel per tile with the
/// demo's number and title as a caption, and a ring around the focused tile (the one keys go
/// to). It never draws inside a tile's content area, which belongs to the demo there.
final class GalleryChrome {
    static let backdrop = Color(red: 0.89, green: 0.9, blue: 0.91)
    static let panel = Color(red: 0.97, green: 0.97, blue: 0.98)
    static let ink = Color(r255: 60, g255: 60, b255: 67)
    static let focusTint = Color(red: 0.0, green: 0.48, blue: 1.0)

    let scene: SceneGraph
    let focused: State<Int>
    private let titles: [String]
    private let layout: State<GalleryLayout>

    init(titles: [String], text: TextRasterizer, size: Size, focused: State<Int>) {
        self.titles = titles
        self.focused = focused
        let layout = State(GalleryLayout(count: titles.count, size: size))
        self.layout = layout
        let root = Dynamic(layout, alignment: .topLeading) { layout in
            GalleryChrome.tiles(titles: titles, layout: layout, focused: focused)
        }
        scene = SceneGraph(root: root.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
                           size: size, text: text)
        scene.backgroundColor = GalleryChrome.backdrop
    }

    /// The layout for `size`; the chrome follows it.
    func resize(to size: Size) {
        if scene.size != size { scene.size = size }
        layout.value = GalleryLayout(count: titles.count, size: size)
    }

    var currentLayout: GalleryLayout { layout.value }

    private static func tiles(titles: [String], layout: GalleryLayout, focused: State<Int>) -> [Node] {
        [ZStack(alignment: .topLeading) {
            for (index, tile) in layout.tiles.enumerated() {
                ZStack(alignment: .topLeading) {
                    RoundedRectangle(cornerRadius: 6)
                        .fill(GalleryChrome.panel)
                        .stroke(GalleryChrome.focusTint, lineWidth: 0)
                        .bind(focused) { panel, focus in
                            panel.lineWidth = focus == index ? 3 : 0
                        }
                    Text(titles[index], font: FontSpec(size: 13, weight: .semibold), color: GalleryChrome.ink)
                        .padding(EdgeInsets(top: 4, leading: 10, bottom: 0, trailing: 10))
                }
                .frame(width: tile.width, height: tile.height, alignment: .topLeading)
                .offset(x: tile.minX, y: tile.minY)
                .id(index)
            }
        }]
    }
}
