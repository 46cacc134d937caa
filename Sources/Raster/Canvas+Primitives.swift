import Foundation
import Geometry

/// Fast exact paths for the primitives animations draw most: circles, rounded rectangles,
/// capsules and round-capped arcs. Their outlines are generated straight into the canvas's
/// polygon scratch (no `Path`, no allocation, no Bézier flattening), with arc vertices placed on
/// the radius that gives each polygon exactly the area of its circle, so coverage matches the
/// general path (which the tests use as the reference).
extension Canvas {
    /// Fills a circle of `radius` points around `center`.
    public func fillCircle(center: Point, radius: Double, with paint: Paint) {
        guard radius > 0, radius.isFinite, center.x.isFinite, center.y.isFinite else { return }
        polygons.removeAll()
        appendArc(center: center, radius: radius, start: 0, sweep: 2 * .pi, endpointsExact: false)
        polygons.closeContour()
        rasterize(polygons, paint: paint)
    }

    /// Fills `rect` with corners of `cornerRadius` points (clamped to half the shorter side: a
    /// capsule when it is that large).
    public func fillRoundedRect(_ rect: Rect, cornerRadius: Double, with paint: Paint) {
        guard rect.isFinite, !rect.isEmpty, cornerRadius.isFinite else { return }
        polygons.removeAll()
        appendRoundedRect(rect, cornerRadius: cornerRadius)
        rasterize(polygons, paint: paint)
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
                appendArc(center: center, radius: r, start: Double(corner - 1) * .pi / 2, sweep: .pi / 2, endpointsExact: true)
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
        polygons.removeAll()
        if abs(sweep) >= 2 * .pi {
            appendArc(center: center, radius: radius + half, start: 0, sweep: 2 * .pi, endpointsExact: false)
            polygons.closeContour()
            appendArc(center: center, radius: radius - half, start: 0, sweep: -2 * .pi, endpointsExact: false)
            polygons.closeContour()
        } else {
            let end = startAngle + sweep
            let turn: Double = sweep > 0 ? 1 : -1
            appendArc(center: center, radius: radius + half, start: startAngle, sweep: sweep, endpointsExact: true)
            if cap == .round {
                let tip = Point(x: center.x + radius * cos(end), y: center.y + radius * sin(end))
                appendArc(center: tip, radius: half, start: end, sweep: turn * .pi, endpointsExact: true)
            }
            appendArc(center: center, radius: radius - half, start: end, sweep: -sweep, endpointsExact: true)
            if cap == .round {
                let tail = Point(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
                appendArc(center: tail, radius: half, start: startAngle + turn * .pi, sweep: turn * .pi, endpointsExact: true)
            }
            polygons.closeContour()
        }
        rasterize(polygons, paint: paint)
    }

    /// Appends the vertices of an arc (user space) to the open contour, in device space.
    ///
    /// Segments are short enough that each chord stays within the flattening tolerance after the
    /// transform; interior vertices sit on `r·√(α / sin α)` (α the angle per segment), the radius
    /// at which a regular polygon has its circle's area. With `endpointsExact` the first and last
    /// vertices stay on the arc, where they meet straight edges or caps.
    private func appendArc(center: Point, radius: Double, start: Double, sweep: Double, endpointsExact: Bool) {
        let deviceRadius = radius * transform.maxScale
        let tolerance = flatteningTolerance
        let step = deviceRadius > tolerance ? 2 * acos(1 - tolerance / deviceRadius) : Double.pi / 2
        let segments = max(2, min(4096, Int((abs(sweep) / step).rounded(.up))))
        let alpha = sweep / Double(segments)
        let compensated = radius * (abs(alpha) / sin(abs(alpha))).squareRoot()
        let count = endpointsExact ? segments + 1 : segments
        // The direction turns by α per vertex: a rotation by (cos α, sin α) instead of a sine and
        // a cosine per vertex (the trigonometry was a tenth of a frame of round-capped arcs). The
        // recurrence drifts by about 1e-16 per step; the exact endpoints are computed directly.
        let stepCos = cos(alpha), stepSin = sin(alpha)
        var dirCos = cos(start), dirSin = sin(start)
        for i in 0..<count {
            let point: Point
            if endpointsExact && (i == 0 || i == segments) {
                let angle = i == 0 ? start : start + sweep
                point = Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            } else {
                point = Point(x: center.x + compensated * dirCos, y: center.y + compensated * dirSin)
            }
            polygons.appendDeduplicated(transform.apply(point))
            let nextCos = dirCos * stepCos - dirSin * stepSin
            dirSin = dirSin * stepCos + dirCos * stepSin
            dirCos = nextCos
        }
    }
}
