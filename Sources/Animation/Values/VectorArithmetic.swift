import Geometry

/// A value an animation can move: SwiftUI's `VectorArithmetic`, the type of animatable data.
///
/// An animation only needs to add and subtract values and scale them by a real factor; everything
/// else (interpolation, springs, velocities) is built from those.
///
/// Invariants a conformer keeps:
/// - `zero` is the identity of `+`, and `a - b + b == a` up to rounding;
/// - `scaled(by:)` is linear: `(a + b).scaled(by: s) == a.scaled(by: s) + b.scaled(by: s)`;
/// - `magnitudeSquared` is the inner product of the value with itself (a squared Euclidean norm,
///   ≥ 0). Springs rely on that to measure the remaining motion of a vector with one number,
///   and a non-finite `magnitudeSquared` is how a non-finite value is recognised.
public protocol VectorArithmetic: Equatable {
    /// The additive identity.
    static var zero: Self { get }
    /// Component-wise sum.
    static func + (lhs: Self, rhs: Self) -> Self
    /// Component-wise difference.
    static func - (lhs: Self, rhs: Self) -> Self
    /// Every component multiplied by `factor`.
    func scaled(by factor: Double) -> Self
    /// The sum of the squares of the components, ≥ 0 (NaN or +∞ when a component is not finite).
    var magnitudeSquared: Double { get }
}

/// The value a `fraction` of the way from `from` to `to`: `from + (to − from)·fraction`.
///
/// `fraction` is not clamped, so overshooting curves and springs extrapolate. 0 and 1 return
/// `from` and `to` exactly (the arithmetic alone could miss `to` by a rounding error, and an
/// animation must end on its target); a non-finite `fraction` returns `from`.
@inlinable
public func interpolate<V: VectorArithmetic>(_ from: V, _ to: V, _ fraction: Double) -> V {
    if fraction == 1 { return to }
    guard fraction.isFinite, fraction != 0 else { return from }
    return from + (to - from).scaled(by: fraction)
}

extension VectorArithmetic {
    /// True when every component is finite (and small enough that its square is too).
    @inlinable
    var hasFiniteMagnitude: Bool { magnitudeSquared.isFinite }
}

// MARK: - Conformances

extension Double: VectorArithmetic {
    /// The number times `factor`.
    @inlinable public func scaled(by factor: Double) -> Double { self * factor }
    /// The square of the number.
    @inlinable public var magnitudeSquared: Double { self * self }
}

extension Point: VectorArithmetic {
    /// Both coordinates times `factor`.
    @inlinable public func scaled(by factor: Double) -> Point { Point(x: x * factor, y: y * factor) }
    /// x² + y², the squared length as a vector.
    @inlinable public var magnitudeSquared: Double { x * x + y * y }
}

extension Size: VectorArithmetic {
    /// Component-wise sum of the extents.
    @inlinable public static func + (lhs: Size, rhs: Size) -> Size {
        Size(width: lhs.width + rhs.width, height: lhs.height + rhs.height)
    }
    /// Component-wise difference of the extents.
    @inlinable public static func - (lhs: Size, rhs: Size) -> Size {
        Size(width: lhs.width - rhs.width, height: lhs.height - rhs.height)
    }
    /// Both extents times `factor`.
    @inlinable public func scaled(by factor: Double) -> Size { Size(width: width * factor, height: height * factor) }
    /// width² + height².
    @inlinable public var magnitudeSquared: Double { width * width + height * height }
}

/// Component-wise over `origin` and `size` as stored: a negative size stays negative rather than
/// being standardized, so `a - b + b == a` holds and an interpolated rectangle can pass through
/// zero size (a flip) as its corners dictate.
extension Rect: VectorArithmetic {
    /// Origins and sizes added component-wise (a rectangle as four numbers).
    @inlinable public static func + (lhs: Rect, rhs: Rect) -> Rect {
        Rect(origin: lhs.origin + rhs.origin, size: lhs.size + rhs.size)
    }
    /// Origins and sizes subtracted component-wise.
    @inlinable public static func - (lhs: Rect, rhs: Rect) -> Rect {
        Rect(origin: lhs.origin - rhs.origin, size: lhs.size - rhs.size)
    }
    /// Origin and size times `factor`, component-wise.
    @inlinable public func scaled(by factor: Double) -> Rect {
        Rect(origin: origin.scaled(by: factor), size: size.scaled(by: factor))
    }
    /// The sum of the squares of x, y, width and height.
    @inlinable public var magnitudeSquared: Double { origin.magnitudeSquared + size.magnitudeSquared }
}

// MARK: - Pairs

/// Two animatable values moving together, as SwiftUI's `AnimatablePair`: how a type with several
/// animatable parts (a position and an opacity, a corner radius and a color) animates as one value.
///
/// Arithmetic is component-wise and `magnitudeSquared` is the sum of the parts', so the pair is a
/// vector in the product space and nests (`AnimatablePair<Point, AnimatablePair<Double, Double>>`).
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    /// The first animatable part.
    public var first: First
    /// The second animatable part.
    public var second: Second

    /// A pair moving `first` and `second` together.
    @inlinable
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// Both parts zero.
    @inlinable public static var zero: AnimatablePair { AnimatablePair(.zero, .zero) }

    /// Part-wise sum.
    @inlinable public static func + (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second)
    }
    /// Part-wise difference.
    @inlinable public static func - (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second)
    }
    /// Both parts times `factor`.
    @inlinable public func scaled(by factor: Double) -> AnimatablePair {
        AnimatablePair(first.scaled(by: factor), second.scaled(by: factor))
    }
    /// The sum of the parts' squared magnitudes.
    @inlinable public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}
extension AnimatablePair: Hashable where First: Hashable, Second: Hashable {}
