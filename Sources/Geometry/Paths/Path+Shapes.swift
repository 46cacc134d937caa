/// One-shot constructors for common shapes. Each returns `nil` for degenerate input
/// (empty rectangle, non-positive radius, zero sweep) or any non-finite number, so
/// callers can skip drawing with a single `guard let`.
extension Path {
    /// A rectangle, clockwise on screen from the top-left corner.
    public static func rect(_ rect: Rect) -> Path? {
        var b = PathBuilder()
        b.addRect(rect)
        return b.finish()
    }

    /// A rounded rectangle; the radius is clamped into `0...min(width, height) / 2`.
    public static func roundedRect(_ rect: Rect, cornerRadius: Double) -> Path? {
        var b = PathBuilder()
        b.addRoundedRect(rect, cornerRadius: cornerRadius)
        return b.finish()
    }

    /// A rounded rectangle with per-corner radii (scaled down together when they do not fit).
    public static func roundedRect(_ rect: Rect, cornerRadii: PathBuilder.CornerRadii) -> Path? {
        var b = PathBuilder()
        b.addRoundedRect(rect, cornerRadii: cornerRadii)
        return b.finish()
    }

    /// A circle starting at 3 o'clock, clockwise on screen.
    public static func circle(center: Point, radius: Double) -> Path? {
        var b = PathBuilder()
        b.addCircle(center: center, radius: radius)
        return b.finish()
    }

    /// The ellipse inscribed in `rect`.
    public static func ellipse(in rect: Rect) -> Path? {
        var b = PathBuilder()
        b.addEllipse(in: rect)
        return b.finish()
    }

    /// A stadium shape filling `rect`.
    public static func capsule(in rect: Rect) -> Path? {
        var b = PathBuilder()
        b.addCapsule(in: rect)
        return b.finish()
    }

    /// An open circular arc (see `PathBuilder.arc` for the angle rules).
    /// `nil` when the radius is not positive or the sweep is zero.
    public static func arc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) -> Path? {
        guard radius > 0 else { return nil }
        var b = PathBuilder()
        b.arc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        return b.finish()
    }
}
