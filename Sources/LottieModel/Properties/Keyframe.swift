/// One keyframe of a property: its value from `time` on, and how the segment to the next
/// keyframe moves (`hold`, or `easing` and, for positions, a `spatial` path).
public struct Keyframe<Value: KeyframeValue>: Sendable {
    /// Frame number of the keyframe, in the frames of the layer that owns the property.
    public let time: Double
    /// The value at `time`.
    public let value: Value
    /// The value the segment ends on (the next keyframe's value, or the old format's `e`).
    public let endValue: Value
    /// True when the value holds until the next keyframe (`h: 1`).
    public let hold: Bool
    /// The segment's easing (from this keyframe's `o` and the next's `i`).
    public let easing: KeyframeEasing
    /// The motion path from this keyframe's position to the next, when the file gives tangents.
    public let spatial: SpatialPath?
    /// Where the keyframe is in the document (for tools that edit it).
    public let path: String

    /// Creates it from its parts.
    public init(time: Double, value: Value, endValue: Value, hold: Bool, easing: KeyframeEasing,
                spatial: SpatialPath? = nil, path: String = "") {
        self.time = time; self.value = value; self.endValue = endValue; self.hold = hold
        self.easing = easing; self.spatial = spatial; self.path = path
    }
}
