import Geometry

/// Draws paths, strokes, text and images into a `Pixmap`.
///
/// A canvas keeps a state stack (transform and clip) like Core Graphics, and owns the scratch
/// buffers of the pipeline (flattened polygons, the stroker, the coverage rasterizer) so that
/// drawing the same scene frame after frame allocates nothing.
///
/// Pipeline: path → (stroker) → flattened device polygons → coverage spans → blitter → pixels.
public final class Canvas {
    private struct State {
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
    private var state: State
    private var stack: [State] = []
    var polygons = Polygons()
    /// Segment counts and turning steps of the arcs drawn recently (`Canvas+Primitives`).
    var arcSteps = ArcStepCache()
    private var stroker = Stroker()
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
    private var clipMasks: [[UInt8]] = []
    /// The device region each mask in `clipMasks` covers.
    private var clipMaskRegions: [IntRect] = []
    private var clipRowScratch: [UInt8] = []
    /// One row of coverage for `drawRows`, as wide as the pixmap.
    private var producedRowScratch: [UInt8] = []
    /// Device pixels a shadow being drawn skips (see `withShadowHole`); empty otherwise.
    private(set) var shadowHole = ShadowHole.empty

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

    /// Intersects the clip with `rect` (user space). The device rectangle is snapped to whole
    /// pixels (edges rounded to nearest); a rotated transform clips to the rectangle's bounds.
    public func clip(to rect: Rect) {
        let device = state.transform.apply(rect)
        guard device.minX.isFinite, device.maxX.isFinite, device.minY.isFinite, device.maxY.isFinite else {
            state.clip = .empty
            state.rasterClip = .empty
            return
        }
        let limit = Double(1 << 20)
        func snap(_ v: Double) -> Int { Int(min(max(v, -limit), limit).rounded()) }
        let x0 = snap(device.minX), y0 = snap(device.minY), x1 = snap(device.maxX), y1 = snap(device.maxY)
        let snapped = IntRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        state.clip = state.clip.intersection(snapped)
        state.rasterClip = state.rasterClip.intersection(snapped)
    }

    /// Intersects the clip with `path` (filled with `rule`), anti-aliased. Nested clips multiply,
    /// so their result is the intersection; `restore()` undoes them like any other state.
    public func clip(to path: Path, rule: FillRule = .nonZero) {
        polygons.removeAll()
        path.flatten(transform: state.transform, tolerance: flatteningTolerance, into: &polygons)
        clipToPolygons(rule: rule)
    }

    /// Intersects the clip with the device-space outline in the polygon scratch.
    func clipToPolygons(rule: FillRule) {
        let region = polygons.isEmpty ? IntRect.empty : IntRect(enclosing: polygons.bounds).intersection(state.rasterClip)
        guard !region.isEmpty, !region.intersection(state.clip).isEmpty else {
            state.clip = .empty
            state.rasterClip = .empty
            return
        }
        // An upright rectangle on whole pixels (a pager's page, a card clipped to its frame) covers
        // each pixel wholly or not at all: its mask would be 255 inside and 0 outside, the clip's
        // rectangle alone. No mask then, and no soft edge (`hasPathClip`).
        if Self.isPixelAlignedRectangle(polygons) {
            state.clip = region.intersection(state.clip)
            state.rasterClip = region
            return
        }
        let depth = state.clipDepth
        while clipMasks.count <= depth {
            clipMasks.append([])
            clipMaskRegions.append(.empty)
        }
        let count = region.width * region.height
        if clipMasks[depth].count < count { clipMasks[depth] = Array(repeating: 0, count: count) }
        if clipRowScratch.count < region.width { clipRowScratch = Array(repeating: 0, count: region.width) }
        let outer = depth > 0 ? clipMaskRegions[depth - 1] : region
        rasterizer.reset(bounds: region)
        rasterizer.add(polygons)
        clipMasks[depth].withUnsafeMutableBufferPointer { buffer in
            guard let values = buffer.baseAddress else { return }
            values.update(repeating: 0, count: count)
            var writer = MaskBlitter(values: values, width: region.width, originX: region.x, originY: region.y)
            sweep(&rasterizer, rule: rule, within: region, into: &writer)
        }
        if depth > 0 {
            // Multiply by the enclosing clip's mask over the new, smaller region.
            let innerMask = clipMasks[depth - 1]
            for y in region.minY..<region.maxY {
                for x in region.minX..<region.maxX {
                    let i = (y - region.y) * region.width + (x - region.x)
                    let o = (y - outer.y) * outer.width + (x - outer.x)
                    clipMasks[depth][i] = UInt8(PremultipliedColor.mulDiv255(UInt32(clipMasks[depth][i]), UInt32(innerMask[o])))
                }
            }
        }
        clipMaskRegions[depth] = region
        state.clip = region.intersection(state.clip)
        state.rasterClip = region
        state.clipDepth = depth + 1
    }

