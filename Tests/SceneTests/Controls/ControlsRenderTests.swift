import Foundation
import Geometry
import Platform
import PlatformTestSupport
import Raster
@testable import Scene
import Testing
import TestSupport

/// The three controls as an inspector panel shows them, in the bundled font, against goldens.
@Suite("Controls: goldens")
struct ControlsRenderTests {
    private static let goldens = RepositoryPaths.goldens()

    /// A slider at 0.35 and a tinted stepped one, a labelled switch on and a bare one off, and a
    /// segmented control with its second segment selected (one hairline shows), on a panel in
    /// `scheme`.
    private static func panel(_ scheme: ColorScheme) -> Node {
        let label = FontSpec(size: 13)
        let grey = ColorSource.dynamic(light: Color(r255: 60, g255: 60, b255: 67), dark: Color(r255: 235, g255: 235, b255: 245))
        return VStack(alignment: .leading, spacing: 14) {
            HStack(spacing: 12) {
                Text("Speed", font: label, foreground: grey).frame(width: 56, alignment: .leading)
                Slider(value: State(0.35))
            }
            HStack(spacing: 12) {
                Text("Damping", font: label, foreground: grey).frame(width: 56, alignment: .leading)
                Slider(value: State(7), in: 0...10, step: 1).tint(Color(r255: 255, g255: 149, b255: 0))
            }
            HStack(spacing: 12) {
                Toggle(isOn: State(true)) { Text("Show trails", font: label, foreground: grey) }
                Toggle(isOn: State(false))
            }
            SegmentedControl(selection: State(1), segments: ["Spring", "Ease", "Linear", "Step"])
        }
        .padding(16)
        .background(Rectangle().fill(.dynamic(light: Color(r255: 242, g255: 242, b255: 247), dark: Color(r255: 28, g255: 28, b255: 30))))
        .colorScheme(scheme)
    }

    @Test("A knob's soft shadow is darkest under it, fades out within its reach and takes no hits")
    func softShadow() throws {
        // A 20 × 20 knob-sized shadow centred in a 40 × 40 scene (at 10…30): black at alpha 0.4,
        // reaching 4 pt, not moved.
        let shadow = SoftShadowNode(.capsule, color: Color(red: 0, green: 0, blue: 0, alpha: 0.4), reach: 4, offset: .zero)
        let graph = SceneGraph(root: shadow.frame(width: 20, height: 20), size: Size(width: 40, height: 40))
        let canvas = try #require(Canvas(width: 40, height: 40))
        graph.render(in: canvas)
        // Inside, all four layers: white under 40 % black (each layer's alpha is quantised).
        #expect(approx(Int(canvas.pixmap[20, 20].red), 153, 3))
        // Further out fewer layers overlap: lighter step by step, and nothing beyond the reach.
        let row = [9, 8, 7, 6].map { Int(canvas.pixmap[$0, 20].red) }
        #expect(row == row.sorted() && row[0] < row[3] && row[3] < 255)
        #expect(canvas.pixmap[4, 20] == Color.white.premultiplied)
        #expect(graph.hitTest(Point(x: 20, y: 20)) == nil)
        #expect(shadow.contentBounds(size: Size(width: 20, height: 20)) == Rect(x: -5, y: -5, width: 30, height: 30))
    }

    @Test("Sliders, switches and a segmented control, light and dark, match their goldens at scale 1 and 2")
    func golden() throws {
        let text = try TrueTypeText(fontDirectory: RepositoryPaths.fonts)
        let size = Size(width: 640, height: 164)
        for scale in [1.0, 2.0] {
            let root = HStack(spacing: 0) {
                Self.panel(.light).frame(width: 320)
                Self.panel(.dark).frame(width: 320)
            }
            let graph = SceneGraph(root: root, size: size, text: text)
            let canvas = try #require(Canvas(width: Int(size.width * scale), height: Int(size.height * scale)))
            canvas.setTransform(.scale(x: scale, y: scale))
            graph.render(in: canvas)
            let mismatch = GoldenImage.compare(canvas.pixmap, name: "controls@\(Int(scale))x", directory: Self.goldens)
            #expect(mismatch == nil, "\(mismatch?.description ?? "")")
        }
    }
}
