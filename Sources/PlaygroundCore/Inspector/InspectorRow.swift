import Animation
import Geometry
import Raster
import Scene

/// One parameter in the inspector: its name and value, and the control its kind calls for,
/// kept in step with the parameter both ways (a control edits it; a change made elsewhere moves
/// the control). Built from `AnyParameter`'s erased value, so the panel needs no knowledge of a
/// demo's types.
final class InspectorRow {
    /// The row's nodes, for the panel's stack.
    let node: Node
    /// What keeps the control and the parameter in step (released with the row).
    private(set) var subscriptions: [Subscription] = []
    /// ←/→ on the focused row: one step of its control (a slider's stop, the next option, the
    /// switch flipped).
    private var adjustment: (Int) -> Void = { _ in }

    static let nameFont = FontSpec(size: 13, weight: .semibold)
    static let valueFont = FontSpec(size: 12)

    init(parameter: AnyParameter, index: Int, focused: State<Int>, editor: Node?) {
        let value = Text(parameter.displayText, font: Self.valueFont, color: InspectorPalette.muted)
        let control = Self.control(for: parameter, editor: editor, subscriptions: &subscriptions, adjustment: &adjustment)
        // An editor heads itself with the name and the value; other controls get a header.
        let hasEditor: Bool
        switch parameter.kind {
        case .curve, .spring: hasEditor = editor != nil
        default: hasEditor = false
        }
        node = VStack(alignment: .leading, spacing: 6) {
            if !hasEditor {
                HStack(spacing: 8) {
                    Text(parameter.name, font: Self.nameFont, color: InspectorPalette.ink)
                    Spacer(minLength: 8)
                    value
                }
            }
            Text(parameter.summary, font: FontSpec(size: 11), color: InspectorPalette.muted)
            control
        }
        .padding(EdgeInsets(top: 6, leading: 8, bottom: 8, trailing: 8))
        .background(RoundedRectangle(cornerRadius: 10).fill(.clear)
            .bind(focused) { ring, row in ring.fillColor = row == index ? InspectorPalette.focus : .clear })
        .named("Inspector.\(parameter.name)")
        // Weak: an editor row leaves the value label out of its tree (the editor shows the value).
        subscriptions.append(parameter.subscribeErased { [weak value, weak parameter] in
            if let value, let parameter { value.string = parameter.displayText }
        })
    }

    func adjust(by step: Int) { adjustment(step) }

    /// The control for `parameter`'s kind, wired both ways.
    private static func control(for parameter: AnyParameter, editor: Node?, subscriptions: inout [Subscription],
                                adjustment: inout (Int) -> Void) -> Node {
        switch parameter.kind {
        case .number(let range, let step, _):
            guard case .number(let initial) = parameter.erasedValue else { break }
            let state = State(initial)
            let slider = Slider(value: state, from: range.lowerBound, through: range.upperBound, step: step)
                .tint(InspectorPalette.accent)
            follow(parameter, into: state, subscriptions: &subscriptions) { value in
                if case .number(let number) = value { return number }
                return nil
            } write: { .number($0) }
            adjustment = { [unowned slider] step in step > 0 ? slider.increment() : slider.decrement() }
            return slider.named("Inspector.\(parameter.name).slider").frame(maxWidth: .infinity)
        case .integer(let values, _):
            guard !values.isEmpty, case .integer(let initial) = parameter.erasedValue else { break }
            // A slider over the positions of the allowed values (D5's divisors of 100 are not
            // evenly spaced; every stop is one of them).
            let state = State(Double(values.firstIndex(of: initial) ?? 0))
            let slider = Slider(value: state, from: 0, through: Double(max(values.count - 1, 1)), step: 1)
                .tint(InspectorPalette.accent)
            follow(parameter, into: state, subscriptions: &subscriptions) { value in
                if case .integer(let number) = value, let index = values.firstIndex(of: number) { return Double(index) }
                return nil
            } write: { .integer(values[min(max(Int($0.rounded()), 0), values.count - 1)]) }
            adjustment = { [unowned slider] step in step > 0 ? slider.increment() : slider.decrement() }
            return slider.named("Inspector.\(parameter.name).slider").frame(maxWidth: .infinity)
        case .choice(let options):
            guard case .choice(let initial) = parameter.erasedValue else { break }
            let state = State(initial)
            follow(parameter, into: state, subscriptions: &subscriptions) { value in
                if case .choice(let index) = value { return index }
                return nil
            } write: { .choice($0) }
            adjustment = { step in state.value = min(max(state.value + step, 0), options.count - 1) }
            return SegmentedControl(selection: state, segments: options, font: FontSpec(size: 12))
                .frame(maxWidth: .infinity).named("Inspector.\(parameter.name).segments")
        case .toggle:
            guard case .toggle(let initial) = parameter.erasedValue else { break }
            let state = State(initial)
            follow(parameter, into: state, subscriptions: &subscriptions) { value in
                if case .toggle(let on) = value { return on }
                return nil
            } write: { .toggle($0) }
            adjustment = { _ in state.value.toggle() }
            return Toggle(isOn: state).named("Inspector.\(parameter.name).toggle")
        case .color:
            guard case .color(let initial) = parameter.erasedValue else { break }
            return colorControl(for: parameter, initial: initial, subscriptions: &subscriptions, adjustment: &adjustment)
        case .spring:
            // ←/→ step the response, the spring's one knob in time, by 10 ms (the damping and the
            // rest are the editor's, by pointer); the mass is kept.
            adjustment = { [unowned parameter] step in
                guard case .spring(let spring) = parameter.erasedValue else { return }
                let response = min(max((spring.response * 100).rounded() / 100 + Double(step) * 0.01, 0.05), 10)
                let stepped = Spring(response: response, dampingFraction: spring.dampingRatio)
                parameter.erasedValue = .spring(Spring(mass: spring.mass, stiffness: stepped.stiffness * spring.mass,
                                                       damping: stepped.damping * spring.mass))
            }
            if let editor { return editor }
        case .curve:
            if let editor { return editor }
        }
        return Text(parameter.limitsText, font: FontSpec(size: 11), color: InspectorPalette.muted)
    }

