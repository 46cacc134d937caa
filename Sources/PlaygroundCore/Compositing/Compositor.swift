import Geometry
import Raster

/// Makes one picture out of a stack of layers, repainting only what changed — and everything
/// that lies over or under what changed.
///
/// Each frame the host lists its layers bottom to top (`add`), then calls `composite`, which
/// 1. asks every layer for its damage, and adds the old and new rectangles of every layer that
///    appeared, disappeared or moved since the last frame;
/// 2. unites all of it into the frame's damage (everything when the canvas is new or its pixels
///    were lost);
/// 3. clears that region, then lets every layer repaint its part of it, bottom to top.
/// So a layer reports only its own changes, and the layers around it follow: a gallery tile
/// repaints where the chrome under it changed, the demo repaints where a panel over it closed.
///
/// With a `DamageCheck` attached, every frame is compared with a from-scratch composite of the
/// same layers, and any pixel the window would show differently is reported.
public final class Compositor {
    /// A layer in this frame's stack.
    struct Entry {
        let layer: CompositorLayer
        /// The layer's rectangle in window points.
        let frame: Rect
        let role: LayerRole
        /// Group opacity (1: none); consecutive entries with the same group index composite as
        /// one translucent group.
        let group: Int
        var device = IntRect.empty
        var transform = Transform.identity
        var damage = Damage.none
        /// The layer's pixels are not on the canvas (it is new here, moved, or the canvas was
        /// replaced or lost): every part of it paints, whatever its own damage said.
        var paintsInFull = false
        /// Drawn on pixels of its own at its own origin, then put in place (see `add`).
        let isolated: Bool
        /// For an isolated layer: the device pixel its own origin lands on, and the transform
        /// from its points to its own pixels.
        var origin = (x: 0, y: 0)
        var localTransform = Transform.identity
    }

    private(set) var entries: [Entry] = []
    /// Each translucent group's opacity, indexed by `Entry.group - 1`.
    private var groupOpacities: [Double] = []
    private var openGroup = 0
    /// Last frame's layers and where they were.
    private var previous: [(layer: ObjectIdentifier, device: IntRect)] = []
    private var previousCanvasSize: (width: Int, height: Int)?
    private var pixelsLost = true
    /// Frames composited so far.
    public private(set) var frameCount = 0
    /// The under-invalidation check, when on (`PLAYGROUND_CHECK_DAMAGE=1`).
    public var check: DamageCheck?

    /// A compositor with nothing drawn yet (the first frame repaints everything).
    public init() {
        // Capacity for the pieces a busy frame makes (a gallery tile's changes cut around its
        // neighbours), so that steady frames never grow them.
        damageParts.reserveCapacity(64)
        visiblePieces.reserveCapacity(32)
        splitPieces.reserveCapacity(32)
    }

    /// Starts listing this frame's layers.
    public func begin() {
        entries.removeAll(keepingCapacity: true)
        groupOpacities.removeAll(keepingCapacity: true)
        openGroup = 0
    }

    /// Adds a layer over those added before, in `frame` (window points). An `isolated` layer is
    /// drawn on pixels of its own, with its origin on a whole device pixel, then composited in
    /// place: its pixels are those it would have drawn alone in a window of its size (a compare
    /// lane equals the demo rendered alone, to the bit), which drawing it translated would not
    /// give — coverage computed at another position differs in the last bits.
    public func add(_ layer: CompositorLayer, frame: Rect, role: LayerRole, isolated: Bool = false) {
        entries.append(Entry(layer: layer, frame: frame, role: role, group: openGroup, isolated: isolated))
    }

    /// Pixels isolated layers are drawn on, one per size, reused from frame to frame (lanes of
    /// slightly different widths would otherwise make one again for each).
    private var isolatedCanvases: [Canvas] = []
    /// The frame's damaged rectangles, one per changed layer, merged into clusters: storage
    /// kept from frame to frame.
    private var damageParts: [IntRect] = []

