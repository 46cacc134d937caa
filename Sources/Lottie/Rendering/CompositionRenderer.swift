import Foundation
import Geometry
import LottieModel
import Raster

/// Draws a composition at any frame (the file's own numbers, fractional allowed): layers bottom
/// first, each in its time (start time, stretch, time remapping), its transform nested in its
/// parents', through its masks and its matte, at its opacity and in its blend mode.
/// Precompositions draw their layers clipped to their box, in their own time.
public final class CompositionRenderer {
    /// Composition.
    public let composition: Composition
    /// Decoded images by asset id (a missing one draws nothing).
    let images: [String: Pixmap]
    private let shapes = ShapeRenderer()
    private let text: TextLayerRenderer
    /// Layer lists by their `ind`, built once per list (root and each precomposition).
    private var indexes: [String: [Int: Int]] = [:]
    private static let rootKey = "\u{0}root"

    /// A renderer of `composition` with its decoded `images`; `text` draws text whose glyphs the
    /// file does not embed (the bundled font), none when nil.
    public init(composition: Composition, images: [String: Pixmap] = [:], text: TextRasterizer? = nil) {
        self.composition = composition
        self.images = images
        self.text = TextLayerRenderer(composition: composition)
        self.text.rasterizer = text
        indexes[Self.rootKey] = Self.index(composition.layers)
        for case .precomposition(let id, let layers, _) in composition.assets.values { indexes[id] = Self.index(layers) }
    }

    private static func index(_ layers: [Layer]) -> [Int: Int] {
        var result: [Int: Int] = [:]
        for (position, layer) in layers.enumerated() { if let ind = layer.index, result[ind] == nil { result[ind] = position } }
        return result
    }

    /// Draws frame `frame` into `canvas`, whose transform maps the composition's points to pixels.
    public func draw(frame: Double, in canvas: Canvas) {
        canvas.save()
        canvas.clip(to: Rect(x: 0, y: 0, width: composition.width, height: composition.height))
        drawLayers(composition.layers, key: Self.rootKey, frame: frame, in: canvas)
        canvas.restore()
    }

    private func drawLayers(_ layers: [Layer], key: String, frame: Double, in canvas: Canvas) {
        let byIndex = indexes[key] ?? [:]
        for position in layers.indices.reversed() {
            let layer = layers[position]
            guard !layer.isMatteSource, !layer.hidden, isVisible(layer, at: frame) else { continue }
            if let mode = layer.matteMode {
                let matte: Layer? = if let target = layer.matteParent { byIndex[target].map { layers[$0] } }
                    else { position > 0 ? layers[position - 1] : nil }
                // A matted layer shows only where it paints: its passes cover that alone.
                let bounds = layerBounds(layer, in: layers, byIndex: byIndex, frame: frame, canvas: canvas)
                canvas.drawMasked(deviceBounds: bounds, source: mode.maskSource) {
                    self.draw(layer, in: layers, byIndex: byIndex, frame: frame, canvas: canvas)
                } mask: {
                    if let matte, self.isVisible(matte, at: frame) {
                        self.draw(matte, in: layers, byIndex: byIndex, frame: frame, canvas: canvas)
                    }
                }
            } else {
                draw(layer, in: layers, byIndex: byIndex, frame: frame, canvas: canvas)
            }
        }
    }

    func isVisible(_ layer: Layer, at frame: Double) -> Bool {
        frame >= layer.inPoint && frame < layer.outPoint
    }

    /// The frame a precomposition layer shows of its composition at its parent's `frame`: time
    /// remapped, or shifted by the layer's start and slowed by its stretch. A layer's own
    /// properties (transform, shapes, masks, effects) are keyed in its parent's time, as
    /// lottie-android and ThorVG read them (lottie-web shifts them by the start as well; the
    /// files lottie-android's snapshot tests play look right only without the shift).
    func localFrame(_ layer: Layer, at frame: Double) -> Double {
        if let remap = layer.timeRemap {
            return remap.value(at: frame) * composition.frameRate / layer.stretch
        }
        return (frame - layer.startTime) / layer.stretch
    }

    /// The layer's transform to its composition's space, its parents' nested around it.
    func worldTransform(_ layer: Layer, in layers: [Layer], byIndex: [Int: Int], frame: Double) -> Transform {
        var transform = layer.transform.matrix(at: frame, autoOrient: layer.autoOrient)
        var current = layer, depth = 0
        while let parent = current.parent, let position = byIndex[parent], depth < layers.count {
            current = layers[position]
            transform = transform.concatenating(current.transform.matrix(at: frame, autoOrient: current.autoOrient))
            depth += 1
        }
        return transform
    }

