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
    /// with are given to every lane again (turning compare off keeps lane A's). Throws, changing
    /// nothing, for the gallery or a count out of range.
    public func setCompareLanes(_ lanes: Int, crossFades: Bool = true) throws(ParameterError) {
        guard lanes == 0 || CompareDemo.laneCounts.contains(lanes) else {
            throw ParameterError("compare shows 2 to 4 lanes (got \(lanes))")
        }
        guard lanes == 0 || current.number != 0 else {
            throw ParameterError("compare shows one demo in lanes, not the gallery: pick a demo first")
        }
        let kept = startSettings
        guard host.setCompareLanes(lanes, at: frameTime, crossFades: crossFades) else { return }
        timeLayout()
        restartRecording()
        let carried = kept.compactMap { setting -> (name: String, value: String)? in
            let parts = setting.name.split(separator: ".", maxSplits: 1)
            guard parts.count == 2, CompareLane.letters.contains(parts[0].uppercased()) else { return setting }
            // A lane's own setting: lane A's becomes the demo's when compare ends.
            return lanes == 0 && parts[0] == "a" ? (String(parts[1]), setting.value) : nil
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
}
