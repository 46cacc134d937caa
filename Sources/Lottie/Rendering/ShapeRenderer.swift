import Foundation
import Geometry
import LottieModel
import Raster

/// Draws a shape layer's contents at a frame, with After Effects' rules: a style (fill, stroke,
/// gradient) paints every path above it in its group, nested groups included; a modifier (trim,
/// round corners, …) changes every path above it, whichever style paints them; a repeater
/// repeats what is above it; items higher in the list are drawn on top.
///
/// Paths live in a table, each with its contours in the space of the group that last changed
/// it and that group's transform to the layer; styles keep indices into the table, so a modifier
/// further down still changes what they paint. Then the styles are painted bottom first.
final class ShapeRenderer {
    private struct PathEntry {
        var contours: [Contour]
        /// From the space the contours are in to the layer.
        var toLayer: Transform
    }

    private enum Style {
        case fill(Paint, FillRule)
        case stroke(Paint, StrokeParameters)
    }

    private struct StyleOp {
        var style: Style
        var paths: [Int]
        var toLayer: Transform
        var blendMode: LottieBlendMode
    }

    private var entries: [PathEntry] = []
    /// Scratch for offset paths' outlines, kept between frames.
    private var stroker = Stroker()
    private var outline = Polygons()
    private var ops: [StyleOp] = []
    private var frame = 0.0

    /// Builds the path table and the style operations of `items` at `frame`, to be painted by
    /// `paintPrepared` (and measured by `preparedBounds` first).
    func prepare(_ items: [ShapeItem], at frame: Double, opacity: Double) {
        entries.removeAll(keepingCapacity: true)
        ops.removeAll(keepingCapacity: true)
        self.frame = frame
        _ = process(items[...], toLayer: .identity, opacity: opacity)
    }

    /// Where the prepared shapes can paint, in the layer's space: every painted path's control
    /// points (a Bézier lies in their hull), grown by the widest stroke's miter reach; nil when
    /// nothing paints.
    func preparedBounds() -> Rect? {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        var grow = 0.0
        for op in ops {
            if case .stroke(_, let parameters) = op.style {
                let half = max(parameters.width.value(at: frame), 0) / 2
                let reach = parameters.join == .miter ? half * max(parameters.miterLimit, 1) : half
                // The style's space may be scaled relative to the layer.
                let m = op.toLayer
                grow = max(grow, reach * max((m.a * m.a + m.b * m.b).squareRoot(), (m.c * m.c + m.d * m.d).squareRoot()))
            }
            for index in op.paths {
                let entry = entries[index]
                for contour in entry.contours {
                    for list in [contour.vertices, contour.inControls, contour.outControls] {
                        for point in list {
                            let p = entry.toLayer.apply(point)
                            minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
                        }
                    }
                }
            }
        }
        guard minX <= maxX, minY <= maxY, minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite else { return nil }
        // One point more for anti-aliasing.
        grow += 1
        return Rect(x: minX - grow, y: minY - grow, width: maxX - minX + 2 * grow, height: maxY - minY + 2 * grow)
    }

    /// Paints what `prepare` built into `canvas`, whose transform maps the layer's space to pixels.
    func paintPrepared(in canvas: Canvas) {
        let layerTransform = canvas.transform
        for op in ops.reversed() {
            guard let inverse = op.toLayer.inverted() else { continue }
            var contours: [Contour] = []
            for index in op.paths {
                let entry = entries[index]
                let toStyle = entry.toLayer.concatenating(inverse)
                contours += entry.contours.map { $0.transformed(by: toStyle) }
            }
            canvas.setTransform(op.toLayer.concatenating(layerTransform))
            paint(op, contours: contours, in: canvas)
        }
        canvas.setTransform(layerTransform)
    }

