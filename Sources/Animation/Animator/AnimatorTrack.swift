/// UIKit's `UIViewAnimatingPosition`: where an animator's animations end.
public enum AnimatingPosition: Sendable, Hashable {
    /// The values before the animations (the from-values).
    case start
    /// The values the animations blocks set (the to-values).
    case end
    /// Wherever the animations are at that moment.
    case current
}

/// One animated property of a `PropertyAnimator`, supplied by whoever owns the property (the
/// scene graph's setter, while the animator's animations block runs). The animator knows nothing
/// of properties: it drives each track with a unitless progress.
///
/// Calls arrive on the run loop's thread: `animatorDidUpdate` whenever the progress may have
/// changed (at least once per `SceneRunLoop.advance` while the animator runs), then
/// `animatorDidEnd` exactly once.
public protocol AnimatorTrack: AnyObject {
    /// progress: this track's eased progress, 0 = its from-value, 1 = its to-value (may overshoot
    /// for springs and leave 0…1 briefly while a scrub blends back into the curve).
    func animatorDidUpdate(progress: Double)
    /// The animator ended; leave the property at `position` (`.current`: where the last
    /// `animatorDidUpdate` put it). Called once, then the track is released.
    func animatorDidEnd(at position: AnimatingPosition)
}
