import Foundation
import Platform
import Raster
import Testing
import TestSupport

/// `render --overlay`: each debug overlay's picture without a window, over the same frame the
/// plain render shows; a bad mode names the valid ones.
@Suite("playground render --overlay", .serialized)
struct OverlayCommandTests {
    private func render(_ extra: [String]) throws -> Pixmap {
        let out = RepositoryPaths.temporaryDirectory("overlay") + "/\(UUID().uuidString).png"
        let outcome = try ProcessRunner.run(RepositoryPaths.executable,
                                            ["render", "--demo", "menu", "--at", "0.7", "--size", "640x600", "--out", out] + extra,
                                            environment: headlessEnvironment())
        #expect(outcome.status == 0, "\(outcome.standardError)")
        return try PNGFile.read(out)
    }

    private func differing(_ a: Pixmap, _ b: Pixmap) -> Int {
        zip(a.pixels, b.pixels).reduce(0) { $0 + ($1.0 == $1.1 ? 0 : 1) }
    }

    @Test("Every mode draws over the plain frame; off is the plain frame")
    func modes() throws {
        let plain = try render([])
        #expect(differing(try render(["--overlay", "off"]), plain) == 0)
        for mode in ["bounds", "layers", "hits"] {
            #expect(differing(try render(["--overlay", mode]), plain) > 500, "\(mode) drew nothing")
        }
        // A row clicked at 0.5 s: at 0.7 s the highlight is still moving, so the last frame
        // repainted a band of the menu, not the whole window.
        let script = RepositoryPaths.temporaryDirectory("overlay") + "/click.txt"
        try Data("0.5 click 300 385\n".utf8).write(to: URL(fileURLWithPath: script))
        let moving = try render(["--script", script])
        let damage = try render(["--script", script, "--overlay", "damage"])
        let flashed = differing(damage, moving)
        #expect(flashed > 500 && flashed < damage.width * damage.height / 2, "\(flashed) pixels flashed")
    }

    @Test("A bad mode is a usage error naming the valid ones")
    func badMode() throws {
        let outcome = try ProcessRunner.run(RepositoryPaths.executable,
                                            ["render", "--demo", "menu", "--at", "1", "--overlay", "sparkles", "--out", "/tmp/x.png"],
                                            environment: headlessEnvironment(), timeLimit: 30)
        #expect(outcome.status == 64)
        #expect(outcome.standardError.contains("bounds") && outcome.standardError.contains("hits"), "\(outcome.standardError)")
    }
}
