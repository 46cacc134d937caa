import Input

/// The global key bindings: one table runs them and lists them in the key reference (F1).
extension PlaygroundSession {
    func bindGlobalKeys() {
        let numbers = (0...9).map { KeyChord(String($0)) }
        let last = registry.demos.map(\.number).max() ?? 0
        globalBindings.add(KeyCommand(numbers, label: "0…\(last)", summary: "Show the gallery (0) or a demo (1…\(last))") { [unowned self] press in
            if let number = Int(press.name) { select(number) }
        })
        globalBindings.add(KeyCommand([KeyChord("f5")], summary: "Pause or resume the clock (every demo)") { [unowned self] _ in
            setPaused(!isPaused)
        })
        globalBindings.add(KeyCommand([KeyChord("f6"), KeyChord(".")], summary: "Step one frame (pauses first)",
                                      repeats: true) { [unowned self] _ in step() })
        globalBindings.add(KeyCommand([KeyChord("f4")], summary: "Speed: 100 % → 25 % → 10 %") { [unowned self] _ in
            let presets = Self.speedPresets
            let index = presets.firstIndex { abs($0 - host.clock.timeScale) < 1e-9 }.map { ($0 + 1) % presets.count } ?? 0
            setTimeScale(presets[index])
        })
        globalBindings.add(KeyCommand([KeyChord("f7")], summary: "Frame-rate cap: 60 → 30 → 24 → 12 fps") { [unowned self] _ in
            let caps = Self.frameRateCaps
            setFrameRateCap(caps[((caps.firstIndex(of: frameRateCap) ?? 0) + 1) % caps.count])
        })
        globalBindings.add(KeyCommand([KeyChord("f12")], summary: "Screenshot to screenshots/") { [unowned self] _ in
            pendingCommand = .saveScreenshot
            needsRedraw = true
        })
        globalBindings.add(KeyCommand([KeyChord("s")], summary: "Timeline scrubber: travel back through the session (S again returns to live)") { [unowned self] _ in
            toggleScrubber()
        })
        globalBindings.add(KeyCommand([KeyChord("f9")], summary: "Save the session as an input script to recordings/") { [unowned self] _ in
            pendingCommand = .saveSession
        })
        globalBindings.add(KeyCommand([KeyChord("f10")], summary: "Start or stop recording the window to recordings/ (WebP)") { [unowned self] _ in
            pendingCommand = .toggleClipRecording
        })
        globalBindings.add(KeyCommand([KeyChord("h")], summary: "Show or hide the bar") { [unowned self] _ in
            setBarVisible(!isBarVisible)
        })
        globalBindings.add(KeyCommand([KeyChord("f1"), KeyChord("/", modifiers: .shift)],
                                      summary: "Show or hide this key reference") { [unowned self] _ in
            setShowingHelp(!isShowingHelp)
        })
        globalBindings.add(KeyCommand([KeyChord("m", modifiers: .control)], summary: "Reduce motion on or off") {
            [unowned self] _ in reduceMotion.toggle()
        })
        globalBindings.add(KeyCommand([KeyChord("f2")], summary: "Frame HUD: fps, frame-time graph, p50/p95, dropped frames") {
            [unowned self] _ in setShowingHUD(!isShowingHUD)
        })
        globalBindings.add(KeyCommand([KeyChord("f3")], summary: "Debug overlay: bounds → damage → layers → hit regions → off") {
            [unowned self] _ in setDebugOverlay(debugOverlay.mode.next)
        })
        globalBindings.add(KeyCommand([KeyChord("f8")],
                                      summary: "Inspector: the demo's parameters, curve and spring editors (R resets, C copies code)") {
            [unowned self] _ in setShowingInspector(inspector == nil)
        })
        globalBindings.add(KeyCommand([KeyChord("f11")],
                                      summary: "Compare: the demo in 2 → 3 → 4 lanes side by side, input mirrored → off") {
            [unowned self] _ in cycleCompareLanes()
        })
        globalBindings.add(KeyCommand([KeyChord("escape"), KeyChord("q", modifiers: .control)], summary: "Quit") {
            [unowned self] press in
            // Escape first closes the key reference, as a dialog would.
            if isShowingHelp, KeyChord("escape").matches(press) { setShowingHelp(false) } else { pendingCommand = .quit }
        })
    }
}
