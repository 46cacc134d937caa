import Foundation
import Geometry

/// Fast paths for the primitives animations draw most: circles, rounded rectangles, capsules and
/// round-capped arcs. Under a transform that keeps circles round they are covered in closed form
/// (`Canvas+Analytic`), with no outline at all. Otherwise their outlines are generated straight
/// into the canvas's polygon scratch (no `Path`, no allocation, no Bézier flattening), with arc
/// vertices placed on the radius that gives each polygon exactly the area of its circle, so
/// coverage matches the general path (which the tests use as the reference).
extension Canvas {
    /// Fills a circle of `radius` points around `center`.
    public func fillCircle(center: Point, radius: Double, with paint: Paint) {
        guard radius > 0, radius.isFinite, center.x.isFinite, center.y.isFinite else { return }
        if let disc = analyticDisc(center: center, radius: radius) {
            fill(disc, with: paint)
            return
        }
        polygons.removeAll()
        appendArc(center: center, radius: radius, from: .east, to: .east, sweep: 2 * .pi, endpointsExact: false)
        polygons.closeContour()
        rasterize(polygons, paint: paint)
    }

    /// Fills `rect` with corners of `cornerRadius` points (clamped to half the shorter side: a
    /// capsule when it is that large).
    public func fillRoundedRect(_ rect: Rect, cornerRadius: Double, with paint: Paint) {
        guard rect.isFinite, !rect.isEmpty, cornerRadius.isFinite else { return }
        let radius = min(max(cornerRadius, 0), rect.width / 2, rect.height / 2)
        if let shape = analyticRoundedRect(rect, radius: radius) {
            fill(shape, with: paint)
            return
        }
        polygons.removeAll()
        appendRoundedRect(rect, cornerRadius: cornerRadius)
        rasterize(polygons, paint: paint)
    }

    /// Fills `rect` as Core Animation composites a layer's edges: under a transform that keeps it
    /// upright, each edge goes to the nearest device pixel boundary and the pixels inside are
    /// covered whole, so two opaque rectangles sharing an edge leave no seam between them,
    /// however they sit between pixels. A rectangle under a rotation or skew, or thinner than a
    /// device pixel (a hairline), is filled anti-aliased as `fill(_:with:)` fills it.
    public func fillAligningEdgesToPixels(_ rect: Rect, with paint: Paint) {
        guard rect.isFinite, !rect.isEmpty else { return }
        let t = transform
        guard t.b == 0, t.c == 0, t.a != 0, t.d != 0 else {
            fill(rect, with: paint)
            return
        }
        let x0 = t.a * rect.minX + t.tx, x1 = t.a * rect.maxX + t.tx
        let y0 = t.d * rect.minY + t.ty, y1 = t.d * rect.maxY + t.ty
        let left = min(x0, x1), right = max(x0, x1), top = min(y0, y1), bottom = max(y0, y1)
        guard right - left >= 1, bottom - top >= 1 else {
            fill(rect, with: paint)
            return
        }
        let device = Rect(x: left.rounded(), y: top.rounded(), width: right.rounded() - left.rounded(),
                          height: bottom.rounded() - top.rounded())
        save()
        setTransform(.identity)
        fill(device, with: paint)
        restore()
    }

    /// Intersects the clip with `rect` rounded by `cornerRadius` points (clamped as in
    /// `fillRoundedRect`), anti-aliased like `clip(to:)` with the same path but without building
    /// one: a transition that grows a rounded clip every frame allocates nothing.
    public func clip(toRoundedRect rect: Rect, cornerRadius: Double) {
        polygons.removeAll()
        guard rect.isFinite, !rect.isEmpty, cornerRadius.isFinite else {
            // An empty outline: nothing stays visible, as with an empty path.
            clipToPolygons(rule: .nonZero)
            return
        }
        appendRoundedRect(rect, cornerRadius: cornerRadius)
        clipToPolygons(rule: .nonZero)
    }

