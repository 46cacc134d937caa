import Animation
import Geometry
import Raster
import Scene

/// The motion a timing curve gives, as an onion-skin strip: a square moving left to right across
/// the strip, drawn at `ghostCount` equal steps of time, earlier positions fainter, so the
/// spacing shows where the motion is slow (crowded) and fast (spread). Overshooting curves
/// carry ghosts past the end marks: the strip spans the curve's whole range of values, sampled at
/// `rangeSamples` points, so none leaves it. With `progress` non-nil the live square is drawn solid at
/// that progress. Takes the width proposed and `height` (28 pt).
final class OnionSkinNode: EditorPlotNode {
    static let ghostCount = 9
    static let height = 28.0
    /// Points: the moving square's side.
    static let square = 12.0
    /// Points between the strip's ends and the square's start and end positions.
    static let margin = 10.0

    private let parameter: Parameter<TimingCurve>
    private let progress: (any StateSource<Double?>)?

    init(curve parameter: Parameter<TimingCurve>, progress: (any StateSource<Double?>)?) {
        self.parameter = parameter
        self.progress = progress
        super.init(debugName: "OnionSkin")
        onChange(of: parameter) { strip, _ in strip.setNeedsPaint() }
        if let progress { onChange(of: progress) { strip, _ in strip.setNeedsPaint() } }
    }

    /// Samples of the curve that find its lowest and highest value.
    static let rangeSamples = 33

    /// The x of the square's left edge at eased progress `value` in a strip `width` wide showing
    /// eased progress over `range` (which holds 0…1).
    static func squareX(value: Double, width: Double, range: ClosedRange<Double>) -> Double {
        let span = range.upperBound - range.lowerBound
        return margin + (value - range.lowerBound) / span * max(width - 2 * margin - square, 0)
    }

    /// The eased progress `curve` reaches: 0…1 widened by any overshoot.
    static func valueRange(of curve: TimingCurve) -> ClosedRange<Double> {
        var low = 0.0, high = 1.0
        for index in 0..<rangeSamples {
            let value = curve.value(at: Double(index) / Double(rangeSamples - 1))
            low = min(low, value)
            high = max(high, value)
        }
        return low...high
    }

    override func measure(_ proposal: ProposedSize) -> Size {
        Size(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? 200, height: Self.height)
    }

    override func drawContent(in canvas: Canvas, size: Size) {
        let paints = paints
        let curve = parameter.value
        let top = (size.height - Self.square) / 2
        canvas.fillRoundedRect(Rect(origin: .zero, size: size), cornerRadius: 6, with: paints.plotFill)
        // The start and end marks.
        let range = Self.valueRange(of: curve)
        for value in 0...1 {
            let x = Self.squareX(value: Double(value), width: size.width, range: range) + Self.square / 2
            canvas.fill(Rect(x: x - 0.5, y: 4, width: 1, height: size.height - 8), with: paints.grid)
        }
        canvas.withSavedState {
            canvas.clip(to: Rect(origin: .zero, size: size))
            for index in 0..<Self.ghostCount {
                let time = Double(index) / Double(Self.ghostCount - 1)
                let x = Self.squareX(value: curve.value(at: time), width: size.width, range: range)
                var faded = paints.curve
                faded.opacity = 0.15 + 0.45 * time
                canvas.fillRoundedRect(Rect(x: x, y: top, width: Self.square, height: Self.square), cornerRadius: 3, with: faded)
            }
            if let p = progress?.value, p.isFinite {
                let x = Self.squareX(value: curve.value(at: min(max(p, 0), 1)), width: size.width, range: range)
                canvas.fillRoundedRect(Rect(x: x, y: top, width: Self.square, height: Self.square), cornerRadius: 3, with: paints.live)
            }
        }
    }
}
