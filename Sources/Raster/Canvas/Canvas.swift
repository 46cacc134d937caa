import Geometry

/// Draws paths, strokes, text and images into a `Pixmap`.
///
/// A canvas keeps a state stack (transform and clip) like Core Graphics, and owns the scratch
/// buffers of the pipeline (flattened polygons, the stroker, the coverage rasterizer) so that
/// drawing the same scene frame after frame allocates nothing.
///
/// Pipeline: path → (stroker) → flattened device polygons → coverage spans → blitter → pixels.
public final class Canvas {
    struct State {
        var transform: Transform
        /// Where drawing may write: the clip's bounds within the damage limit.
        var clip: IntRect
        /// The clip's bounds without the damage limit; with a path clip, the region of its mask.
        /// Shapes are rasterized over this, whatever part of them is written: coverage then does
        /// not depend on which part of the frame is being repainted, and a pixel repainted for a
        /// small damage equals the same pixel of a full repaint, to the level.
        var rasterClip: IntRect
        /// How many path clips are in force: the innermost one's mask is `clipMasks[clipDepth - 1]`.
        var clipDepth = 0
    }

    /// The pixels drawn into. Replace it (e.g. after a window resize) with `resize(width:height:)`.
    public internal(set) var pixmap: Pixmap
    var state: State
    var stack: [State] = []
    var polygons = Polygons()
    /// Segment counts and turning steps of the arcs drawn recently (`Canvas+Primitives`).
    var arcSteps = ArcStepCache()
    var stroker = Stroker()
    var rasterizer = CoverageRasterizer()
    /// Closed-form coverage for discs, rings, round-capped arcs and rounded rectangles.
    let analyticRasterizer = AnalyticRasterizer()
    /// Scratch coverage for shadows, reused from frame to frame.
    var shadowMask: [UInt8] = []
    var blurScratch: [UInt8] = []
    /// The blur's running sum per column (one per pixel of a shadow's width).
    var blurSums: [UInt32] = []
    /// Pixmaps of open layers' parents (the outermost is the canvas's own), and spares kept for
    /// reuse so that opacity groups and masks allocate nothing in steady state.
    var layerParents: [(pixmap: Pixmap, region: IntRect)] = []
    var spareLayers: [Pixmap] = []
    /// Coverage of nested path clips, each the product of its own shape and the one below it,
    /// over its state's clip rectangle. Slots above the current depth are reused storage.
    var clipMasks: [[UInt8]] = []
    /// The device region each mask in `clipMasks` covers.
    var clipMaskRegions: [IntRect] = []
    var clipRowScratch: [UInt8] = []
    /// One row of coverage for `drawRows`, as wide as the pixmap.
    var producedRowScratch: [UInt8] = []
    /// One channel of a blurred layer at a time (`Canvas+Blur`), reused from frame to frame.
    var blurPlane: [UInt8] = []
    /// Device pixels a shadow being drawn skips (see `withShadowHole`); empty otherwise.
    var shadowHole = ShadowHole.empty

    /// Maximum distance, in device pixels, between a curve and the polyline that stands for it.
    /// 0.05: with chord compensation, every pixel along a curve is then within 8 levels of its
    /// exact coverage (`CurveCoverageTests`); at 0.2 a circle's edge read up to 32 levels light.
    public var flatteningTolerance: Double = 0.05

    /// A canvas drawing into `pixmap`, with the identity transform and the whole pixmap as the clip.
    public init(pixmap: Pixmap) {
        self.pixmap = pixmap
        state = State(transform: .identity, clip: pixmap.bounds, rasterClip: pixmap.bounds)
        stack.reserveCapacity(16)
    }

    /// A canvas over a new transparent pixmap; nil for an invalid size (see `Pixmap.init`).
    public convenience init?(width: Int, height: Int) {
        guard let pixmap = Pixmap(width: width, height: height) else { return nil }
        self.init(pixmap: pixmap)
    }

