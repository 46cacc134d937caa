import Animation
import Foundation
import Raster

/// A demo parameter declared once — name, kind, limits, unit, default — and used everywhere: the
/// demo's nodes bind to it like any state, the inspector builds its control from the
/// declaration, `--set name=value` and `playground params` read it. Names are short and stable
/// (the original's vocabulary where it has one: D5's `count`, `shapeLength`, `period`).
///
/// Assigning a value outside the limits clamps it (numbers), or ignores it (others); use
/// `set(_:)` to learn why a textual value was refused.
public protocol AnyParameter: AnyObject {
    /// Short, stable identifier used by `--set name=value` and the inspector.
    var name: String { get }
    /// One line: what it changes.
    var summary: String { get }
    /// The value's kind and limits, which pick the inspector's control.
    var kind: ParameterKind { get }
    /// The value without its type; a value of the wrong kind or outside the limits is clamped or ignored.
    var erasedValue: ParameterValue { get set }
    /// The declared default, without its type.
    var erasedDefault: ParameterValue { get }
    /// Called after every change (the inspector follows; `Parameter` is also a `StateSource`).
    func subscribeErased(_ body: @escaping () -> Void) -> Subscription
}

extension AnyParameter {
    /// Back to the declared default.
    public func reset() { erasedValue = erasedDefault }

    /// The value as `--set` writes it.
    public var valueText: String { ParameterText.format(erasedValue, kind: kind) }

    /// The value as a person reads it: `valueText` with its unit ("80 pt", "0.35 s"), as
    /// `params` states the limits.
    public var displayText: String {
        switch kind {
        case .number(_, _, let unit) where !unit.isEmpty, .integer(_, let unit) where !unit.isEmpty:
            unit == "°" ? valueText + unit : "\(valueText) \(unit)"
        default: valueText
        }
    }

    /// Sets the parameter from text as `--set` takes it; throws a message naming the valid values.
    public func set(_ text: String) throws(ParameterError) {
        erasedValue = try ParameterText.parse(text, for: self)
    }

    /// The limits in words, for help and error messages ("0.5…10 s", "1, 2, 4, 5, 10…").
    public var limitsText: String { ParameterText.limits(of: kind) }
}

/// Why a textual value does not fit a parameter.
public struct ParameterError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The message, naming the values that would have been accepted.
    public let description: String
    /// An error carrying `description` as its message.
    public init(_ description: String) { self.description = description }
}

/// A typed parameter: a `State` of `Value` with its declaration.
public final class Parameter<Value: Equatable & Sendable>: StateSource, AnyParameter {
    /// Short, stable identifier used by `--set name=value` and the inspector.
    public let name: String
    /// One line: what the parameter changes.
    public let summary: String
    /// The value's kind and limits, which pick the inspector's control.
    public let kind: ParameterKind
    /// The value as declared; the starting value is this one after clamping to the limits.
    public let defaultValue: Value
    private let state: State<Value>
    private let wrap: @Sendable (Value) -> ParameterValue
    private let unwrap: @Sendable (ParameterValue) -> Value?
    private let sanitize: @Sendable (Value) -> Value?

    init(name: String, summary: String, kind: ParameterKind, default value: Value,
         wrap: @escaping @Sendable (Value) -> ParameterValue, unwrap: @escaping @Sendable (ParameterValue) -> Value?,
         sanitize: @escaping @Sendable (Value) -> Value?) {
        self.name = name
        self.summary = summary
        self.kind = kind
        defaultValue = value
        self.wrap = wrap
        self.unwrap = unwrap
        self.sanitize = sanitize
        state = State(sanitize(value) ?? value)
    }

    /// The current value; an invalid one is clamped (numbers) or ignored.
    public var value: Value {
        get { state.value }
        set { if let valid = sanitize(newValue) { state.value = valid } }
    }

    /// Calls `body` with the new value after every change, while the returned subscription is kept.
    public func subscribe(_ body: @escaping (Value) -> Void) -> Subscription {
        state.subscribe(body)
    }

    /// Calls `body` after every change, while the returned subscription is kept.
    public func subscribeErased(_ body: @escaping () -> Void) -> Subscription {
        state.subscribe { _ in body() }
    }

