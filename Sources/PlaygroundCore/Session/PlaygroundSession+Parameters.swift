import Animation
import Demos
import Geometry
import Scene

/// The parameters of what is shown — the demo's own, or a composite demo's parts' addressed as
/// `part.name` — as `--set`, `params` and the inspector (F8) see them.
extension PlaygroundSession {
    /// The parameters of what is shown, each with the name `--set` takes: a demo's own by
    /// their names, the gallery's tiles' as `tile.name` (`drawer.duration`).
    public var namedParameters: [(name: String, parameter: AnyParameter)] {
        demo.parameters.map { ($0.name, $0) }
            + demo.parts.flatMap { part in part.demo.parameters.map { ("\(part.name).\($0.name)", $0) } }
    }

    /// The parameters of what is shown (see `namedParameters`).
    public var parameters: [AnyParameter] { namedParameters.map(\.parameter) }

    /// The parameters `name` addresses: the demo's own, a part's by `part.name`, or a part's by
    /// its bare name when exactly one part has it. Throws when none or several match.
    func resolveParameters(named name: String) throws(ParameterError) -> [AnyParameter] {
        let named = namedParameters
        if let exact = named.first(where: { $0.name == name }) { return [exact.parameter] }
        let matching = named.filter { $0.name.hasSuffix(".\(name)") }
        // Compare mode's lanes are one demo: a bare name sets it in every lane.
        if demo is CompareDemo, !matching.isEmpty { return matching.map(\.parameter) }
        if matching.count == 1 { return [matching[0].parameter] }
        if matching.count > 1 {
            throw ParameterError("\(current.name) has '\(name)' in several demos; address one of them: "
                                 + matching.map { "\($0.name)=…" }.joined(separator: ", "))
        }
        if let comparison = demo as? CompareDemo {
            // Said as the demo's own names: lanes only add a prefix.
            let names = comparison.lanes.first?.parameters.map(\.name) ?? []
            let asked = name.split(separator: ".", maxSplits: 1).last.map(String.init) ?? name
            let last = CompareLane.partName(comparison.lanes.count - 1)
            throw ParameterError("\(current.name) has no parameter '\(asked)'; "
                                 + (names.isEmpty ? "it has none" : "its parameters: \(names.joined(separator: ", ")) (a.name … \(last).name set one lane)"))
        }
        let names = named.map(\.name)
        throw ParameterError("\(current.name) has no parameter '\(name)'; "
                             + (names.isEmpty ? "it has none" : "its parameters: \(names.joined(separator: ", "))"))
    }

    /// Sets parameters by name from text, as `--set name=value` gives them. Throws for an
    /// unknown or ambiguous name (listing what there is) or a value out of bounds (naming the
    /// valid values); the settings are kept so that a rebuild of the demo (scrubbing) and a
    /// saved session start from them.
    public func applySettings(_ settings: [(name: String, value: String)]) throws(ParameterError) {
        for (name, value) in settings {
            for parameter in try resolveParameters(named: name) { try parameter.set(value) }
            startSettings.removeAll { $0.name == name }
            startSettings.append((name, value))
        }
        recorder.setSettings(startSettings)
        host.settle()
        needsRedraw = true
    }

    // MARK: The inspector

    /// The inspector (F8) while it shows, for the current demo's parameters.
    public var inspector: InspectorPanel? { inspectorController.panel }
    /// Whether keys go to the inspector first (it was opened or clicked since the demo was).
    public var inspectorHasKeyFocus: Bool { inspectorController.hasKeyFocus }

    /// Where the inspector is, in window points; nil while it is closed.
    public var inspectorFrame: Rect? { inspector == nil ? nil : layout.inspector }

    /// Opens (with the keyboard focus) or closes the inspector; the demo re-lays itself out in
    /// the width that is left.
    public func setShowingInspector(_ shown: Bool) {
        guard shown != (inspector != nil) else { return }
        updateLayout { $0.showsInspector = shown }
        inspectorController.show(shown ? makeInspector() : nil)
        inspectorController.frame = layout.inspector
        needsRedraw = true
    }

    /// A panel for what is shown: its parameters (in the gallery, every tile's).
    func makeInspector() -> InspectorPanel {
        if let comparison { return makeLaneInspector(comparison) }
        let panel = InspectorPanel(parameters: parameters, demoName: current.name, title: current.title, text: host.context.text,
                                   height: max(contentSize.height, 1), editor: PlaygroundSession.standardEditor)
        panel.onCopy = { [unowned self] code in
            onCopyCode?(code)
            showToast("Copied the parameters of \(current.title) as Swift and CSS")
        }
        return panel
    }

    /// The standard editors: the curve editor for a timing curve, the spring editor for a spring.
    public static func standardEditor(for parameter: AnyParameter, progress: State<Double?>) -> Node? {
        if let curve = parameter as? Parameter<TimingCurve> { return CurveEditor.make(curve: curve, progress: progress) }
        if let spring = parameter as? Parameter<Spring> { return SpringEditor.make(spring: spring) }
        return nil
    }
}
