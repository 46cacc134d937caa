import Animation

/// A named timing curve the curve editor offers as a chip: Core Animation's named curves and
/// CSS's keywords. CSS's curves are Core Animation's under other names (`ease` is `default`,
/// `ease-in-out` is `easeInEaseOut`), so one curve may light up two chips.
struct CurvePreset: Sendable {
    /// The name as the framework spells it.
    let title: String
    let curve: TimingCurve

    /// `CAMediaTimingFunctionName`s, in Core Animation's menu order.
    static let coreAnimation: [CurvePreset] = TimingCurve.named.map { CurvePreset(title: $0.0, curve: $0.1) }

    /// CSS's `<easing-function>` keywords (CSS Easing Functions Level 1).
    static let css: [CurvePreset] = [
        CurvePreset(title: "ease", curve: TimingCurve(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)),
        CurvePreset(title: "ease-in", curve: TimingCurve(x1: 0.42, y1: 0, x2: 1, y2: 1)),
        CurvePreset(title: "ease-out", curve: TimingCurve(x1: 0, y1: 0, x2: 0.58, y2: 1)),
        CurvePreset(title: "ease-in-out", curve: TimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)),
        CurvePreset(title: "linear", curve: .linear),
    ]
}
