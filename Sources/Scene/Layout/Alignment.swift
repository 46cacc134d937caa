import Geometry

/// A point in a rectangle in unit coordinates: (0, 0) top-left, (1, 1) bottom-right.
/// Used for anchors of scale and rotation and for alignment.
public struct UnitPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
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

    public init(fraction: Double) {
        self.fraction = fraction.isFinite ? min(max(fraction, 0), 1) : 0.5
    }

    public static let leading = AxisAlignment(fraction: 0)
    public static let top = AxisAlignment(fraction: 0)
    public static let center = AxisAlignment(fraction: 0.5)
    public static let trailing = AxisAlignment(fraction: 1)
    public static let bottom = AxisAlignment(fraction: 1)

    /// The offset of a child `child` long inside a container `container` long.
    @inlinable public func offset(child: Double, container: Double) -> Double {
        (container - child) * fraction
    }
}

/// Alignment in both axes.
public struct Alignment: Hashable, Sendable {
    public var horizontal: AxisAlignment
    public var vertical: AxisAlignment

    public init(horizontal: AxisAlignment, vertical: AxisAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

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
    public var top: Double, leading: Double, bottom: Double, trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public init(all value: Double) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }

    public var horizontal: Double { leading + trailing }
    public var vertical: Double { top + bottom }
}

/// An edge of a rectangle (for move transitions).
public enum Edge: Hashable, Sendable {
    case top, leading, bottom, trailing
}
