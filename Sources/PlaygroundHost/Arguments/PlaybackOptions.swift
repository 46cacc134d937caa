import ArgumentParser
import Foundation
import Input
import PlaygroundCore
import Scene

/// The options the window and `render` share: how the scene plays (speed, reduce motion) and the
/// input script that drives it. Both commands validate and apply them the same way.
struct PlaybackOptions: ParsableArguments {
    @Option(name: .long, parsing: .unconditional, help: "Scene-clock speed: scene seconds per second of the frame clock (0.01…16; 0.5 is half-speed slow motion).")
    var speed: Double = 1

    @Flag(name: .long, help: "Start with reduce motion on: movement transitions become fades, springs short ease-in-out curves (ctrl+m toggles it).")
    var reduceMotion = false

    @Option(name: .long, parsing: .unconditional, help: "Sample the demos at this many frames per second (60, 30, 24 or 12): the animation keeps its pace but moves in steps, as a choppy preview shows it (F7 in the window).")
    var fpsCap: Int = 60

    @Option(name: .long, help: "Draw a debug overlay over the demos from the start (F3 in the window cycles them): bounds of every node, damage (what the last frame repainted), layers (offscreen passes), hits (regions that take no hit tests).")
    var overlay: DebugOverlayMode = .off

    @Option(name: .customLong("set"), help: ArgumentHelp("A demo parameter, name=value (repeatable): `--set count=10 --set period=1.5`. `playground params --demo X` lists them.", valueName: "name=value"))
    var settings: [String] = []

    @Option(name: .long, help: ArgumentHelp("Compare the demo in 2 to 4 lanes side by side on one clock, input mirrored to every lane (F11 in the window): lane i takes the i-th value (repeatable: `--compare 'timing=easeOut|spring'`; `--set` sets every lane). A bare count (`--compare 2`) makes lanes set alike.", valueName: "name=V1|V2[|V3|V4]"))
    var compare: [String] = []

    @Option(name: .long, help: "An input script to replay, one event per line such as `0.5 key d`, timed in seconds on the frame clock; render delivers only events up to --at (format: DEVELOPERS.md).")
    var script: String?

    /// Checks the speed and parses the script: everything that can be wrong is reported before
    /// a window opens or a frame renders.
    func validated() throws -> InputScript? {
        try SpeedArgument.validate(speed)
        guard PlaygroundSession.frameRateCaps.contains(fpsCap) else {
            throw fail("--fps-cap must be one of \(PlaygroundSession.frameRateCaps.map(String.init).joined(separator: ", "))", code: 64)
        }
        _ = try parsedSettings()
        _ = try parsedComparison()
        return try script.map(ScriptArgument.load)
    }

    /// Warns on standard error of every press of `script` that lands in no lane of the comparison
    /// (`--compare`): it would do nothing, silently.
    static func warnOfPressesOutsideLanes(_ script: InputScript?, in session: PlaygroundSession) {
        guard let script else { return }
        let outside = session.pressesOutsideLanes(script)
        guard !outside.isEmpty else { return }
        let lanes = session.laneAreas.map { "x \(Int($0.minX))…\(Int($0.maxX)), y \(Int($0.minY))…\(Int($0.maxY))" }
        for scripted in outside {
            guard let point = scripted.event.location else { continue }
            FileHandle.standardError.write(Data(("playground: warning: script line \(scripted.line): the press at (\(Self.coordinate(point.x)), "
                + "\(Self.coordinate(point.y))) lands in no lane (\(lanes.joined(separator: "; "))): in compare mode a script's points are "
                + "window points, and a press inside a lane is mirrored to every lane at the same place in it\n").utf8))
        }
    }

    private static func coordinate(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }

    /// `--set` as (name, value) pairs; a setting without `=` is a usage error.
    func parsedSettings() throws -> [(name: String, value: String)] {
        try settings.map { setting in
            guard let equals = setting.firstIndex(of: "="), equals != setting.startIndex else {
                throw fail("--set takes name=value (got \(UserText.shown(setting)))", code: 64)
            }
            return (String(setting[..<equals]), String(setting[setting.index(after: equals)...]))
        }
    }

    /// `--compare` read, nil without any; a malformed one is a usage error.
    func parsedComparison() throws -> ComparisonSpec? {
        do throws(ParameterError) {
            return try ComparisonSpec.parse(compare)
        } catch {
            throw fail("--compare \(error.description)", code: 64, echoing: compare)
        }
    }

    /// Applies the clock settings, compare mode and the parameters; a bad parameter is reported (status 64).
    func apply(to session: PlaygroundSession) throws {
        session.setTimeScale(speed)
        session.setFrameRateCap(fpsCap)
        session.reduceMotion = reduceMotion
        // The recording starts with these settings, so F9's script (and `watch`) keeps them.
        session.restartRecording()
        // Straight to the mode: `setDebugOverlay` would also toast, as F3 does.
        session.debugOverlay.mode = overlay
        let settings = try parsedSettings()
        if let comparison = try parsedComparison() {
            do throws(ParameterError) {
                try session.setCompareLanes(comparison.lanes, crossFades: false)
                try session.applySettings(comparison.laneSettings)
            } catch {
                throw fail("--compare \(error.description)", code: 64, echoing: compare)
            }
        }
        do throws(ParameterError) {
            try session.applySettings(settings)
        } catch {
            throw fail("--set \(error.description)", code: 64, echoing: settings.flatMap { [$0.name, $0.value] })
        }
    }
}
