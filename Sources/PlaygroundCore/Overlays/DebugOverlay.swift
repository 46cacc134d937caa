import Geometry
import Raster
import Scene

/// Debug overlays drawn over a demo's scenes (F3 cycles `mode`): node bounds, repainted
/// regions, offscreen passes and regions that take no hit tests — Chrome's rendering panel and
/// Flutter's debug paint, for this engine.
///
/// A layer of the session's picture, over the demo's scenes: it reads them through
/// `SceneGraph.debugVisit` and draws in device pixels; it never changes them. Its damage is
/// the region it drew last frame and the one it draws now, whenever what it shows changed
/// (a node's rectangle or style, a flash faded, the mode switched), so the compositor repaints
/// the scenes there before the overlay draws again. Outlines and tints are pixel rectangles;
/// the tints of a mode are drawn into one offscreen layer, each replacing what it overlaps
/// there, so nested or overlapping nodes show the innermost one's tint instead of darkening,
/// and the layer is composited once. Apart from that layer (recycled by the canvas) and the
/// fixed damage history, nothing is allocated per frame.
public final class DebugOverlay: CompositorLayer {
    /// What is shown (`.off`: nothing).
    public var mode: DebugOverlayMode = .off
    /// Seconds of frame time a damage flash takes to fade out.
    public static let flashSeconds = 0.3
    /// Damage rectangles kept: 0.3 s of frames at up to 100 Hz.
    static let flashCapacity = 32
    /// The device pixels the last frame's overlay covered (∩ its rectangle), nil when nothing.
    public private(set) var lastDrawnRegion: IntRect?
    /// The mode the last frame drew.
    private var drawnMode: DebugOverlayMode = .off
    /// A digest of every rectangle and colour the last frame drew.
    private var drawnSignature = 0

    /// The frame time the next composite shows (the host sets it each frame).
    public var frameTime = 0.0
    /// Calls its argument with each scene under the overlay and the rectangle (points, in the
    /// overlay's space) the scene is drawn in, in drawing order.
    public var scenes: (_ visit: (SceneGraph, Rect) -> Void) -> Void = { _ in }
    /// The transform of the overlay's points (its rectangle's top-left) to device pixels.
    private var base = Transform.identity

    /// A repainted region and the frame time it was repainted at.
    struct Flash {
        var region: IntRect
        var time: Double
    }

    /// Oldest first from `flashStart`, `flashCount` of them, in fixed storage.
    private var flashes = ContiguousArray(repeating: Flash(region: .empty, time: 0), count: DebugOverlay.flashCapacity)
    private var flashStart = 0
    private var flashCount = 0

    static let depthColors = [
        Color(r255: 255, g255: 55, b255: 95), Color(r255: 10, g255: 132, b255: 255), Color(r255: 48, g255: 209, b255: 88),
        Color(r255: 255, g255: 159, b255: 10), Color(r255: 191, g255: 90, b255: 242), Color(r255: 100, g255: 210, b255: 255),
    ]
    static let damageColor = Color(r255: 48, g255: 209, b255: 88)
    /// Peak opacity of a damage flash, at the frame it was repainted.
    static let flashOpacity = 0.45
    static let opacityColor = Color(r255: 10, g255: 132, b255: 255)
    static let maskColor = Color(r255: 191, g255: 90, b255: 242)
    static let clipColor = Color(r255: 255, g255: 159, b255: 10)
    static let noHitsColor = Color(r255: 255, g255: 69, b255: 58)
    static let tintOpacity = 0.3

    /// An overlay in mode `.off`, drawing nothing until a mode is chosen.
    public init() {}

    /// Keeps what the scenes under the overlay repainted this frame (`below`) for the flashes
    /// (in every mode, so switching to `.damage` shows the last 0.3 s at once) and returns
    /// where the overlay's picture changed: nothing when neither the scenes nor the flashes
    /// nor the mode did.
    public func takeDamage(transform: Transform, below sceneDamage: Damage) -> Damage {
        base = transform
        record(sceneDamage, at: frameTime)
        guard mode != .off || drawnMode != .off else { return .none }
        let flashing = mode == .damage && (isAnimating(at: frameTime) || lastDrawnRegion != nil)
        // What the overlay would draw is compared with what it drew, not inferred from the
        // scenes' damage: layout can move a node's outline where none of the scenes' pixels
        // changed (a node's side crossing a window one pixel tall).
        var region = IntRect.empty
        var signature = Hasher()
        draw(in: nil, drawn: &region, signature: &signature)
        let digest = signature.finalize()
        guard mode != drawnMode || digest != drawnSignature || flashing else { return .none }
        drawnMode = mode
        drawnSignature = digest
        var damage = Damage(region)
        if let lastDrawnRegion { damage.formUnion(lastDrawnRegion) }
        lastDrawnRegion = region.isEmpty ? nil : region
        return damage
    }