    /// Grows the scratch memory of path filling now to what a shape covering the whole pixmap
    /// needs: for a canvas made while frames run (a compositor's layer), whose first frames
    /// would otherwise grow it step by step as what it draws grows.
    public func reserveScratch() {
        rasterizer.reserve(width: pixmap.width, height: pixmap.height)
    }

    /// Replaces the pixmap with a transparent one of the new size and resets the state.
    /// Returns false (keeping the old pixmap) for an invalid size.
    @discardableResult
    public func resize(width: Int, height: Int) -> Bool {
        guard width != pixmap.width || height != pixmap.height else { return true }
        guard let replacement = Pixmap(width: width, height: height) else { return false }
        // Much smaller than before (a large window shrunk): let go of scratch sized for the old
        // frame, so memory returns to what the new size needs.
        if width * height * 4 < pixmap.width * pixmap.height {
            shadowMask = []
            blurScratch = []
            blurSums = []
            spareLayers = []
            clipMasks = []
            clipMaskRegions = []
            clipRowScratch = []
            producedRowScratch = []
            rasterizer = CoverageRasterizer()
        }
        pixmap = replacement
        stack.removeAll(keepingCapacity: true)
        state = State(transform: .identity, clip: pixmap.bounds, rasterClip: pixmap.bounds)
        return true
    }

    // MARK: State

    /// The current user-to-device transform.
    public var transform: Transform { state.transform }
    /// The current clip, in device pixels.
    public var clipBounds: IntRect { state.clip }
    /// Whether a path clip (`clip(to:rule:)`, `clip(toRoundedRect:cornerRadius:)`) is in force:
    /// its edges let through part of what is drawn, so within `clipBounds` an opaque fill at full
    /// coverage may still leave some of what lies under it showing.
    public var hasPathClip: Bool { state.clipDepth > 0 }
    /// The clip without the damage limit (`limitDrawing`): what shapes are rasterized over.
    var rasterClipBounds: IntRect { state.rasterClip }

    /// Pushes the transform and clip; `restore()` brings them back.
    public func save() { stack.append(state) }

    /// Restores the state saved by the matching `save()`; an unbalanced call does nothing.
    public func restore() {
        if let last = stack.popLast() { state = last }
    }

    /// Runs `body` between `save()` and `restore()`.
    public func withSavedState<R>(_ body: () throws -> R) rethrows -> R {
        save()
        defer { restore() }
        return try body()
    }

    /// Applies `t` before the current transform (Core Graphics' `concatenate`).
    public func concatenate(_ t: Transform) { state.transform = t.concatenating(state.transform) }
    /// Moves the origin by (`x`, `y`) in the current user space.
    public func translate(x: Double, y: Double) { concatenate(.translation(x: x, y: y)) }
    /// Scales the user space by `x` and `y` about its origin.
    public func scale(x: Double, y: Double) { concatenate(.scale(x: x, y: y)) }
    /// Rotates by `radians`, clockwise on screen for positive values.
    public func rotate(by radians: Double) { concatenate(.rotation(radians)) }
    /// Replaces the transform (used for the device scale at the start of a frame).
    public func setTransform(_ t: Transform) { state.transform = t }

    // MARK: Drawing

    /// Replaces every pixel inside the clip with `color` (no blending).
    public func clear(_ color: Color) {
        pixmap.fill(state.clip, with: color.premultiplied)
    }

    /// Fills `path` with `paint` under the current transform and clip.
    public func fill(_ path: Path, with paint: Paint, rule: FillRule = .nonZero) {
        // The scratch is emptied and filled in one access to it (see `rasterize`).
        Self.flatten(path, transform: state.transform, tolerance: flatteningTolerance, into: &polygons)
        rasterize(paint: paint, rule: rule)
    }

    /// Strokes `path` (optionally trimmed, as CAShapeLayer's strokeStart/strokeEnd) with `paint`.
    public func stroke(_ path: Path, style: StrokeStyle, with paint: Paint, trim: StrokeTrim = .full) {
        Self.stroke(path, style: style, trim: trim, transform: state.transform, tolerance: flatteningTolerance,
                    with: &stroker, into: &polygons)
        rasterize(paint: paint, rule: .nonZero)
    }