    private func paint(_ op: StyleOp, contours: [Contour], in canvas: Canvas) {
        let body = {
            switch op.style {
            case .fill(let paint, let rule):
                guard let path = contours.path() else { return }
                canvas.fill(path, with: paint, rule: rule)
            case .stroke(let paint, let parameters):
                let width = parameters.width.value(at: self.frame)
                guard width > 0 else { return }
                var lines = contours
                if !parameters.dashes.isEmpty {
                    var pattern: [Double] = [], offset = 0.0
                    for dash in parameters.dashes {
                        if dash.kind == .offset { offset = dash.length.value(at: self.frame) } else { pattern.append(max(0, dash.length.value(at: self.frame))) }
                    }
                    if pattern.count % 2 == 1 { pattern += pattern }
                    lines = DashModifier.apply(contours, pattern: pattern, offset: offset)
                }
                guard let path = lines.path() else { return }
                canvas.stroke(path, style: StrokeStyle(width: width, cap: parameters.cap, join: parameters.join,
                                                       miterLimit: max(1, parameters.miterLimit)), with: paint)
            }
        }
        let mode = op.blendMode.rasterMode
        if mode == .normal {
            body()
        } else {
            let bounds = contours.path().map { canvas.transform.apply($0.bounds).insetBy(dx: -64, dy: -64) }
            canvas.withLayer(blendMode: mode, deviceBounds: bounds, body)
        }
    }

    /// Processes `items` in a group whose space maps to the layer by `toLayer`; returns the
    /// indices of the paths the group holds (for styles and modifiers of the groups around it).
    private func process(_ items: ArraySlice<ShapeItem>, toLayer: Transform, opacity: Double) -> [Int] {
        // A repeater repeats everything above it (earlier repeaters included); what is below it
        // is drawn once.
        let last = items.lastIndex { if case .repeater(let r) = $0 { !r.hidden } else { false } }
        var paths: [Int] = []
        var rest = items[...]
        if let last, case .repeater(let repeater) = items[last] {
            paths = repeatCopies(items[items.startIndex..<last], repeater, toLayer: toLayer, opacity: opacity)
            rest = items[(last + 1)...]
        }
        for item in rest { handle(item, paths: &paths, toLayer: toLayer, opacity: opacity) }
        return paths
    }

