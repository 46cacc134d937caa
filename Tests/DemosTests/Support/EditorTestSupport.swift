import Animation
import Demos
import Foundation
import Geometry
import Platform
import PlatformTestSupport
@testable import PlaygroundCore
import Raster
import Scene
import MotionPlaygroundTesting
import Testing
import TestSupport

/// Editors in a scene of their own, as the inspector's side panel holds them: `width` points
/// wide on the panel's background, laid out at their own height, with the bundled font.
final class EditorScene {
    static let goldens = RepositoryPaths.goldens()
    static let panelBackground = Color(r255: 242, g255: 242, b255: 247)

    let driver: SceneDriver
    let editor: Node
    var graph: SceneGraph { driver.graph }

    /// `editor` padded by 12 pt, in a scene `width` wide and as high as the editor needs. With
    /// `text` nil the bundled font (goldens); otherwise e.g. `FixedText`.
    init(_ editor: Node, width: Double = 344, text: TextRasterizer? = nil) throws {
        self.editor = editor
        let font = try text ?? TrueTypeText(fontDirectory: RepositoryPaths.fonts)
        let root = editor.padding(12)
        let graph = SceneGraph(root: root, size: Size(width: width, height: 2000), text: font)
        graph.size = Size(width: width, height: root.sizeThatFits(ProposedSize(width: width, height: nil)).height.rounded(.up))
        graph.backgroundColor = Self.panelBackground
        driver = SceneDriver(graph)
    }

    /// The scene-coordinate frame of `node` as laid out.
    func frame(of node: Node) -> Rect { graph.layoutBounds(of: node) ?? Rect(x: .nan, y: .nan, width: 0, height: 0) }

    /// Renders at `scale` and compares with golden `name`.
    func expectGolden(_ name: String, scale: Double = 1, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let size = graph.size
        let canvas = try #require(Canvas(width: Int(size.width * scale), height: Int(size.height * scale)))
        canvas.setTransform(.scale(x: scale, y: scale))
        graph.render(in: canvas)
        GoldenImage.expect(canvas.pixmap, name: name, directory: Self.goldens, sourceLocation: sourceLocation)
    }
}

extension DemoTester {
    /// The shown demo's parameter `name` as a `Parameter<Value>`.
    func typedParameter<Value>(_ name: String, as type: Value.Type,
                               sourceLocation: SourceLocation = #_sourceLocation) throws -> Parameter<Value> {
        try #require(try parameter(name, sourceLocation: sourceLocation) as? Parameter<Value>, sourceLocation: sourceLocation)
    }
}
