import Animation
import Geometry
import Raster
import Scene

/// The curve editor's pad: the cubic Bézier of a timing-curve parameter in its unit square, the
/// handles from the ends to the two control points, and the control points as knobs the mouse
/// drags (through the engine's `DragGesture`, as a window delivers it).
///
/// Pressing within `grabRadius` of a knob grabs it where it was pressed, so it does not jump;
/// pressing anywhere else moves the nearer knob to the pointer and drags it from there. A
/// dragged point keeps x within 0…1 (Core Animation's rule) and y within `CurveEditor.yRange`.
/// Every move sets the parameter at once (`parameter.value = …`, without animation); any change
/// of the parameter, from here or elsewhere, repaints the pad. With `progress` non-nil a dot
/// sits on the curve at that progress.
///
/// Layout: the width proposed (ideal 128 pt) and the height that keeps the unit square square
/// over the whole y range (240 pt at 128 wide). The curve's path is built when the curve or the
/// size changes, so repainting (for the progress dot) allocates nothing.
final class BezierPadNode: EditorPlotNode {
    /// Points from a knob's centre within which a press grabs it.
    static let grabRadius = 14.0
    static let knobRadius = 6.0

    let parameter: Parameter<TimingCurve>
    private let progress: (any StateSource<Double?>)?
    /// The knob being dragged (1 or 2) and the offset from the pointer to its centre.
    private(set) var grabbed: (point: Int, offset: Point)?
    private var cachedPaths: (curve: TimingCurve, size: Size, curvePath: Path?, handles: Path?, grid: Path?)?

    init(curve parameter: Parameter<TimingCurve>, progress: (any StateSource<Double?>)?) {
        self.parameter = parameter
        self.progress = progress
        super.init(debugName: "BezierPad")
        contentShape = .rectangle
        onChange(of: parameter) { pad, _ in pad.setNeedsPaint() }
        if let progress { onChange(of: progress) { pad, _ in pad.setNeedsPaint() } }
        addGesture(DragGesture(minimumDistance: 0)
            .onBegan { [unowned(unsafe) self] drag in dragBegan(at: drag.location) }
            .onChanged { [unowned(unsafe) self] drag in dragMoved(to: drag.location) }
            .onEnded { [unowned(unsafe) self] _ in grabbed = nil }
            .onCancelled { [unowned(unsafe) self] in grabbed = nil })
    }

    var geometry: BezierPadGeometry { BezierPadGeometry(size: size) }

    /// The control points' centres in pad points.
    func knobCenters(of curve: TimingCurve) -> (Point, Point) {
        let g = geometry
        return (g.point(x: curve.controlPoint1.x, y: curve.controlPoint1.y), g.point(x: curve.controlPoint2.x, y: curve.controlPoint2.y))
    }

    // MARK: Dragging

    private func dragBegan(at location: Point) {
        guard let local = convertFromScene(location) else { return }
        let (p1, p2) = knobCenters(of: parameter.value)
        let d1 = (p1 - local).length, d2 = (p2 - local).length
        // Ties go to the second point: at rest on the diagonal it is the one drawn on top.
        let point = d1 < d2 ? 1 : 2
        let center = point == 1 ? p1 : p2
        grabbed = (point, min(d1, d2) <= Self.grabRadius ? center - local : .zero)
        if min(d1, d2) > Self.grabRadius { move(point, to: local) }
    }

    private func dragMoved(to location: Point) {
        guard let grab = grabbed, let local = convertFromScene(location) else { return }
        move(grab.point, to: local + grab.offset)
    }

    /// Puts control point `point` at pad point `p` (clamped), as a change the user makes: it
    /// jumps whatever transaction is current.
    private func move(_ point: Int, to p: Point) {
        let unit = geometry.unit(at: p)
        let c = parameter.value
        let updated = point == 1
            ? TimingCurve(x1: unit.x, y1: unit.y, x2: c.controlPoint2.x, y2: c.controlPoint2.y)
            : TimingCurve(x1: c.controlPoint1.x, y1: c.controlPoint1.y, x2: unit.x, y2: unit.y)
        guard let graph else { return parameter.value = updated }
        graph.runLoop.withTransaction(Transaction()) { parameter.value = updated }
    }

    // MARK: Layout and drawing

    override func measure(_ proposal: ProposedSize) -> Size {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? BezierPadGeometry.idealWidth
        var height = BezierPadGeometry.height(forWidth: width)
        if let proposed = proposal.height, proposed.isFinite { height = min(height, proposed) }
        return Size(width: width, height: height)
    }

    private func paths(for curve: TimingCurve, size: Size) -> (curve: Path?, handles: Path?, grid: Path?) {
        if let cached = cachedPaths, cached.curve == curve, cached.size == size {
            return (cached.curvePath, cached.handles, cached.grid)
        }
        let g = geometry
        let (p1, p2) = knobCenters(of: curve)
        let start = g.point(x: 0, y: 0), end = g.point(x: 1, y: 1)
        var bezier = PathBuilder()
        bezier.move(to: start)
        bezier.cubic(to: end, control1: p1, control2: p2)
        var handles = PathBuilder()
        handles.move(to: start)
        handles.line(to: p1)
        handles.move(to: end)
        handles.line(to: p2)
        // The unit square, its quarter lines and the linear diagonal.
        var grid = PathBuilder()
        for quarter in 0...4 {
            let v = Double(quarter) / 4
            grid.move(to: g.point(x: v, y: 0))
            grid.line(to: g.point(x: v, y: 1))
            grid.move(to: g.point(x: 0, y: v))
            grid.line(to: g.point(x: 1, y: v))
        }
        grid.move(to: start)
        grid.line(to: end)
        let result = (bezier.finish(), handles.finish(), grid.finish())
        cachedPaths = (curve, size, result.0, result.1, result.2)
        return result
    }

    override func drawContent(in canvas: Canvas, size: Size) {
        let paints = paints
        let curve = parameter.value
        let g = geometry
        canvas.fillRoundedRect(Rect(origin: .zero, size: size), cornerRadius: 8, with: paints.plotFill)
        let (curvePath, handles, grid) = paths(for: curve, size: size)
        if let grid { canvas.stroke(grid, style: StrokeStyle(width: 1), with: paints.grid) }
        if let handles { canvas.stroke(handles, style: StrokeStyle(width: 1.5, cap: .round), with: paints.handle) }
        if let curvePath {
            canvas.stroke(curvePath, style: StrokeStyle(width: 2.5, cap: .round, join: .round), with: paints.curve)
        }
        let white = Paint(Color.white)
        let (p1, p2) = knobCenters(of: curve)
        canvas.fillCircle(center: p1, radius: Self.knobRadius, with: paints.point1)
        canvas.fillCircle(center: p1, radius: 2.5, with: white)
        canvas.fillCircle(center: p2, radius: Self.knobRadius, with: paints.point2)
        canvas.fillCircle(center: p2, radius: 2.5, with: white)
        if let p = progress?.value, p.isFinite {
            let x = min(max(p, 0), 1)
            canvas.fillCircle(center: g.point(x: x, y: curve.value(at: x)), radius: 4.5, with: paints.live)
        }
    }
}