    private func handle(_ item: ShapeItem, paths: inout [Int], toLayer: Transform, opacity: Double) {
        let f = frame
        switch item {
        case .group(let group):
            guard !group.hidden else { return }
            let local = group.transform.matrix(at: f)
            let inner = process(group.items[...], toLayer: local.concatenating(toLayer),
                                opacity: opacity * group.transform.opacity(at: f))
            paths += inner
        case .rectangle(let shape):
            guard !shape.hidden else { return }
            let p = shape.position.value(at: f), s = shape.size.value(at: f)
            var contour = ContourShapes.rectangle(center: Point(x: p.x, y: p.y), size: Size(width: s.x, height: s.y),
                                                  roundness: shape.roundness.value(at: f))
            if shape.reversed { contour = contour.reversedKeepingStart() }
            paths.append(addEntry([contour], toLayer))
        case .ellipse(let shape):
            guard !shape.hidden else { return }
            let p = shape.position.value(at: f), s = shape.size.value(at: f)
            var contour = ContourShapes.ellipse(center: Point(x: p.x, y: p.y), size: Size(width: s.x, height: s.y))
            if shape.reversed { contour = contour.reversedKeepingStart() }
            paths.append(addEntry([contour], toLayer))
        case .star(let shape):
            guard !shape.hidden else { return }
            let p = shape.position.value(at: f)
            var contour = ContourShapes.star(center: Point(x: p.x, y: p.y), points: shape.points.value(at: f),
                                             rotation: shape.rotation.value(at: f), outerRadius: shape.outerRadius.value(at: f),
                                             outerRoundness: shape.outerRoundness.value(at: f), innerRadius: shape.innerRadius.value(at: f),
                                             innerRoundness: shape.innerRoundness.value(at: f), isPolygon: shape.isPolygon)
            if shape.reversed { contour = contour.reversedKeepingStart() }
            paths.append(addEntry([contour], toLayer))
        case .path(let shape):
            guard !shape.hidden else { return }
            var contour = Contour(shape.shape.value(at: f))
            if shape.reversed { contour = contour.reversedKeepingStart() }
            paths.append(addEntry([contour], toLayer))
        case .fill(let fill):
            guard !fill.hidden else { return }
            let c = fill.color.value(at: f)
            let alpha = opacity * min(max(fill.opacity.value(at: f) / 100, 0), 1)
            let paint = Paint(.solid(Self.color(c)), opacity: alpha)
            ops.append(StyleOp(style: .fill(paint, fill.evenOdd ? .evenOdd : .nonZero), paths: paths, toLayer: toLayer, blendMode: fill.blendMode))
        case .stroke(let stroke):
            guard !stroke.hidden else { return }
            let c = stroke.color.value(at: f)
            let alpha = opacity * min(max(stroke.opacity.value(at: f) / 100, 0), 1)
            ops.append(StyleOp(style: .stroke(Paint(.solid(Self.color(c)), opacity: alpha), stroke.stroke), paths: paths,
                               toLayer: toLayer, blendMode: stroke.blendMode))
        case .gradientFill(let fill):
            guard !fill.hidden else { return }
            let alpha = opacity * min(max(fill.opacity.value(at: f) / 100, 0), 1)
            guard let paint = GradientPaint.paint(fill.gradient, at: f, opacity: alpha) else { return }
            ops.append(StyleOp(style: .fill(paint, fill.evenOdd ? .evenOdd : .nonZero), paths: paths, toLayer: toLayer, blendMode: fill.blendMode))
        case .gradientStroke(let stroke):
            guard !stroke.hidden else { return }
            let alpha = opacity * min(max(stroke.opacity.value(at: f) / 100, 0), 1)
            guard let paint = GradientPaint.paint(stroke.gradient, at: f, opacity: alpha) else { return }
            ops.append(StyleOp(style: .stroke(paint, stroke.stroke), paths: paths, toLayer: toLayer, blendMode: stroke.blendMode))
        case .trim(let trim):
            guard !trim.hidden else { return }
            let start = trim.start.value(at: f) / 100, end = trim.end.value(at: f) / 100
            let offset = trim.offset.value(at: f) / 360
            if trim.individually {
                // One path laid end to end: every contour in this group's space, cut together.
                let all = paths.flatMap { index in entries[index].contours.map { $0.transformed(by: relative(entries[index].toLayer, toLayer)) } }
                let trimmed = TrimModifier.apply(all, start: start, end: end, offset: offset, individually: true)
                for index in paths { entries[index].contours = []; entries[index].toLayer = toLayer }
                if let first = paths.first { entries[first].contours = trimmed }
            } else {
                modify(paths, in: toLayer) { TrimModifier.apply($0, start: start, end: end, offset: offset, individually: false) }
            }
        case .roundCorners(let round):
            guard !round.hidden else { return }
            let radius = round.radius.value(at: f)
            modify(paths, in: toLayer) { $0.map { VertexModifiers.roundCorners($0, radius: radius) } }
        case .puckerBloat(let modifier):
            guard !modifier.hidden else { return }
            let amount = modifier.amount.value(at: f)
            modify(paths, in: toLayer) { $0.map { VertexModifiers.puckerBloat($0, amount: amount) } }
        case .zigZag(let modifier):
            guard !modifier.hidden else { return }
            let size = modifier.size.value(at: f), ridges = modifier.ridges.value(at: f)
            modify(paths, in: toLayer) { $0.map { VertexModifiers.zigZag($0, size: size, ridges: ridges, smooth: modifier.smooth) } }
        case .offsetPath(let modifier):
            guard !modifier.hidden else { return }
            let amount = modifier.amount.value(at: f), limit = modifier.miterLimit.value(at: f)
            // The outline is flattened finely enough for the largest scale a composition is drawn at.
            modify(paths, in: toLayer) { contours in
                contours.flatMap { contour -> [Contour] in
                    contour.closed ? [VertexModifiers.offset(contour, amount: amount, miterLimit: limit)]
                        : VertexModifiers.offsetOpen(contour, amount: amount, join: modifier.join, miterLimit: limit, tolerance: 0.05,
                                                     stroker: &stroker, outline: &outline)
                }
            }
        case .twist(let modifier):
            guard !modifier.hidden else { return }
            let angle = modifier.angle.value(at: f), c = modifier.center.value(at: f)
            modify(paths, in: toLayer) { $0.map { VertexModifiers.twist($0, angle: angle, center: Point(x: c.x, y: c.y)) } }
        case .transform, .mergePaths, .unsupported, .repeater:
            break
        }
    }

