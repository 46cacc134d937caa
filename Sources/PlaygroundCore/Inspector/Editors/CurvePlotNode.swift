import Animation
import Geometry
import Raster
import Scene

/// A timing curve plotted against time from the engine's own solver: the value graph (eased
/// progress over linear progress, `TimingCurve.value(at:)`) or the velocity graph (its
/// derivative, `TimingCurve.velocity(at:)`, in multiples of the linear motion's speed).
///
/// The curve is sampled at `sampleCount` equal steps of progress whenever it changes (kept in
/// storage made once) and drawn as a polyline through the samples. The vertical range covers
/// 0…1 and every sample (the velocity's top at most `maximumVelocityShown`, where the plot is
/// cut), with a line at 0 and, for values, at 1. With `progress` non-nil a dot marks the sample
/// at that progress. Takes the size it is proposed (ideal 160 × 90 pt).
final class CurvePlotNode: EditorPlotNode {
    enum Quantity: Sendable {
        /// Eased progress over progress.
        case value
        /// d(eased progress)/d(progress) over progress.
        case velocity
    }

    /// Samples per curve: progress 0, 1/(n−1), …, 1.
    static let sampleCount = 97
    /// Points of padding inside the plot around the plotted range.
    static let padding = 6.0
    /// The velocity graph's range stops here (multiples of linear speed), so a vertical tangent
    /// does not flatten the rest of the curve.
    static let maximumVelocityShown = 6.0

    let quantity: Quantity
    private let parameter: Parameter<TimingCurve>
    private let progress: (any StateSource<Double?>)?
    /// The plotted quantity at each sample, for `sampledCurve`.
    private(set) var samples: ContiguousArray<Double>
    private(set) var range: ClosedRange<Double> = 0...1
    private var sampledCurve: TimingCurve?
    private var cachedPath: (size: Size, curve: TimingCurve, path: Path?, axes: Path?)?

    init(_ quantity: Quantity, curve parameter: Parameter<TimingCurve>, progress: (any StateSource<Double?>)?) {
        self.quantity = quantity
        self.parameter = parameter
        self.progress = progress
        samples = ContiguousArray(repeating: 0, count: Self.sampleCount)
        super.init(debugName: quantity == .value ? "ValueGraph" : "VelocityGraph")
        onChange(of: parameter) { plot, _ in plot.setNeedsPaint() }
        if let progress { onChange(of: progress) { plot, _ in plot.setNeedsPaint() } }
    }

    /// The plotted quantity of `curve` at `progress` (0…1).
    func quantity(of curve: TimingCurve, at progress: Double) -> Double {
        switch quantity {
        case .value: curve.value(at: progress)
        case .velocity: curve.velocity(at: progress)
        }
    }

    /// Samples the current curve if it changed since the last sampling.
    func resample() {
        let curve = parameter.value
        guard curve != sampledCurve else { return }
        sampledCurve = curve
        var low = 0.0, high = 1.0
        for index in 0..<Self.sampleCount {
            let y = quantity(of: curve, at: Self.progress(ofSample: index))
            samples[index] = y
            if y.isFinite { low = min(low, y); high = max(high, y) }
        }
        if quantity == .velocity { high = min(high, Self.maximumVelocityShown) }
        range = low...high
    }

    static func progress(ofSample index: Int) -> Double { Double(index) / Double(sampleCount - 1) }

    /// The plot point of (progress, quantity) in a plot of `size`.
    func point(progress: Double, quantity y: Double, size: Size) -> Point {
        let pad = Self.padding
        let width = max(size.width - 2 * pad, 0), height = max(size.height - 2 * pad, 0)
        let span = range.upperBound - range.lowerBound
        let clamped = min(max(y, range.lowerBound - span), range.upperBound + span)
        return Point(x: pad + progress * width, y: pad + (range.upperBound - clamped) / span * height)
    }

    override func measure(_ proposal: ProposedSize) -> Size {
        proposal.replacingUnspecified(with: Size(width: 160, height: 90))
    }

    private func paths(size: Size) -> (Path?, Path?) {
        resample()
        let curve = parameter.value
        if let cached = cachedPath, cached.size == size, cached.curve == curve { return (cached.path, cached.axes) }
        var line = PathBuilder()
        for index in 0..<Self.sampleCount {
            let p = point(progress: Self.progress(ofSample: index), quantity: samples[index], size: size)
            if index == 0 { line.move(to: p) } else { line.line(to: p) }
        }
        var axes = PathBuilder()
        for level in [0.0, 1.0] {
            axes.move(to: point(progress: 0, quantity: level, size: size))
            axes.line(to: point(progress: 1, quantity: level, size: size))
        }
        let made = (line.finish(), axes.finish())
        cachedPath = (size, curve, made.0, made.1)
        return made
    }

    override func drawContent(in canvas: Canvas, size: Size) {
        let paints = paints
        canvas.fillRoundedRect(Rect(origin: .zero, size: size), cornerRadius: 6, with: paints.plotFill)
        let (line, axes) = paths(size: size)
        canvas.withSavedState {
            canvas.clip(to: Rect(origin: .zero, size: size))
            if let axes { canvas.stroke(axes, style: StrokeStyle(width: 1), with: paints.grid) }
            if let line { canvas.stroke(line, style: StrokeStyle(width: 2, cap: .round, join: .round), with: paints.curve) }
            if let p = progress?.value, p.isFinite {
                let x = min(max(p, 0), 1)
                canvas.fillCircle(center: point(progress: x, quantity: quantity(of: parameter.value, at: x), size: size),
                                  radius: 4, with: paints.live)
            }
        }
    }
}
