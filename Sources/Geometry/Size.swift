/// A width and height in points/pixels.
///
/// Negative values are allowed (a `Rect` built from them is standardized by its
/// accessors); `Rect.isEmpty` treats a zero or non-finite extent as empty.
public struct Size: Hashable, Sendable {
    /// Horizontal extent; negative and non-finite values are representable (see the type).
    public var width: Double
    /// Vertical extent; negative and non-finite values are representable (see the type).
    public var height: Double

    /// A size of `width` × `height`, stored as given.
    @inlinable
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// `0 × 0`.
    public static let zero = Size(width: 0, height: 0)

    /// `true` when both extents are finite.
    @inlinable public var isFinite: Bool { width.isFinite && height.isFinite }

    /// Both extents scaled by `rhs`.
    @inlinable public static func * (lhs: Size, rhs: Double) -> Size {
        Size(width: lhs.width * rhs, height: lhs.height * rhs)
    }
}

extension Size: CustomStringConvertible {
    /// `width × height`, for messages and test failures.
    public var description: String { "\(width) × \(height)" }
}
