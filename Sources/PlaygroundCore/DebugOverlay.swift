import Geometry
import Raster
import Scene

/// Debug overlays drawn over a scene (F3 cycles `mode`): node bounds, repainted regions,
/// offscreen passes and regions that take no hit tests — Chrome's rendering panel and Flutter's
/// debug paint, for this engine.
///
/// It reads the scene through `SceneGraph.debugVisit` and draws on top in device pixels; it never
/// changes the scene. Outlines and tints are pixel rectangles; the tints of a mode are drawn
/// into one offscreen layer, each replacing what it overlaps there, so nested or overlapping
/// nodes show the innermost one's tint instead of darkening, and the layer is composited once.
/// Apart from that layer (recycled by the canvas) and the fixed damage history, nothing is
/// allocated per frame.
public final class DebugOverlay {
    /// What is shown (`.off`: nothing).
    public var mode: DebugOverlayMode = .off
    /// Seconds of frame time a damage flash takes to fade out.
    public static let flashSeconds = 0.3
    /// Damage rectangles kept: 0.3 s of frames at up to 100 Hz.
    static let flashCapacity = 32
    /// The device pixels the last `draw` drew over (∩ the clip), nil when it drew nothing: what
    /// the host uploads, and restores before the next frame (see `draw`).
    public private(set) var lastDrawnRegion: IntRect?

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
    /// The layer tints are drawn in is composited at this opacity: below 1, since at 1 the canvas
    /// draws straight into its pixels, where replacing one would lose the scene under it.
    static let layerOpacity = 0.999

    /// An overlay in mode `.off`, drawing nothing until a mode is chosen.
    public init() {}

    /// Draws the current mode over `scene`, whose root `rootTransform` maps to device pixels (the
    /// canvas transform the scene was rendered with), within the canvas's clip; the canvas's
    /// transform is not used and comes back unchanged.
    ///
    /// `damage` is the device rectangle the scene repainted this frame — its `lastDamage` right
    /// after this frame's `render`, nil when nothing was repainted — and `frameTime` the frame
    /// timeline's seconds: the damage is kept (in every mode, so switching to `.damage` shows
    /// the last 0.3 s at once) and flashes until 0.3 s later.
    ///
    /// The overlay is drawn into the scene's pixels, which the scene keeps between frames: before
    /// the next frame's overlay the host restores `lastDrawnRegion` from the scene
    /// (`SceneGraph.repaint(deviceRegion:in:)`, after its render), so the scene's own damage
    /// stays what the scene changed, and uploads it with the frame's damage.
    public func draw(over scene: SceneGraph, rootTransform: Transform, damage: Rect?, frameTime: Double, in canvas: Canvas) {
        draw(damage: damage, frameTime: frameTime, in: canvas) { visit in visit(scene, rootTransform) }
    }

    /// `draw(over:…)` for a host that draws several scenes (the gallery's chrome and tiles):
    /// `scenes` calls its argument with each scene and the transform its root was rendered
    /// with, in drawing order; `damage` is the frame's repainted device rectangle over all of
    /// them (nil: nothing repainted).
    public func draw(damage: Rect?, frameTime: Double, in canvas: Canvas,
                     scenes: (_ visit: (SceneGraph, Transform) -> Void) -> Void) {
        record(damage, at: frameTime)
        var drawn = IntRect.empty
        canvas.save()
        canvas.setTransform(.identity)
        switch mode {
        case .off: break
        case .bounds: scenes { scene, root in drawBounds(of: scene, rootTransform: root, in: canvas, drawn: &drawn) }
        case .damage: drawDamage(at: frameTime, in: canvas, drawn: &drawn)
        case .layers: scenes { scene, root in drawTints(of: scene, rootTransform: root, in: canvas, drawn: &drawn, tint: Self.layerTint) }
        case .hits: scenes { scene, root in drawTints(of: scene, rootTransform: root, in: canvas, drawn: &drawn, tint: Self.hitTint) }
        }
        drawn = drawn.intersection(canvas.clipBounds)
        canvas.restore()
        lastDrawnRegion = drawn.isEmpty ? nil : drawn
    }

    /// True while a damage flash is still fading at `frameTime` in `.damage` mode: the host keeps
    /// drawing frames until then, even when the scene is idle.
    public func isAnimating(at frameTime: Double) -> Bool {
        guard mode == .damage else { return false }
        for index in 0..<flashCount where opacity(of: flash(index), at: frameTime) > 0 { return true }
        return false
    }

    // MARK: Damage

    /// Keeps `damage` repainted at `frameTime`, once per frame time, dropping the oldest when full.
    private func record(_ damage: Rect?, at frameTime: Double) {
        guard let damage else { return }
        let region = IntRect(enclosing: damage)
        guard !region.isEmpty else { return }
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

    private func drawDamage(at frameTime: Double, in canvas: Canvas, drawn: inout IntRect) {
        var bounds = IntRect.empty
        for index in 0..<flashCount where opacity(of: flash(index), at: frameTime) > 0 {
            bounds = bounds.union(flash(index).region)
        }
        guard !bounds.isEmpty else { return }
        // Oldest first: a newer flash (more opaque) replaces an older one where they overlap.
        canvas.withOpacity(Self.layerOpacity, deviceBounds: bounds.rect) {
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
        drawn = drawn.union(bounds)
    }

    // MARK: Bounds

    private func drawBounds(of scene: SceneGraph, rootTransform: Transform, in canvas: Canvas, drawn: inout IntRect) {
        var covered = IntRect.empty
        scene.debugVisit(rootTransform: rootTransform) { info in
            let outline = IntRect(rounding: info.deviceBounds)
            canvas.replaceOutline(inDevice: outline, with: Self.depthColors[info.depth % Self.depthColors.count])
            covered = covered.union(outline)
        }
        drawn = drawn.union(covered)
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
    private func drawTints(of scene: SceneGraph, rootTransform: Transform, in canvas: Canvas, drawn: inout IntRect,
                           tint: (DebugNodeInfo) -> (color: Color, outlined: Bool)?) {
        var bounds = IntRect.empty
        scene.debugVisit(rootTransform: rootTransform) { info in
            if tint(info) != nil { bounds = bounds.union(IntRect(rounding: info.deviceBounds)) }
        }
        guard !bounds.isEmpty else { return }
        // In drawing order, so a nested node's tint replaces its ancestor's where they overlap.
        canvas.withOpacity(Self.layerOpacity, deviceBounds: bounds.rect) {
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
        drawn = drawn.union(bounds)
    }
}
