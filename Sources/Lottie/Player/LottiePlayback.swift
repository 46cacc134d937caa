import LottieModel

/// How a player's clock maps onto a composition's frames: from its in point at its own frame
/// rate, looping at its out point (After Effects' `ip`…`op`, `op` excluded).
public struct LottiePlayback: Equatable, Sendable {
    /// The first frame (`ip`).
    public let inPoint: Double
    /// The frame the loop ends before (`op`), greater than `inPoint`.
    public let outPoint: Double
    /// Frames per second (`fr`), positive.
    public let frameRate: Double

    /// The playback of `composition` (a composition with no range plays its in point).
    public init(_ composition: Composition) {
        inPoint = composition.inPoint
        outPoint = max(composition.outPoint, composition.inPoint + 1e-9)
        frameRate = composition.frameRate > 0 ? composition.frameRate : 60
    }

    /// Frames in one loop (`op − ip`).
    public var frameCount: Double { outPoint - inPoint }

    /// The frame shown `seconds` after playback began (≥ 0), looping.
    public func frame(at seconds: Double) -> Double {
        let elapsed = max(seconds, 0) * frameRate
        guard elapsed.isFinite else { return inPoint }
        return inPoint + elapsed.truncatingRemainder(dividingBy: frameCount)
    }
}