    /// Whether `polygons` is one contour tracing an upright rectangle with corners on whole device
    /// pixels (a closing point that repeats the first is allowed).
    static func isPixelAlignedRectangle(_ polygons: Polygons) -> Bool {
        guard polygons.contourCount == 1 else { return false }
        var points = polygons.points[polygons.contourRange(0)]
        if points.count == 5, points.first == points.last { points = points.dropLast() }
        guard points.count == 4 else { return false }
        for (index, p) in points.enumerated() {
            guard p.x == p.x.rounded(.down), p.y == p.y.rounded(.down), abs(p.x) < 1e7, abs(p.y) < 1e7 else { return false }
            // Each side runs along one axis, and the sides turn: an upright rectangle.
            let next = points[points.index(points.startIndex, offsetBy: (index + 1) % 4)]
            guard (p.x == next.x) != (p.y == next.y) else { return false }
        }
        let first = points[points.startIndex], third = points[points.index(points.startIndex, offsetBy: 2)]
        return first.x != third.x && first.y != third.y
    }

    /// Hands `body` the blitter for `paint`, wrapped by the path clip's mask when one is in force.
    private func withClippedBlitter(for paint: Paint, plain: (inout AnyBlitter) -> Void,
                                    clipped: (inout ClippedBlitter) -> Void) {
        let depth = state.clipDepth
        guard depth > 0 else {
            withBlitter(for: paint, plain)
            return
        }
        let region = clipMaskRegions[depth - 1]
        withBlitter(for: paint) { blitter in
            clipMasks[depth - 1].withUnsafeBufferPointer { mask in
                clipRowScratch.withUnsafeMutableBufferPointer { scratch in
                    guard let maskBase = mask.baseAddress, let scratchBase = scratch.baseAddress else { return }
                    var wrapped = ClippedBlitter(inner: blitter, mask: maskBase, region: region, scratch: scratchBase)
                    clipped(&wrapped)
                }
            }
        }
    }

    /// Limits drawing to `damage`, a rectangle of device pixels (intersected with the clip): a
    /// frame that knows what changed redraws only that, and the platform uploads only that.
    /// Unlike a clip, the limit does not change what a shape's pixels are, only which are written.
    public func limitDrawing(toDevice damage: IntRect) {
        state.clip = state.clip.intersection(damage)
    }

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

    /// Runs `body`, which draws a shadow, skipping the device pixels of `hole`: pixels that what
    /// is drawn next covers with opaque paint (the node that casts the shadow), where the shadow
    /// would only be painted over. Only shadows (`draw(_:color:)` of a `ShadowImage` and
    /// `drawResampled`) honour it.
    public func withShadowHole<R>(_ hole: ShadowHole, _ body: () -> R) -> R {
        shadowHole = hole
        defer { shadowHole = .empty }
        return body()
    }

    /// `withShadowHole` for an upright rectangle of device pixels.
    public func withShadowHole<R>(_ hole: IntRect, _ body: () -> R) -> R {
        withShadowHole(ShadowHole(hole), body)
    }

