import Benchmarks
import Foundation
import Platform
import Raster
import Testing
import TestSupport

/// Our frame 30 of every peer scene against Blend2D's: the pictures may differ only on
/// anti-aliased edge pixels (pixels whose 3×3 neighbourhood is not uniform in either image).
@Suite("Peer scenes match Blend2D")
struct PeerSceneTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Blend2DFrame30").path

    @Test(arguments: PeerScene.all.map(\.id))
    func frame30DiffersOnlyOnEdges(sceneID: String) throws {
        let scene = try #require(PeerScene.all.first { $0.id == sceneID })
        let canvas = try #require(Canvas(width: scene.width, height: scene.height))
        scene.draw(canvas, PeerScene.pngFrame)
        let ours = PNGFile.straightRGBA(canvas.pixmap)
        let reference = try PNGFile.readRGBA("\(Self.fixtures)/\(scene.id).png")
        #expect(reference.width == scene.width && reference.height == scene.height)
        let width = scene.width, height = scene.height
        func pixel(_ bytes: [UInt8], _ x: Int, _ y: Int) -> UInt32 {
            let i = (y * width + x) * 4
            return UInt32(bytes[i]) << 24 | UInt32(bytes[i + 1]) << 16 | UInt32(bytes[i + 2]) << 8 | UInt32(bytes[i + 3])
        }
        func isEdge(_ bytes: [UInt8], _ x: Int, _ y: Int) -> Bool {
            let centre = pixel(bytes, x, y)
            for dy in -1...1 {
                for dx in -1...1 {
                    let nx = min(max(x + dx, 0), width - 1), ny = min(max(y + dy, 0), height - 1)
                    if pixel(bytes, nx, ny) != centre { return true }
                }
            }
            return false
        }
        var differing = 0, interior = 0
        for y in 0..<height {
            for x in 0..<width where pixel(ours, x, y) != pixel(reference.bytes, x, y) {
                differing += 1
                if !isEdge(ours, x, y) && !isEdge(reference.bytes, x, y) { interior += 1 }
            }
        }
        #expect(interior == 0, "\(interior) of \(differing) differing pixels are not on an edge")
    }
}
