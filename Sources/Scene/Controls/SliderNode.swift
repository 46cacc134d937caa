import Animation
import Geometry
import Raster

/// A horizontal slider with a desktop slider's feel: SwiftUI's `Slider`. A capsule track, the
/// part before the thumb filled with `tint`, and a round white thumb.
///
/// The value lives in `value`, a `State` other nodes bind to and code sets; the thumb follows,
/// animating with the transaction of the change. The user changes it by:
/// - **dragging** (the whole frame takes the pointer). Pressing on the thumb keeps the grabbed
///   point under the pointer, so the value does not jump; pressing anywhere else on the track
///   puts the thumb's centre there at once (a click on the track sets the value) and the drag
///   goes on from there. Along the track the thumb's centre follows the pointer exactly: in a
///   slider `w` points wide with thumb diameter `d`, the centre travels from `d/2` to `w − d/2`,
///   and a centre at `x` is the fraction `(x − d/2) / (w − d)` of the range, clamped to 0…1.
/// - **the mouse wheel** over it: one line (a notch) moves a stepped slider one stop, a
///   continuous one `incrementStep` (default 1/100 of the range). The dominant axis counts;
///   positive `dy` (wheel away from the user) and positive `dx` (right) increase the value.
///   Fractions of a line add up across events for a stepped slider.
/// - `increment()` and `decrement()`, for callers that bind keys (there is no focus system).
///
/// A user's change jumps (direct manipulation does not animate), is clamped to the range and,
/// with a `step`, lands on a stop: `lowerBound + k·step` or the upper bound itself, so the top of
/// a range that is not a whole number of steps stays reachable. A value that code sets is shown
/// clamped but is not rewritten (the state stays the caller's): NaN shows at the lower bound.
/// `onEditingChanged` gets true when a drag begins and false when it ends or is cancelled, as
/// SwiftUI's; wheel and `increment()` changes are instantaneous and begin no editing.
///
/// Invalid configuration is sanitised, never trapped: infinite bounds become
/// ±`Double.greatestFiniteMagnitude / 2` (so the span stays finite), a range of one value pins
/// the thumb at the leading end, and a step that is not finite and > 0 means no step. Swift's
/// `a...b` itself traps on a reversed or NaN pair before any slider sees it, so bounds that come
/// from data go through `Slider(value:from:through:)` or `setRange(from:through:)`: there a NaN
/// bound takes the other bound (0 when both are NaN) and a reversed pair is swapped.
///
/// Layout: the slider takes the width it is proposed (ideal `idealWidth`, 160 pt; an infinite
/// proposal too, so in a stack it takes what the other children leave) and is always `height`
/// (22 pt) high. Moving the value re-places three shapes: no node is made per move.
public final class SliderNode: Node {
    /// Points; the width when none is proposed.
    public static let idealWidth = 160.0
    /// Points, whatever the proposal.
    public static let height = 22.0
    /// Points; smaller when the slider is narrower or lower than this.
    public static let thumbDiameter = 20.0
    /// Points: the track's thickness.
    public static let trackThickness = 4.0

    /// The value, in `range` when the user set it (see the type's documentation for code).
    public let value: State<Double>
    /// The values the track spans (sanitised when set; see the type's documentation).
    public var range: ClosedRange<Double> {
        didSet {
            range = SliderNode.sanitizedRange(range.lowerBound, range.upperBound)
            setNeedsLayout()
        }
    }
    /// The distance between stops, > 0; nil (or an invalid value, which becomes nil) for a
    /// continuous slider.
    public var step: Double? {
        didSet { step = SliderNode.sanitized(step: step) }
    }
    /// How far one line of the wheel, `increment()` and `decrement()` move a continuous slider,
    /// in value units, > 0; nil (or an invalid value, which becomes nil) means 1/100 of the
    /// range. A stepped slider always moves one stop.
    public var incrementStep: Double? {
        didSet { incrementStep = SliderNode.sanitized(step: incrementStep) }
    }
    /// The colour of the track before the thumb.
    public var tint: ColorSource {
        didSet { filled.fill(tint) }
    }
    /// Called with true when a drag begins and false when it ends or is cancelled.
    public var onEditingChanged: ((Bool) -> Void)?
    /// True from the press that begins a drag until its release or cancellation.
    public private(set) var isDragging = false