    /// `value` without its type; a value of another kind is ignored.
    public var erasedValue: ParameterValue {
        get { wrap(value) }
        set { if let typed = unwrap(newValue) { value = typed } }
    }

    /// `defaultValue` without its type.
    public var erasedDefault: ParameterValue { wrap(defaultValue) }
}

extension Parameter where Value == Double {
    /// A number in `range`, snapped to `step` when given.
    public convenience init(_ name: String, _ summary: String, default value: Double, range: ClosedRange<Double>,
                            step: Double? = nil, unit: String = "") {
        let lower = range.lowerBound, upper = range.upperBound
        let step = step.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        self.init(name: name, summary: summary, kind: .number(range: range, step: step, unit: unit), default: value,
                  wrap: { .number($0) }, unwrap: { if case .number(let v) = $0 { v } else { nil } },
                  sanitize: { v in
                      guard v.isFinite else { return nil }
                      var clamped = min(max(v, lower), upper)
                      if let step { clamped = min(max(lower + ((clamped - lower) / step).rounded() * step, lower), upper) }
                      return clamped
                  })
    }
}

extension Parameter where Value == Int {
    /// One of `values` (an invalid value is refused).
    public convenience init(_ name: String, _ summary: String, default value: Int, values: [Int], unit: String = "") {
        self.init(name: name, summary: summary, kind: .integer(values: values, unit: unit), default: value,
                  wrap: { .integer($0) }, unwrap: { if case .integer(let v) = $0 { v } else { nil } },
                  sanitize: { values.contains($0) ? $0 : nil })
    }

    /// One of named `options`, as an index (a segmented control).
    public convenience init(_ name: String, _ summary: String, default value: Int, options: [String]) {
        self.init(name: name, summary: summary, kind: .choice(options: options), default: value,
                  wrap: { .choice($0) }, unwrap: { if case .choice(let v) = $0 { v } else { nil } },
                  sanitize: { options.indices.contains($0) ? $0 : nil })
    }
}

extension Parameter where Value == Bool {
    /// An on/off parameter.
    public convenience init(_ name: String, _ summary: String, default value: Bool) {
        self.init(name: name, summary: summary, kind: .toggle, default: value,
                  wrap: { .toggle($0) }, unwrap: { if case .toggle(let v) = $0 { v } else { nil } }, sanitize: { $0 })
    }
}

extension Parameter where Value == Color {
    /// A colour parameter; a colour with a non-finite channel is refused.
    public convenience init(_ name: String, _ summary: String, default value: Color) {
        self.init(name: name, summary: summary, kind: .color, default: value,
                  wrap: { .color($0) }, unwrap: { if case .color(let v) = $0 { v } else { nil } },
                  sanitize: { c in [c.red, c.green, c.blue, c.alpha].allSatisfy { $0.isFinite } ? c : nil })
    }
}

extension Parameter where Value == TimingCurve {
    /// A timing-curve parameter; the control points' x is clamped to 0…1, non-finite points are refused.
    public convenience init(_ name: String, _ summary: String, default value: TimingCurve) {
        self.init(name: name, summary: summary, kind: .curve, default: value,
                  wrap: { .curve($0) }, unwrap: { if case .curve(let v) = $0 { v } else { nil } },
                  sanitize: { c in
                      // Core Animation's rule: the control points' x stay within 0…1.
                      let p = [c.controlPoint1.x, c.controlPoint1.y, c.controlPoint2.x, c.controlPoint2.y]
                      guard p.allSatisfy({ $0.isFinite }) else { return nil }
                      return TimingCurve(x1: min(max(p[0], 0), 1), y1: p[1], x2: min(max(p[2], 0), 1), y2: p[3])
                  })
    }
}

extension Parameter where Value == Spring {
    /// A spring parameter; refused unless mass and stiffness are positive and damping is ≥ 0.
    public convenience init(_ name: String, _ summary: String, default value: Spring) {
        self.init(name: name, summary: summary, kind: .spring, default: value,
                  wrap: { .spring($0) }, unwrap: { if case .spring(let v) = $0 { v } else { nil } },
                  sanitize: { s in
                      s.mass.isFinite && s.mass > 0 && s.stiffness.isFinite && s.stiffness > 0 && s.damping.isFinite && s.damping >= 0 ? s : nil
                  })
    }
}
