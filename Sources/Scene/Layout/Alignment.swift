import Geometry

/// A point in a rectangle in unit coordinates: (0, 0) top-left, (1, 1) bottom-right.
/// Used for anchors of scale and rotation and for alignment.
public struct UnitPoint: Hashable, Sendable {
    /// Fraction of the width from the left edge: 0 leading, 1 trailing (values outside 0…1 lie outside).
    public var x: Double
    /// Fraction of the height from the top edge: 0 top, 1 bottom (values outside 0…1 lie outside).
    public var y: Double

    /// A unit point from fractions of the width and height; not clamped.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// (0, 0): the top-left corner.
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// (0.5, 0): the middle of the top edge.
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// (1, 0): the top-right corner.
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// (0, 0.5): the middle of the left edge.
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// (0.5, 0.5): the centre.
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// (1, 0.5): the middle of the right edge.
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// (0, 1): the bottom-left corner.
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// (0.5, 1): the middle of the bottom edge.
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// (1, 1): the bottom-right corner.
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    /// The point in `rect` this unit point names.
    public func point(in rect: Rect) -> Point {
        Point(x: rect.origin.x + x * rect.size.width, y: rect.origin.y + y * rect.size.height)
    }
}

/// Where a child sits along one axis of its container: 0 leading/top, 0.5 centre, 1 trailing/bottom.
public struct AxisAlignment: Hashable, Sendable {
    /// Fraction of the free space placed before the child, 0…1.
    public var fraction: Double

    /// An alignment from a fraction, clamped to 0…1; NaN and infinities become 0.5 (centred).
    public init(fraction: Double) {
        self.fraction = fraction.isFinite ? min(max(fraction, 0), 1) : 0.5
    }

    /// Fraction 0: the child at the start of the horizontal axis.
    public static let leading = AxisAlignment(fraction: 0)
    /// Fraction 0: the child at the top of the vertical axis (same value as `leading`).
    public static let top = AxisAlignment(fraction: 0)
    /// Fraction 0.5: the free space split equally on both sides.
    public static let center = AxisAlignment(fraction: 0.5)
    /// Fraction 1: the child at the end of the horizontal axis.
    public static let trailing = AxisAlignment(fraction: 1)
    /// Fraction 1: the child at the bottom of the vertical axis (same value as `trailing`).
    public static let bottom = AxisAlignment(fraction: 1)

    /// The offset of a child `child` long inside a container `container` long.
    @inlinable public func offset(child: Double, container: Double) -> Double {
        (container - child) * fraction
    }
}

/// Alignment in both axes.
public struct Alignment: Hashable, Sendable {
    /// Placement along the x axis.
    public var horizontal: AxisAlignment
    /// Placement along the y axis.
    public var vertical: AxisAlignment

    /// An alignment from one placement per axis.
    public init(horizontal: AxisAlignment, vertical: AxisAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Centred in both axes.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// In the top-left corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// Centred horizontally, against the top edge.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// In the top-right corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// Against the left edge, centred vertically.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// Against the right edge, centred vertically.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// In the bottom-left corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// Centred horizontally, against the bottom edge.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// In the bottom-right corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// The placement along `axis`: `horizontal` or `vertical`.
    @inlinable public subscript(axis: Axis) -> AxisAlignment {
        axis == .horizontal ? horizontal : vertical
    }

    /// The origin of a child of `child` size aligned inside `container` (both from the container's
    /// top-left).
    @inlinable public func origin(of child: Size, in container: Size) -> Point {
        Point(x: horizontal.offset(child: child.width, container: container.width),
              y: vertical.offset(child: child.height, container: container.height))
    }
}

extension EdgeInsets {
    /// NaN and negative insets become 0.
    var sanitized: EdgeInsets {
        func clean(_ v: Double) -> Double { v.isFinite && v >= 0 ? v : 0 }
        return EdgeInsets(top: clean(top), leading: clean(leading), bottom: clean(bottom), trailing: clean(trailing))
    }
}

/// Insets on each edge, in points.
public struct EdgeInsets: Hashable, Sendable {
    /// Inset from each edge, in points; sanitised (NaN and negatives to 0) where layout uses them.
    public var top: Double, leading: Double, bottom: Double, trailing: Double

    /// Insets per edge in points, each 0 unless given.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset, in points, on all four edges.
    public init(all value: Double) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }

    /// Total horizontal inset in points: leading plus trailing.
    public var horizontal: Double { leading + trailing }
    /// Total vertical inset in points: top plus bottom.
    public var vertical: Double { top + bottom }
}

/// An edge of a rectangle (for move transitions).
public enum Edge: Hashable, Sendable {
    /// The four edges; leading is the left and trailing the right (no right-to-left layout).
    case top, leading, bottom, trailing
}