    private func draw(_ layer: Layer, in layers: [Layer], byIndex: [Int: Int], frame: Double, canvas: Canvas) {
        if case .null = layer.content { return }
        if case .unsupported = layer.content { return }
        let local = frame
        let transform = worldTransform(layer, in: layers, byIndex: byIndex, frame: frame)
        let opacity = layer.transform.opacity(at: local)
        guard opacity > 0 else { return }
        canvas.save()
        defer { canvas.restore() }
        canvas.concatenate(transform)
        if case .shapes(let items) = layer.content { shapes.prepare(items, at: local, opacity: 1) }
        // The offscreen passes (opacity, masks, blend mode) cover only where the layer can paint.
        let bounds = deviceBounds(of: layer, frame: local, in: canvas)
        // Content, through its effects, through its masks.
        let masks = layer.masks.filter { $0.mode != .none }
        let effected = { self.drawEffects(layer, frame: local, bounds: bounds, in: canvas) { self.drawContent(layer, frame: local, in: canvas) } }
        let body = masks.isEmpty ? effected : {
            canvas.drawMasked(deviceBounds: bounds, content: effected, mask: { self.drawMasks(masks, frame: local, in: canvas) })
        }
        if layer.blendMode != .normal {
            canvas.withLayer(blendMode: layer.blendMode.rasterMode, opacity: opacity, deviceBounds: bounds, body)
        } else {
            canvas.withOpacity(opacity, deviceBounds: bounds, body)
        }
    }

    /// `deviceBounds(of:frame:in:)` of a layer not yet being drawn: its shapes prepared (again, when it
    /// is drawn) under its world transform.
    private func layerBounds(_ layer: Layer, in layers: [Layer], byIndex: [Int: Int], frame: Double, canvas: Canvas) -> Rect? {
        if case .null = layer.content { return nil }
        canvas.save()
        defer { canvas.restore() }
        canvas.concatenate(worldTransform(layer, in: layers, byIndex: byIndex, frame: frame))
        if case .shapes(let items) = layer.content { shapes.prepare(items, at: frame, opacity: 1) }
        return deviceBounds(of: layer, frame: frame, in: canvas)
    }

    /// Where `layer` can paint, in device pixels (its blur and shadow included), or nil where
    /// that is not known cheaply (text, an unclipped precomposition). A shape layer's shapes
    /// must have been prepared.
    private func deviceBounds(of layer: Layer, frame: Double, in canvas: Canvas) -> Rect? {
        let local: Rect?
        switch layer.content {
        case .shapes: local = shapes.preparedBounds()
        case .solid(_, let width, let height): local = Rect(x: 0, y: 0, width: width, height: height)
        case .image(let id):
            guard case .image(let asset) = composition.assets[id], asset.width > 0, asset.height > 0 else { return nil }
            local = Rect(x: 0, y: 0, width: asset.width, height: asset.height)
        case .precomposition(_, let width, let height):
            local = width > 0 && height > 0 ? Rect(x: 0, y: 0, width: width, height: height) : nil
        case .text, .null, .unsupported:
            return nil
        }
        // Nothing paints: an empty rectangle, so no offscreen pass is made at all.
        guard let local else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        let device = canvas.transform.apply(local)
        let reach = 1 + blurReach(of: layer, frame: frame, in: canvas)
        return device.insetBy(dx: -reach, dy: -reach)
    }

    /// How far past its geometry a layer's blur and drop shadow reach, in device pixels: three
    /// standard deviations, and the shadow's distance.
    private func blurReach(of layer: Layer, frame: Double, in canvas: Canvas) -> Double {
        var reach = 0.0
        let m = canvas.transform
        let scale = abs(m.a * m.d - m.b * m.c).squareRoot()
        for effect in layer.effects where effect.enabled {
            switch effect.kind {
            case .gaussianBlur: reach = max(reach, 3 * LayerEffects.blurSigma(effect, at: frame) * scale)
            case .dropShadow:
                let (_, offset, sigma) = LayerEffects.dropShadow(effect, at: frame)
                reach = max(reach, (3 * sigma + max(abs(offset.x), abs(offset.y))) * scale * 1.5)
            default: break
            }
        }
        return reach > 0 && reach.isFinite ? reach + 2 : 0
    }

    /// Draws `content` through the layer's effects: fill and tint, then a Gaussian blur and a
    /// drop shadow under it, their sizes in the layer's units (so scaled with it).
    private func drawEffects(_ layer: Layer, frame: Double, bounds: Rect?, in canvas: Canvas, _ content: () -> Void) {
        guard !layer.effects.isEmpty else { content(); return }
        let colors = layer.effects.filter { $0.enabled && ($0.kind == .fill || $0.kind == .tint) }
        let colored = colors.isEmpty ? content : {
            canvas.withColorEffects(colors.map { LayerEffects.colorEffect($0, at: frame) }, deviceBounds: bounds, content)
        }
        let blur = layer.effects.first { $0.enabled && $0.kind == .gaussianBlur }
        let shadow = layer.effects.first { $0.enabled && $0.kind == .dropShadow }
        guard blur != nil || shadow != nil else { colored(); return }
        let m = canvas.transform
        let scale = abs(m.a * m.d - m.b * m.c).squareRoot()
        let sigma = blur.map { LayerEffects.blurSigma($0, at: frame) * scale } ?? 0
        let cast = shadow.map { effect -> LayerShadow in
            let (color, offset, softness) = LayerEffects.dropShadow(effect, at: frame)
            let origin = m.apply(Point(x: 0, y: 0)), moved = m.apply(offset)
            return LayerShadow(color: color, offset: Point(x: moved.x - origin.x, y: moved.y - origin.y), sigma: softness * scale)
        }
        canvas.withBlur(sigma: sigma, shadow: cast, deviceBounds: bounds, colored)
    }

