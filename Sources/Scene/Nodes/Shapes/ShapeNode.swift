import Animation
import Geometry
import Raster

/// A shape filling its frame (SwiftUI's `Rectangle`, `RoundedRectangle`, `Capsule`, `Circle`,
/// `Ellipse` or any path), filled and/or stroked, with an animatable trim and corner radius.
///
/// A shape takes whatever size it is proposed; its ideal size is 10 × 10 points.
public final class ShapeNode: Node {
    /// Which outline the shape draws; a change repaints without relayout.
    public var kind: ShapeKind { didSet { pathCache = nil; outlines.identity = nil; setNeedsPaint() } }
    /// A paint that replaces `fillColor` (gradients, images); not animatable.
    public var fillPaint: Paint? { didSet { setNeedsPaint() } }
    /// A paint that replaces `strokeColor`.
    public var strokePaint: Paint? {
        get {
            // A paint that follows state is built when it is needed, not at every change: a
            // gradient's tables are costly, and a replay makes many changes it never draws.
            if let pending = pendingStrokePaint {
                pendingStrokePaint = nil
                // Taken out while `pending` runs: it gets the only copy (so a gradient changes in
                // place), and a closure that reads this shape meets no exclusive access.
                var paint = storedStrokePaint
                storedStrokePaint = nil
                pending(&paint)
                storedStrokePaint = paint
            }
            return storedStrokePaint
        }
        set {
            pendingStrokePaint = nil
            storedStrokePaint = newValue
            setNeedsPaint()
        }
    }
    private var storedStrokePaint: Paint?
    /// Brings the stroke paint up to date the next time it is read (see `setStrokePaint(later:)`).
    private var pendingStrokePaint: ((inout Paint?) -> Void)?

    /// Has `update` change or replace the stroke paint, only when the stroke is next drawn. It
    /// gets the paint the shape holds, as its only copy while no frame is drawing it, so a
    /// gradient's `updateStops` there reuses its storage.
    func setStrokePaint(later update: @escaping (inout Paint?) -> Void) {
        pendingStrokePaint = update
        setNeedsPaint()
    }
    /// Caps, joins and miter limit of the stroke; its width is `lineWidth`.
    public var strokeStyle = StrokeStyle(width: 1) { didSet { setNeedsPaint() } }

    /// The fill colour (animatable); clear by default; `fillPaint` replaces it when set.
    @Animatable("fill") public var fillColor = Color.clear
    /// The stroke colour (animatable); clear by default; `strokePaint` replaces it when set.
    @Animatable("stroke") public var strokeColor = Color.clear
    /// Stroke width in points, ≥ 0 (0: no stroke; NaN and infinities: 0).
    @Animatable("lineWidth", domain: .nonNegative) public var lineWidth = 0.0
    /// The stroked part of the outline, as fractions of its length (0…1; NaN becomes 0).
    @Animatable("trimStart", domain: .finite(or: 0)) public var trimStart = 0.0
    /// End of the stroked part, as a fraction of the outline's length (default 1; NaN becomes 1).
    @Animatable("trimEnd", domain: .finite(or: 1)) public var trimEnd = 1.0
    /// The uniform corner radius in points (animatable); negative: the kind's own corners
    /// (see `cornerRadius`).
    @Animatable("cornerRadius") var cornerRadiusOverride = -1.0

    private var pathCache: (rect: Rect, radius: Double, path: Path?)?
    /// Whether an outline is cached (tests: it is built at placement).
    var hasCachedOutline: Bool { pathCache != nil }
    /// The buffer `pathCache`'s outline is built in, reused for the next one (see `outline`).
    private var outlineStorage: [PathElement] = []
    /// Where `fillColor` and `strokeColor` come from when they follow the environment (nil: set
    /// directly).
    var fillSource: ColorSource?
    var strokeSource: ColorSource?

