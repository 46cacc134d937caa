import Foundation
import PlatformTestSupport
import Testing
import TestSupport

/// F10's clip of the window is never lost: quitting while it records writes it, and every press
/// counts, however close together.
@Suite("Clips recorded in the real window", .serialized)
struct ClipOnQuitWindowTests {
    /// Regression: F10, then Escape (or Ctrl+Q, or the close button) exited 0 with nothing in
    /// recordings/ and no message; two presses 5 ms apart could count as one.
    @Test(.enabled(if: WindowDriver.toolsAvailable, "Xvfb, xdotool or ImageMagick is missing (./run.sh test installs them)"),
          arguments: ["Escape", "ctrl+q"])
    func quittingWhileRecordingSavesTheClip(quitKey: String) throws {
        let window = try WindowDriver(arguments: ["--demo", "drops", "--size", "400x300", "--duration", "120"])
        try window.press("F10")
        // No wait: the clip starts with the frame on screen, and the keys arrive in order.
        try window.pressClosing(quitKey)
        let clip = try window.newFile(in: "recordings", suffix: ".webp", within: 60)
        let deadline = Date().addingTimeInterval(60)
        while window.isRunning && Date() < deadline { window.wait(0.1) }
        #expect(!window.isRunning, "the window did not close")
        #expect(window.log.contains("playground: Saved recordings/"), "\(window.log)")
        let size = (try? FileManager.default.attributesOfItem(atPath: clip)[.size] as? Int) ?? 0
        #expect(size > 1000, "\(clip) has \(size) bytes")
    }

    @Test(.enabled(if: WindowDriver.toolsAvailable, "Xvfb, xdotool or ImageMagick is missing (./run.sh test installs them)"))
    func twoQuickPressesStartAndStop() throws {
        let window = try WindowDriver(arguments: ["--demo", "drops", "--size", "400x300", "--duration", "120"])
        try window.xdotool(["key", "--window", window.window, "--delay", "5", "F10", "F10"])
        // Started and stopped: a clip is written without quitting.
        _ = try window.newFile(in: "recordings", suffix: ".webp", within: 60)
        #expect(window.isRunning)
    }
}
