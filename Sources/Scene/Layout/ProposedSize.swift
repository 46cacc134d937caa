import Geometry

/// A parent's size proposal to a child, per dimension: a length in points (≥ 0, possibly
/// infinite for "as much as you like") or nil for "your ideal size".
public struct ProposedSize: Hashable, Sendable {
    /// Proposed width in points (≥ 0, may be infinite), or nil for the ideal width.
    public var width: Double?
    /// Proposed height in points (≥ 0, may be infinite), or nil for the ideal height.
    public var height: Double?

    /// A proposal per dimension; NaN and negative lengths become 0, nil stays nil.
    public init(width: Double?, height: Double?) {
        self.width = width.map(ProposedSize.sanitized)
        self.height = height.map(ProposedSize.sanitized)
    }

    /// Proposes exactly `size` (NaN and negative lengths become 0).
    public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    /// Every dimension at its ideal size.
    public static let unspecified = ProposedSize(width: nil, height: nil)
    /// Zero points in both dimensions: asks for the minimum size.
    public static let zero = ProposedSize(width: 0, height: 0)
    /// Infinite in both dimensions: asks for the maximum size.
    public static let infinity = ProposedSize(width: .infinity, height: .infinity)

    /// The proposal along `axis`.
    @inlinable public subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// A proposal from its length along `axis` and across it.
    @inlinable public init(along axis: Axis, _ main: Double?, across cross: Double?) {
        if axis == .horizontal { self.init(width: main, height: cross) } else { self.init(width: cross, height: main) }
    }

    /// The proposal with nil dimensions replaced by `fallback`'s.
    public func replacingUnspecified(with fallback: Size) -> Size {
        Size(width: width ?? fallback.width, height: height ?? fallback.height)
    }

    /// NaN and negative lengths become 0 so that no layout arithmetic sees them.
    @usableFromInline static func sanitized(_ value: Double) -> Double {
        value.isNaN || value < 0 ? 0 : value
    }
}

/// A layout direction: stacks use one algorithm for both.
public enum Axis: Hashable, Sendable {
    /// Left to right: widths and x coordinates (an `HStack` lays out along it).
    case horizontal
    /// Top to bottom: heights and y coordinates (a `VStack` lays out along it).
    case vertical

    /// The perpendicular axis.
    public var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

extension Size {
    /// The length along `axis`.
    @inlinable public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// A size from its length along `axis` and across it, in points.
    @inlinable public init(along axis: Axis, _ main: Double, across cross: Double) {
        if axis == .horizontal { self.init(width: main, height: cross) } else { self.init(width: cross, height: main) }
    }
}

extension Point {
    /// A point from its coordinate along `axis` and across it, in points.
    @inlinable public init(along axis: Axis, _ main: Double, across cross: Double) {
        if axis == .horizontal { self.init(x: main, y: cross) } else { self.init(x: cross, y: main) }
    }
}
