import Geometry

/// A parent's size proposal to a child, per dimension: a length in points (≥ 0, possibly
/// infinite for "as much as you like") or nil for "your ideal size".
public struct ProposedSize: Hashable, Sendable {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width.map(ProposedSize.sanitized)
        self.height = height.map(ProposedSize.sanitized)
    }

    public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    /// Every dimension at its ideal size.
    public static let unspecified = ProposedSize(width: nil, height: nil)
    public static let zero = ProposedSize(width: 0, height: 0)
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
    case horizontal
    case vertical

    public var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

extension Size {
    /// The length along `axis`.
    @inlinable public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    @inlinable public init(along axis: Axis, _ main: Double, across cross: Double) {
        if axis == .horizontal { self.init(width: main, height: cross) } else { self.init(width: cross, height: main) }
    }
}

extension Point {
    @inlinable public init(along axis: Axis, _ main: Double, across cross: Double) {
        if axis == .horizontal { self.init(x: main, y: cross) } else { self.init(x: cross, y: main) }
    }
}