    let track = Capsule().named("SliderTrack")
    let filled = Capsule().named("SliderFill")
    let thumb = Circle().named("SliderThumb")

    /// Where the drag in progress started (slider points), the fraction and value then, and
    /// whether it grabbed the thumb.
    private var dragStart: (x: Double, fraction: Double, value: Double, onThumb: Bool)?
    /// Lines of wheel turned towards the next stop but not yet a whole one (stepped sliders).
    private var wheelRemainder = 0.0

    init(value: State<Double>, lowerBound: Double, upperBound: Double, step: Double?, onEditingChanged: ((Bool) -> Void)?) {
        self.value = value
        range = SliderNode.sanitizedRange(lowerBound, upperBound)
        self.step = SliderNode.sanitized(step: step)
        self.onEditingChanged = onEditingChanged
        tint = ControlPalette.accent
        super.init(debugName: "Slider")
        track.fill(ControlPalette.sliderTrack)
        filled.fill(tint)
        thumb.fill(ControlPalette.knob)
        thumb.setBackground(ControlPalette.knobShadow(.capsule))
        for part in [track, filled, thumb] {
            adopt(part)
            // The slider takes the hits itself (below); testing the capsules would build paths.
            part.allowsHitTesting = false
        }
        children = [track, filled, thumb]
        // The whole frame takes the pointer, not only the drawn track: a desktop slider's target.
        contentShape = .rectangle
        onChange(of: value) { slider, _ in slider.setNeedsLayout() }
        addGesture(DragGesture(minimumDistance: 0)
            .onBegan { [unowned(unsafe) self] drag in dragBegan(at: drag.location) }
            .onChanged { [unowned(unsafe) self] drag in dragMoved(to: drag.location) }
            .onEnded { [unowned(unsafe) self] _ in dragEnded() }
            .onCancelled { [unowned(unsafe) self] in dragEnded() })
        onScrollWheel { slider, dx, dy in slider.scrollWheel(dx: dx, dy: dy) }
    }

    /// Sets `range` from bounds that may be reversed, NaN or infinite (see the type's
    /// documentation), which `lower...upper` would trap on.
    public func setRange(from lower: Double, through upper: Double) {
        range = SliderNode.sanitizedRange(lower, upper)
    }

    // MARK: Value arithmetic

    /// Where the thumb sits: the fraction 0…1 of the range the value is at (clamped; NaN and a
    /// range of one value give 0).
    public var fraction: Double { fraction(of: value.value) }

    private var span: Double { range.upperBound - range.lowerBound }

    private func fraction(of value: Double) -> Double {
        let span = span
        guard span > 0, !value.isNaN else { return 0 }
        return min(max((value - range.lowerBound) / span, 0), 1)
    }

    /// The value at `fraction` (clamped to 0…1) of the range; exactly the upper bound at 1.
    private func value(atFraction fraction: Double) -> Double {
        let f = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        if f == 1 { return range.upperBound }
        return min(range.lowerBound + f * span, range.upperBound)
    }

    /// `value` in the range (NaN: the lower bound).
    private func clamped(_ value: Double) -> Double {
        value.isNaN ? range.lowerBound : min(max(value, range.lowerBound), range.upperBound)
    }

    /// `value` (in the range) moved to the nearest stop; halfway goes up.
    private func snapped(_ value: Double) -> Double {
        guard let step else { return value }
        let lower = range.lowerBound, upper = range.upperBound
        let position = (value - lower) / step
        let below = min(lower + position.rounded(.down) * step, upper)
        let above = min(lower + position.rounded(.up) * step, upper)
        return value - below < above - value ? below : above
    }

    /// Tolerance, in stops, for a value that is on a stop up to rounding (0.7 / 0.1 is 6.999…).
    private static let stopTolerance = 1e-9

