import Animation
import Foundation
import Scene

/// D5's state: the declared parameters (what `--set`, the inspector and the keys change) and
/// what every node derives from them.
final class DropsModel {
    /// Drops per indicator (`numberOfShapes`): a divisor of 100, because the original places the
    /// heads in whole hundredths of the circle. `+`/`-` step through them.
    let count = Parameter("count", "Drops per indicator (a divisor of 100)", default: 5, values: DropsDemo.dropCounts)
    /// Fraction of the circle one drop covers (`shapeLength`), 0.02…0.5. Also sets how fast the
    /// drop tapers: the width step is `originWidth × shapeLength`, rounded to 0.1 pt.
    let shapeLength = Parameter("shapeLength", "Fraction of the circle one drop covers", default: 0.1, range: 0.02...0.5)
    /// Fraction of the circle one stroke segment covers (`shapeElementLength`), 0.002…0.05: a
    /// drop is `shapeLength / elementLength` segments (rounded, at least one).
    let elementLength = Parameter("elementLength", "Fraction of the circle one segment of a drop covers",
                                  default: 0.01, range: 0.002...0.05)
    /// Width of a drop's head for a 100 pt indicator (`shapeOriginWidth`), 1…40 pt; scaled with
    /// the indicator.
    let originWidth = Parameter("originWidth", "Head stroke width for a 100 pt indicator", default: 15, range: 1...40, unit: "pt")
    /// The first indicator's timing curve; the other two follow the named curve it was last on
    /// in `DropsDemo.curveCycle` (`T` moves all three along it).
    let timing = Parameter("timing", "Timing curve of the first indicator (T cycles all three)",
                           default: TimingCurve.easeInEaseOut)
    /// Which way the drops travel on screen: 0 clockwise, 1 counterclockwise (`D` toggles).
    let direction = Parameter("direction", "Which way the drops travel (D toggles)", default: 0,
                              options: ["clockwise", "counterclockwise"])
    /// Seconds per revolution, 0.5…10 s.
    let period = Parameter("period", "Seconds per revolution", default: 3, range: 0.5...10, unit: "s")

    /// Index into `DropsDemo.curveCycle` of the first indicator's curve (of the last named one
    /// when `timing` is a custom curve); the second and third indicators take the next two.
    let curveOffset = State(0)

    /// The scene's run loop: a period change keeps the revolution's phase at its time.
    private let runLoop: SceneRunLoop
    /// Where the revolution was when the period last changed: scene seconds and progress 0…1.
    /// Measuring from there keeps the drops where they are when the period changes, instead of
    /// jumping to where the new period would have put them since time 0.
    private var phaseOrigin = (time: 0.0, progress: 0.0)
    /// The period the phase is measured with: `period`'s value, updated only once the phase
    /// origin has moved to the time of the change.
    private var periodInUse: Double
    private var subscriptions: [Subscription] = []

    init(runLoop: SceneRunLoop) {
        self.runLoop = runLoop
        periodInUse = period.value
        // The timing's name places the other two indicators in the cycle; a custom curve keeps
        // them where they were.
        subscriptions.append(timing.subscribe { [unowned self] curve in
            if let index = DropsDemo.curveCycle.firstIndex(where: { $0.curve == curve }) { curveOffset.value = index }
        })
        subscriptions.append(period.subscribe { [unowned self] newPeriod in
            let now = self.runLoop.now
            phaseOrigin = (now, progress(at: now))
            periodInUse = newPeriod
        })
    }

    /// The drops' make-up, following the four parameters that shape them.
    private(set) lazy var shape = combine(count, shapeLength, elementLength, originWidth) { count, length, segment, width in
        DropShape(count: count, length: length, segmentLength: segment, originWidth: width)
    }

    var isReversed: Bool { direction.value == 1 }

    /// The timing curve of indicator `index` (0, 1, 2 from the left); read on every frame, so it
    /// builds no name.
    func timingCurve(ofIndicator index: Int) -> TimingCurve {
        index == 0 ? timing.value : DropsDemo.curveCycle[(curveOffset.value + index) % DropsDemo.curveCycle.count].curve
    }

    /// The name indicator `index`'s label shows, following `timing` and the cycle.
    func curveName(ofIndicator index: Int) -> DerivedState<String> {
        combine(timing, curveOffset) { [unowned self] _, _ in curve(ofIndicator: index).name }
    }

    /// The timing curve of indicator `index` with the name its label shows.
    func curve(ofIndicator index: Int) -> (name: String, curve: TimingCurve) {
        let curve = timingCurve(ofIndicator: index)
        return (DropsModel.name(of: curve), curve)
    }

    /// A curve's Core Animation name, or its control points as CSS writes them when it has none.
    static func name(of curve: TimingCurve) -> String {
        if let named = DropsDemo.curveCycle.first(where: { $0.curve == curve }) { return named.name }
        if let name = curve.name { return name }
        let points = [curve.controlPoint1.x, curve.controlPoint1.y, curve.controlPoint2.x, curve.controlPoint2.y]
        return "cubic-bezier(" + points.map(short).joined(separator: ", ") + ")"
    }

    /// A number with at most three decimals and no trailing zeros: 0.25, 1, 0.333.
    private static func short(_ value: Double) -> String {
        var text = String(format: "%.3f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    /// The revolution's progress (0…1) at scene time `time`.
    func progress(at time: Double) -> Double {
        // With the default origin (0, 0) the time passed on is exactly `time`: frames at the
        // defaults are the original's, bit for bit.
        cycleProgress(time: time - phaseOrigin.time + phaseOrigin.progress * periodInUse, period: periodInUse).progress
    }

    /// The rotation of indicator `index` at scene time `time`, in radians (clockwise positive).
    func rotation(ofIndicator index: Int, at time: Double) -> Double {
        DropIndicator.rotation(progress: progress(at: time), curve: timingCurve(ofIndicator: index), reversed: isReversed)
    }

    /// The key hint under the indicators.
    var hint: DerivedState<String> {
        combine(direction, count) { direction, count in
            "D direction (\(direction == 1 ? "counter-clockwise" : "clockwise"))   T timing   +/− drops (\(count))"
        }
    }

    /// The parameters in the order the inspector and `playground params` list them: the drops'
    /// shape, then their motion.
    var parameters: [AnyParameter] { [count, shapeLength, elementLength, originWidth, timing, direction, period] }
}
