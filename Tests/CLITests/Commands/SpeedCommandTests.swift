import Foundation
import Platform
import Testing
import TestSupport

@Suite("playground --speed", .serialized)
struct SpeedCommandTests {
    /// Acceptance: slow motion at 0.5 renders at time t exactly the frame normal speed renders at t/2.
    @Test func halfSpeedAtOneSecondIsNormalSpeedAtHalfASecond() throws {
        let slow = try renderDrops(["--at", "1.0", "--speed", "0.5"])
        let normal = try renderDrops(["--at", "0.5"])
        #expect(slow.width == normal.width && slow.height == normal.height)
        let differing1 = differingBytes(slow, normal)
        #expect(differing1 == 0)
        // And it is not simply the frame at 1 s.
        let differing2 = differingBytes(slow, (try renderDrops(["--at", "1.0"])))
        #expect(differing2 > 0)
    }

    @Test func doubleSpeedAtHalfASecondIsNormalSpeedAtOneSecond() throws {
        let differing3 = differingBytes(try renderDrops(["--at", "0.5", "--speed", "2"]), (try renderDrops(["--at", "1"])))
        #expect(differing3 == 0)
    }

    /// Script times are on the frame clock, which slow motion does not stretch: at half speed a
    /// press at 0.6 s is due by `--at 1` even though the scene clock only reached 0.5 s.
    @Test func scriptTimesAreNotScaled() throws {
        let script = try writeScript("0.6 key d\n")
        let slow = try renderDrops(["--at", "1.0", "--speed", "0.5", "--script", script])
        let pressedEarly = try renderDrops(["--at", "0.5", "--script", try writeScript("0 key d\n")])
        let differing4 = differingBytes(slow, pressedEarly)
        #expect(differing4 == 0)
        let differing5 = differingBytes(slow, (try renderDrops(["--at", "0.5"])))
        #expect(differing5 > 0)
    }

    /// Outside `SceneClock.timeScaleRange` (0.01…16): a clear error, for render and for the window
    /// (before it looks for a display).
    @Test(arguments: ["0", "0.001", "16.5", "-1", "nan", "inf", "fast"])
    func badSpeedIsRejected(speed: String) throws {
        for arguments in [["render", "--demo", "drops", "--at", "1", "--out", "/tmp/x.png", "--speed", speed],
                          ["--demo", "drops", "--speed", speed]] {
            let outcome = try ProcessRunner.run(RepositoryPaths.executable, arguments, environment: headlessEnvironment(), timeLimit: 30)
            #expect(outcome.status == 64, "\(arguments): \(outcome.standardError)")
            #expect(outcome.standardError.contains("--speed"), "\(outcome.standardError)")
        }
    }

    @Test(arguments: ["0.01", "16"])
    func rangeEndsAreAccepted(speed: String) throws {
        _ = try renderDrops(["--at", "0.25", "--speed", speed])
    }
}