    /// Merges `parts` until no two are worth painting as one (the rectangle around both is not
    /// much larger than the pixels they cover); true when any are left. Parts that overlap a
    /// little stay apart and their overlap is painted twice, which gives the same pixels (a part
    /// is cleared, then every layer paints it): a strip along a tile merged with the tile it
    /// touches by one column would make the rectangle around the whole window. Quadratic, for
    /// the few layers a frame has; beyond 32 parts they all become one.
    static func mergeIntoClusters(_ parts: inout [IntRect]) -> Bool {
        guard parts.count <= 32 else {
            let whole = parts.reduce(IntRect.empty) { $0.union($1) }
            parts.removeAll(keepingCapacity: true)
            if !whole.isEmpty { parts.append(whole) }
            return !parts.isEmpty
        }
        parts.removeAll { $0.isEmpty }
        var merged = true
        while merged {
            merged = false
            search: for i in parts.indices {
                for j in parts.indices where j > i {
                    let a = parts[i], b = parts[j], both = a.union(b)
                    let overlap = a.intersection(b)
                    let covered = a.width * a.height + b.width * b.height - overlap.width * overlap.height
                    if both.width * both.height * 4 <= covered * 5 {
                        parts[i] = both
                        parts.remove(at: j)
                        merged = true
                        break search
                    }
                }
            }
        }
        return !parts.isEmpty
    }
    /// Scratch for `appendUnhidden`, kept from frame to frame.
    private var visiblePieces: [IntRect] = []
    private var splitPieces: [IntRect] = []

    /// Adds to the frame's damage parts the pixels of `rect`, damage of layer `index`, that no
    /// opaque layer over it hides. Such a layer sets every pixel of its rectangle and did not move
    /// (a moved or new layer's damage is its whole rectangle, a part of its own), so where it did
    /// not change itself the window keeps showing it whatever changed under it: a gallery tile's
    /// focus ring changing on the chrome under the tile's demo repaints the ring, not the demo.
    private func appendUnhidden(_ rect: IntRect, ofLayer index: Int) {
        visiblePieces.removeAll(keepingCapacity: true)
        visiblePieces.append(rect)
        for above in entries.indices where above > index {
            let cover = entries[above]
            // A translucent group and an isolated layer (composited from pixels of its own, at a
            // whole-pixel origin that may not match its rectangle) can show what is under them.
            guard cover.group == 0, !cover.isolated, !cover.device.isEmpty, cover.layer.paintsOpaquely else { continue }
            splitPieces.removeAll(keepingCapacity: true)
            for piece in visiblePieces { piece.forEachPiece(around: cover.device) { splitPieces.append($0) } }
            swap(&visiblePieces, &splitPieces)
            if visiblePieces.isEmpty { return }
        }
        damageParts.append(contentsOf: visiblePieces)
    }

    /// Sizes kept at most (a comparison has at most four lanes).
    private static let isolatedCanvasLimit = 4

    /// Layers added until `endGroup` composite as one group at `opacity` (a cross-fade): they
    /// do not show through each other, and each frame repaints the group's whole area.
    public func beginGroup(opacity: Double) {
        groupOpacities.append(opacity)
        openGroup = groupOpacities.count
    }

    /// Ends the group `beginGroup` opened.
    public func endGroup() { openGroup = 0 }

    /// Forgets the picture: the next frame repaints everything (the system lost the window's
    /// pixels, or the canvas is not the one composited last).
    public func invalidateAll() {
        pixelsLost = true
        check?.pixelsWereLost()
    }

