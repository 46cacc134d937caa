import Demos
import Geometry
import Input
import Scene

/// Input: every event arrives through `handle`, is recorded if it can matter to a replay, and
/// is routed — keys to the inspector (while it has the focus), the demo's bindings, then the
/// global ones; pointer events through the `PointerRouter` to the panel or the demo under them.
extension PlaygroundSession {
    /// Global keys a recording replays into a rebuilt demo: those that change the clock or the
    /// demo's size.
    static let replayedGlobalKeys: [KeyChord] = [
        KeyChord("f4"), KeyChord("f5"), KeyChord("f6"), KeyChord("."), KeyChord("f7"), KeyChord("h"),
        KeyChord("m", modifiers: .control),
    ]
    /// Keys that open and close the tools: kept in a saved session (so `render` of it shows the
    /// same tools), but not replayed when scrubbing, which leaves the tools as they are.
    static let toolKeys: [KeyChord] = [
        KeyChord("f1"), KeyChord("/", modifiers: .shift), KeyChord("f2"), KeyChord("f3"), KeyChord("f8"), KeyChord("s"),
    ]

    /// Routes one input event and returns what the host should do. Events that can change
    /// what is shown are recorded first; while scrubbing, the demo is a replay and takes none.
    public func handle(_ event: InputEvent) -> Command {
        switch event {
        case .quitRequested:
            return .quit
        case .exposed:
            // The system lost the window's pixels: the next frame repaints them all.
            setNeedsFullRedraw()
            return .none
        case .fileDropped(let path):
            // Opening a file starts a demo afresh: it is not part of what a recording replays.
            onFileDropped?(path)
            needsRedraw = true
            return .none
        default:
            break
        }
        if scrubPosition != nil, recorder.replayTime == nil {
            return handleWhileScrubbing(event)
        }
        if recorder.replayTime == nil { record(event) }
        return dispatch(event)
    }

    private func record(_ event: InputEvent) {
        var replayed = false
        if case .key(let press) = event {
            replayed = demo.keyBindings.commands.contains { $0.chords.contains { $0.matches(press) } }
                || Self.replayedGlobalKeys.contains { $0.matches(press) }
                || Self.toolKeys.contains { $0.matches(press) }
                || (isShowingHelp && KeyChord("escape").matches(press))
        }
        recorder.record(event, at: recordingTime, replayed: replayed)
    }

    /// Whether a recorded key only opens or closes a tool (a replay into a rebuilt demo skips it).
    static func isToolKey(_ press: KeyPress, helpShown: Bool) -> Bool {
        toolKeys.contains { $0.matches(press) } || (helpShown && KeyChord("escape").matches(press))
    }

    /// Handles `event` as live input (also what a replay feeds the demo).
    @discardableResult
    func dispatch(_ event: InputEvent) -> Command {
        switch event {
        case .quitRequested:
            return .quit
        case .resized(let newSize):
            resize(to: newSize)
            return .none
        case .key(let press):
            pendingCommand = .none
            if inspectorController.hasKeyFocus, let panel = inspectorController.panel, panel.handleKey(press) {
                needsRedraw = true
                host.settle()
                return .none
            }
            if demo.keyBindings.handle(press) || globalBindings.handle(press) {
                needsRedraw = true
                // What the key changed is laid out now, at the key's time, as after a pointer event.
                host.settle()
            }
            return pendingCommand
        default:
            break
        }
        let (receiver, changed) = (recorder.replayTime == nil ? router : replayRouter).route(event, at: frameTime)
        // A replayed press (scrubbing) is the demo's past: it does not take the keys from the inspector.
        if case .pointerDown = event, recorder.replayTime == nil { inspectorController.hasKeyFocus = receiver === inspectorController }
        if receiver === inspectorController {
            // A control may have changed a parameter: the demo shows it at once, as after a key.
            host.settle()
            needsRedraw = true
        } else if changed || receiver === bar {
            needsRedraw = true
        }
        return .none
    }

    /// The window's new size in points: every panel and the demo are laid out for it and the
    /// whole frame drawn again (scrubbing or not).
    private func resize(to newSize: Size) {
        updateLayout { $0.size = newSize }
        needsRedraw = true
    }

    /// Input while scrubbing: Left/Right step one frame, Up/Down select a lane, G switches the
    /// lanes' graph, Z freezes the selected lanes, L hides or shows the lanes, Return or S resumes, pointer events go to the strip, the lanes and the
    /// panels; the demo, a replay, takes none.
    private func handleWhileScrubbing(_ event: InputEvent) -> Command {
        switch event {
        case .key(let press):
            // The inspector, once clicked, takes its keys (←/→ adjust, C copies): an edit
            // re-simulates the session.
            if inspectorController.hasKeyFocus, let panel = inspectorController.panel, panel.handleKey(press) {
                resimulateIfParametersChanged()
                needsRedraw = true
                return .none
            }
            if KeyChord("left").matches(press) { scrub(to: (scrubPosition ?? 0) - Self.stepDuration); return .none }
            if KeyChord("right").matches(press) { scrub(to: (scrubPosition ?? 0) + Self.stepDuration); return .none }
            if KeyChord("return").matches(press) { resumeFromPlayhead(); return .none }
            if KeyChord("s").matches(press) { toggleScrubber(); return .none }
            if KeyChord("l").matches(press), lanesPanel != nil {
                setShowingLanes(!layout.showsLanes)
                return .none
            }
            if lanesPanel != nil, layout.showsLanes, ["up", "down", "g", "z"].contains(where: { KeyChord($0).matches(press) }) {
                finishRecordingLanes()
            }
            if let lanes = lanesPanel, layout.showsLanes {
                // The lanes: Up/Down select, G switches the graph between value and speed.
                if KeyChord("up").matches(press) { lanes.step(by: -1); needsRedraw = true; return .none }
                if KeyChord("down").matches(press) { lanes.step(by: 1); needsRedraw = true; return .none }
                if KeyChord("g").matches(press) { lanes.toggleQuantity(); needsRedraw = true; return .none }
                if KeyChord("z").matches(press) { toggleFreezeOfSelectedLanes(); return .none }
            }
            // The tools that do not change the demo still work: help, screenshots, quit.
            let passive = ["f1", "f12", "escape", "f2", "f3", "f9"].map { KeyChord($0) }
                + [KeyChord("/", modifiers: .shift), KeyChord("q", modifiers: .control)]
            guard passive.contains(where: { $0.matches(press) }) else { return .none }
            pendingCommand = .none
            _ = globalBindings.handle(press)
            needsRedraw = true
            return pendingCommand
        case .resized(let newSize):
            resize(to: newSize)
            return .none
        default:
            let (receiver, changed) = router.route(event, at: frameTime)
            if case .pointerDown = event { inspectorController.hasKeyFocus = receiver === inspectorController }
            if changed || receiver === inspectorController { needsRedraw = true }
            // A slider's drag edits live; its release re-simulates from the recorded input.
            switch event {
            case .pointerUp, .wheel: resimulateIfParametersChanged()
            default: break
            }
            return .none
        }
    }
}
