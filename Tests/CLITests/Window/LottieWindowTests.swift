import Foundation
import Platform
import PlatformTestSupport
import Raster
import Testing
import TestSupport

/// A Lottie file in the real window under Xvfb: `playground FILE` opens it; paused, the window
/// equals `render` of the session it saves (F9), which opens the same file; a re-export while
/// it plays is shown without a restart, and a broken one keeps the last good export on screen
/// with the error over it. The damage check runs throughout and must find nothing.
@Suite("A Lottie file in the window", .serialized)
struct LottieWindowTests {
    /// 200 × 100 at 30 fps, frames 0–60: a square of `color` (r,g,b,a in 0…1) crossing it.
    static func composition(color: String) -> String {
        #"{"v":"5.7","fr":30,"ip":0,"op":60,"w":200,"h":100,"layers":[{"ty":4,"ind":1,"ip":0,"op":60,"ks":{"p":{"a":1,"k":[{"t":0,"s":[0,0],"o":{"x":0.4,"y":0},"i":{"x":0.2,"y":1}},{"t":60,"s":[150,0]}]}},"shapes":[{"ty":"rc","p":{"a":0,"k":[25,50]},"s":{"a":0,"k":[50,50]},"r":{"a":0,"k":8}},{"ty":"fl","c":{"a":0,"k":[\#(color)]},"o":{"a":0,"k":100}}]},{"ty":1,"ind":2,"ip":0,"op":60,"ks":{},"sc":"\#(color == "1,0,0,1" ? "#fff3e0" : "#1e3a8a")","sw":200,"sh":100}]}"#
    }

    @Test(.enabled(if: WindowDriver.toolsAvailable, "Xvfb, xdotool or ImageMagick is missing (./run.sh test installs them)"),
          .timeLimit(.minutes(10)))
    func playsReloadsAndEqualsItsRender() throws {
        let folder = RepositoryPaths.temporaryDirectory("lottie-window")
        let path = folder + "/anim.json"
        try Data(Self.composition(color: "1,0,0,1").utf8).write(to: URL(fileURLWithPath: path))
        let window = try WindowDriver(arguments: [path, "--size", "640x400", "--duration", "300"],
                                      environment: ["PLAYGROUND_CHECK_DAMAGE": "1"])
        #expect(try window.title(becoming: "MotionPlayground — anim.json") == "MotionPlayground — anim.json")
        // Paused, it equals render of its saved session.
        try window.press("F5")
        let shown = try window.settledScreenshot()
        let known = window.files(in: "recordings")
        try window.press("F9")
        let script = try window.newFile(in: "recordings", suffix: ".txt", besides: known)
        let lines = try String(contentsOfFile: script, encoding: .utf8).split(separator: "\n")
        let replay = try #require(lines.first { $0.hasPrefix("# Replay:") }).split(separator: " ").map(String.init)
        #expect(replay.contains(path), "the replay opens the file: \(replay)")
        let at = try #require(replay.firstIndex(of: "--at").flatMap { Double(replay[$0 + 1]) })
        let out = folder + "/paused.png"
        let outcome = try ProcessRunner.run(RepositoryPaths.executable,
                                            ["render", path, "--demo", "lottie", "--script", script, "--at", "\(at)", "--out", out],
                                            environment: headlessEnvironment(), timeLimit: 120)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let rendered = try PNGFile.read(out)
        var differing = 0
        if rendered.width == shown.width, rendered.height == shown.height {
            // The toast of F9 is not in the paused screenshot taken before it.
            for y in 0..<shown.height { for x in 0..<shown.width where shown[x, y] != rendered[x, y] { differing += 1 } }
        } else {
            Issue.record("sizes differ: window \(shown.width)x\(shown.height), render \(rendered.width)x\(rendered.height)")
        }
        #expect(differing == 0, "the paused window differs from render of its session in \(differing) pixels")
        try window.press("F5")
        // A re-export while it plays: the new colours show, without a restart.
        #expect(shown[620, 330].red > 200, "the first export's light solid shows")
        let replacement = folder + "/anim.json.tmp"
        try Data(Self.composition(color: "0,0.8,0.2,1").utf8).write(to: URL(fileURLWithPath: replacement))
        #expect(rename(replacement, path) == 0)
        // The solid behind the square is dark blue in the new export (the 200 × 100 composition fills 640 × 320 of the 640 × 368 area, from y = 24).
        let reloaded = try window.screenshot(within: 60) { image in
            let pixel = image[620, 330]
            return pixel.blue > 120 && pixel.red < 60
        }
        #expect(reloaded[620, 330].blue > 120, "the re-export never showed")
        // A broken export: the last good one stays, the banner says why.
        try Data("{\"v\":\"5.7\",\"w\":".utf8).write(to: URL(fileURLWithPath: path))
        let banner = try window.screenshot(within: 60) { image in
            let pixel = image[30, 24]
            return pixel.red > 90 && pixel.green < 40 && pixel.blue < 40
        }
        #expect(banner[30, 24].red > 90, "no error banner over the last good export")
        #expect(banner[620, 330].blue > 120, "the last good export stays on screen")
        try window.pressClosing("Escape")
        let deadline = Date().addingTimeInterval(60)
        while window.isRunning && Date() < deadline { window.wait(0.1) }
        #expect(!window.log.contains("damage check"), "\(window.log.prefix(2000))")
    }
}