    /// Draws the items above a repeater once per copy, each copy moved by the repeater's
    /// transform once more than the one before, its opacity going from start to end.
    private func repeatCopies(_ items: ArraySlice<ShapeItem>, _ repeater: Repeater, toLayer: Transform, opacity: Double) -> [Int] {
        let f = frame
        let copies = Int(min(max(repeater.copies.value(at: f), 0), Double(LottieLimits.maximumRepeaterCopies)).rounded(.down))
        guard copies > 0 else { return [] }
        let offset = repeater.offset.value(at: f)
        let startOpacity = (repeater.transform.startOpacity?.value(at: f) ?? 100) / 100
        let endOpacity = (repeater.transform.endOpacity?.value(at: f) ?? 100) / 100
        var result: [Int] = []
        // Styles added first are drawn on top: newer copies above means the last copy first.
        let order = repeater.newAbove ? Array((0..<copies).reversed()) : Array(0..<copies)
        for copy in order {
            let matrix = Self.repeated(repeater.transform, times: Double(copy) + offset, at: f)
            let fraction = copies > 1 ? Double(copy) / Double(copies - 1) : 0
            let copyOpacity = startOpacity + (endOpacity - startOpacity) * fraction
            result += process(items, toLayer: matrix.concatenating(toLayer), opacity: opacity * min(max(copyOpacity, 0), 1))
        }
        return result
    }

    /// The repeater's transform applied `times` times (fractional for a fractional offset):
    /// scale and rotation compound, the position adds up, about the anchor.
    static func repeated(_ transform: ShapeTransform, times: Double, at frame: Double) -> Transform {
        let anchor = transform.anchor.value(at: frame)
        let position = transform.position(at: frame)
        let scale = transform.scale.value(at: frame)
        let rotation = transform.rotation.value(at: frame) * .pi / 180
        var m = Transform.translation(x: -anchor.x, y: -anchor.y)
        m = m.concatenating(.scale(x: pow(max(scale.x / 100, 0), times), y: pow(max(scale.y / 100, 0), times)))
        m = m.concatenating(.rotation(rotation * times))
        m = m.concatenating(.translation(x: anchor.x + position.x * times, y: anchor.y + position.y * times))
        return m
    }

    private func addEntry(_ contours: [Contour], _ toLayer: Transform) -> Int {
        entries.append(PathEntry(contours: contours, toLayer: toLayer))
        return entries.count - 1
    }

    /// The transform from space `a → layer` to space `b → layer`.
    private func relative(_ from: Transform, _ to: Transform) -> Transform {
        guard let inverse = to.inverted() else { return from }
        return from.concatenating(inverse)
    }

    /// Applies `change` to each path in the modifier's group space (`toLayer`).
    private func modify(_ paths: [Int], in toLayer: Transform, _ change: ([Contour]) -> [Contour]) {
        for index in paths {
            let toGroup = relative(entries[index].toLayer, toLayer)
            entries[index].contours = change(entries[index].contours.map { $0.transformed(by: toGroup) })
            entries[index].toLayer = toLayer
        }
    }

    static func color(_ c: LottieVector) -> Color {
        func clamp(_ v: Double) -> Double { min(max(v.isFinite ? v : 0, 0), 1) }
        // Old exporters wrote 0…255 channels.
        let scale = (c.x > 1 || c.y > 1 || c.z > 1) ? 1.0 / 255 : 1
        return Color(red: clamp(c.x * scale), green: clamp(c.y * scale), blue: clamp(c.z * scale), alpha: c.count >= 4 ? clamp(c.w * (c.w > 1 ? 1.0 / 255 : 1)) : 1)
    }
}

extension LottieBlendMode {
    /// The raster's blend mode of the same name.
    var rasterMode: BlendMode {
        switch self {
        case .normal: .normal
        case .multiply: .multiply
        case .screen: .screen
        case .overlay: .overlay
        case .darken: .darken
        case .lighten: .lighten
        case .colorDodge: .colorDodge
        case .colorBurn: .colorBurn
        case .hardLight: .hardLight
        case .softLight: .softLight
        case .difference: .difference
        case .exclusion: .exclusion
        case .hue: .hue
        case .saturation: .saturation
        case .color: .color
        case .luminosity: .luminosity
        case .add: .add
        case .hardMix: .hardMix
        }
    }
}
