import Animation
import Geometry
import Input
import Raster
import Scene

/// The inspector (F8) in the session: the panel while it is open, its place at the right of the
/// demo, the keyboard focus (keys go to it first since it was opened or last clicked; a click
/// elsewhere takes the focus back) and the running-animations list it refreshes.
final class InspectorController: PointerReceiver {
    /// The open panel, nil while closed.
    private(set) var panel: InspectorPanel?
    /// Whether keys go to the panel before the demo.
    var hasKeyFocus = false
    /// The panel's column in window points (the session lays it out).
    var frame: Rect? {
        didSet { if let frame, let panel { panel.resize(height: frame.height) } }
    }
    var pointerFrame: Rect? { panel == nil ? nil : frame }
    /// Frame time the running-animations list was last refreshed.
    private var lastRefresh = -1.0

    /// Opens `panel` (with the keyboard focus), or closes the inspector with nil.
    func show(_ panel: InspectorPanel?) {
        self.panel = panel
        hasKeyFocus = panel != nil
        lastRefresh = -1
    }

    /// Replaces the open panel (the demo changed) without moving the focus.
    func replace(with panel: InspectorPanel) {
        self.panel = panel
        lastRefresh = -1
        if let frame { panel.resize(height: frame.height) }
    }

    /// Up and down turns of the wheel scroll the panel, over its sliders too (as in a scroll
    /// view); sideways turns go to the control under the pointer (a slider steps by them).
    /// Everything else goes to the panel's scene.
    func handlePointer(_ event: InputEvent, at frameTime: Double) -> Bool {
        guard let panel else { return false }
        if case .wheel(let dx, let dy) = event {
            if dy != 0 { panel.scroll(by: -dy * InspectorPanel.scrollStep) }
            if dx != 0 { _ = panel.scene.handle(.wheel(dx: dx, dy: 0), at: frameTime) }
            panel.scene.layoutIfNeeded()
            return true
        }
        _ = panel.scene.handle(event, at: frameTime)
        panel.scene.layoutIfNeeded()
        // A control may have changed a parameter: the session shows it at once.
        return true
    }

    /// Refreshes the running-animations list from `scenes` ten times a second of frame time
    /// (its text is made anew each time).
    func refreshRunning(at frameTime: Double, scenes: ((SceneGraph, Rect) -> Void) -> Void) {
        guard let panel, frameTime - lastRefresh >= 0.1 || frameTime < lastRefresh else { return }
        lastRefresh = frameTime
        var running: [RunningAnimation] = []
        scenes { scene, _ in running.append(contentsOf: scene.runningAnimations()) }
        panel.showRunning(running)
        panel.scene.layoutIfNeeded()
    }

    /// Whether the open panel lists running animations (it keeps refreshing until none run).
    var isListing: Bool { panel?.isShowingRunning == true }
}