    /// A swatch and hue, saturation and brightness sliders (turns and fractions, 0…1), kept in
    /// step with a colour parameter; alpha is kept as it is.
    private static func colorControl(for parameter: AnyParameter, initial: Color, subscriptions: inout [Subscription],
                                     adjustment: inout (Int) -> Void) -> Node {
        let components = hsb(of: initial)
        let hue = State(components.hue), saturation = State(components.saturation), brightness = State(components.brightness)
        let swatch = RoundedRectangle(cornerRadius: 6).fill(initial)
        // Set while the sliders follow the parameter, so that following is not an edit.
        let following = Flag()
        let write = { [weak parameter] in
            guard !following.isSet, let parameter, case .color(let old) = parameter.erasedValue else { return }
            let color = Color(hue: hue.value, saturation: saturation.value, brightness: brightness.value, alpha: old.alpha)
            if color != old { parameter.erasedValue = .color(color) }
        }
        for state in [hue, saturation, brightness] { subscriptions.append(state.subscribe { _ in write() }) }
        subscriptions.append(parameter.subscribeErased { [weak parameter, weak swatch] in
            guard let parameter, case .color(let color) = parameter.erasedValue else { return }
            swatch?.fillColor = color
            let now = hsb(of: color)
            following.isSet = true
            // A grey has no hue of its own: the slider keeps its own.
            if now.saturation > 0, abs(now.hue - hue.value) > 1e-6 { hue.value = now.hue }
            if abs(now.saturation - saturation.value) > 1e-6 { saturation.value = now.saturation }
            if abs(now.brightness - brightness.value) > 1e-6 { brightness.value = now.brightness }
            following.isSet = false
        })
        // ←/→ turn the hue by 10°.
        adjustment = { step in
            let turned = hue.value + Double(step) / 36
            hue.value = turned - turned.rounded(.down)
        }
        func slider(_ label: String, _ state: State<Double>, _ name: String) -> Node {
            HStack(spacing: 8) {
                Text(label, font: FontSpec(size: 11), color: InspectorPalette.muted).frame(width: 14, alignment: .leading)
                Slider(value: state, from: 0, through: 1).tint(InspectorPalette.accent)
                    .named("Inspector.\(parameter.name).\(name)").frame(maxWidth: .infinity)
            }
        }
        return HStack(alignment: .top, spacing: 10) {
            swatch.frame(width: 36, height: 36)
            VStack(alignment: .leading, spacing: 2) {
                slider("H", hue, "hue")
                slider("S", saturation, "saturation")
                slider("B", brightness, "brightness")
            }
        }
    }

    /// Hue (turns), saturation and brightness (0…1) of `color`'s red, green and blue.
    static func hsb(of color: Color) -> (hue: Double, saturation: Double, brightness: Double) {
        let r = min(max(color.red, 0), 1), g = min(max(color.green, 0), 1), b = min(max(color.blue, 0), 1)
        let maximum = max(r, g, b), minimum = min(r, g, b), delta = maximum - minimum
        var hue = 0.0
        if delta > 0 {
            if maximum == r {
                hue = (g - b) / delta
            } else if maximum == g {
                hue = 2 + (b - r) / delta
            } else {
                hue = 4 + (r - g) / delta
            }
            hue /= 6
            if hue < 0 { hue += 1 }
        }
        return (hue, maximum > 0 ? delta / maximum : 0, maximum)
    }

    /// Keeps `state` (what the control edits) and `parameter` in step: a control's change is
    /// written to the parameter, a parameter's change is read into the control; each side
    /// writes only a different value, so they do not echo.
    private static func follow<Value: Equatable>(_ parameter: AnyParameter, into state: State<Value>,
                                                 subscriptions: inout [Subscription],
                                                 read: @escaping (ParameterValue) -> Value?,
                                                 write: @escaping (Value) -> ParameterValue) {
        subscriptions.append(state.subscribe { [weak parameter] value in
            let written = write(value)
            if let parameter, parameter.erasedValue != written { parameter.erasedValue = written }
        })
        subscriptions.append(parameter.subscribeErased { [weak parameter] in
            if let parameter, let value = read(parameter.erasedValue), state.value != value { state.value = value }
        })
    }
}

/// A flag shared by closures (a struct would be copied into each).
private final class Flag {
    var isSet = false
}
