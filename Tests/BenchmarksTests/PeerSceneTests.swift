import Benchmarks
import Foundation
import Geometry
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
        let reference = try PNGFile.readRGBA("\(Self.fixtures)/\(scene.id).png")
        let (differing, interior) = try Self.compare(scene, with: reference)
        #expect(interior == 0, "\(interior) of \(differing) differing pixels are not on an edge")
    }

    /// Where the tiger's data and Blend2D's frame 30 of it are found: neither may be copied into
    /// this repository (the drawing's licence follows Ghostscript's), so the data is read from
    /// the shared folder beside the checkout and the picture from where the peer harness
    /// (`shared/bench/peers`, blend2d) writes it, or from `MOTIONPLAYGROUND_PEER_FRAMES`.
    static let tigerData = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/bench/data/tiger.json").path
    static let tigerReference = (ProcessInfo.processInfo.environment["MOTIONPLAYGROUND_PEER_FRAMES"] ?? "/tmp/peers_out") + "/blend2d_s5_tiger.png"

    @Test("s5_tiger: frame 30 differs from Blend2D's only on edges",
          .enabled(if: FileManager.default.isReadableFile(atPath: tigerData) && FileManager.default.isReadableFile(atPath: tigerReference),
                   "needs shared/bench/data/tiger.json beside the checkout and Blend2D's frame (the peer harness writes it)"))
    func tigerDiffersOnlyOnEdges() throws {
        let scene = PeerScene.tiger(try TigerArtwork(contentsOf: Self.tigerData))
        let (differing, interior) = try Self.compare(scene, with: try PNGFile.readRGBA(Self.tigerReference))
        #expect(interior == 0, "\(interior) of \(differing) differing pixels are not on an edge")
    }

    /// Draws `scene`'s frame 30 and counts the pixels that differ from `reference`, and those of
    /// them away from any edge (a pixel whose 3×3 neighbourhood is uniform in both pictures).
    static func compare(_ scene: PeerScene, with reference: (width: Int, height: Int, bytes: [UInt8])) throws -> (differing: Int, interior: Int) {
        let canvas = try #require(Canvas(width: scene.width, height: scene.height))
        scene.draw(canvas, PeerScene.pngFrame)
        let ours = PNGFile.straightRGBA(canvas.pixmap)
        #expect(reference.width == scene.width && reference.height == scene.height)
        guard reference.width == scene.width, reference.height == scene.height else { return (0, 0) }
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
        return (differing, interior)
    }
}

/// The tiger's JSON read as the specification describes it; no tiger data needed.
@Suite("Tiger artwork")
struct TigerArtworkTests {
    static let sample = """
        {"bounds": [0, 0, 10, 20], "paths": [
          {"id": "a", "fill": [255, 0, 0, 255], "stroke": [0, 0, 0, 255], "stroke_width": 0.5, "join": "miter", "cap": "butt",
           "miter_limit": 4, "fill_rule": "nonzero", "d": "M 0 0 L 10 0 C 10 5 10 15 10 20 Z M 2 2 L 3 3"},
          {"id": "dot", "fill": [0, 0, 0, 255], "stroke": null, "stroke_width": null, "d": "M -65.4 9 Z"}
        ]}
        """

    @Test("Paths, colours, widths and the bounds are read; a path that draws nothing is left out")
    func parses() throws {
        let artwork = try TigerArtwork(json: Data(Self.sample.utf8))
        #expect(artwork.shapes.count == 1)
        let shape = try #require(artwork.shapes.first)
        #expect(shape.fill == Color(red: 1, green: 0, blue: 0))
        #expect(shape.stroke == Color(red: 0, green: 0, blue: 0))
        #expect(shape.strokeStyle == StrokeStyle(width: 0.5, cap: .butt, join: .miter, miterLimit: 4))
        #expect(shape.path.elements == [.move(Point(x: 0, y: 0)), .line(Point(x: 10, y: 0)),
                                        .cubic(control1: Point(x: 10, y: 5), control2: Point(x: 10, y: 15), to: Point(x: 10, y: 20)),
                                        .close, .move(Point(x: 2, y: 2)), .line(Point(x: 3, y: 3))])
        #expect(artwork.bounds == Rect(x: 0, y: 0, width: 10, height: 20))
    }

    @Test("Frame t's transform centres the bounds, scales the larger side to 760 px and turns 2πt/120 clockwise")
    func transform() throws {
        let artwork = try TigerArtwork(json: Data(Self.sample.utf8))
        let start = artwork.transform(frame: 0)
        #expect(approx(start.apply(Point(x: 5, y: 10)), Point(x: 400, y: 400), 1e-9))
        #expect(approx(start.apply(Point(x: 5, y: 0)), Point(x: 400, y: 20), 1e-9))
        // A quarter turn (frame 30): the top of the drawing points right.
        #expect(approx(artwork.transform(frame: 30).apply(Point(x: 5, y: 0)), Point(x: 780, y: 400), 1e-9))
    }

    @Test("Malformed files say what is wrong", arguments: [
        ("{}", "not the tiger's JSON"),
        (#"{"bounds": [0, 0, 0, 1], "paths": []}"#, "bounds"),
        (#"{"bounds": [0, 0, 1, 1], "paths": [{"id": "p", "d": "M 0 0 Q 1 1 2 2"}]}"#, "unknown command Q"),
        (#"{"bounds": [0, 0, 1, 1], "paths": [{"id": "p", "d": "M 0 0 C 1 1"}]}"#, "C needs 6 numbers"),
        (#"{"bounds": [0, 0, 1, 1], "paths": [{"id": "p", "fill": [300, 0, 0, 255], "d": "M 0 0 L 1 1"}]}"#, "0…255"),
        (#"{"bounds": [0, 0, 1, 1], "paths": [{"id": "p", "join": "round", "d": "M 0 0 L 1 1"}]}"#, "miter joins"),
    ])
    func malformed(json: String, expected: String) {
        do {
            _ = try TigerArtwork(json: Data(json.utf8))
            Issue.record("accepted \(json)")
        } catch {
            #expect("\(error)".contains(expected), "\(error)")
        }
    }
}

/// The tiger's own outlines (cubics meeting at corners, thin slivers) against 64 × 64
/// supersampling, under frame 30's transform: every pixel within 8 levels, apart from the few
/// where an outline overlaps itself (see `SupersampledCoverage.sample`). Needs the shared data.
@Suite("Coverage of the tiger's paths")
struct TigerCoverageTests {
    @Test("Every fourth filled path of the tiger, alone on the canvas, within 8 levels",
          .enabled(if: FileManager.default.isReadableFile(atPath: PeerSceneTests.tigerData),
                   "needs shared/bench/data/tiger.json beside the checkout"))
    func tigerPaths() throws {
        let artwork = try TigerArtwork(contentsOf: PeerSceneTests.tigerData)
        let transform = artwork.transform(frame: PeerScene.pngFrame)
        let filled = artwork.shapes.filter { $0.fill != nil }
        for index in stride(from: 0, to: filled.count, by: 4) {
            let worst = SupersampledCoverage.worstError(of: filled[index].path, transform: transform, width: 800, height: 800)
            #expect(worst.levels <= 8, "filled path \(index): \(worst)")
        }
    }
}

