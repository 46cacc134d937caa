/// A property of a Lottie document: a constant, or keyframes evaluated at any frame (fractional
/// frames allowed) with the file's easing. Evaluating allocates nothing for inline value types.
public struct Animated<Value: KeyframeValue>: Sendable {
    /// The keyframes in time order; empty for a constant.
    public let keyframes: [Keyframe<Value>]
    /// The value of a constant property (the first keyframe's for an animated one).
    public let initialValue: Value
    /// True when the file gives an expression (`x`): it is played as its keyframed value.
    public let hasExpression: Bool
    /// Where the property is in the document.
    public let path: String

    /// A constant.
    public init(_ value: Value, path: String = "") {
        keyframes = []
        initialValue = value
        hasExpression = false
        self.path = path
    }

    /// Keyframes (at least one), sorted by time.
    public init(keyframes: [Keyframe<Value>], hasExpression: Bool = false, path: String = "") {
        precondition(!keyframes.isEmpty)
        self.keyframes = keyframes
        initialValue = keyframes[0].value
        self.hasExpression = hasExpression
        self.path = path
    }

    /// True when the value changes with time.
    public var isAnimated: Bool { keyframes.count > 1 }

    /// The value at `frame`: before the first keyframe its value, after the last the last's.
    public func value(at frame: Double) -> Value {
        guard let index = segmentIndex(at: frame) else {
            if keyframes.isEmpty { return initialValue }
            return frame < keyframes[0].time ? keyframes[0].value : lastValue
        }
        let key = keyframes[index]
        if key.hold { return key.value }
        let next = keyframes[index + 1]
        let span = next.time - key.time
        let t = span > 0 ? min(max((frame - key.time) / span, 0), 1) : 1
        if let spatial = key.spatial, let moved = Value.along(spatial, fraction: key.easing.progress(t, dimension: 0), from: key.value) {
            return moved
        }
        return Value.interpolate(from: key.value, to: key.endValue) { key.easing.progress(t, dimension: $0) }
    }

    /// The segment (keyframe index) that `frame` falls in, nil outside the keyframes' span.
    public func segmentIndex(at frame: Double) -> Int? {
        guard keyframes.count > 1, frame >= keyframes[0].time, frame < keyframes[keyframes.count - 1].time else { return nil }
        var low = 0, high = keyframes.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if keyframes[middle].time <= frame { low = middle } else { high = middle }
        }
        return low
    }

    private var lastValue: Value { keyframes[keyframes.count - 1].value }
}