    private func drawContent(_ layer: Layer, frame: Double, in canvas: Canvas) {
        switch layer.content {
        case .shapes:
            // Prepared by `draw(_:in:byIndex:frame:canvas:)`, which measured them first.
            shapes.paintPrepared(in: canvas)
        case .solid(let color, let width, let height):
            canvas.fill(Rect(x: 0, y: 0, width: width, height: height), with: Paint(ShapeRenderer.color(color)))
        case .image(let id):
            guard let image = images[id], case .image(let asset) = composition.assets[id] else { return }
            let width = asset.width > 0 ? asset.width : Double(image.width), height = asset.height > 0 ? asset.height : Double(image.height)
            canvas.draw(image, in: Rect(x: 0, y: 0, width: width, height: height))
        case .precomposition(let id, let width, let height):
            guard case .precomposition(_, let layers, _) = composition.assets[id] else { return }
            canvas.save()
            if width > 0 && height > 0 { canvas.clip(to: Rect(x: 0, y: 0, width: width, height: height)) }
            drawLayers(layers, key: id, frame: localFrame(layer, at: frame), in: canvas)
            canvas.restore()
        case .text(let data):
            text.draw(data, at: frame, in: canvas, shapes: shapes)
        case .null, .unsupported:
            break
        }
    }

    /// The masks' coverage: each merged into those before it by its mode. A first mask that
    /// subtracts or intersects starts from everything, as After Effects does.
    private func drawMasks(_ masks: [Mask], frame: Double, in canvas: Canvas) {
        if let first = masks.first, first.mode == .subtract || first.mode == .intersect {
            canvas.save()
            canvas.setTransform(.identity)
            let b = canvas.clipBounds
            canvas.fill(Rect(x: Double(b.minX), y: Double(b.minY), width: Double(b.width), height: Double(b.height)), with: Paint(.white))
            canvas.restore()
        }
        for mask in masks {
            let shape = Contour(mask.shape.value(at: frame))
            guard let path = [shape].path() else {
                if mask.mode == .intersect && !mask.inverted {
                    canvas.mergeCoverage(.intersect, deviceBounds: nil) {}
                }
                continue
            }
            let opacity = min(max(mask.opacity.value(at: frame) / 100, 0), 1)
            let expansion = mask.expansion.value(at: frame)
            // Feather softens the mask's edge: its coverage blurred, at the blur effect's scale.
            let feather = mask.feather.value(at: frame)
            let m = canvas.transform
            let featherSigma = max((feather.x + feather.y) / 2, 0) * LayerEffects.blurToSigma * abs(m.a * m.d - m.b * m.c).squareRoot()
            // Where the mask's shape reaches, grown by its expansion and feather: outside it
            // every mode leaves the coverage as it is (or clears it, which the canvas does).
            let reach = (max(expansion, 0) * abs(m.a * m.d - m.b * m.c).squareRoot() + 3 * featherSigma + 2)
            let shapeBounds = m.apply(path.bounds).insetBy(dx: -reach, dy: -reach)
            canvas.mergeCoverage(mask.mode.coverageOperation, inverted: mask.inverted, opacity: opacity, deviceBounds: shapeBounds) {
                canvas.withBlur(sigma: featherSigma) { self.fillMask(path, expansion: expansion, in: canvas) }
            }
        }
    }

    /// A mask's shape grown (or shrunk) by its expansion, in white.
    private func fillMask(_ path: Path, expansion: Double, in canvas: Canvas) {
        canvas.fill(path, with: Paint(.white))
        if expansion > 0 {
            canvas.stroke(path, style: StrokeStyle(width: expansion * 2, cap: .round, join: .round), with: Paint(.white))
        } else if expansion < 0 {
            canvas.mergeCoverage(.subtract, deviceBounds: nil) {
                canvas.stroke(path, style: StrokeStyle(width: -expansion * 2, cap: .round, join: .round), with: Paint(.white))
            }
        }
    }
}

extension MatteMode {
    var maskSource: MaskSource {
        switch self {
        case .alpha: .alpha
        case .invertedAlpha: .invertedAlpha
        case .luma: .luminance
        case .invertedLuma: .invertedLuminance
        }
    }
}

extension Mask.Mode {
    var coverageOperation: CoverageOperation {
        switch self {
        case .add, .none: .union
        case .subtract: .subtract
        case .intersect: .intersect
        case .lighten: .lighten
        case .darken: .darken
        case .difference: .difference
        }
    }
}