    private static func flatten(_ path: Path, transform: Transform, tolerance: Double, into polygons: inout Polygons) {
        polygons.removeAll()
        path.flatten(transform: transform, tolerance: tolerance, into: &polygons)
    }

    private static func stroke(_ path: Path, style: StrokeStyle, trim: StrokeTrim, transform: Transform,
                               tolerance: Double, with stroker: inout Stroker, into polygons: inout Polygons) {
        polygons.removeAll()
        stroker.stroke(path, style: style, trim: trim, transform: transform, tolerance: tolerance, into: &polygons)
    }

    /// Fills `rect` (user space) with `paint`, anti-aliased.
    public func fill(_ rect: Rect, with paint: Paint) {
        fillRoundedRect(rect, cornerRadius: 0, with: paint)
    }


    /// Draws `image` scaled into `frame` (user space) under the current transform, bilinearly
    /// filtered, with anti-aliased edges.
    public func draw(_ image: Pixmap, in frame: Rect, opacity: Double = 1) {
        guard let pattern = ImagePattern(image: image, frame: frame) else { return }
        // The frame's outline straight into the polygon scratch: a rotating label draws through
        // here on every frame, and building a `Path` would allocate each time.
        polygons.removeAll()
        appendRoundedRect(frame, cornerRadius: 0)
        rasterize(polygons, paint: .image(pattern, opacity: opacity))
    }

    /// Draws a text run with its line box's top-left at `topLeft` (user space), through `paint`.
    /// The run is placed on whole device pixels so glyphs stay crisp.
    public func draw(_ run: TextRun, at topLeft: Point, with paint: Paint) {
        let device = state.transform.apply(topLeft)
        guard device.x.isFinite, device.y.isFinite, abs(device.x) < 1e6, abs(device.y) < 1e6 else { return }
        draw(run.mask, atDeviceX: Int(device.x.rounded()), y: Int(device.y.rounded()), with: paint)
    }

    /// Draws an alpha mask with its top-left at a device pixel, through `paint`.
    public func draw(_ mask: AlphaMask, atDeviceX x: Int, y: Int, with paint: Paint) {
        mask.values.withUnsafeBufferPointer { values in
            draw(values, width: mask.width, height: mask.height, atDeviceX: x, y: y, with: paint)
        }
    }

    /// Draws `width × height` coverage bytes with their top-left at a device pixel, through `paint`.
    func draw(_ values: UnsafeBufferPointer<UInt8>, width: Int, height: Int, atDeviceX x: Int, y: Int, with paint: Paint) {
        let target = IntRect(x: x, y: y, width: width, height: height).intersection(state.clip)
        guard !target.isEmpty, values.count >= width * height else { return }
        func emit<B: SpanBlitter>(_ blitter: inout B) {
            for row in target.minY..<target.maxY {
                let start = (row - y) * width + (target.minX - x)
                blitAroundShadowHole(&blitter, y: row, x: target.minX,
                                     coverage: UnsafeBufferPointer(rebasing: values[start..<(start + target.width)]))
            }
        }
        // Text and shadows are solid masks: straight into the solid blitter (see `rasterize`).
        if withSolidBlitter(for: paint, { emit(&$0) }) { return }
        withClippedBlitter(for: paint, plain: { emit(&$0) }, clipped: { emit(&$0) })
    }

