import ArgumentParser
import Input
import PlaygroundCore

/// The options the window and `render` share: how the scene plays (speed, reduce motion) and the
/// input script that drives it. Both commands validate and apply them the same way.
struct PlaybackOptions: ParsableArguments {
    @Option(name: .long, help: "Scene-clock speed: scene seconds per second of the frame timeline (0.01…16; 0.5 is half-speed slow motion).")
    var speed: Double = 1

    @Flag(name: .long, help: "Start with reduce motion on: movement transitions become fades, springs short ease-in-out curves (ctrl+m toggles it).")
    var reduceMotion = false

    @Option(name: .long, help: "Sample the demos at this many frames per second (60, 30, 24 or 12): the animation keeps its pace but moves in steps, as a choppy preview shows it (F7 in the window).")
    var fpsCap: Int = 60

    @Option(name: .long, help: "An input script to replay, one event per line such as `0.5 key d`, timed in seconds on the frame timeline; render delivers only events up to --at (format: DEVELOPERS.md).")
    var script: String?

    /// Checks the speed and parses the script: everything that can be wrong is reported before
    /// a window opens or a frame renders.
    func validated() throws -> InputScript? {
        try SpeedArgument.validate(speed)
        guard PlaygroundSession.frameRateCaps.contains(fpsCap) else {
            throw fail("--fps-cap must be one of \(PlaygroundSession.frameRateCaps.map(String.init).joined(separator: ", "))", code: 64)
        }
        return try script.map(ScriptArgument.load)
    }

    func apply(to session: PlaygroundSession) {
        session.setTimeScale(speed)
        session.setFrameRateCap(fpsCap)
        session.reduceMotion = reduceMotion
    }
}
