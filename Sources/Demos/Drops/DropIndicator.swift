import Animation
import Geometry
import Raster

/// What one indicator's drops look like, from D5's parameters (the original's names in
/// brackets). Plain data: the node redraws when it changes, a frame only reads it.
struct DropShape: Equatable {
    /// Drops per indicator, a divisor of 100 (`numberOfShapes`): the heads are placed in
    /// hundredths of the circle.
    let count: Int
    /// Fraction of the circle one drop covers (`shapeLength`), 0…1.
    let length: Double
    /// Fraction of the circle one stroke segment covers (`shapeElementLength`), > 0.
    let segmentLength: Double
    /// Width of the head segment for a 100 pt indicator (`shapeOriginWidth`), in points.
    let originWidth: Double
    /// Segments per drop: `length / segmentLength`, rounded, at least 1 and at most
    /// `maximumSegments`.
    let segmentsPerDrop: Int
    /// How much narrower each following segment is for a 100 pt indicator, in points: the
    /// original's `round(shapeOriginWidth × shapeLength × 10) / 10`. Segments that would be 0 pt
    /// or narrower are not drawn (a CAShapeLayer with no line width shows nothing).
    let widthStep: Double
    /// The heads' path fractions: `i × (1/n) − length/2` for i = 1…n.
    let heads: [Double]

    /// A bound on the segments a drop is cut into, whatever the parameters say: the widths
    /// reach 0 after about `1 / length` segments anyway, so more would draw nothing.
    static let maximumSegments = 500

    init(count: Int, length: Double, segmentLength: Double, originWidth: Double) {
        let n = max(count, 1)
        self.count = n
        self.length = length
        self.segmentLength = segmentLength
        self.originWidth = originWidth
        let ratio = segmentLength > 0 ? length / segmentLength : 1
        // Rounded, not truncated: 0.1 / 0.01 is 10.000000000000002 in binary, and 0.3 / 0.1 is
        // 2.9999999999999996.
        segmentsPerDrop = ratio.isFinite ? Int(min(max(ratio.rounded(), 1), Double(DropShape.maximumSegments))) : 1
        widthStep = (originWidth * length * 10).rounded() / 10
        // The original computes `100 / n` in integers: exact for the divisors of 100.
        heads = (1...n).map { Double(100 / n * $0) / 100 - length / 2 }
    }
}

/// One drop-shaped progress indicator (seed 004): `count` drops on a circle, each drawn as
/// trimmed strokes of the same circular path whose widths taper towards the tail, exactly as the
/// original stacks CAShapeLayers with staggered strokeStart/strokeEnd.
enum DropIndicator {
    /// The original's stroke colour, (94, 192, 224).
    static let color = Color(r255: 94, g255: 192, b255: 224)

    /// The original's `normalizedShapePoint`: negative fractions wrap to `1 − |x|`.
    static func wrap(_ fraction: Double) -> Double { fraction < 0 ? 1 + fraction : fraction }

    /// The rotation in radians for revolution progress `progress` (0…1): shaped by `curve`;
    /// positive is clockwise on screen, negated when `reversed`.
    static func rotation(progress: Double, curve: TimingCurve, reversed: Bool) -> Double {
        let angle = 2 * Double.pi * curve.value(at: progress)
        return reversed ? -angle : angle
    }

    /// Draws the indicator centred at `center` with diameter `side` (points), rotated by `angle`.
    /// `circle` is the unit path: a circle of radius `side / 2` around the origin starting at
    /// 3 o'clock and running clockwise on screen.
    static func draw(in canvas: Canvas, circle: Path, center: Point, side: Double, angle: Double, shape: DropShape) {
        let scale = side / 100
        let paint = Paint.solid(color)
        canvas.withSavedState {
            canvas.translate(x: center.x, y: center.y)
            canvas.rotate(by: angle)
            for head in shape.heads {
                for k in 0..<shape.segmentsPerDrop {
                    let width = (shape.originWidth - shape.widthStep * Double(k)) * scale
                    // The widths only shrink: the rest of the drop is invisible too.
                    guard width > 0 else { break }
                    let style = StrokeStyle(width: width, cap: .round, join: .round)
                    let start = wrap(head - shape.segmentLength * Double(k + 1))
                    let end = wrap(head - shape.segmentLength * Double(k))
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