    /// Draws coverage made row by row: for each device row in `rows` (cut to the clip),
    /// `produce(y, columns, buffer)` writes the coverage of some columns within `columns` into
    /// `buffer` (indexed from `columns.lowerBound`) and returns them; an empty range draws
    /// nothing on that row.
    func drawRows(_ rows: Range<Int>, with paint: Paint,
                  produce: (_ y: Int, _ columns: Range<Int>, _ buffer: UnsafeMutablePointer<UInt8>) -> Range<Int>) {
        let clip = state.clip
        let rows = rows.clamped(to: clip.minY..<clip.maxY)
        guard !rows.isEmpty, clip.width > 0 else { return }
        if producedRowScratch.count < clip.width { producedRowScratch = Array(repeating: 0, count: pixmap.width) }
        let columns = clip.minX..<clip.maxX
        producedRowScratch.withUnsafeMutableBufferPointer { scratch in
            guard let base = scratch.baseAddress else { return }
            func emit<B: SpanBlitter>(_ blitter: inout B) {
                for y in rows {
                    let drawn = produce(y, columns, base).clamped(to: columns)
                    guard !drawn.isEmpty else { continue }
                    blitAroundShadowHole(&blitter, y: y, x: drawn.lowerBound,
                                         coverage: UnsafeBufferPointer(start: base + (drawn.lowerBound - columns.lowerBound), count: drawn.count))
                }
            }
            if withSolidBlitter(for: paint, { emit(&$0) }) { return }
            withClippedBlitter(for: paint, plain: { emit(&$0) }, clipped: { emit(&$0) })
        }
    }

    private func rasterize(paint: Paint, rule: FillRule) {
        rasterize(polygons, paint: paint, rule: rule)
    }

    /// Fills device-space `polygons` under the clip.
    func rasterize(_ polygons: Polygons, paint: Paint, rule: FillRule = .nonZero) {
        rasterize(polygons, bounds: polygons.bounds, paint: paint, rule: rule)
    }

    /// Fills device-space `polygons`, whose points' bounding box is `bounds`, under the clip.
    func rasterize(_ polygons: Polygons, bounds: Rect, paint: Paint, rule: FillRule = .nonZero) {
        guard !polygons.isEmpty else { return }
        let area = IntRect(enclosing: bounds).intersection(state.rasterClip)
        guard !area.isEmpty, !area.intersection(state.clip).isEmpty else { return }
        // The rasterizer is a stored property of a class: each use of it on its own is a dynamic
        // exclusivity check (`swift_beginAccess`, about a hundred instructions). One access for
        // the whole draw rather than five was 0.5 % of a tiger frame.
        rasterize(polygons, over: area, paint: paint, rule: rule, with: &rasterizer)
    }

    private func rasterize(_ polygons: Polygons, over area: IntRect, paint: Paint, rule: FillRule,
                           with rasterizer: inout CoverageRasterizer) {
        rasterizer.reset(bounds: area)
        rasterizer.add(polygons)
        // The commonest draw — a solid colour under a rectangular clip — sweeps straight into the
        // solid blitter: the sweep is specialised for it, so no span goes through `AnyBlitter`'s
        // switch and the blending inlines into the sweep.
        if withSolidBlitter(for: paint, { sweep(&rasterizer, rule: rule, within: area, into: &$0) }) {
            rasterizer.discard()
            return
        }
        withClippedBlitter(for: paint, plain: { sweep(&rasterizer, rule: rule, within: area, into: &$0) },
                           clipped: { sweep(&rasterizer, rule: rule, within: area, into: &$0) })
        // A paint that draws nothing (opacity 0, a transform that cannot be inverted) never swept:
        // the shape's area must not stay in the buffer and leak into the next draw.
        rasterizer.discard()
    }

    /// Sweeps `rasterizer`'s shape (accumulated over `area`) into `blitter`, writing only inside
    /// the clip: rows outside it are dropped unswept, spans cut to its columns.
    func sweep<B: SpanBlitter>(_ rasterizer: inout CoverageRasterizer, rule: FillRule, within area: IntRect,
                               into blitter: inout B) {
        let window = state.clip
        if window.minX <= area.minX && window.maxX >= area.maxX {
            rasterizer.sweep(fillRule: rule, into: &blitter, rows: window.minY..<window.maxY)
            return
        }
        var cut = WindowedBlitter(inner: blitter, minX: window.minX, maxX: window.maxX)
        rasterizer.sweep(fillRule: rule, into: &cut, rows: window.minY..<window.maxY)
        blitter = cut.inner
    }

}