    /// Appends the closed outline of a rounded rectangle to the polygon scratch.
    func appendRoundedRect(_ rect: Rect, cornerRadius: Double) {
        let r = min(max(cornerRadius, 0), rect.width / 2, rect.height / 2)
        // Clockwise on screen from the top-right corner; a zero radius leaves the four corners.
        for corner in 0..<4 {
            let right = corner < 2, bottom = corner == 1 || corner == 2
            let center = Point(x: right ? rect.maxX - r : rect.minX + r, y: bottom ? rect.maxY - r : rect.minY + r)
            if r > 0 {
                appendArc(center: center, radius: r, from: Direction.corners[corner], to: Direction.corners[corner + 1],
                          sweep: .pi / 2, endpointsExact: true)
            } else {
                polygons.appendDeduplicated(transform.apply(center))
            }
        }
        polygons.closeContour()
    }

    /// Fills the capsule inscribed in `rect` (fully rounded ends).
    public func fillCapsule(in rect: Rect, with paint: Paint) {
        fillRoundedRect(rect, cornerRadius: min(rect.width, rect.height) / 2, with: paint)
    }

    /// Strokes the arc of `radius` around `center` from `startAngle` sweeping `sweep` radians
    /// (positive = clockwise on screen), `width` points wide. Butt or round caps take the fast
    /// path; a sweep of a full turn or more is a closed ring; anything else (square caps, a width
    /// past the centre) falls back to the general stroker.
    public func strokeArc(center: Point, radius: Double, startAngle: Double, sweep: Double,
                          width: Double, cap: LineCap = .butt, with paint: Paint) {
        guard radius > 0, width > 0, radius.isFinite, width.isFinite, startAngle.isFinite, sweep.isFinite,
              center.x.isFinite, center.y.isFinite, sweep != 0 else { return }
        let half = width / 2
        guard half < radius, cap != .square else {
            var builder = PathBuilder()
            builder.arc(center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + sweep,
                        clockwise: sweep > 0)
            if let path = builder.finish() { stroke(path, style: StrokeStyle(width: width, cap: cap), with: paint) }
            return
        }
        if abs(sweep) >= 2 * .pi, let ring = analyticRing(center: center, radius: radius, half: half) {
            fill(ring, with: paint)
            return
        }
        polygons.removeAll()
        if abs(sweep) >= 2 * .pi {
            appendArc(center: center, radius: radius + half, from: .east, to: .east, sweep: 2 * .pi, endpointsExact: false)
            polygons.closeContour()
            appendArc(center: center, radius: radius - half, from: .east, to: .east, sweep: -2 * .pi, endpointsExact: false)
            polygons.closeContour()
        } else {
            // The two directions every piece starts or ends on: two sines and cosines per arc.
            let start = Direction(angle: startAngle), end = Direction(angle: startAngle + sweep)
            if cap == .round, let arc = analyticArc(center: center, radius: radius, half: half, start: start, end: end,
                                                    sweep: sweep) {
                fill(arc, with: paint)
                return
            }
            let turn: Double = sweep > 0 ? 1 : -1
            appendArc(center: center, radius: radius + half, from: start, to: end, sweep: sweep, endpointsExact: true)
            if cap == .round {
                let tip = Point(x: center.x + radius * end.cos, y: center.y + radius * end.sin)
                appendArc(center: tip, radius: half, from: end, to: end.reversed, sweep: turn * .pi, endpointsExact: true)
            }
            appendArc(center: center, radius: radius - half, from: end, to: start, sweep: -sweep, endpointsExact: true)
            if cap == .round {
                let tail = Point(x: center.x + radius * start.cos, y: center.y + radius * start.sin)
                appendArc(center: tail, radius: half, from: start.reversed, to: start, sweep: turn * .pi, endpointsExact: true)
            }
            polygons.closeContour()
        }
        rasterize(polygons, paint: paint)
    }

