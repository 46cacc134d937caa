import Foundation
import Geometry
import Platform
import PlatformTestSupport
import PlaygroundCore
import Raster
import Testing
import TestSupport

/// The window a person looks at, held to the renders: the real window under Xvfb, driven with
/// real X input through every tool — a click in a gallery tile, Tab, the key reference opened
/// and closed, the HUD, each debug overlay, the inspector, the scrubber, the bar hidden, the
/// window moved off screen and back, resized — and after every step, paused, its screenshot
/// equals `render` of the session it saves (F9) at the same paused time. The window runs with
/// the damage check on, which must find nothing.
@Suite("The window equals the renders", .serialized)
struct WindowMatchesRenderTests {
    static let size = (width: 800, height: 500)

    /// The frame HUD's rectangle, whose figures are this machine's frame times (no render can
    /// reproduce them), for a window `width` points wide with the bar shown.
    private func hudArea(windowWidth: Int, inspector: Bool) throws -> IntRect {
        let hud = FrameHUD(text: try TrueTypeText(fontDirectory: RepositoryPaths.fonts))
        let content = Double(windowWidth) - (inspector ? InspectorPanel.width : 0)
        return IntRect(x: Int(content - hud.size.width - SessionLayout.hudMargin) - 1, y: Int(SessionLayout.hudMargin) - 1,
                       width: Int(hud.size.width) + 2, height: Int(hud.size.height) + 2)
    }

    /// Pauses the clock unless scrubbing (which holds the demo already), saves the session (F9),
    /// renders it headless at the time it was saved and compares it with the window; resumes.
    private func expectWindowEqualsRender(_ window: WindowDriver, step: String, scrubbing: Bool = false,
                                          excluding excluded: IntRect? = nil) throws {
        if !scrubbing { try window.press("F5") }
        var shown = try window.settledScreenshot()
        let known = window.files(in: "recordings")
        try window.press("F9")
        let saved = Date()
        let script = try window.newFile(in: "recordings", suffix: ".txt", besides: known)
        // "# Replay: playground render --demo menu --script THIS-FILE --at 3.2512 …"
        let lines = try String(contentsOfFile: script, encoding: .utf8).split(separator: "\n")
        let replay = try #require(lines.first { $0.hasPrefix("# Replay:") }).split(separator: " ").map(String.init)
        let demo = try #require(replay.firstIndex(of: "--demo").map { replay[$0 + 1] })
        let duration = try #require(replay.firstIndex(of: "--at").flatMap { Double(replay[$0 + 1]) })
        let out = RepositoryPaths.temporaryDirectory("window-render") + "/\(UUID().uuidString).png"
        let outcome = try ProcessRunner.run(RepositoryPaths.executable,
                                            ["render", "--demo", demo, "--script", script, "--at", "\(duration)", "--out", out],
                                            environment: headlessEnvironment(), timeLimit: 300)
        #expect(outcome.status == 0, "\(step): \(outcome.standardError)")
        let rendered = try PNGFile.read(out)
        #expect(rendered.width == shown.width && rendered.height == shown.height, "\(step): sizes differ")
        var (differing, box) = difference(shown, rendered, excluding: excluded)
        if differing > 0 {
            // Work the window finishes over several frames (the lanes recorded a slice per frame)
            // can look settled on a loaded machine while it goes on: the window must come to
            // equal the render once the F9 toast has faded. Lost pixels never do.
            window.wait(max(0, 2.7 - Date().timeIntervalSince(saved)))
            let deadline = Date().addingTimeInterval(120)
            while differing > 0, Date() < deadline {
                window.wait(0.5)
                shown = try window.screenshot()
                (differing, box) = difference(shown, rendered, excluding: excluded)
            }
        }
        if differing > 0 {
            // Both pictures and the session, to look at.
            let shot = out.replacingOccurrences(of: ".png", with: "-window.png")
            try? PNGFile.write(shown, to: shot)
            try? FileManager.default.copyItem(atPath: script, toPath: out.replacingOccurrences(of: ".png", with: ".txt"))
            Issue.record("\(step): the window differs from render of its saved session in \(differing) pixels, in \(box): \(shot) vs \(out)")
        }
        // The F9 toast fades before the next step looks at the window (the render took some of it).
        window.wait(max(0, 2.7 - Date().timeIntervalSince(saved)))
        if !scrubbing { try window.press("F5") }
    }

    /// How many pixels of `shown` differ from `rendered` outside `excluded`, and their bounds.
    private func difference(_ shown: Pixmap, _ rendered: Pixmap, excluding excluded: IntRect?) -> (count: Int, box: IntRect) {
        guard rendered.width == shown.width, rendered.height == shown.height else { return (0, .empty) }
        var count = 0
        var box = IntRect.empty
        for y in 0..<shown.height {
            for x in 0..<shown.width where shown[x, y] != rendered[x, y] {
                if let excluded, excluded.intersection(IntRect(x: x, y: y, width: 1, height: 1)) != .empty { continue }
                count += 1
                box = box.union(IntRect(x: x, y: y, width: 1, height: 1))
            }
        }
        return (count, box)
    }

    @Test(.enabled(if: WindowDriver.toolsAvailable, "Xvfb, xdotool or ImageMagick is missing (./run.sh test installs them)"),
          .timeLimit(.minutes(20)))
    func everyToolEqualsItsRender() throws {
        let window = try WindowDriver(arguments: ["--demo", "0", "--size", "\(Self.size.width)x\(Self.size.height)", "--duration", "900"],
                                      environment: ["PLAYGROUND_CHECK_DAMAGE": "1"], screen: "1920x1200")
        #expect(try window.title(becoming: "MotionPlayground — Gallery") == "MotionPlayground — Gallery")
        try expectWindowEqualsRender(window, step: "the gallery")
        // A click in the drawer's tile moves the focus from the onboarding's; Tab moves it on.
        try window.click(90, 360)
        try expectWindowEqualsRender(window, step: "a click in a gallery tile")
        try window.press("Tab")
        try expectWindowEqualsRender(window, step: "Tab")
        try window.press("F1")
        try expectWindowEqualsRender(window, step: "F1")
        try window.press("Escape")
        try expectWindowEqualsRender(window, step: "F1 closed with Escape")
        try window.press("F2")
        try expectWindowEqualsRender(window, step: "F2", excluding: try hudArea(windowWidth: Self.size.width, inspector: false))
        try window.press("F2")
        try expectWindowEqualsRender(window, step: "F2 closed")
        for mode in ["bounds", "damage", "layers", "hits", "off"] {
            try window.press("F3")
            // The overlay's name shows in a toast: it fades first.
            window.wait(2.7)
            try expectWindowEqualsRender(window, step: "F3: \(mode)")
        }
        try window.press("F8")
        try expectWindowEqualsRender(window, step: "F8")
        try window.press("F8")
        try window.press("s")
        try expectWindowEqualsRender(window, step: "S", scrubbing: true)
        try window.press("s")
        try expectWindowEqualsRender(window, step: "S closed")
        try window.press("h")
        try expectWindowEqualsRender(window, step: "H")
        try window.press("h")
        try window.moveWindow(to: 1600, 1000)
        try window.moveWindow(to: 60, 60)
        try expectWindowEqualsRender(window, step: "moved off screen and back")
        try window.resizeWindow(to: 1600, 1000)
        try expectWindowEqualsRender(window, step: "resized larger")
        #expect(!window.log.contains("damage check"), "\(window.log.prefix(2000))")
    }
}