    /// A shape of `kind`, clear (no fill, no stroke) until coloured.
    public init(_ kind: ShapeKind) {
        self.kind = kind
        super.init(debugName: ShapeNode.name(of: kind))
    }

    private static func name(of kind: ShapeKind) -> String {
        switch kind {
        case .rectangle: "Rectangle"
        case .roundedRectangle: "RoundedRectangle"
        case .capsule: "Capsule"
        case .circle: "Circle"
        case .ellipse: "Ellipse"
        case .path: "Path"
        }
    }

    /// A uniform corner radius in points that overrides the kind's corners (animatable); nil
    /// restores them.
    public var cornerRadius: Double? {
        get { cornerRadiusOverride >= 0 ? cornerRadiusOverride : nil }
        set {
            if newValue != nil, cornerRadiusOverride < 0 {
                // Animate from the corners the kind has, not from the "unset" marker.
                _cornerRadiusOverride.property.set(kindCornerRadius, animation: nil, at: now, on: self)
            }
            cornerRadiusOverride = newValue.map { $0.isFinite ? max($0, 0) : 0 } ?? -1
        }
    }

    private var kindCornerRadius: Double {
        switch kind {
        case .roundedRectangle(let topLeft, _, _, _): topLeft
        default: 0
        }
    }

    /// Fills with a colour that follows the environment (a semantic colour, or the inherited
    /// foreground); it re-resolves, animated with the transaction, when the environment changes.
    @discardableResult
    public func fill(_ source: ColorSource) -> Self {
        fillSource = source.isEnvironmental ? source : nil
        fillColor = source.resolved(in: environment)
        return self
    }

    /// Strokes with a colour that follows the environment.
    @discardableResult
    public func stroke(_ source: ColorSource, lineWidth: Double = 1, cap: LineCap = .butt, join: LineJoin = .miter) -> Self {
        stroke(source.resolved(in: environment), lineWidth: lineWidth, cap: cap, join: join)
        strokeSource = source.isEnvironmental ? source : nil
        return self
    }

    public override func environmentDidChange() {
        guard fillSource != nil || strokeSource != nil else { return }
        let values = environment
        if let fillSource { fillColor = fillSource.resolved(in: values) }
        if let strokeSource { strokeColor = strokeSource.resolved(in: values) }
    }



    public override func measure(_ proposal: ProposedSize) -> Size {
        proposal.replacingUnspecified(with: Size(width: 10, height: 10))
    }

    /// The outline in `rect` at scene time `time` (cached: steady frames build no path).
    func outline(in rect: Rect, time: Double) -> Path? {
        let radius = $cornerRadiusOverride.presentation(at: time)
        if let cache = pathCache, cache.rect == rect, cache.radius == radius { return cache.path }
        let path: Path?
        if case .path = kind {
            path = kind.path(in: rect, cornerRadius: radius >= 0 ? radius : nil)
        } else {
            // The last outline goes first, so its buffer, no longer shared, is rebuilt in place: a
            // shape whose size animates (a growing background and its shadow) builds one a frame.
            pathCache = nil
            var builder = PathBuilder(reusing: &outlineStorage)
            kind.addOutline(in: rect, cornerRadius: radius >= 0 ? radius : nil, to: &builder)
            path = builder.finish()
            outlineStorage = builder.releaseStorage()
        }
        pathCache = (rect, radius, path)
        outlines.identity = nil
        return path
    }

    public override func contentBounds(size: Size) -> Rect? {
        let time = now
        let hasFill = fillPaint != nil || $fillColor.presentation(at: time).alpha > 0
        let width = $lineWidth.presentation(at: time)
        let hasStroke = width > 0 && (strokePaint != nil || $strokeColor.presentation(at: time).alpha > 0)
        guard hasFill || hasStroke else { return nil }
        // Every standard shape lies within its rectangle: no path is needed for its bounds.
        let outlineBounds: Rect
        if case .path = kind {
            guard let path = outline(in: Rect(origin: .zero, size: size), time: time) else { return nil }
            outlineBounds = path.bounds
        } else {
            outlineBounds = Rect(origin: .zero, size: size)
        }
        // Miter joins can reach miterLimit × half the width beyond the outline.
        let reach = hasStroke ? width / 2 * max(strokeStyle.join == .miter ? strokeStyle.miterLimit : 1, 1) + 1 : 1
        return outlineBounds.insetBy(dx: -reach, dy: -reach)
    }