    /// Appends the vertices of an arc (user space) to the open contour, in device space: from
    /// direction `from` around `center`, turning by `sweep` radians to direction `to` (which the
    /// caller knows: the same angle the sweep reaches).
    ///
    /// Segments are short enough that each chord stays within the flattening tolerance after the
    /// transform; interior vertices sit on `r·√(α / sin α)` (α the angle per segment), the radius
    /// at which a regular polygon has its circle's area. With `endpointsExact` the first and last
    /// vertices stay on the arc, where they meet straight edges or caps.
    private func appendArc(center: Point, radius: Double, from: Direction, to: Direction, sweep: Double, endpointsExact: Bool) {
        let step = arcSteps.step(radius: radius * transform.maxScale, sweep: sweep, tolerance: flatteningTolerance)
        let compensated = radius * step.compensation
        let count = endpointsExact ? step.segments + 1 : step.segments
        // The direction turns by α per vertex: a rotation by (cos α, sin α), not a sine and a
        // cosine per vertex. The recurrence drifts by about 1e-16 per step; the exact endpoints
        // come from the caller's directions.
        var dirCos = from.cos, dirSin = from.sin
        for i in 0..<count {
            let point: Point
            if endpointsExact && i == 0 {
                point = Point(x: center.x + radius * from.cos, y: center.y + radius * from.sin)
            } else if endpointsExact && i == step.segments {
                point = Point(x: center.x + radius * to.cos, y: center.y + radius * to.sin)
            } else {
                point = Point(x: center.x + compensated * dirCos, y: center.y + compensated * dirSin)
            }
            polygons.appendDeduplicated(transform.apply(point))
            let nextCos = dirCos * step.cos - dirSin * step.sin
            dirSin = dirSin * step.cos + dirCos * step.sin
            dirCos = nextCos
        }
    }
}

/// A unit direction in user space, as its cosine and sine (y down: `south` points down).
struct Direction {
    let cos: Double
    let sin: Double

    init(angle: Double) {
        cos = Foundation.cos(angle)
        sin = Foundation.sin(angle)
    }

    private init(cos: Double, sin: Double) {
        self.cos = cos
        self.sin = sin
    }

    static let east = Direction(cos: 1, sin: 0)
    static let south = Direction(cos: 0, sin: 1)
    static let west = Direction(cos: -1, sin: 0)
    static let north = Direction(cos: 0, sin: -1)

    /// Where the corner arcs of a rounded rectangle start and end, clockwise from the top-right.
    static let corners: [Direction] = [.north, .east, .south, .west, .north]

    /// The opposite direction, exactly.
    var reversed: Direction { Direction(cos: -cos, sin: -sin) }
}

/// How an arc of a given device radius and sweep is cut into segments, remembered for the radii
/// drawn recently: the same corners, caps and rings come back every frame, and each costs an
/// arccosine, a square root, a sine and a cosine to work out.
struct ArcStepCache {
    struct Step {
        let segments: Int
        /// cos α and sin α of the angle α per segment (signed like the sweep).
        let cos: Double
        let sin: Double
        /// √(α / sin α): interior vertices go this far out, so the polygon has the circle's area.
        let compensation: Double
    }

    private struct Key: Hashable {
        let radius: Double
        let sweep: Double
        let tolerance: Double
    }

    private var steps: [Key: Step] = [:]
    /// Beyond this many remembered arcs (radii that animate) the cache starts over, keeping its
    /// storage, so it neither grows without bound nor allocates in a steady frame.
    private static let capacity = 256

    mutating func step(radius deviceRadius: Double, sweep: Double, tolerance: Double) -> Step {
        let key = Key(radius: deviceRadius, sweep: sweep, tolerance: tolerance)
        if let known = steps[key] { return known }
        let angle = deviceRadius > tolerance ? 2 * acos(1 - tolerance / deviceRadius) : Double.pi / 2
        let segments = max(2, min(4096, Int((abs(sweep) / angle).rounded(.up))))
        let alpha = sweep / Double(segments)
        let step = Step(segments: segments, cos: Foundation.cos(alpha), sin: Foundation.sin(alpha),
                        compensation: (abs(alpha) / Foundation.sin(abs(alpha))).squareRoot())
        if steps.count >= Self.capacity { steps.removeAll(keepingCapacity: true) }
        steps[key] = step
        return step
    }
}
