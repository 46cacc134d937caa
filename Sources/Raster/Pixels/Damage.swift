/// What changed in a frame, in device pixels: nothing, one rectangle, or everything the drawing
/// reaches. Every stage that reports change — a scene, a panel, a whole session, the window's
/// upload — speaks this one type, so "nothing" and "everything" can never be confused.
///
/// A rectangle is never empty: `Damage(rect)` of an empty rectangle is `.none`.
public enum Damage: Hashable, Sendable {
    /// Nothing changed.
    case none
    /// The pixels of this (non-empty) rectangle may have changed.
    case rect(IntRect)
    /// Any pixel may have changed (a first frame, a resize, pixels lost to the system).
    case everything

    /// `.rect(rect)`, or `.none` when `rect` is empty.
    public init(_ rect: IntRect) {
        self = rect.isEmpty ? .none : .rect(rect)
    }

    /// True when nothing changed.
    public var isNone: Bool { self == .none }

    /// Both damages: the bounding rectangle of two rectangles; everything absorbs anything.
    public func union(_ other: Damage) -> Damage {
        switch (self, other) {
        case (.everything, _), (_, .everything): .everything
        case (.none, let damage), (let damage, .none): damage
        case (.rect(let a), .rect(let b)): .rect(a.union(b))
        }
    }

    /// Adds `other` to this damage.
    public mutating func formUnion(_ other: Damage) {
        self = union(other)
    }

    /// Adds a rectangle (an empty one adds nothing).
    public mutating func formUnion(_ rect: IntRect) {
        formUnion(Damage(rect))
    }

    /// The damaged pixels within `bounds`: all of `bounds` for everything, nil when none of them.
    public func region(within bounds: IntRect) -> IntRect? {
        let region: IntRect
        switch self {
        case .none: return nil
        case .rect(let rect): region = rect.intersection(bounds)
        case .everything: region = bounds
        }
        return region.isEmpty ? nil : region
    }

    /// The damage as seen within `bounds`: `.everything` stays everything only if it covers
    /// `bounds`, which by definition it does; a rectangle is cut to `bounds`.
    public func clipped(to bounds: IntRect) -> Damage {
        switch self {
        case .none: .none
        case .rect(let rect): Damage(rect.intersection(bounds))
        case .everything: Damage(bounds)
        }
    }
}