    /// The stop `count` stops (a whole number) from `value` (in the range): from a value between
    /// stops, one stop up is the next stop above. The upper bound is the last stop.
    private func stop(_ count: Double, from value: Double, step: Double) -> Double {
        let lower = range.lowerBound, upper = range.upperBound
        let position = (value - lower) / step
        let base = count > 0 ? (position + Self.stopTolerance).rounded(.down) : (position - Self.stopTolerance).rounded(.up)
        let last = ((upper - lower) / step).rounded(.up)
        let index = min(max(base + count, 0), last)
        return min(lower + index * step, upper)
    }

    /// How far a line of wheel or an increment moves a continuous slider.
    private var continuousIncrement: Double { incrementStep ?? span / 100 }

    /// The value `lines` lines of wheel or increments from the current one.
    private func value(movedBy lines: Double) -> Double {
        let current = clamped(value.value)
        if let step { return stop(lines, from: current, step: step) }
        return clamped(current + lines * continuousIncrement)
    }

    // MARK: Changes

    /// Moves the value one stop (stepped) or `incrementStep` up, within the range, in the
    /// current transaction (inside `withAnimation` the thumb slides).
    public func increment() {
        value.value = value(movedBy: 1)
    }

    /// Moves the value one stop or `incrementStep` down, within the range.
    public func decrement() {
        value.value = value(movedBy: -1)
    }

    /// A change the user made: it jumps, whatever transaction is current.
    private func setFromUser(_ newValue: Double) {
        guard let graph else { return value.value = newValue }
        graph.runLoop.withTransaction(Transaction()) { value.value = newValue }
    }

    private func scrollWheel(dx: Double, dy: Double) -> Bool {
        let lines = abs(dy) >= abs(dx) ? dy : dx
        guard lines.isFinite, lines != 0 else { return false }
        guard step != nil else {
            setFromUser(value(movedBy: lines))
            return true
        }
        // A turn the other way starts afresh rather than first paying back the remainder.
        if wheelRemainder != 0, (wheelRemainder > 0) != (lines > 0) { wheelRemainder = 0 }
        wheelRemainder += lines
        let whole = wheelRemainder.rounded(.towardZero)
        wheelRemainder -= whole
        if whole != 0 { setFromUser(value(movedBy: whole)) }
        return true
    }

    // MARK: Dragging

    /// `point` (scene coordinates) in the slider's own, through every transform on screen now.
    private func localPoint(fromScene point: Point) -> Point? {
        guard point.isFinite else { return nil }
        return deviceTransform(at: now, root: .identity).inverted()?.apply(point)
    }

    private func dragBegan(at location: Point) {
        guard let local = localPoint(fromScene: location) else { return }
        let geometry = SliderGeometry(size)
        let current = fraction(of: value.value)
        let onThumb = abs(local.x - geometry.thumbCenter(at: current)) <= geometry.diameter / 2
        dragStart = (local.x, onThumb ? current : geometry.fraction(atX: local.x), value.value, onThumb)
        isDragging = true
        withoutAnimation { thumb.fill(ControlPalette.knobPressed) }
        onEditingChanged?(true)
    }

    private func dragMoved(to location: Point) {
        guard let start = dragStart, let local = localPoint(fromScene: location) else { return }
        let geometry = SliderGeometry(size)
        guard geometry.travel > 0 else { return }
        if start.onThumb {
            // Pressing the thumb changes nothing until the pointer moves, not even by rounding.
            if local.x == start.x { return setFromUser(start.value) }
            setFromUser(snapped(value(atFraction: start.fraction + (local.x - start.x) / geometry.travel)))
        } else {
            setFromUser(snapped(value(atFraction: geometry.fraction(atX: local.x))))
        }
    }

    private func dragEnded() {
        guard isDragging else { return }
        isDragging = false
        dragStart = nil
        withoutAnimation { thumb.fill(ControlPalette.knob) }
        onEditingChanged?(false)
    }

