import Foundation
import PlatformTestSupport
import Testing
import TestSupport

/// The window a person (or a test driving it) first sees is the one that stays.
@Suite("The window is made once")
struct WindowCreationTests {
    static var xevAvailable: Bool { WindowDriver.toolsAvailable && ["/usr/bin/xev", "/usr/bin/xprop"].allSatisfy { FileManager.default.isExecutableFile(atPath: $0) } }

    /// Regression: the window was created shown, and choosing an OpenGL renderer made SDL destroy
    /// that X window and create another. The first window flashed on screen, and whoever found it
    /// by its title (a window test) could hold a dead id: "BadWindow" on the next key press.
    ///
    /// `xev` on the root window reports every top-level window mapped, so the count does not
    /// depend on catching the short-lived one in time. Every step waits with its own limit; the
    /// test's is for a hang only (a loaded machine took more than three minutes).
    @Test(.enabled(if: xevAvailable, "Xvfb, xdotool, ImageMagick, xev or xprop is missing (./run.sh test installs them)"),
          .timeLimit(.minutes(10)))
    func onlyOneWindowIsEverMapped() throws {
        let xvfb = try VirtualDisplay()
        defer { withExtendedLifetime(xvfb) {} }
        let events = RepositoryPaths.temporaryDirectory("xev") + "/\(UUID().uuidString).log"
        _ = FileManager.default.createFile(atPath: events, contents: nil)
        let complaints = events + ".stderr"
        _ = FileManager.default.createFile(atPath: complaints, contents: nil)
        func startMonitor() throws -> Process {
            let monitor = Process()
            monitor.executableURL = URL(fileURLWithPath: "/usr/bin/xev")
            monitor.arguments = ["-root", "-event", "substructure", "-event", "property"]
            monitor.environment = xvfb.environment
            let output = try FileHandle(forWritingTo: URL(fileURLWithPath: events))
            output.seekToEndOfFile()
            monitor.standardOutput = output
            monitor.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: complaints))
            try monitor.run()
            return monitor
        }
        var monitor = try startMonitor()
        defer { kill(monitor.processIdentifier, SIGKILL); monitor.waitUntilExit() }
        // xev listens once it has selected the root's events: touch a property of the root until
        // it reports that, so no map can come before it listens. On a loaded machine xev has been
        // seen to give up before listening (one CI run in many): it is started again.
        var listening = false
        for _ in 0..<300 where !listening {
            if !monitor.isRunning { monitor = try startMonitor() }
            _ = try ProcessRunner.run("/usr/bin/xprop", ["-root", "-f", "_MOTIONPLAYGROUND_PROBE", "8s", "-set", "_MOTIONPLAYGROUND_PROBE", "1"],
                                      environment: xvfb.environment, timeLimit: 20)
            listening = ((try? String(contentsOfFile: events, encoding: .utf8)) ?? "").contains("PropertyNotify")
            if !listening { usleep(50_000) }
        }
        #expect(listening, "xev did not report a property change of the root window: \((try? String(contentsOfFile: complaints, encoding: .utf8)) ?? "")")
        // The window opens, draws, and closes by itself (--duration); every map it made is in the log.
        let outcome = try ProcessRunner.run(RepositoryPaths.executable, ["--demo", "drops", "--size", "320x200", "--duration", "1"],
                                            environment: xvfb.environment, timeLimit: 120)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        // The window's unmap and destruction on exit are reported after its map: wait for them.
        var log = ""
        for _ in 0..<200 {
            log = (try? String(contentsOfFile: events, encoding: .utf8)) ?? ""
            if log.contains("DestroyNotify") && log.contains("MapNotify") { break }
            usleep(50_000)
        }
        let maps = log.components(separatedBy: "\n").filter { $0.hasPrefix("MapNotify") }.count
        #expect(maps == 1, "top-level windows mapped: \(maps)\n\(log.prefix(3000))")
    }
}
