import Scene

/// Edit and re-simulate: a parameter changed while scrubbing (in the inspector's curve or
/// spring editor, or any control) becomes part of the recording's settings, and the session
/// re-runs from its recorded input with it, as `--set name=value` would replay it. The lanes
/// are recorded again; the graph keeps the previous run as a ghost.
extension PlaygroundSession {
    /// Every parameter's value as `--set` writes it, by name.
    var parameterTexts: [String: String] {
        Dictionary(namedParameters.map { ($0.name, $0.parameter.valueText) }, uniquingKeysWith: { first, _ in first })
    }

    /// Re-simulates when a parameter differs from the one the scrubbed replay was made with.
    func resimulateIfParametersChanged() {
        guard scrubPosition != nil else { return }
        let now = parameterTexts
        let changed = now.filter { scrubbedParameters[$0.key] != $0.value }.sorted { $0.key < $1.key }
        guard !changed.isEmpty else { return }
        for (name, value) in changed {
            startSettings.removeAll { $0.name == name }
            startSettings.append((name, value))
        }
        recorder.setSettings(startSettings)
        let previous = lanesPanel
        recorder.replayToPosition()
        scrubbedParameters = parameterTexts
        if let previous { openLanes(after: previous) }
        needsRedraw = true
    }
}
