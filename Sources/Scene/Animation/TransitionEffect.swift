import Animation
import Geometry

/// What a transition does to a node at one end of its motion: render-only changes that leave
/// layout alone. Effects interpolate field by field; a nil clip means the node's full bounds.
public struct TransitionEffect: Sendable {
    /// Multiplies the node's opacity, 0…1.
    public var opacity: Double
    /// Multiplies the node's scale, about its anchor.
    public var scale: Size
    /// Added to the node's offset, in points.
    public var offset: Point
    /// Added to the node's rotation, in radians.
    public var rotation: Double
    /// Limits drawing to this rectangle in the node's coordinates (nil: no limit).
    public var clip: Rect?
    /// Corner radius of `clip`, in points.
    public var clipCornerRadius: Double
    /// Where the node is drawn instead of its laid-out frame, in its own coordinates (nil: as
    /// laid out): it is drawn at this size, so a shape keeps its corner radius and its shadow
    /// as it grows (SwiftUI's `.frame` and `.position` in a transition's modifier). The node's
    /// children stay where layout put them.
    public var frame: Rect?

    /// An effect; every argument defaults to no change (opacity 1, scale 1 × 1, no offset,
    /// no rotation, no clip).
    public init(opacity: Double = 1, scale: Size = Size(width: 1, height: 1), offset: Point = .zero,
                rotation: Double = 0, clip: Rect? = nil, clipCornerRadius: Double = 0, frame: Rect? = nil) {
        self.opacity = opacity
        self.scale = scale
        self.offset = offset
        self.rotation = rotation
        self.clip = clip
        self.clipCornerRadius = clipCornerRadius
        self.frame = frame
    }

    /// No change at all: the node as it rests.
    public static let identity = TransitionEffect()

    /// The effect a fraction `t` of the way from `self` (t = 0) to `other` (t = 1), for a node of
    /// `size` (which stands in for a missing clip).
    public func interpolated(to other: TransitionEffect, _ t: Double, size: Size) -> TransitionEffect {
        var result = TransitionEffect(
            opacity: opacity + (other.opacity - opacity) * t,
            scale: scale + (other.scale - scale).scaled(by: t),
            offset: offset + (other.offset - offset) * t,
            rotation: rotation + (other.rotation - rotation) * t,
            clip: nil,
            clipCornerRadius: clipCornerRadius + (other.clipCornerRadius - clipCornerRadius) * t)
        let full = Rect(origin: .zero, size: size)
        if clip != nil || other.clip != nil {
            let a = clip ?? full, b = other.clip ?? full
            result.clip = a + (b - a).scaled(by: t)
        }
        if frame != nil || other.frame != nil {
            let a = frame ?? full, b = other.frame ?? full
            result.frame = a + (b - a).scaled(by: t)
        }
        return result
    }

    /// Both effects at once: opacities and scales multiply, offsets and rotations add, clips
    /// intersect.
    public func combined(with other: TransitionEffect) -> TransitionEffect {
        let clip: Rect?
        switch (self.clip, other.clip) {
        case let (a?, b?): clip = a.intersection(b)
        case let (a?, nil): clip = a
        case let (nil, b): clip = b
        }
        return TransitionEffect(
            opacity: opacity * other.opacity,
            scale: Size(width: scale.width * other.scale.width, height: scale.height * other.scale.height),
            offset: offset + other.offset,
            rotation: rotation + other.rotation,
            clip: clip,
            clipCornerRadius: max(clipCornerRadius, other.clipCornerRadius),
            frame: other.frame ?? frame)
    }
}
