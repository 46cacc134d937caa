import Demos
import Geometry
import Input
import Raster
import Scene

/// The frame HUD (F2) and the debug overlays (F3): drawn over the demo inside its area, after
/// the demo's own frame, without changing the demo's pixels underneath.
///
/// The demo's scenes keep their pixels between frames and repaint only what they changed, so
/// whatever a tool drew stays until it is repainted: each frame first restores what the tools
/// covered last frame from the scenes (`SceneGraph.repaint(deviceRegion:in:)`, which is not the
/// scenes' damage), then the tools draw again, and both regions go up with the frame's damage.
extension PlaygroundSession {
    /// Margin between the HUD and the demo area's top-right corner, in points.
    static let hudMargin = 12.0

    func bindToolKeys() {
        globalBindings.add(KeyCommand([KeyChord("f2")], summary: "Frame HUD: fps, frame-time graph, p50/p95, dropped frames") {
            [unowned self] _ in setShowingHUD(!isShowingHUD)
        })
        globalBindings.add(KeyCommand([KeyChord("f3")], summary: "Debug overlay: bounds → damage → layers → hit regions → off") {
            [unowned self] _ in setDebugOverlay(debugOverlay.mode.next)
        })
    }

    /// Shows or hides the frame HUD.
    public func setShowingHUD(_ shown: Bool) {
        if shown, hud == nil { hud = FrameHUD(text: context.text, stopwatch: stopwatch) }
        isShowingHUD = shown
        needsRedraw = true
    }

    /// Switches the debug overlay (`.off` hides it).
    public func setDebugOverlay(_ mode: DebugOverlayMode) {
        debugOverlay.mode = mode
        showToast("Overlay: \(mode.title)")
        needsRedraw = true
    }

    /// The HUD's own cost in the last frame it was drawn (its update and draw, ms, by
    /// `stopwatch`); nil while it has never been shown.
    public var hudCostMilliseconds: Double? {
        hud.map { $0.lastDrawMilliseconds + $0.lastUpdateMilliseconds }
    }

    /// Where the HUD sits: the demo area's top-right corner, in points.
    public var hudFrame: Rect? {
        guard isShowingHUD, let hud else { return nil }
        let content = contentSize
        return Rect(x: max(content.width - hud.size.width - Self.hudMargin, 0), y: Self.hudMargin,
                    width: hud.size.width, height: hud.size.height)
    }

    /// Adds one presented frame's costs (the window's frame loop reports them after each present).
    public func recordPresentedFrame(_ sample: FrameSample) {
        frameStats.record(sample)
    }

    /// Nanoseconds the shown demo's scenes have spent laying out (wrapping; see
    /// `SceneGraph.layoutNanoseconds`): the host's difference around a stage is that stage's layout.
    public var layoutNanoseconds: UInt64 {
        var total: UInt64 = 0
        demo.forEachScene(size: contentSize) { scene, _ in total &+= scene.layoutNanoseconds }
        return total
    }

    /// Lets the demo's scenes time their layout with `stopwatch`.
    func timeLayout(of demo: Demo) {
        let stopwatch = self.stopwatch
        demo.forEachScene(size: contentSize) { scene, _ in scene.stopwatch = stopwatch }
    }

    /// Restores what the tools covered last frame, then draws the overlay and the HUD, adding
    /// what they touched to `damage` (nil: everything changed already). `base` is the canvas
    /// transform the demo was drawn with; the canvas is clipped to the demo's area.
    func drawTools(in canvas: Canvas, base: Transform, damage: inout IntRect?, repaintedEverything: Bool) {
        let demoDamage = damage
        if let covered = toolRegion, !repaintedEverything {
            demo.forEachScene(size: contentSize) { scene, rect in
                canvas.save()
                canvas.clip(to: rect)
                canvas.setTransform(Transform.translation(x: rect.minX, y: rect.minY).concatenating(base))
                let restored = scene.repaint(deviceRegion: covered, in: canvas)
                canvas.restore()
                Self.add(restored, to: &damage)
            }
        }
        toolRegion = nil
        if debugOverlay.mode != .off {
            // The flash shows what the demo repainted, not what the tools did.
            let repainted = demoDamage.map { $0.isEmpty ? nil : $0.rect } ?? canvas.clipBounds.rect
            let size = contentSize
            debugOverlay.draw(damage: repainted, frameTime: frameTime, in: canvas) { visit in
                demo.forEachScene(size: size) { scene, rect in
                    // Each scene's overlay stays in its own area (a gallery tile), as its pixels
                    // do; the overlay draws in device space, under the identity transform.
                    canvas.save()
                    canvas.clip(to: base.apply(rect))
                    visit(scene, Transform.translation(x: rect.minX, y: rect.minY).concatenating(base))
                    canvas.restore()
                }
            }
            remember(debugOverlay.lastDrawnRegion, damage: &damage)
        }
        if let hud, let frame = hudFrame {
            hud.update(with: frameStats)
            hud.draw(in: canvas, at: frame.origin)
            remember(hud.lastDrawnRegion, damage: &damage)
        }
    }

    private func remember(_ region: IntRect?, damage: inout IntRect?) {
        guard let region, !region.isEmpty else { return }
        toolRegion = toolRegion.map { $0.union(region) } ?? region
        Self.add(region, to: &damage)
    }

    /// Grows `damage` by `region`; nil damage (everything) stays nil.
    private static func add(_ region: IntRect?, to damage: inout IntRect?) {
        guard let region, !region.isEmpty, let current = damage else { return }
        damage = current.isEmpty ? region : current.union(region)
    }
}
