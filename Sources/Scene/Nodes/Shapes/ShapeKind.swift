import Geometry

/// The outline of a shape, fitted to a rectangle the way SwiftUI's shapes fit their frame.
public enum ShapeKind: Sendable {
    /// The whole rectangle, square corners.
    case rectangle
    /// Per-corner radii in points; radii that do not fit shrink together.
    case roundedRectangle(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double)
    /// Semicircular ends on the shorter side.
    case capsule
    /// The largest circle centred in the rectangle.
    case circle
    /// The ellipse inscribed in the rectangle.
    case ellipse
    /// Any path, computed from the rectangle it must fill (local coordinates).
    case path(@Sendable (Rect) -> Path?)

    /// A rounded rectangle with the same radius at every corner.
    public static func roundedRectangle(cornerRadius r: Double) -> ShapeKind {
        .roundedRectangle(topLeft: r, topRight: r, bottomRight: r, bottomLeft: r)
    }

    /// The outline in `rect`; `cornerRadius`, when given, replaces uniform radii (animated).
    public func path(in rect: Rect, cornerRadius: Double? = nil) -> Path? {
        if case .path(let make) = self { return make(rect) }
        var builder = PathBuilder()
        addOutline(in: rect, cornerRadius: cornerRadius, to: &builder)
        return builder.finish()
    }

    /// Adds the outline in `rect` to `builder` (see `path(in:cornerRadius:)`); a `.path` shape
    /// adds its path's elements.
    public func addOutline(in rect: Rect, cornerRadius: Double? = nil, to builder: inout PathBuilder) {
        switch self {
        case .rectangle:
            if let r = cornerRadius, r > 0 { builder.addRoundedRect(rect, cornerRadius: r) } else { builder.addRect(rect) }
        case let .roundedRectangle(tl, tr, br, bl):
            if let r = cornerRadius {
                builder.addRoundedRect(rect, cornerRadius: r)
            } else {
                builder.addRoundedRect(rect, cornerRadii: (tl, tr, br, bl))
            }
        case .capsule:
            builder.addCapsule(in: rect)
        case .circle:
            builder.addCircle(center: rect.center, radius: min(rect.width, rect.height) / 2)
        case .ellipse:
            builder.addEllipse(in: rect)
        case .path(let make):
            if let path = make(rect) { builder.addPath(path) }
        }
    }

    /// Whether `point` is inside the outline in `rect` (non-zero rule), for hit testing.
    public func contains(_ point: Point, in rect: Rect) -> Bool {
        switch self {
        case .rectangle:
            return rect.contains(point)
        case .circle:
            let radius = min(rect.width, rect.height) / 2
            return point.distance(to: rect.center) <= radius
        case .ellipse:
            guard rect.width > 0, rect.height > 0 else { return false }
            let dx = (point.x - rect.midX) / (rect.width / 2), dy = (point.y - rect.midY) / (rect.height / 2)
            return dx * dx + dy * dy <= 1
        default:
            guard rect.contains(point) || isPath else { return false }
            return path(in: rect)?.contains(point) ?? false
        }
    }

    private var isPath: Bool {
        if case .path = self { return true }
        return false
    }
}

extension ShapeKind {
    /// Whether two outlines are certainly the same (both nil, or the same case with the same
    /// radii), so a setter can skip an unchanged assignment. Two `.path` shapes are never known
    /// to be the same: their closures cannot be compared.
    static func same(_ a: ShapeKind?, _ b: ShapeKind?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case (.rectangle?, .rectangle?), (.capsule?, .capsule?), (.circle?, .circle?), (.ellipse?, .ellipse?): true
        case let (.roundedRectangle(a0, a1, a2, a3)?, .roundedRectangle(b0, b1, b2, b3)?): a0 == b0 && a1 == b1 && a2 == b2 && a3 == b3
        default: false
        }
    }
}
