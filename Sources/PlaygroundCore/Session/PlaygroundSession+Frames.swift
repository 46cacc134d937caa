import Animation
import Demos
import Geometry
import Input
import Raster
import Scene

// Frames: the session moved to a time, then composited into the window's canvas.
extension PlaygroundSession {
    /// Advances the frame clock to `time` (seconds, never backwards) and the scene clock with
    /// it; the demo sees the clock at every frame, or at the cap's frames when capped.
    public func advance(to time: Double) {
        guard time.isFinite, time > frameTime else { return }
        let delta = time - frameTime
        frameTime = time
        bar.scene.advance(to: time)
        bar.scene.layoutIfNeeded()
        scrubber?.scene.advance(to: time)
        if lanesBuilder != nil { continueRecordingLanes() }
        lanesPanel?.scene.advance(to: time)
        inspectorController.panel?.scene.advance(to: time)
        // While scrubbing the demo is a replay held at one time: live time does not move it.
        if recorder.position == nil { host.advance(by: delta, sampleTime: recordingTime) }
        publishDemoStatus()
        let fadeEnded = host.finishFade(at: time)
        // A paused clock moves nothing: the window may sleep until input changes something.
        let moving = host.isMoving && recorder.position == nil
        // The frame after the toast's last one takes it away.
        let toastEnded = toastWasShown && !toast.isVisible(at: time)
        if moving || fadeEnded || toastEnded || host.outgoing != nil || toast.isVisible(at: time) || bar.scene.needsRedraw || debugOverlay.isAnimating(at: time)
            || inspectorController.isListing || inspectorController.panel?.scene.needsRedraw == true {
            needsRedraw = true
        }
    }

    /// Puts the demo's status line (`Demo.barStatus`) in the bar when it changed.
    func publishDemoStatus() {
        let status = host.demo.barStatus
        bar.showsStatus = status != nil
        if let status, status != bar.status.value { bar.status.value = status }
    }

    /// Draws the current frame: the canvas's transform maps logical points to device pixels, and
    /// it holds the last frame this session drew (or anything, after `setNeedsFullRedraw`).
    /// Returns what changed: what the window uploads.
    @discardableResult
    public func draw(in canvas: Canvas) -> Damage {
        // While the lanes are being recorded, every frame records a slice and shows the progress.
        needsRedraw = lanesBuilder != nil
        let content = layout.content
        if inspectorController.panel != nil {
            inspectorController.refreshRunning(at: frameTime) { visit in
                // In compare mode, the animations of the lane the inspector shows.
                if let comparison, comparison.lanes.indices.contains(inspectedLane),
                   comparison.laneContents.indices.contains(inspectedLane) {
                    comparison.lanes[inspectedLane].forEachScene(size: comparison.laneContents[inspectedLane].size, visit)
                } else {
                    host.demo.forEachScene(size: layout.contentSize, visit)
                }
            }
        }
        compositor.begin()
        compositor.check?.frameTime = frameTime
        host.addLayers(to: compositor, frameTime: frameTime)
        if debugOverlay.mode != .off {
            debugOverlay.frameTime = frameTime
            compositor.add(debugOverlay, frame: content, role: .debugOverlay)
        }
        if isShowingHUD, let hud {
            let frame = layout.hud(size: hud.size).intersection(content)
            if !frame.isEmpty { compositor.add(hud, frame: frame, role: .hud) }
        }
        if let scrubber, let frame = scrubber.frame { compositor.add(scrubber.scene, frame: frame, role: .scrubber) }
        if let lanes = lanesPanel, let frame = layout.lanes { compositor.add(lanes.scene, frame: frame, role: .lanes) }
        if let panel = inspectorController.panel, let frame = layout.inspector { compositor.add(panel.scene, frame: frame, role: .inspector) }
        if let frame = layout.bar { compositor.add(bar.scene, frame: frame, role: .bar) }
        toastWasShown = toast.isVisible(at: frameTime)
        if toastWasShown {
            toast.frameTime = frameTime
            compositor.add(toast, frame: layout.toast(size: toast.size), role: .toast)
        }
        if let banner = buildErrorBanner {
            compositor.add(banner.scene, frame: banner.frame(in: content), role: .buildError)
        }
        if isShowingHelp {
            keyReference.demo = host.current.number
            keyReference.size = layout.size
            compositor.add(keyReference, frame: Rect(origin: .zero, size: layout.size), role: .keyReference)
        }
        return compositor.composite(into: canvas)
    }

    /// Forgets what the canvas holds: the next `draw` repaints everything (the window's pixels
    /// were lost, or the canvas is new).
    public func setNeedsFullRedraw() {
        compositor.invalidateAll()
        needsRedraw = true
    }
}