    /// The overlay over scenes that did not change.
    public func takeDamage(transform: Transform) -> Damage { takeDamage(transform: transform, below: .none) }

    /// Draws the current mode over the scenes within `region`.
    public func paint(in canvas: Canvas, region: IntRect, fromScratch: Bool) {
        canvas.save()
        canvas.setTransform(.identity)
        canvas.limitDrawing(toDevice: region)
        var drawn = IntRect.empty
        var signature = Hasher()
        draw(in: canvas, drawn: &drawn, signature: &signature)
        canvas.restore()
    }

    /// The overlay's mode.
    public func describe(region: IntRect, transform: Transform) -> [String] { ["debug overlay (\(mode.title))"] }

    /// Draws the mode into `canvas` (nil: only measures), growing `drawn` by what it covers
    /// and feeding `signature` every rectangle and colour it draws.
    private func draw(in canvas: Canvas?, drawn: inout IntRect, signature: inout Hasher) {
        switch mode {
        case .off: break
        case .damage: drawDamage(at: frameTime, in: canvas, drawn: &drawn)
        case .bounds:
            forEachScene(canvas) { scene, root in
                drawBounds(of: scene, rootTransform: root, in: canvas, drawn: &drawn, signature: &signature)
            }
        case .layers:
            forEachScene(canvas) { scene, root in
                drawTints(of: scene, rootTransform: root, in: canvas, drawn: &drawn, signature: &signature, tint: Self.layerTint)
            }
        case .hits:
            forEachScene(canvas) { scene, root in
                drawTints(of: scene, rootTransform: root, in: canvas, drawn: &drawn, signature: &signature, tint: Self.hitTint)
            }
        }
    }

    /// Each scene with its root's device transform, the canvas clipped to the scene's device
    /// rectangle (each scene's overlay stays in its own area, a gallery tile, as its pixels do).
    private func forEachScene(_ canvas: Canvas?, _ body: (SceneGraph, Transform) -> Void) {
        let base = self.base
        scenes { scene, rect in
            let device = IntRect(rounding: base.apply(rect))
            canvas?.save()
            canvas?.limitDrawing(toDevice: device)
            body(scene, Transform.translation(x: rect.minX, y: rect.minY).concatenating(base))
            canvas?.restore()
        }
    }

    /// True while a damage flash is still fading at `frameTime` in `.damage` mode, and until a
    /// frame has shown it gone: the host keeps drawing frames until then, even when the scene is
    /// idle (the last frame of a fade would otherwise leave a faint tint on screen).
    public func isAnimating(at frameTime: Double) -> Bool {
        guard mode == .damage else { return false }
        if lastDrawnRegion != nil { return true }
        for index in 0..<flashCount where opacity(of: flash(index), at: frameTime) > 0 { return true }
        return false
    }

    // MARK: Damage

    /// Keeps `damage` repainted at `frameTime`, once per frame time, dropping the oldest when full.
    private func record(_ damage: Damage, at frameTime: Double) {
        guard case .rect(let region) = damage else { return }
        if flashCount > 0, flash(flashCount - 1).time == frameTime { return }
        let slot = (flashStart + flashCount) % Self.flashCapacity
        flashes[slot] = Flash(region: region, time: frameTime)
        if flashCount < Self.flashCapacity { flashCount += 1 } else { flashStart = (flashStart + 1) % Self.flashCapacity }
    }

    private func flash(_ index: Int) -> Flash { flashes[(flashStart + index) % Self.flashCapacity] }

    /// A flash's opacity `frameTime` seconds on: `flashOpacity` when repainted, linearly to 0 at
    /// `flashSeconds` (0 outside that, and for a time before it).
    func opacity(of flash: Flash, at frameTime: Double) -> Double {
        let age = frameTime - flash.time
        guard age >= 0, age < Self.flashSeconds else { return 0 }
        return Self.flashOpacity * (1 - age / Self.flashSeconds)
    }

