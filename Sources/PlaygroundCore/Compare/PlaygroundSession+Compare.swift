import Demos
import Scene

/// Compare mode (F11, `--compare`): the demo shown in two to four lanes on one clock.
extension PlaygroundSession {
    /// Compare mode's lane count, 0 when off.
    public var compareLanes: Int { host.compareLanes }

    /// The comparison shown, nil when compare mode is off (or the gallery is shown).
    public var comparison: CompareDemo? { host.demo as? CompareDemo }

    /// Shows the current demo in `lanes` lanes (`CompareDemo.laneCounts`; 0 turns compare mode
    /// off), fresh, with the clock at 0, cross-fading from what was shown unless `crossFades` is
    /// false (a command line sets it up before the first frame). The settings the demo was shown
    /// with are given to every lane again, and each lane keeps its own while it exists (turning
    /// compare off keeps lane A's). Throws, changing nothing, for the gallery or a count out of
    /// range.
    public func setCompareLanes(_ lanes: Int, crossFades: Bool = true) throws(ParameterError) {
        guard lanes == 0 || CompareDemo.laneCounts.contains(lanes) else {
            throw ParameterError("compare shows 2 to 4 lanes (got \(lanes))")
        }
        guard lanes == 0 || current.number != 0 else {
            throw ParameterError("compare shows one demo in lanes, not the gallery: pick a demo first")
        }
        let kept = startSettings
        guard host.setCompareLanes(lanes, at: frameTime, crossFades: crossFades) else { return }
        inspectedLane = 0
        timeLayout()
        restartRecording()
        let carried = kept.compactMap { setting -> (name: String, value: String)? in
            let parts = setting.name.split(separator: ".", maxSplits: 1)
            guard parts.count == 2, let lane = CompareLane.letters.firstIndex(of: parts[0].uppercased()) else { return setting }
            // A lane's own setting stays with its lane while it exists; lane A's becomes the
            // demo's when compare ends.
            if lanes == 0 { return lane == 0 ? (String(parts[1]), setting.value) : nil }
            return lane < lanes ? setting : nil
        }
        for setting in carried { try? applySettings([setting]) }
        if inspectorController.panel != nil { inspectorController.replace(with: makeInspector()) }
        needsRedraw = true
    }

    /// F11: off → 2 → 3 → 4 lanes → off, saying so in a toast.
    func cycleCompareLanes() {
        let next = compareLanes == 0 ? 2 : (compareLanes >= CompareDemo.laneCounts.upperBound ? 0 : compareLanes + 1)
        do {
            try setCompareLanes(next)
            showToast(next == 0 ? "Compare off" : "Compare: \(current.title) in \(next) lanes, input mirrored to every lane (F8 sets each lane)")
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