    /// Hands `blitter` a span of coverage, less the part in `shadowHole`.
    @inline(__always)
    private func blitAroundShadowHole<B: SpanBlitter>(_ blitter: inout B, y: Int, x: Int, coverage: UnsafeBufferPointer<UInt8>) {
        let hole = shadowHole.isEmpty ? 0..<0 : shadowHole.columns(row: y)
        guard !hole.isEmpty, x < hole.upperBound, x + coverage.count > hole.lowerBound else {
            blitter.blit(y: y, x: x, coverage: coverage)
            return
        }
        let end = x + coverage.count
        if hole.lowerBound > x {
            blitter.blit(y: y, x: x, coverage: UnsafeBufferPointer(rebasing: coverage[0..<(hole.lowerBound - x)]))
        }
        if end > hole.upperBound {
            blitter.blit(y: y, x: hole.upperBound,
                         coverage: UnsafeBufferPointer(rebasing: coverage[(hole.upperBound - x)..<(end - x)]))
        }
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

    /// Fills a closed-form shape (device space) with `paint` under the clip.
    func fill(_ shape: AnalyticShape, with paint: Paint) {
        let clip = state.clip
        guard !clip.isEmpty else { return }
        let rasterizer = analyticRasterizer
        if withSolidBlitter(for: paint, { shape.render(rasterizer, clip: clip, into: &$0) }) { return }
        withClippedBlitter(for: paint, plain: { shape.render(rasterizer, clip: clip, into: &$0) },
                           clipped: { shape.render(rasterizer, clip: clip, into: &$0) })
    }

    /// Hands `body` a solid blitter when `paint` is a solid colour and no path clip is active, and
    /// returns true (having drawn nothing for a colour that ends up transparent); false otherwise,
    /// for the general route.
    private func withSolidBlitter(for paint: Paint, _ body: (inout SolidBlitter) -> Void) -> Bool {
        guard state.clipDepth == 0, case .solid(let color) = paint.shader else { return false }
        let premultiplied = Paint.premultipliedSolid(color, opacity: paint.drawnOpacity)
        guard premultiplied >> 24 != 0 else { return true }
        let width = pixmap.width
        pixmap.pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var blitter = SolidBlitter(pixels: base, rowPixels: width, color: premultiplied)
            body(&blitter)
        }
        return true
    }

    /// Lends a gradient's colour table to the blitter `make` builds, for one draw: no copy and no
    /// reference counting per span.
    private func withBorrowedTable(_ table: [UInt32], _ body: (inout AnyBlitter) -> Void,
                                   make: (UnsafePointer<UInt32>) -> AnyBlitter) {
        table.withUnsafeBufferPointer { buffer in
            guard let entries = buffer.baseAddress else { return }
            var blitter = make(entries)
            body(&blitter)
        }
    }

