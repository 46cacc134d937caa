import Demos
import Geometry
import Input
import Scene

/// Compare mode (F11, `--compare`): the demo shown in two to four lanes on one clock.
extension PlaygroundSession {
    /// Compare mode's lane count, 0 when off.
    public var compareLanes: Int { host.compareLanes }

    /// The comparison shown, nil when compare mode is off (or the gallery is shown).
    public var comparison: CompareDemo? { host.demo as? CompareDemo }

    /// Shows the current demo in `lanes` lanes (`CompareDemo.laneCounts`; 0 turns compare mode
    /// off), cross-fading from what was shown unless `crossFades` is false (a command line sets
    /// it up before the first frame). The session carries over, as `watch` hands it over: what
    /// was done since the demo was shown is replayed into the new lanes (or the single demo) to
    /// the same moment, so a drawer half open in two lanes is half open in three. The settings
    /// the demo was shown with are given to every lane again, and each lane keeps its own while
    /// it exists (turning compare off keeps lane A's). Throws, changing nothing, for the gallery
    /// or a count out of range.
    public func setCompareLanes(_ lanes: Int, crossFades: Bool = true) throws(ParameterError) {
        guard lanes == 0 || CompareDemo.laneCounts.contains(lanes) else {
            throw ParameterError("compare shows 2 to 4 lanes (got \(lanes))")
        }
        guard lanes == 0 || current.number != 0 else {
            throw ParameterError("compare shows one demo in lanes, not the gallery: pick a demo first")
        }
        let kept = startSettings
        let arrangement = LaneArrangement(lanes: compareLanes, size: contentSize)
        let carried = (events: arrangement.carry(recording.events, into: LaneArrangement(lanes: lanes, size: contentSize)),
                       time: recordingTime, paused: host.clock.isPaused)
        guard host.setCompareLanes(lanes, at: frameTime, crossFades: crossFades) else { return }
        inspectedLane = 0
        timeLayout()
        restartRecording()
        let settings = kept.compactMap { setting -> (name: String, value: String)? in
            let parts = setting.name.split(separator: ".", maxSplits: 1)
            guard parts.count == 2, let lane = CompareLane.letters.firstIndex(of: parts[0].uppercased()) else { return setting }
            // A lane's own setting stays with its lane while it exists; lane A's becomes the
            // demo's when compare ends.
            if lanes == 0 { return lane == 0 ? (String(parts[1]), setting.value) : nil }
            return lane < lanes ? setting : nil
        }
        for setting in settings { try? applySettings([setting]) }
        if !carried.events.isEmpty || carried.time > 0 {
            recorder.carryOver(carried.events, until: carried.time, frameTime: frameTime)
            // Rebuilt from the recording's start (the new lane count, the settings) and replayed
            // to the moment the session was at, without painting; then live on from there.
            recorder.scrub(to: carried.time, frameTime: frameTime, isPaused: carried.paused)
            recorder.replayToPosition()
            _ = recorder.resume(at: frameTime, dropping: { _ in false })
            host.setPaused(carried.paused)
        }
        if inspectorController.panel != nil { inspectorController.replace(with: makeInspector()) }
        needsRedraw = true
    }

    /// The presses of `script` that land in no lane of the comparison shown (none when compare
    /// mode is off): a script's points are window points, and compare mode mirrors a press in a
    /// lane into every lane at the same place in it, so one between lanes or on a header does
    /// nothing. Hosts warn of each.
    public func pressesOutsideLanes(_ script: InputScript) -> [ScriptedEvent] {
        guard compareLanes > 0 else { return [] }
        return LaneArrangement(lanes: compareLanes, size: contentSize).pressesOutside(script.events)
    }

    /// The lanes' areas in window points, for messages about where they are.
    public var laneAreas: [Rect] { LaneArrangement(lanes: compareLanes, size: contentSize).areas }

    /// F11: off → 2 → 3 → 4 lanes → off, saying so in a toast.
    func cycleCompareLanes() {
        let next = compareLanes == 0 ? 2 : (compareLanes >= CompareDemo.laneCounts.upperBound ? 0 : compareLanes + 1)
        do {
            try setCompareLanes(next)
            showToast(next == 0 ? "Compare off: the session goes on in one view"
                      : "Compare: \(current.title) in \(next) lanes, the session so far replayed in each, input mirrored to every lane (F8 sets each lane)")
        } catch {
            showToast(error.description.prefix(1).uppercased() + error.description.dropFirst())
        }
    }

    /// The inspector for one lane of `comparison` (`inspectedLane`): the lane selector, then
    /// that lane's parameters; C copies them as code.
    func makeLaneInspector(_ comparison: CompareDemo) -> InspectorPanel {
        let lane = min(max(inspectedLane, 0), comparison.lanes.count - 1)
        let letter = CompareLane.letter(lane)
        let selector = CompareLaneSelector.make(count: comparison.lanes.count, selected: lane, select: { [unowned self] index in
            inspectLane(index)
        }, copy: { [unowned self, unowned comparison] source in
            comparison.copySettings(from: source, to: lane)
            host.settle()
            needsRedraw = true
        })
        let panel = InspectorPanel(parameters: comparison.lanes[lane].parameters, demoName: current.name,
                                   title: "\(current.title) · lane \(letter)", text: host.context.text,
                                   height: max(contentSize.height, 1), header: selector, editor: PlaygroundSession.standardEditor)
        panel.onCopy = { [unowned self] code in
            onCopyCode?(code)
            showToast("Copied lane \(letter)'s parameters of \(current.title) as Swift and CSS")
        }
        return panel
    }

    /// Shows lane `index`'s parameters in the inspector (compare mode).
    public func inspectLane(_ index: Int) {
        guard let comparison, comparison.lanes.indices.contains(index), index != inspectedLane else { return }
        inspectedLane = index
        if let old = inspectorController.panel {
            let panel = makeInspector()
            inspectorController.replace(with: panel)
            panel.scroll(by: old.scrollOffset.value)
        }
        needsRedraw = true
    }
}