    /// Composites this frame's layers into `canvas`, whose transform maps window points to
    /// device pixels. Returns what changed: what the window must upload.
    @discardableResult
    public func composite(into canvas: Canvas) -> Damage {
        let base = canvas.transform
        let bounds = canvas.pixmap.bounds
        let size = (canvas.pixmap.width, canvas.pixmap.height)
        var total = Damage.none
        let canvasIsNew = pixelsLost || previousCanvasSize.map({ $0 != size }) ?? true
        if canvasIsNew { total = .everything }
        pixelsLost = false
        previousCanvasSize = size
        for index in entries.indices {
            var entry = entries[index]
            canvas.save()
            canvas.setTransform(base)
            canvas.clip(to: entry.frame)
            entry.device = canvas.clipBounds
            canvas.restore()
            entry.transform = Transform.translation(x: entry.frame.minX, y: entry.frame.minY).concatenating(base)
            let below = total == .everything ? Damage(bounds) : total
            if entry.isolated {
                let corner = entry.transform.apply(Point.zero)
                entry.origin = (Self.wholePixel(corner.x), Self.wholePixel(corner.y))
                entry.localTransform = entry.transform.concatenating(.translation(x: Double(-entry.origin.x), y: Double(-entry.origin.y)))
                let own = entry.layer.takeDamage(transform: entry.localTransform,
                                                 below: Self.shift(below, dx: -entry.origin.x, dy: -entry.origin.y))
                entry.damage = Self.shift(own, dx: entry.origin.x, dy: entry.origin.y).clipped(to: entry.device)
            } else {
                entry.damage = entry.layer.takeDamage(transform: entry.transform, below: below).clipped(to: entry.device)
            }
            if entry.group > 0, groupOpacities[entry.group - 1] < 1 { entry.damage = Damage(entry.device) }
            let identity = ObjectIdentifier(entry.layer)
            if let old = previous.first(where: { $0.layer == identity }) {
                if old.device != entry.device {
                    entry.damage.formUnion(old.device)
                    entry.damage.formUnion(entry.device)
                    entry.paintsInFull = true
                }
            } else {
                entry.damage = Damage(entry.device)
                entry.paintsInFull = true
            }
            if canvasIsNew { entry.paintsInFull = true }
            total.formUnion(entry.damage)
            entries[index] = entry
        }
        damageParts.removeAll(keepingCapacity: true)
        for index in entries.indices {
            if case .rect(let rect) = entries[index].damage { appendUnhidden(rect, ofLayer: index) }
        }
        // A layer gone since the last frame may have lain over any of today's: its old pixels
        // are repainted whole.
        for old in previous where !entries.contains(where: { ObjectIdentifier($0.layer) == old.layer }) {
            total.formUnion(old.device)
            damageParts.append(old.device)
        }
        previous.removeAll(keepingCapacity: true)
        for entry in entries { previous.append((ObjectIdentifier(entry.layer), entry.device)) }
        total = total == .everything ? .everything : total.clipped(to: bounds)
        if case .rect(let whole) = total {
            // Layers changed far apart (the gallery's drops and timer tiles): each cluster is
            // painted on its own, not the rectangle around them all and every tile in between.
            // None left: every change lies under opaque layers that did not change.
            if Self.mergeIntoClusters(&damageParts) {
                for part in damageParts {
                    paint(into: canvas, base: base, damage: Damage(part.intersection(whole)), fromScratch: false)
                }
            }
        } else {
            paint(into: canvas, base: base, damage: total, fromScratch: false)
        }
        frameCount += 1
        if let check {
            check.verify(frame: frameCount, canvas: canvas, damage: total, paintFromScratch: { reference in
                reference.setTransform(base)
                paint(into: reference, base: base, damage: .everything, fromScratch: true)
            }, diagnose: { region in describe(region: region) })
        }
        return total
    }

    /// Clears `damage` and paints every layer's part of it, bottom to top.
    private func paint(into canvas: Canvas, base: Transform, damage: Damage, fromScratch: Bool) {
        guard let cleared = damage.region(within: canvas.pixmap.bounds) else { return }
        // Nothing may show through from an earlier frame where no layer paints. Where a bottom
        // layer sets every pixel itself (a scene over its opaque background) a clear would be a
        // second pass over the same pixels, a whole frame's worth of memory traffic at HiDPI when
        // everything repaints: only the damage around it is cleared (the tab bar's strip).
        let opaqueBottom = entries.first.map {
            $0.group == 0 && !$0.isolated && $0.layer.paintsOpaquely ? $0.device : .empty
        } ?? .empty
        canvas.save()
        canvas.setTransform(.identity)
        cleared.forEachPiece(around: opaqueBottom) { piece in
            canvas.save()
            canvas.limitDrawing(toDevice: piece)
            canvas.clear(.clear)
            canvas.restore()
        }
        canvas.restore()
        var index = 0
        while index < entries.count {
            let group = entries[index].group
            guard group > 0 else {
                paint(entries[index], into: canvas, base: base, damage: damage, fromScratch: fromScratch)
                index += 1
                continue
            }
            var end = index
            var area = IntRect.empty
            while end < entries.count, entries[end].group == group {
                area = area.union(entries[end].device)
                end += 1
            }
            let first = index
            canvas.withOpacity(groupOpacities[group - 1], deviceBounds: area.intersection(cleared).rect) {
                for member in first..<end {
                    paint(entries[member], into: canvas, base: base, damage: damage, fromScratch: fromScratch)
                }
            }
            index = end
        }
    }