    /// Builds the blitter for `paint` over the pixmap and hands it to `body`.
    private func withBlitter(for paint: Paint, _ body: (inout AnyBlitter) -> Void) {
        let opacity = paint.drawnOpacity
        let opacity8 = Color.quantizeAlpha(opacity)
        let transform = state.transform
        let width = pixmap.width
        pixmap.pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            switch paint.shader {
            case .solid(let color):
                let premultiplied = Paint.premultipliedSolid(color, opacity: opacity)
                if premultiplied >> 24 == 0 { return }
                var blitter = AnyBlitter.solid(SolidBlitter(pixels: base, rowPixels: width, color: premultiplied))
                body(&blitter)
            case .linearGradient(let gradient):
                guard opacity8 > 0, let inverse = transform.inverted() else { return }
                // t(u) = dot(u − start, d) / |d|², with u = inverse(device point).
                let d = gradient.end - gradient.start
                let lengthSquared = d.x * d.x + d.y * d.y
                let nx = lengthSquared > 0 ? d.x / lengthSquared : 0
                let ny = lengthSquared > 0 ? d.y / lengthSquared : 0
                let dtdx = inverse.a * nx + inverse.b * ny
                let dtdy = inverse.c * nx + inverse.d * ny
                let t0 = (inverse.tx - gradient.start.x) * nx + (inverse.ty - gradient.start.y) * ny
                var blitter = AnyBlitter.gradient(GradientBlitter(pixels: base, rowPixels: width, gradient: gradient,
                                                                  dtdx: dtdx, dtdy: dtdy, t0: t0, opacity: opacity8))
                body(&blitter)
            case .radialGradient(let gradient):
                guard opacity8 > 0, let inverse = transform.inverted() else { return }
                withBorrowedTable(gradient.ramp.table, body) { entries in
                    .radial(CentredGradientBlitter(
                        pixels: base, rowPixels: width, table: entries, mapping: RadialMapping(), spread: gradient.spread,
                        space: PixelToGradientSpace(inverse: inverse, center: gradient.center, unit: gradient.radius),
                        opacity: opacity8))
                }
            case .angularGradient(let gradient):
                guard opacity8 > 0, let inverse = transform.inverted() else { return }
                withBorrowedTable(gradient.ramp.table, body) { entries in
                    .angular(AngularGradientBlitter(
                        pixels: base, rowPixels: width, table: entries, mapping: gradient.mapping, spread: gradient.spread,
                        space: PixelToGradientSpace(inverse: inverse, center: gradient.center, unit: 1),
                        opacity: opacity8))
                }
            case .image(let pattern):
                guard opacity8 > 0, let inverse = transform.inverted() else { return }
                pattern.image.pixels.withUnsafeBufferPointer { texels in
                    guard let texelBase = texels.baseAddress else { return }
                    var blitter = AnyBlitter.image(FilteredImageBlitter(
                        pixels: base, rowPixels: width, texels: texelBase, imageWidth: pattern.image.width,
                        imageHeight: pattern.image.height, deviceToImage: inverse.concatenating(pattern.userToImage),
                        opacity: opacity8))
                    body(&blitter)
                }
            }
        }
    }
}

/// The blitters a canvas can pick from, as one concrete type so the rasterizer's sweep stays
/// specialised (no existential dispatch per span). The cases' blitters hold no state that blitting
/// changes, so each span borrows its case instead of copying it out (a copy retained and released
/// a gradient's stops per span: a fifth of a full-screen gradient's time).
enum AnyBlitter: SpanBlitter {
    case solid(SolidBlitter)
    case gradient(GradientBlitter)
    case radial(CentredGradientBlitter<RadialMapping>)
    case angular(AngularGradientBlitter)
    case image(FilteredImageBlitter)

    var asSolidBlitter: SolidBlitter? {
        if case .solid(let blitter) = self { return blitter }
        return nil
    }

    mutating func blit(y: Int, x: Int, coverage: UnsafeBufferPointer<UInt8>) {
        switch self {
        case .solid(let b): b.blit(y: y, x: x, coverage: coverage)
        case .gradient(let b): b.blit(y: y, x: x, coverage: coverage)
        case .radial(let b): b.blit(y: y, x: x, coverage: coverage)
        case .angular(let b): b.blit(y: y, x: x, coverage: coverage)
        case .image(let b): b.blit(y: y, x: x, coverage: coverage)
        }
    }

    mutating func blitRun(y: Int, x: Int, length: Int, coverage: UInt8) {
        switch self {
        case .solid(let b): b.blitRun(y: y, x: x, length: length, coverage: coverage)
        case .gradient(let b): b.blitRun(y: y, x: x, length: length, coverage: coverage)
        case .radial(let b): b.blitRun(y: y, x: x, length: length, coverage: coverage)
        case .angular(let b): b.blitRun(y: y, x: x, length: length, coverage: coverage)
        case .image(let b): b.blitRun(y: y, x: x, length: length, coverage: coverage)
        }
    }
}
