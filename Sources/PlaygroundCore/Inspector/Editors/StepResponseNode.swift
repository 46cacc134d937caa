import Animation
import Geometry
import Raster
import Scene

/// A spring's step response — progress from 0 to 1 released from rest, from the engine's
/// closed-form `Spring.stepResponse(at:)` — plotted over time, with the settling band (1 ±
/// `Spring.defaultSettlingThreshold`), a mark at the settling time and a dot at the overshoot's
/// peak.
///
/// The time axis spans `window(for:)`: a little past the settling time, so the whole motion and
/// its settling show. The curve is sampled into storage made once and its path rebuilt only when
/// the spring or the size changes. Takes the size it is proposed (ideal 240 × 110 pt).
final class StepResponseNode: EditorPlotNode {
    static let sampleCount = 121
    static let padding = 6.0

    private let parameter: Parameter<Spring>
    private(set) var samples: ContiguousArray<Double>
    /// Seconds the time axis spans, and the progress range shown, for the sampled spring.
    private(set) var window = 1.0
    private(set) var range: ClosedRange<Double> = 0...1.2
    private var sampledSpring: Spring?
    private var cached: (spring: Spring, size: Size, line: Path?, axes: Path?)?

    init(spring parameter: Parameter<Spring>) {
        self.parameter = parameter
        samples = ContiguousArray(repeating: 0, count: Self.sampleCount)
        super.init(debugName: "StepResponse")
        onChange(of: parameter) { plot, _ in plot.setNeedsPaint() }
    }

    /// Seconds of motion to show for `spring`: 1.25 × its settling time, at least one response
    /// (4 responses when it never settles), at most 10 s.
    static func window(for spring: Spring) -> Double {
        let settling = spring.settlingTime()
        let shown = settling.isFinite ? max(settling * 1.25, spring.response) : 4 * spring.response
        return min(max(shown, 0.05), 10)
    }

    /// The time of sample `index`, in seconds.
    func time(ofSample index: Int) -> Double { window * Double(index) / Double(Self.sampleCount - 1) }

    func resample() {
        let spring = parameter.value
        guard spring != sampledSpring else { return }
        sampledSpring = spring
        window = Self.window(for: spring)
        var low = 0.0, high = 1.1
        for index in 0..<Self.sampleCount {
            let y = spring.stepResponse(at: time(ofSample: index))
            samples[index] = y
            low = min(low, y)
            high = max(high, y + 0.05)
        }
        range = low...high
    }

    /// The plot point of (`time` seconds, `progress`) in a plot of `size`.
    func point(time: Double, progress: Double, size: Size) -> Point {
        let pad = Self.padding
        let width = max(size.width - 2 * pad, 0), height = max(size.height - 2 * pad, 0)
        let span = range.upperBound - range.lowerBound
        return Point(x: pad + time / window * width, y: pad + (range.upperBound - progress) / span * height)
    }

    override func measure(_ proposal: ProposedSize) -> Size {
        proposal.replacingUnspecified(with: Size(width: 240, height: 110))
    }

    private func paths(size: Size) -> (Path?, Path?) {
        resample()
        let spring = parameter.value
        if let cached, cached.spring == spring, cached.size == size { return (cached.line, cached.axes) }
        var line = PathBuilder()
        for index in 0..<Self.sampleCount {
            let p = point(time: time(ofSample: index), progress: samples[index], size: size)
            if index == 0 { line.move(to: p) } else { line.line(to: p) }
        }
        var axes = PathBuilder()
        for level in [0.0, 1.0] {
            axes.move(to: point(time: 0, progress: level, size: size))
            axes.line(to: point(time: window, progress: level, size: size))
        }
        let made = (line.finish(), axes.finish())
        cached = (spring, size, made.0, made.1)
        return made
    }

    override func drawContent(in canvas: Canvas, size: Size) {
        let paints = paints
        let spring = parameter.value
        canvas.fillRoundedRect(Rect(origin: .zero, size: size), cornerRadius: 6, with: paints.plotFill)
        let (line, axes) = paths(size: size)
        let threshold = Spring.defaultSettlingThreshold
        let bandTop = point(time: 0, progress: 1 + threshold, size: size)
        let bandBottom = point(time: window, progress: 1 - threshold, size: size)
        canvas.fill(Rect(x: bandTop.x, y: bandTop.y, width: bandBottom.x - bandTop.x, height: bandBottom.y - bandTop.y),
                    with: paints.grid)
        if let axes { canvas.stroke(axes, style: StrokeStyle(width: 1), with: paints.grid) }
        let settling = spring.settlingTime()
        if settling.isFinite, settling <= window {
            let x = point(time: settling, progress: 0, size: size).x
            canvas.fill(Rect(x: x - 0.5, y: Self.padding, width: 1, height: size.height - 2 * Self.padding), with: paints.live)
        }
        if let line { canvas.stroke(line, style: StrokeStyle(width: 2, cap: .round, join: .round), with: paints.curve) }
        if let peak = spring.peakTime, peak <= window {
            canvas.fillCircle(center: point(time: peak, progress: 1 + spring.overshoot, size: size), radius: 3.5, with: paints.live)
        }
    }
}