    private func withoutAnimation(_ body: () -> Void) {
        guard let graph else { return body() }
        graph.runLoop.withTransaction(Transaction(), body)
    }

    // MARK: Layout

    public override func measure(_ proposal: ProposedSize) -> Size {
        Size(width: proposal.width ?? Self.idealWidth, height: Self.height)
    }

    public override func placeChildren(in size: Size) {
        let geometry = SliderGeometry(size)
        let trackY = (geometry.height - Self.trackThickness) / 2
        let center = geometry.thumbCenter(at: fraction(of: value.value))
        let d = geometry.diameter
        track.place(in: Rect(x: 0, y: trackY, width: geometry.width, height: Self.trackThickness))
        filled.place(in: Rect(x: 0, y: trackY, width: center, height: Self.trackThickness))
        thumb.place(in: Rect(x: center - d / 2, y: (geometry.height - d) / 2, width: d, height: d))
    }

    // MARK: Sanitising

    /// The range from two bounds in any order, NaN and infinities included.
    static func sanitizedRange(_ lowerBound: Double, _ upperBound: Double) -> ClosedRange<Double> {
        let limit = Double.greatestFiniteMagnitude / 2
        var lower = lowerBound, upper = upperBound
        if lower.isNaN { lower = upper.isNaN ? 0 : upper }
        if upper.isNaN { upper = lower }
        lower = min(max(lower, -limit), limit)
        upper = min(max(upper, -limit), limit)
        return lower <= upper ? lower...upper : upper...lower
    }

    static func sanitized(step: Double?) -> Double? {
        guard let step, step.isFinite, step > 0 else { return nil }
        return step
    }
}

/// Where a slider's parts go for its size: the thumb's centre travels `travel` points, from
/// `diameter / 2` to `width − diameter / 2`.
private struct SliderGeometry {
    let width: Double
    let height: Double
    let diameter: Double
    let travel: Double

    init(_ size: Size) {
        // A placement at an infinite width (an infinite proposal passed straight down) draws at
        // the ideal width rather than at infinity.
        width = size.width.isFinite ? max(size.width, 0) : SliderNode.idealWidth
        height = size.height.isFinite ? max(size.height, 0) : SliderNode.height
        diameter = min(SliderNode.thumbDiameter, width, height)
        travel = max(width - diameter, 0)
    }

    func thumbCenter(at fraction: Double) -> Double {
        diameter / 2 + fraction * travel
    }

    /// The fraction 0…1 a thumb centred at `x` shows (0 when the thumb cannot travel).
    func fraction(atX x: Double) -> Double {
        guard travel > 0 else { return 0 }
        return min(max((x - diameter / 2) / travel, 0), 1)
    }
}

extension SliderNode {
    /// Fills the track before the thumb with `color`.
    @discardableResult
    public func tint(_ color: Color) -> Self { tint = .fixed(color); return self }

    /// Fills the track before the thumb from `source` (a semantic colour follows the scheme).
    @discardableResult
    public func tint(_ source: ColorSource) -> Self { tint = source; return self }
}

/// A slider over `range` for `value` (see `SliderNode`); `step` > 0 makes it snap to stops.
public func Slider(value: State<Double>, in range: ClosedRange<Double> = 0...1, step: Double? = nil,
                   onEditingChanged: ((Bool) -> Void)? = nil) -> SliderNode {
    SliderNode(value: value, lowerBound: range.lowerBound, upperBound: range.upperBound, step: step,
               onEditingChanged: onEditingChanged)
}

/// A slider from `lowerBound` through `upperBound`, for bounds that come from data: they may be
/// reversed, NaN or infinite (sanitised, see `SliderNode`), where `lowerBound...upperBound`
/// would trap.
public func Slider(value: State<Double>, from lowerBound: Double, through upperBound: Double, step: Double? = nil,
                   onEditingChanged: ((Bool) -> Void)? = nil) -> SliderNode {
    SliderNode(value: value, lowerBound: lowerBound, upperBound: upperBound, step: step, onEditingChanged: onEditingChanged)
}