    public override func contentContains(_ point: Point, size: Size) -> Bool {
        kind.contains(point, in: Rect(origin: .zero, size: size))
    }

    public override func shadowPath(size: Size) -> Path? {
        outline(in: Rect(origin: .zero, size: size), time: now)
    }

    public override func shadowOutlineBounds(size: Size) -> Rect? { shadowPath(size: size)?.bounds }

    /// An opaque colour's fill covers its rectangle less the corners: a corner of radius r leaves
    /// the rectangle inset by 0.3 r (a little over r(1 − 1/√2)) on every side inside it.
    ///
    /// From what is drawn now (`drawContent`): the presented fill colour and corner, whatever
    /// moves or holds them; `size` is the drawn size and the caller's transform the drawn
    /// placement, so a menu background growing from the picker covers its own shadow as it grows.
    override func opaqueRect(size: Size) -> Rect? {
        let time = now
        guard fillPaint == nil, $fillColor.presentation(at: time).alpha >= 1, size.width > 0, size.height > 0 else { return nil }
        let rect = Rect(origin: .zero, size: size)
        let shorter = min(size.width, size.height)
        let override = $cornerRadiusOverride.presentation(at: time)
        let radius: Double
        switch kind {
        case .rectangle: radius = min(max(override, 0), shorter / 2)
        case let .roundedRectangle(topLeft, topRight, bottomRight, bottomLeft)
            where override >= 0 || (topLeft == topRight && topRight == bottomRight && bottomRight == bottomLeft):
            // Drawn in closed form, its one radius clamped to half the shorter side.
            radius = min(max(override >= 0 ? override : topLeft, 0), shorter / 2)
        case let .roundedRectangle(topLeft, topRight, bottomRight, bottomLeft):
            // Drawn from the outline, whose corners shrink together only where two on one side
            // overrun it: one corner may be larger than half the shorter side.
            let tl = max(topLeft, 0), tr = max(topRight, 0), br = max(bottomRight, 0), bl = max(bottomLeft, 0)
            var fit = 1.0
            func overrun(_ side: Double, _ a: Double, _ b: Double) { if a + b > side { fit = min(fit, side / (a + b)) } }
            overrun(size.width, tl, tr); overrun(size.width, bl, br); overrun(size.height, tl, bl); overrun(size.height, tr, br)
            radius = max(tl, tr, br, bl) * fit
        case .capsule: radius = shorter / 2
        case .circle:
            let half = shorter / 2 * 0.7
            return Rect(x: rect.midX - half, y: rect.midY - half, width: 2 * half, height: 2 * half)
        default: return nil
        }
        // A point 0.3 r in from both sides at a corner lies 0.7 r √2 < r from the corner's
        // centre: inside the arc, whatever the radius.
        let inset = 0.3 * radius
        guard 2 * inset < shorter else { return nil }
        return rect.insetBy(dx: inset, dy: inset)
    }

    /// Whether the fill is drawn in closed form, without the outline, at corner radius
    /// `radius` (the override; negative: none).
    private func fillsInClosedForm(radius: Double) -> Bool {
        switch kind {
        case .circle, .rectangle: true
        case .capsule: radius < 0
        case let .roundedRectangle(topLeft, topRight, bottomRight, bottomLeft):
            radius >= 0 || (topLeft == topRight && topRight == bottomRight && bottomRight == bottomLeft)
        default: false
        }
    }

