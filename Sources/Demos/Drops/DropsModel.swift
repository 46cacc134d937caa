import Animation
import Scene

/// D5's state: what the keys change and every node derives from.
final class DropsModel {
    /// Index into `DropsDemo.curveCycle` of the first indicator; the others follow it.
    let curveOffset = State(0)
    let isReversed = State(false)
    /// Drops per indicator, a divisor of 100.
    let dropCount = State(5)

    /// The timing curve of indicator `index` (0, 1, 2 from the left).
    func curve(ofIndicator index: Int) -> (name: String, curve: TimingCurve) {
        DropsDemo.curveCycle[(curveOffset.value + index) % DropsDemo.curveCycle.count]
    }

    /// The rotation of indicator `index` at scene time `time`, in radians (clockwise positive).
    func rotation(ofIndicator index: Int, at time: Double) -> Double {
        DropIndicator.rotation(at: time, curve: curve(ofIndicator: index).curve, reversed: isReversed.value)
    }

    /// The key hint under the indicators.
    var hint: DerivedState<String> {
        combine(isReversed, dropCount) { reversed, count in
            "D direction (\(reversed ? "counter-clockwise" : "clockwise"))   T timing   +/− drops (\(count))"
        }
    }
}