    private func paint(_ entry: Entry, into canvas: Canvas, base: Transform, damage: Damage, fromScratch: Bool) {
        guard let region = damage.region(within: entry.device) else { return }
        if entry.isolated {
            paintIsolated(entry, region: region, into: canvas, base: base, fromScratch: fromScratch)
            return
        }
        canvas.save()
        canvas.setTransform(base)
        canvas.clip(to: entry.frame)
        canvas.setTransform(entry.transform)
        entry.layer.paint(in: canvas, region: region, fromScratch: fromScratch || entry.paintsInFull)
        canvas.restore()
    }

    /// Paints `region` (device pixels) of an isolated layer on its own pixels, at its own origin,
    /// as a window of its size would (cleared, then the layer), and composites it into place.
    private func paintIsolated(_ entry: Entry, region: IntRect, into canvas: Canvas, base: Transform, fromScratch: Bool) {
        let origin = entry.origin
        let local = IntRect(x: region.minX - origin.x, y: region.minY - origin.y, width: region.width, height: region.height)
        // The layer's own pixels are as large as its rectangle in device pixels, as a window of
        // its size is.
        let extent = IntRect(enclosing: base.apply(entry.frame))
        let width = max(extent.maxX - origin.x, 1), height = max(extent.maxY - origin.y, 1)
        let pixels: Canvas
        if let kept = isolatedCanvases.first(where: { $0.pixmap.width == width && $0.pixmap.height == height }) {
            pixels = kept
        } else {
            guard let made = Canvas(width: width, height: height) else { return }
            made.reserveScratch()
            if isolatedCanvases.count >= Self.isolatedCanvasLimit { isolatedCanvases.removeFirst() }
            isolatedCanvases.append(made)
            pixels = made
        }
        pixels.save()
        pixels.setTransform(.identity)
        pixels.limitDrawing(toDevice: local)
        pixels.clear(.clear)
        pixels.setTransform(entry.localTransform)
        entry.layer.paint(in: pixels, region: local, fromScratch: fromScratch || entry.paintsInFull)
        pixels.restore()
        canvas.save()
        canvas.setTransform(base)
        canvas.clip(to: entry.frame)
        canvas.composite(pixels.pixmap, region: local, offsetX: origin.x, offsetY: origin.y)
        canvas.restore()
    }

    /// The device pixel nearest `v`; 0 for a value no frame has (not finite), bounded far outside any.
    private static func wholePixel(_ v: Double) -> Int {
        v.isFinite ? Int(min(max(v, -1e9), 1e9).rounded()) : 0
    }

    /// `damage` moved by whole device pixels.
    private static func shift(_ damage: Damage, dx: Int, dy: Int) -> Damage {
        guard case .rect(let rect) = damage else { return damage }
        return .rect(IntRect(x: rect.minX + dx, y: rect.minY + dy, width: rect.width, height: rect.height))
    }

    /// The layers of the last frame whose rectangles cross `region` (device pixels), topmost
    /// first, with what each paints there: the damage check's diagnosis.
    func describe(region: IntRect) -> [(role: LayerRole, nodes: [String])] {
        entries.reversed().filter { !$0.device.intersection(region).isEmpty }.map { entry in
            guard entry.isolated else { return (entry.role, entry.layer.describe(region: region, transform: entry.transform)) }
            let local = IntRect(x: region.minX - entry.origin.x, y: region.minY - entry.origin.y, width: region.width, height: region.height)
            return (entry.role, entry.layer.describe(region: local, transform: entry.localTransform))
        }
    }
}