    private func drawDamage(at frameTime: Double, in canvas: Canvas?, drawn: inout IntRect) {
        var bounds = IntRect.empty
        for index in 0..<flashCount where opacity(of: flash(index), at: frameTime) > 0 {
            bounds = bounds.union(flash(index).region)
        }
        guard !bounds.isEmpty else { return }
        drawn = drawn.union(bounds)
        guard let canvas else { return }
        // Oldest first: a newer flash (more opaque) replaces an older one where they overlap.
        canvas.withLayer(deviceBounds: bounds.rect) {
            for index in 0..<flashCount {
                let flash = self.flash(index)
                let alpha = opacity(of: flash, at: frameTime)
                if alpha > 0 { canvas.replacePixels(inDevice: flash.region, with: Self.damageColor.withAlphaMultiplied(by: alpha)) }
            }
        }
        // This frame's own damage, outlined.
        if flashCount > 0, flash(flashCount - 1).time == frameTime {
            canvas.replaceOutline(inDevice: flash(flashCount - 1).region, with: Self.damageColor)
        }
    }

    // MARK: Bounds

    private func drawBounds(of scene: SceneGraph, rootTransform: Transform, in canvas: Canvas?, drawn: inout IntRect,
                            signature: inout Hasher) {
        var covered = IntRect.empty
        var hasher = signature
        scene.debugVisit(rootTransform: rootTransform) { info in
            let outline = IntRect(rounding: info.deviceBounds)
            let colorIndex = info.depth % Self.depthColors.count
            canvas?.replaceOutline(inDevice: outline, with: Self.depthColors[colorIndex])
            covered = covered.union(outline)
            Self.feed(outline, colorIndex, to: &hasher)
        }
        signature = hasher
        drawn = drawn.union(covered)
    }

    private static func feed(_ rect: IntRect, _ style: some Hashable, to hasher: inout Hasher) {
        hasher.combine(rect.x)
        hasher.combine(rect.y)
        hasher.combine(rect.width)
        hasher.combine(rect.height)
        hasher.combine(style)
    }

    // MARK: Tints

    /// The tint of a node in `.layers` (nil: none): mask, else opacity, else clip — the
    /// costliest pass it takes.
    private static func layerTint(_ info: DebugNodeInfo) -> (color: Color, outlined: Bool)? {
        let passes = info.offscreenPasses
        if passes.contains(.mask) { return (maskColor, true) }
        if passes.contains(.opacity) { return (opacityColor, true) }
        if !passes.isDisjoint(with: [.clipShape, .transitionClip]) { return (clipColor, true) }
        return nil
    }

    /// The tint of a node in `.hits` (nil: none); only where hit testing stops is outlined.
    private static func hitTint(_ info: DebugNodeInfo) -> (color: Color, outlined: Bool)? {
        switch info.hitTesting {
        case .enabled: nil
        case .disabledHere: (noHitsColor, true)
        case .disabledByAncestor: (noHitsColor, false)
        }
    }

    /// Tints every node `tint` picks, in one layer, then outlines those it asks to.
    private func drawTints(of scene: SceneGraph, rootTransform: Transform, in canvas: Canvas?, drawn: inout IntRect,
                           signature: inout Hasher, tint: (DebugNodeInfo) -> (color: Color, outlined: Bool)?) {
        var bounds = IntRect.empty
        var hasher = signature
        scene.debugVisit(rootTransform: rootTransform) { info in
            guard let style = tint(info) else { return }
            let rect = IntRect(rounding: info.deviceBounds)
            bounds = bounds.union(rect)
            Self.feed(rect, style.color, to: &hasher)
            hasher.combine(style.outlined)
        }
        signature = hasher
        guard !bounds.isEmpty else { return }
        drawn = drawn.union(bounds)
        guard let canvas else { return }
        // In drawing order, so a nested node's tint replaces its ancestor's where they overlap.
        canvas.withLayer(deviceBounds: bounds.rect) {
            scene.debugVisit(rootTransform: rootTransform) { info in
                guard let style = tint(info) else { return }
                canvas.replacePixels(inDevice: IntRect(rounding: info.deviceBounds),
                                     with: style.color.withAlphaMultiplied(by: Self.tintOpacity))
            }
        }
        scene.debugVisit(rootTransform: rootTransform) { info in
            guard let style = tint(info), style.outlined else { return }
            canvas.replaceOutline(inDevice: IntRect(rounding: info.deviceBounds), with: style.color)
        }
    }
}