    /// Whether the stroke is drawn in closed form, without the outline: a circle's, unless its
    /// caps are square (see `drawContent`).
    private var strokesInClosedForm: Bool {
        if case .circle = kind { strokeStyle.cap != .square } else { false }
    }

    public override func placeChildren(in size: Size) {
        super.placeChildren(in: size)
        // The outline is built when the node is placed, in the layout pass an input or a state
        // change runs, rather than at its first paint, which may come in a steady frame (a page
        // an animation slides in); a steady frame then finds it cached.
        let time = now
        let strokesFromOutline = $lineWidth.presentation(at: time) > 0 && !strokesInClosedForm
        if !fillsInClosedForm(radius: $cornerRadiusOverride.presentation(at: time)) || strokesFromOutline {
            _ = outline(in: Rect(origin: .zero, size: size), time: time)
        }
    }

    public override func drawContent(in canvas: Canvas, size: Size) {
        let time = now
        let rect = Rect(origin: .zero, size: size)
        let fill = fillPaint ?? Paint($fillColor.presentation(at: time))
        let radius = $cornerRadiusOverride.presentation(at: time)
        if fillPaint != nil || fill.opacity > 0 && $fillColor.presentation(at: time).alpha > 0 {
            switch kind {
            case .circle:
                canvas.fillCircle(center: rect.center, radius: min(rect.width, rect.height) / 2, with: fill)
            case .capsule where radius < 0:
                canvas.fillCapsule(in: rect, with: fill)
            case .rectangle where radius <= 0 && fillPaint == nil && fill.opacity >= 1 && $fillColor.presentation(at: time).alpha >= 1:
                // An opaque layer's edges are not anti-aliased (Core Animation's default): opaque
                // rows side by side between pixels show no seam of what lies behind.
                canvas.fillAligningEdgesToPixels(rect, with: fill)
            case .rectangle:
                canvas.fillRoundedRect(rect, cornerRadius: max(radius, 0), with: fill)
            case let .roundedRectangle(topLeft, topRight, bottomRight, bottomLeft)
                where radius >= 0 || (topLeft == topRight && topRight == bottomRight && bottomRight == bottomLeft):
                // Closed form rather than the outline: within a few levels of the exact area where
                // flattened corners lose up to a seventh of a pixel, and nothing is built per
                // frame while the size animates. Equal corners scaled down to fit are corners
                // clamped to half the shorter side, as `fillRoundedRect` clamps them.
                canvas.fillRoundedRect(rect, cornerRadius: radius >= 0 ? radius : topLeft, with: fill)
            default:
                if let path = outline(in: rect, time: time) { canvas.fill(path, with: fill) }
            }
        }
        let width = $lineWidth.presentation(at: time)
        let strokeColor = $strokeColor.presentation(at: time)
        guard width > 0, strokePaint != nil || strokeColor.alpha > 0 else { return }
        let trim = StrokeTrim(start: $trimStart.presentation(at: time), end: $trimEnd.presentation(at: time))
        let paint = strokePaint ?? Paint(strokeColor)
        if strokesInClosedForm {
            // A circle, trimmed or not, is an arc from 3 o'clock clockwise: the canvas draws it
            // in closed form (a ring, or an arc with its caps) rather than through the stroker,
            // which a timer's ring would otherwise run on every tick. A fraction of the length
            // is that fraction of the turn.
            guard !trim.isEmpty else { return }
            let start = trim.isFull ? 0 : min(max(trim.start, 0), 1), end = trim.isFull ? 1 : min(max(trim.end, 0), 1)
            canvas.strokeArc(center: rect.center, radius: min(rect.width, rect.height) / 2, startAngle: 2 * .pi * start,
                             sweep: 2 * .pi * (end - start), width: width, cap: strokeStyle.cap, with: paint)
            return
        }
        guard let path = outline(in: rect, time: time) else { return }
        var style = strokeStyle
        style.width = width
        canvas.stroke(path, style: style, with: paint, trim: trim)
    }
}
