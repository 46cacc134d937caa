import Demos
import Foundation
import Geometry
import Input
import Platform
import PlaygroundCore

/// The rebuilt program's start under `watch`: a fresh session replayed to the moment the old
/// window was at, as `render --script` would replay the same session.
enum WatchResume {
    /// The session of `handoff` replayed headless to its time, with the tools it had open, and
    /// the milliseconds the replay took.
    static func replay(_ handoff: WatchHandoff, descriptor: DemoDescriptor, registry: DemoRegistry,
                       text: TrueTypeText) throws -> (session: PlaygroundSession, replayMilliseconds: Double) {
        let began = FrameLoop.monotonicNanoseconds()
        let session = PlaygroundSession(registry: registry, initial: descriptor, context: DemoContext(text: text),
                                        size: Size(width: handoff.size.width, height: handoff.size.height),
                                        showsBar: handoff.showsBar, checksDamage: DamageCheckOption.isOn)
        session.setTimeScale(handoff.speed)
        session.setFrameRateCap(handoff.frameRateCap)
        session.reduceMotion = handoff.reduceMotion
        session.restartRecording()
        // A demo the new code can no longer compare (it became the gallery) opens on its own.
        try? session.setCompareLanes(handoff.compareLanes ?? 0, crossFades: false)
        do {
            // A parameter the new code no longer declares (or limits otherwise) is left at its default.
            for setting in handoff.settings { try? session.applySettings([(setting.name, setting.value)]) }
            var replay: InputReplay? = InputReplay(try InputScript(parsing: handoff.script))
            FrameClock.run(session, until: handoff.time, replay: &replay)
        } catch {
            throw fail("cannot replay the session handed over by watch: \(error)")
        }
        // The replayed keys toggled the tools; they end as they were, whatever the keys did.
        session.setShowingHUD(handoff.showsHUD)
        session.debugOverlay.mode = DebugOverlayMode.allCases.first { "\($0)" == handoff.overlay } ?? .off
        session.setShowingInspector(handoff.showsInspector)
        if let position = handoff.scrubPosition {
            if !session.isShowingScrubber { session.toggleScrubber() }
            session.scrub(to: position)
        } else if session.isShowingScrubber {
            session.toggleScrubber()
        }
        return (session, Double(FrameLoop.monotonicNanoseconds() &- began) / 1_000_000)
    }
}
