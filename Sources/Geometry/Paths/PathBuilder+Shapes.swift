import Foundation

/// Arcs and closed shapes. All angles are radians, 0 = +x (3 o'clock), increasing
/// angle = clockwise on screen (y down). Circular pieces are cubic Béziers spanning
/// at most 45°: that keeps the radial error below 5·10⁻⁶·r (a 90° piece errs by
/// 2.7·10⁻⁴·r, which visibly lengthens big circles and skews arc-length trims).
extension PathBuilder {
    /// Largest angle covered by one cubic piece.
    static let maxArcPiece = Double.pi / 4

    /// Adds a circular arc, like `UIBezierPath(arcCenter:radius:startAngle:endAngle:clockwise:)`.
    ///
    /// `clockwise == true` sweeps through increasing angles (clockwise on screen). The
    /// sweep is normalised into `(0, 2π]` for clockwise (`[-2π, 0)` otherwise), so
    /// `0 → 2π` draws a full circle and `0 → 0` draws nothing but still positions the
    /// pen at the start point. If a subpath is open, a line joins the current point to
    /// the arc start; otherwise the arc starts a new subpath. A negative radius is
    /// treated as its magnitude.
    public mutating func arc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        note(center); note(radius); note(startAngle); note(endAngle)
        guard !isPoisoned else { return }
        let r = abs(radius)
        let sweep = Self.normalizedSweep(from: startAngle, to: endAngle, clockwise: clockwise)
        let (s, c) = Transform.sinCos(startAngle)
        let start = Point(x: center.x + r * c, y: center.y + r * s)
        if subpathOpen, let current = currentPoint {
            // Rounding in sin/cos must not create a tiny segment whose direction is noise
            // (the stroker would miter it into a spike).
            if current.distance(to: start) > 1e-9 * max(1, r) { line(to: start) }
        } else {
            move(to: start)
        }
        guard r > 0, sweep != 0 else { return }
        appendArcCubics(center: center, rx: r, ry: r, startAngle: startAngle, sweep: sweep)
    }

    /// The signed sweep UIKit would draw for the given angles.
    static func normalizedSweep(from start: Double, to end: Double, clockwise: Bool) -> Double {
        let tau = 2 * Double.pi
        var sweep = end - start
        guard sweep.isFinite else { return 0 }
        if clockwise {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: tau) + tau }
            return min(sweep, tau)
        } else {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: tau) - tau }
            return max(sweep, -tau)
        }
    }

    /// Appends cubic pieces approximating an axis-aligned elliptical arc that starts at
    /// the current point (assumed to be on the ellipse at `startAngle`).
    mutating func appendArcCubics(center: Point, rx: Double, ry: Double, startAngle: Double, sweep: Double) {
        let pieces = max(1, Int((abs(sweep) / Self.maxArcPiece - 1e-9).rounded(.up)))
        let step = sweep / Double(pieces)
        // Standard tangent length: exact at both ends and the middle of each piece.
        let k = 4.0 / 3.0 * tan(step / 4)
        var (s0, c0) = Transform.sinCos(startAngle)
        for i in 1...pieces {
            let (s1, c1) = Transform.sinCos(startAngle + step * Double(i))
            let p0 = Point(x: c0, y: s0), p1 = Point(x: c1, y: s1)
            let ctrl1 = p0 + Point(x: -s0, y: c0) * k
            let ctrl2 = p1 - Point(x: -s1, y: c1) * k
            func map(_ u: Point) -> Point { Point(x: center.x + rx * u.x, y: center.y + ry * u.y) }
            cubic(to: map(p1), control1: map(ctrl1), control2: map(ctrl2))
            (s0, c0) = (s1, c1)
        }
    }

    // MARK: Closed shapes (each starts a new subpath and closes it)

    /// Adds a rectangle, clockwise on screen from the top-left corner. Empty rectangles
    /// add nothing; non-finite ones poison the builder.
    public mutating func addRect(_ rect: Rect) {
        addRoundedRect(rect, cornerRadii: (0, 0, 0, 0))
    }

    /// Adds a rectangle with circular corners. The radius is clamped into
    /// `0...min(width, height) / 2`.
    public mutating func addRoundedRect(_ rect: Rect, cornerRadius: Double) {
        note(cornerRadius)
        let r = min(max(cornerRadius, 0), min(rect.width, rect.height) / 2)
        addRoundedRect(rect, cornerRadii: (r, r, r, r))
    }

    /// Adds a rectangle with individual circular corner radii, clockwise on screen from
    /// the end of the top-left corner. Negative radii count as 0; radii that do not fit
    /// are scaled down together (CSS `border-radius` rule) so adjacent corners never overlap.
    public mutating func addRoundedRect(_ rect: Rect, cornerRadii: CornerRadii) {
        note(rect.origin); note(rect.size.width); note(rect.size.height)
        note(cornerRadii.topLeft); note(cornerRadii.topRight)
        note(cornerRadii.bottomRight); note(cornerRadii.bottomLeft)
        guard !isPoisoned, !rect.isEmpty else { return }
        let w = rect.width, h = rect.height
        var tl = max(cornerRadii.topLeft, 0), tr = max(cornerRadii.topRight, 0)
        var br = max(cornerRadii.bottomRight, 0), bl = max(cornerRadii.bottomLeft, 0)
        var f = 1.0
        func fit(_ side: Double, _ r0: Double, _ r1: Double) {
            if r0 + r1 > side { f = min(f, side / (r0 + r1)) }
        }
        fit(w, tl, tr); fit(w, bl, br); fit(h, tl, bl); fit(h, tr, br)
        tl *= f; tr *= f; br *= f; bl *= f

        let x0 = rect.minX, y0 = rect.minY, x1 = rect.maxX, y1 = rect.maxY
        move(to: Point(x: x0 + tl, y: y0))
        lineIfMoved(to: Point(x: x1 - tr, y: y0))
        corner(Point(x: x1 - tr, y: y0 + tr), radius: tr, startAngle: -Double.pi / 2)
        lineIfMoved(to: Point(x: x1, y: y1 - br))
        corner(Point(x: x1 - br, y: y1 - br), radius: br, startAngle: 0)
        lineIfMoved(to: Point(x: x0 + bl, y: y1))
        corner(Point(x: x0 + bl, y: y1 - bl), radius: bl, startAngle: Double.pi / 2)
        // Without a top-left radius the last side ends at the start: `close()` draws it.
        if tl > 0 {
            lineIfMoved(to: Point(x: x0, y: y0 + tl))
            corner(Point(x: x0 + tl, y: y0 + tl), radius: tl, startAngle: Double.pi)
        }
        close()
    }

    /// Adds a circle starting at 3 o'clock and running clockwise on screen.
    /// A non-positive radius adds nothing.
    public mutating func addCircle(center: Point, radius: Double) {
        note(center); note(radius)
        guard !isPoisoned, radius > 0 else { return }
        addEllipse(in: Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
    }

    /// Adds the ellipse inscribed in `rect`, starting at 3 o'clock, clockwise on screen.
    public mutating func addEllipse(in rect: Rect) {
        note(rect.origin); note(rect.size.width); note(rect.size.height)
        guard !isPoisoned, !rect.isEmpty else { return }
        let rx = rect.width / 2, ry = rect.height / 2
        let c = rect.center
        move(to: Point(x: c.x + rx, y: c.y))
        appendArcCubics(center: c, rx: rx, ry: ry, startAngle: 0, sweep: 2 * Double.pi)
        close()
    }

    /// Adds a stadium: a rounded rectangle whose corner radius is half the shorter side.
    public mutating func addCapsule(in rect: Rect) {
        addRoundedRect(rect, cornerRadius: min(rect.width, rect.height) / 2)
    }

    // MARK: Helpers

    /// Skips zero-length sides (e.g. the straight parts of a circle-like rounded rect),
    /// which would otherwise give the stroker direction-less segments.
    private mutating func lineIfMoved(to p: Point) {
        if currentPoint != p { line(to: p) }
    }

    /// Quarter-circle corner, clockwise on screen.
    private mutating func corner(_ center: Point, radius: Double, startAngle: Double) {
        guard radius > 0 else { return }
        appendArcCubics(center: center, rx: radius, ry: radius, startAngle: startAngle, sweep: Double.pi / 2)
    }
}
