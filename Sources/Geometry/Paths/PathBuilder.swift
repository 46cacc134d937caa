/// Builds a `Path` incrementally, with the familiar move/line/curve/close verbs.
///
/// Coordinates are user-space points, y down. Rules (chosen to match Core Graphics /
/// Skia so that paths ported from those APIs behave the same):
/// - Consecutive `move(to:)` calls collapse into the last one.
/// - Drawing without a current subpath implicitly moves to the current point (the
///   start of the subpath closed last) or to `.zero` for a fresh builder.
/// - `close()` on a subpath that has drawn nothing is ignored.
/// - Any non-finite coordinate poisons the builder: `finish()` then returns `nil`.
public struct PathBuilder: Sendable {
    /// Named corner radii for `addRoundedRect(_:cornerRadii:)`, clockwise from top-left.
    public typealias CornerRadii = (topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double)

    private(set) var elements: [PathElement] = []
    /// The pen position; `nil` only before the first element.
    public private(set) var currentPoint: Point?
    /// Start of the current (or most recently closed) subpath; `close()` returns here.
    private var subpathStart: Point = .zero
    /// `true` between a `move` and the matching `close`: segments extend this subpath.
    private(set) var subpathOpen = false
    private var subpathDraws = false
    private var anyDrawing = false
    private var isValid = true

    /// An empty builder: no subpath open, and `finish()` would return nil.
    public init() {}

    /// An empty builder that appends into `storage`'s buffer (emptied, its capacity kept), which
    /// it takes over; `releaseStorage()` gives it back after `finish()`. An outline rebuilt on
    /// every frame (a shape whose size animates) then allocates nothing, provided the path made
    /// from the buffer last time has been let go of by then: a buffer still shared is copied.
    public init(reusing storage: inout [PathElement]) {
        swap(&elements, &storage)
        elements.removeAll(keepingCapacity: true)
    }

    /// Hands the builder's buffer back for the next `init(reusing:)` (the path `finish()` made
    /// shares it until that path goes); the builder is empty afterwards.
    public mutating func releaseStorage() -> [PathElement] {
        var storage: [PathElement] = []
        swap(&elements, &storage)
        self = PathBuilder()
        return storage
    }

    /// `true` when nothing has been added yet.
    public var isEmpty: Bool { elements.isEmpty }

    // MARK: Verbs

    /// Starts a new subpath at `point`.
    public mutating func move(to point: Point) {
        note(point)
        if case .move = elements.last {
            elements[elements.count - 1] = .move(point)
        } else {
            elements.append(.move(point))
        }
        currentPoint = point
        subpathStart = point
        subpathOpen = true
        subpathDraws = false
    }

    /// Straight segment from the current point to `point`.
    public mutating func line(to point: Point) {
        note(point)
        beginSubpathIfNeeded()
        elements.append(.line(point))
        didDraw(to: point)
    }

    /// Quadratic Bézier from the current point to `point`.
    public mutating func quad(to point: Point, control: Point) {
        note(control); note(point)
        beginSubpathIfNeeded()
        elements.append(.quad(control: control, to: point))
        didDraw(to: point)
    }

    /// Cubic Bézier from the current point to `point`.
    public mutating func cubic(to point: Point, control1: Point, control2: Point) {
        note(control1); note(control2); note(point)
        beginSubpathIfNeeded()
        elements.append(.cubic(control1: control1, control2: control2, to: point))
        didDraw(to: point)
    }

    /// Closes the current subpath back to its start. Ignored when the subpath has
    /// drawn nothing (a lone move has no outline to close).
    public mutating func close() {
        guard subpathOpen, subpathDraws else { return }
        elements.append(.close)
        subpathOpen = false
        currentPoint = subpathStart
    }

    /// Appends every element of `path`, mapped through `transform`.
    public mutating func addPath(_ path: Path, transform: Transform = .identity) {
        for element in path.elements {
            switch element.transformed(by: transform) {
            case .move(let p): move(to: p)
            case .line(let p): line(to: p)
            case .quad(let c, let p): quad(to: p, control: c)
            case .cubic(let c1, let c2, let p): cubic(to: p, control1: c1, control2: c2)
            case .close: close()
            }
        }
    }

    /// The finished path, or `nil` when nothing draws (empty, or only moves) or when
    /// any coordinate was non-finite. The builder stays usable afterwards.
    public func finish() -> Path? {
        guard isValid, anyDrawing else { return nil }
        var result = elements
        // A trailing move draws nothing; dropping it keeps `bounds` honest.
        if case .move = result.last { result.removeLast() }
        return Path(uncheckedElements: result)
    }

    // MARK: Internals shared with the shape helpers

    /// Records a non-finite value so `finish()` fails instead of producing NaN geometry.
    mutating func note(_ p: Point) {
        if !p.isFinite { isValid = false }
    }

    mutating func note(_ v: Double) {
        if !v.isFinite { isValid = false }
    }

    var isPoisoned: Bool { !isValid }

    private mutating func beginSubpathIfNeeded() {
        if !subpathOpen { move(to: currentPoint ?? .zero) }
    }

    private mutating func didDraw(to point: Point) {
        currentPoint = point
        subpathDraws = true
        anyDrawing = true
    }
}
