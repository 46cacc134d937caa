import Animation
import Geometry
import Raster

/// One drop-shaped progress indicator (seed 004): `dropCount` drops on a circle, each drawn as ten
/// trimmed strokes of the same circular path whose widths taper towards the tail, exactly as the
/// original stacks CAShapeLayers with staggered strokeStart/strokeEnd.
struct DropIndicator {
    /// Fraction of the circle one drop covers (the original's `shapeLength`).
    static let dropLength = 0.1
    /// Fraction of the circle one stroke segment covers (`shapeElementLength`).
    static let segmentLength = 0.01
    /// Segments per drop: `dropLength / segmentLength`.
    static let segmentsPerDrop = 10
    /// Width of the head segment for a 100 pt indicator (`shapeOriginWidth`), in points.
    static let originWidth = 15.0
    /// How much narrower each following segment is for a 100 pt indicator, in points:
    /// the original's `round(shapeOriginWidth × shapeLength × 10) / 10`.
    static let widthStep = (originWidth * dropLength * 10).rounded() / 10
    /// The original's stroke colour, (94, 192, 224).
    static let color = Color(r255: 94, g255: 192, b255: 224)
    /// Seconds per revolution.
    static let period = 3.0

    /// The heads' path fractions: `i × (1/n) − dropLength/2` for i = 1…n.
    static func headFractions(dropCount: Int) -> [Double] {
        let n = max(dropCount, 1)
        return (1...n).map { Double(100 / n * $0) / 100 - dropLength / 2 }
    }

    /// The original's `normalizedShapePoint`: negative fractions wrap to `1 − |x|`.
    static func wrap(_ fraction: Double) -> Double { fraction < 0 ? 1 + fraction : fraction }

    /// The rotation in radians at scene time `time`: one revolution per `period`, each shaped by
    /// `curve`; positive is clockwise on screen, negated when `reversed`.
    static func rotation(at time: Double, curve: TimingCurve, reversed: Bool) -> Double {
        let progress = cycleProgress(time: time, period: period).progress
        let angle = 2 * Double.pi * curve.value(at: progress)
        return reversed ? -angle : angle
    }

    /// Draws the indicator centred at `center` with diameter `side` (points), rotated by `angle`.
    /// `circle` is the unit path: a circle of radius `side / 2` around the origin starting at
    /// 3 o'clock and running clockwise on screen.
    static func draw(in canvas: Canvas, circle: Path, center: Point, side: Double, angle: Double,
                     heads: [Double]) {
        let scale = side / 100
        let paint = Paint.solid(color)
        canvas.withSavedState {
            canvas.translate(x: center.x, y: center.y)
            canvas.rotate(by: angle)
            for head in heads {
                for k in 0..<segmentsPerDrop {
                    let width = (originWidth - widthStep * Double(k)) * scale
                    guard width > 0 else { continue }
                    let style = StrokeStyle(width: width, cap: .round, join: .round)
                    let start = wrap(head - segmentLength * Double(k + 1))
                    let end = wrap(head - segmentLength * Double(k))
                    if start < end {
                        canvas.stroke(circle, style: style, with: paint, trim: StrokeTrim(start: start, end: end))
                    } else {
                        // The segment straddles the path's start: draw both sides of the seam.
                        canvas.stroke(circle, style: style, with: paint, trim: StrokeTrim(start: start, end: 1))
                        if end > 0 {
                            canvas.stroke(circle, style: style, with: paint, trim: StrokeTrim(start: 0, end: end))
                        }
                    }
                }
            }
        }
    }
}
