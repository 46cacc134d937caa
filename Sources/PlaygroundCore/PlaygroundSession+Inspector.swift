import Animation
import Demos
import Geometry
import Input
import Raster
import Scene

/// The inspector (F8) in the session: a panel at the right of the demo area, which the demo
/// re-lays itself out beside; pointer events over it go to it, and keys go to it first while it
/// has the focus (since it was opened or last clicked; a click on the demo takes the focus back).
extension PlaygroundSession {
    /// The panel's width in points (narrower windows give the panel what they have).
    var inspectorWidth: Double { min(InspectorPanel.width, size.width) }

    /// Where the inspector is, in window points; nil while it is closed.
    public var inspectorFrame: Rect? {
        guard inspector != nil else { return nil }
        let content = contentSize
        return Rect(x: content.width, y: 0, width: inspectorWidth, height: content.height)
    }

    func bindInspectorKeys() {
        globalBindings.add(KeyCommand([KeyChord("f8")], summary: "Inspector: the demo's parameters, curve and spring editors (R resets, C copies code)") {
            [unowned self] _ in setShowingInspector(inspector == nil)
        })
    }

    /// Opens (with the keyboard focus) or closes the inspector; the demo re-lays itself out in
    /// the width that is left.
    public func setShowingInspector(_ shown: Bool) {
        guard shown != (inspector != nil) else { return }
        inspector = shown ? makeInspector() : nil
        inspectorHasKeyFocus = shown
        _ = demo.handle(.resized(contentSize), size: contentSize, time: recordingTime)
        demo.setNeedsFullRedraw()
        needsRedraw = true
    }

    /// A panel for what is shown: the demo's parameters (in the gallery, every tile's).
    func makeInspector() -> InspectorPanel {
        let panel = InspectorPanel(parameters: parameters, demoName: current.name, title: current.title, text: context.text,
                                   height: contentSize.height, editor: PlaygroundSession.standardEditor)
        panel.onCopy = { [unowned self] code in
            onCopyCode?(code)
            showToast("Copied \(current.title)'s parameters as Swift and CSS")
        }
        return panel
    }

    /// Hands a pointer event over the inspector (or continuing a press that began there) to it.
    /// Returns whether it took the event; a press that began elsewhere keeps its moves.
    func routeToInspector(_ event: InputEvent, at location: Point) -> Bool {
        guard let inspector, let frame = inspectorFrame else { return false }
        let takes: Bool
        switch event {
        case .pointerDown:
            pressOnInspector = frame.contains(location)
            inspectorHasKeyFocus = pressOnInspector == true
            takes = pressOnInspector == true
        case .pointerMoved:
            takes = pressOnInspector ?? frame.contains(location)
        case .pointerUp:
            takes = pressOnInspector ?? frame.contains(location)
            pressOnInspector = nil
        default:
            takes = frame.contains(location)
        }
        guard takes else { return false }
        if case .wheel(let dx, let dy) = event {
            // Up and down scroll the panel, over its sliders too (as in a scroll view); sideways
            // turns go to the control under the pointer (a slider steps by them).
            if dy != 0 { inspector.scroll(by: -dy * InspectorPanel.scrollStep) }
            if dx != 0 { _ = inspector.scene.handle(.wheel(dx: dx, dy: 0), at: frameTime) }
            inspector.scene.layoutIfNeeded()
            demo.advance(to: clock.time)
            needsRedraw = true
            return true
        }
        if inspector.scene.handle(event.offset(by: Point(x: -frame.minX, y: -frame.minY)), at: frameTime) { needsRedraw = true }
        inspector.scene.layoutIfNeeded()
        // A control may have changed a parameter: the demo shows it at once, as after a key.
        demo.advance(to: clock.time)
        needsRedraw = true
        return true
    }

    /// Draws the inspector in its strip and adds what it repainted to `damage`.
    func drawInspector(in canvas: Canvas, base: Transform, damage: inout IntRect?) {
        guard let inspector, let frame = inspectorFrame, frame.width > 0, frame.height > 0 else { return }
        canvas.save()
        canvas.clip(to: frame)
        canvas.setTransform(Transform.translation(x: frame.minX, y: frame.minY).concatenating(base))
        inspector.scene.advance(to: frameTime)
        // The running animations, ten times a second (their text is made anew each time).
        if frameTime - lastRunningRefresh >= 0.1 || frameTime < lastRunningRefresh {
            lastRunningRefresh = frameTime
            var running: [RunningAnimation] = []
            demo.forEachScene(size: contentSize) { scene, _ in running.append(contentsOf: scene.runningAnimations()) }
            inspector.showRunning(running)
            inspector.scene.layoutIfNeeded()
        }
        if let region = inspector.scene.render(in: canvas), !region.isEmpty, let current = damage {
            damage = current.isEmpty ? region : current.union(region)
        }
        canvas.restore()
    }

    /// The standard editors: the curve editor for a timing curve, the spring editor for a spring.
    public static func standardEditor(for parameter: AnyParameter, progress: State<Double?>) -> Node? {
        if let curve = parameter as? Parameter<TimingCurve> { return CurveEditor.make(curve: curve, progress: progress) }
        if let spring = parameter as? Parameter<Spring> { return SpringEditor.make(spring: spring) }
        return nil
    }
}
