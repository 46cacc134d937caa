import Animation
import Geometry
import Input
import Raster
@testable import Scene
import Testing

/// Regressions found by review: each scenario once crashed, left stale pixels or broke state.
@Suite("Scene regressions: each once crashed, left stale pixels or broke state")
struct SceneRegressionTests {
    func canvas() -> Canvas { Canvas(width: 200, height: 200)! }

    @Test("A Dynamic whose rebuilt children bind to the state that changed does not trap")
    func subscribingWhileNotifying() {
        // The exclusivity trap D6 first hit: the change notifies, `Dynamic` rebuilds, a new child
        // binds to the same source (subscribes) while that source is still notifying.
        let items = State([1])
        let seen = State(0)
        let root = Dynamic(items) { list in
            ForEach(list, id: \.self) { item in
                Rectangle().fill(.black).frame(width: 10, height: 10).id(item)
                    .bind(items) { node, current in node.opacity = current.contains(item) ? 1 : 0.5 }
            }
        }
        let graph = SceneGraph(root: root, size: Size(width: 100, height: 100))
        graph.layoutIfNeeded()
        items.value = [1, 2]
        items.value = [2, 3]
        seen.value = 1
        graph.layoutIfNeeded()
        #expect(root.children.compactMap { $0.id as? Int } == [2, 3])
        // The children added during a notification follow later changes.
        items.value = [3]
        graph.layoutIfNeeded()
        #expect(root.children.filter { !$0.isDisappearing }.compactMap { $0.id as? Int } == [3])
    }

    @Test("A state set again by one of its own observers (a control kept in step both ways) does not trap")
    func settingWhileNotifying() {
        // What `playground fuzz` found in the inspector's colour sliders: a slider sets the hue,
        // the hue's observer sets the colour parameter, whose observer sets the hue again, all
        // inside the first notification.
        let hue = State(0.0)
        let color = State(0.0)
        var subscriptions = [hue.subscribe { color.value = ($0 * 10).rounded() / 10 }]
        subscriptions.append(color.subscribe { hue.value = $0 })
        hue.value = 0.42
        #expect(color.value == 0.4 && hue.value == 0.4)
        _ = subscriptions
    }

    @Test("A delayed fade-in from opacity 0 ends fully painted")
    func fadeInDelay() {
        let rect = Rectangle().fill(.black)
        let root = ZStack { rect.frame(width: 40, height: 40) }
        let graph = SceneGraph(root: root, size: Size(width: 200, height: 200))
        let c = canvas()
        rect.opacity = 0
        graph.render(in: c)
        graph.withAnimation(.linear(duration: 1).delay(0.2)) { rect.opacity = 1 }
        var t = 0.0
        graph.render(in: c)
        while t < 2 { t += 1.0 / 60; graph.advance(to: t); graph.render(in: c) }
        #expect(c.pixmap[100, 100] == Color.black.premultiplied)
    }

    @Test("A fade-in rendered at the instant of the change ends fully painted")
    func fadeInSameInstant() {
        let rect = Rectangle().fill(.black)
        let root = ZStack { rect.frame(width: 40, height: 40) }
        let graph = SceneGraph(root: root, size: Size(width: 200, height: 200))
        let c = canvas()
        rect.opacity = 0
        graph.render(in: c)
        graph.withAnimation(.linear(duration: 1)) { rect.opacity = 1 }
        graph.render(in: c)
        var t = 0.0
        while t < 2 { t += 1.0 / 60; graph.advance(to: t); graph.render(in: c) }
        #expect(c.pixmap[100, 100] == Color.black.premultiplied)
    }

    @Test("A fill colour animating from clear ends fully painted")
    func fillFromClear() {
        let rect = Rectangle()
        let root = ZStack { rect.frame(width: 40, height: 40) }
        let graph = SceneGraph(root: root, size: Size(width: 200, height: 200))
        let c = canvas()
        graph.render(in: c)
        graph.withAnimation(.linear(duration: 1)) { rect.fillColor = .black }
        graph.render(in: c)
        var t = 0.0
        while t < 2 { t += 1.0 / 60; graph.advance(to: t); graph.render(in: c) }
        #expect(c.pixmap[100, 100] == Color.black.premultiplied)
    }

    @Test("A node inserted with a fade, rendered at the instant, ends fully painted")
    func insertFade() {
        let stack = ZStack {}
        let other = Rectangle().fill(Color(r255: 255, g255: 0, b255: 0)).frame(width: 10, height: 10)
        stack.appendChild(other)
        let graph = SceneGraph(root: stack, size: Size(width: 200, height: 200))
        let c = canvas()
        graph.render(in: c)
        let rect = Rectangle().fill(.black).frame(width: 40, height: 40)
        graph.withAnimation(.linear(duration: 1)) { stack.appendChild(rect) }
        graph.render(in: c)
        var t = 0.0
        while t < 2 { t += 1.0 / 60; graph.advance(to: t); graph.render(in: c) }
        #expect(c.pixmap[85, 85] == Color.black.premultiplied)
    }

    @Test("Replacing a mask keeps the new one attached")
    func maskReplace() {
        let rect = Rectangle().fill(.black)
        rect.mask = Circle()
        rect.mask = Rectangle()
        #expect(rect.mask != nil)
    }

    @Test("replaceChild with an earlier sibling keeps the stack whole")
    func replaceSwap() {
        let a = Rectangle(), b = Rectangle()
        let stack = VStack { a; b }
        stack.replaceChild(b, with: a)
        #expect(stack.children.count >= 1)
    }

    @Test("Anchor readers see a node where an offset change put it")
    func anchorOffset() {
        let key = AnchorKey("k")
        let leaf = Rectangle().frame(width: 20, height: 20)
        leaf.anchorPreference(key, value: "a")
        var seen: [Rect] = []
        let root = ZStack { leaf }
        root.onAnchors(key) { seen.append($0["a"]!) }
        let graph = SceneGraph(root: root, size: Size(width: 200, height: 200))
        graph.layoutIfNeeded()
        leaf.offset = Point(x: 50, y: 0)
        graph.render(in: canvas())
        #expect(seen.last == root.resolveAnchors(key)["a"])
    }

    @Test("A node inserted with a growing clip ends fully revealed")
    func clipReveal() {
        let stack = ZStack {}
        stack.appendChild(Rectangle().fill(Color(r255: 255, g255: 0, b255: 0)).frame(width: 10, height: 10))
        let graph = SceneGraph(root: stack, size: Size(width: 200, height: 200))
        let c = canvas()
        graph.render(in: c)
        let rect = Rectangle().fill(.black).frame(width: 40, height: 40)
            .transition(.modifier(active: { _ in TransitionEffect(clip: Rect(x: 0, y: 0, width: 0, height: 0)) }))
        graph.withAnimation(.linear(duration: 1)) { stack.appendChild(rect) }
        graph.render(in: c)
        var t = 0.0
        while t < 2 { t += 1.0 / 60; graph.advance(to: t); graph.render(in: c) }
        #expect(c.pixmap[85, 85] == Color.black.premultiplied)
    }

    @Test("A press callback that removes its own node leaves no press stuck")
    func pressStuck() {
        let inner = Rectangle().fill(.black).frame(width: 40, height: 40)
        var outerStates: [Bool] = []
        let outer = ZStack { inner }
        outer.onPressingChanged { outerStates.append($0) }
        let root = ZStack { outer }
        let graph = SceneGraph(root: root, size: Size(width: 200, height: 200))
        inner.onPressingChanged { [unowned outer, unowned inner] pressed in if pressed { outer.removeChild(inner) } }
        graph.layoutIfNeeded()
        graph.handle(.pointerDown(Point(x: 100, y: 100), .primary), at: 0)
        graph.handle(.pointerUp(Point(x: 100, y: 100), .primary), at: 0.1)
        #expect(outerStates.last != true)
    }

    @Test("A child leaving under a parent that is detached finishes its removal once")
    func orphanDisappearing() {
        let child = Rectangle().fill(.black).frame(width: 20, height: 20)
        let mid = ZStack { child }
        let root = VStack { mid }
        let graph = SceneGraph(root: root, size: Size(width: 200, height: 200))
        graph.render(in: canvas())
        var gone = 0
        graph.withAnimation(.linear(duration: 1)) { mid.removeChild(child) { gone += 1 } }
        graph.advance(to: 0.5)
        root.removeChild(mid)     // no animation: detached at once
        graph.advance(to: 2)
        root.appendChild(mid)
        graph.advance(to: 3)
        #expect(gone == 1)
        #expect(!child.isDisappearing)
    }

    @Test("A NaN stack spacing set after layout leaves every frame finite")
    func nanSpacing() {
        let stack = HStack { Rectangle().frame(width: 10, height: 10); Rectangle().frame(width: 10, height: 10) }
        let graph = SceneGraph(root: stack, size: Size(width: 200, height: 200))
        let c = canvas()
        graph.render(in: c)
        stack.spacing = .nan
        graph.render(in: c)
        #expect(stack.children.allSatisfy { $0.frame.isFinite })
    }

    @Test("A transaction that disables animations still runs its own explicit animation")
    func disables() {
        let rect = Rectangle()
        let graph = SceneGraph(root: rect, size: Size(width: 200, height: 200))
        graph.timeline.withTransaction(Transaction(animation: .linear(duration: 1), disablesAnimations: true)) {
            rect.offset = Point(x: 100, y: 0)
        }
        #expect(rect.presentationOffset == .zero)
        graph.advance(to: 0.5)
        #expect(abs(rect.presentationOffset.x - 50) < 1e-9)
    }
}
extension SceneRegressionTests {
    @Test("A fade-in ends fully painted while something else repaints in the same frames")
    func fadeWithOther() {
        let a = Rectangle().fill(.black)
        let b = Rectangle().fill(.black)
        let root = HStack(spacing: 40) { a.frame(width: 40, height: 40); b.frame(width: 40, height: 40) }
        let graph = SceneGraph(root: root, size: Size(width: 200, height: 200))
        let c = canvas()
        a.opacity = 0
        graph.render(in: c)
        graph.withAnimation(.linear(duration: 0.5)) { a.opacity = 1 }
        b.fillColor = Color(r255: 0, g255: 0, b255: 255)     // unrelated change, same frame
        graph.render(in: c)
        var t = 0.0
        while t < 1 { t += 1.0 / 60; graph.advance(to: t); graph.render(in: c) }
        // HStack 120 wide centred: a at 40…80, b at 120…160
        #expect(c.pixmap[60, 100] == Color.black.premultiplied)
        // Full redraw shows what it should be
        graph.setNeedsFullRedraw(); graph.render(in: c)
    }
}
extension SceneRegressionTests {
    @Test("A mask sliding in from outside its content reveals it")
    func maskReveal() {
        let m = Rectangle().fill(.black).frame(width: 40, height: 40)
        let content = Rectangle().fill(.black)
        content.mask = m
        m.offset = Point(x: -100, y: 0)
        let root = ZStack { content.frame(width: 40, height: 40) }
        let graph = SceneGraph(root: root, size: Size(width: 200, height: 200))
        let c = canvas()
        graph.render(in: c)
        graph.withAnimation(.linear(duration: 0.5)) { m.offset = .zero }
        graph.render(in: c)
        var t = 0.0
        while t < 1 { t += 1.0 / 60; graph.advance(to: t); graph.render(in: c) }
        #expect(c.pixmap[100, 100] == Color.black.premultiplied)
    }

    @Test("An overflowing background stack is placed as it was measured")
    func overflowBackground() {
        let a = Rectangle().frame(minWidth: 10, maxWidth: .infinity)
        let b = Rectangle().frame(minWidth: 50, maxWidth: .infinity)
        let stack = HStack(spacing: 0) { a; b }
        let owner = Rectangle().frame(width: 40, height: 20)
        let root = owner.background(stack)
        let graph = SceneGraph(root: ZStack { root }, size: Size(width: 200, height: 200))
        graph.layoutIfNeeded()
        #expect(a.frame.width + b.frame.width == stack.frame.width)
    }

    @Test("Re-inserting a disappearing node keeps its opacity and cancels its removal")
    func reinsert() {
        let stack = VStack {}
        let x = Rectangle().fill(.black).frame(width: 20, height: 20)
        stack.appendChild(x)
        let graph = SceneGraph(root: stack, size: Size(width: 200, height: 200))
        graph.layoutIfNeeded()
        var fired = 0
        graph.withAnimation(.linear(duration: 1)) { stack.removeChild(x) { fired += 1 } }
        graph.advance(to: 0.7)
        let before = x.transitionEffect(at: graph.timeline.now, size: x.size).opacity
        graph.withAnimation(.linear(duration: 1)) { stack.setChildren([x]) }
        let after = x.transitionEffect(at: graph.timeline.now, size: x.size).opacity
        graph.advance(to: 3)
        stack.removeChild(x)  // plain removal later
        #expect(abs(after - before) < 1e-9)
        #expect(fired == 0)
    }
}
extension SceneRegressionTests {
    @Test("NaN set on frames, positions, spacers, padding and anchors after layout leaves every frame finite")
    func nanSetters() {
        let r = Rectangle().fill(.black)
        let f = r.frame(width: 10, height: 10)
        let p = Circle().fill(.black).position(x: 10, y: 10)
        let s = Spacer()
        let pad = Rectangle().fill(.black).padding(2)
        let root = HStack { f; p; s; pad }
        let graph = SceneGraph(root: root, size: Size(width: 200, height: 200))
        let c = canvas()
        graph.render(in: c)
        f.width = .nan; p.position = Point(x: .nan, y: 1); s.minLength = .nan; pad.insets = EdgeInsets(all: .nan)
        r.anchor = UnitPoint(x: .nan, y: 0); r.scale = Size(width: 2, height: 2)
        r.shadow = Shadow(radius: 3)
        graph.render(in: c)
        _ = graph.hitTest(Point(x: 50, y: 100))
        graph.handle(.resized(Size(width: .nan, height: 100)), at: 0)
        graph.render(in: c)
        #expect(root.frame.isFinite && f.frame.isFinite && p.frame.isFinite)
    }

    @Test("A drawing node sizes itself by its new ideal size")
    func drawingIdeal() {
        let d = DrawingNode(0.0, idealSize: Size(width: 10, height: 10)) { _, _, _ in }
        _ = d.sizeThatFits(.unspecified)
        d.idealSize = Size(width: 50, height: 50)
        #expect(d.sizeThatFits(.unspecified) == Size(width: 50, height: 50))
    }
}
extension SceneRegressionTests {
    @Test("A node moved to another parent appears in place, not flying in from its old frame")
    func readd2() {
        let moving = Rectangle().fill(.black).frame(width: 20, height: 20)
        let left = VStack(spacing: 0) { Rectangle().frame(width: 20, height: 80); moving }
        let right = ZStack(alignment: .topLeading) {}
        let root = HStack(spacing: 0) { left.frame(width: 20, height: 100, alignment: .top); right.frame(width: 100, height: 100, alignment: .topLeading) }
        let graph = SceneGraph(root: root, size: Size(width: 200, height: 200))
        graph.layoutIfNeeded()
        left.removeChild(moving)
        graph.layoutIfNeeded()
        graph.withAnimation(.linear(duration: 1)) { right.appendChild(moving.transition(.identity)) }
        graph.layoutIfNeeded()
        #expect(moving.presentationFrame == moving.frame)
        graph.advance(to: 0.5)
        #expect(moving.presentationFrame == moving.frame)
    }
}

extension SceneRegressionTests {
    @Test("Nodes that outlive their parent or their scene do not point at them")
    func backReferencesAreCleared() {
        var kept: Node?
        var keptMask: Node?
        do {
            let child = Rectangle().fill(.black)
            let mask = Circle().fill(.black)
            let parent = ZStack { child }
            parent.mask = mask
            kept = child
            keptMask = mask
            #expect(child.parent === parent && mask.parent === parent)
        }
        #expect(kept?.parent == nil)
        #expect(keptMask?.parent == nil)

        var survivor: Node?
        do {
            let leaf = Rectangle().fill(.black)
            let graph = SceneGraph(root: VStack { leaf }, size: Size(width: 100, height: 100))
            graph.layoutIfNeeded()
            survivor = leaf
            #expect(leaf.graph === graph)
        }
        #expect(survivor?.graph == nil)
        // Still usable on its own: setters and layout queries do not touch a dead scene.
        survivor?.opacity = 0.5
        #expect(survivor?.sizeThatFits(.unspecified) == Size(width: 10, height: 10))
    }
}

extension SceneRegressionTests {
    /// Regression (found with AddressSanitizer's leak check): a scene dropped while an animator
    /// ran kept its timeline, the animator and every node its block captured alive forever.
    @Test("A scene released mid-animation releases its nodes, animators and timers")
    func releasedSceneFreesEverything() {
        weak var weakNode: Node?
        weak var weakAnimator: PropertyAnimator?
        weak var weakTimeline: SceneTimeline?
        do {
            let node = Rectangle().fill(.black)
            let graph = SceneGraph(root: ZStack { node }, size: Size(width: 100, height: 100))
            let animator = PropertyAnimator(duration: 10, timing: .linear, timeline: graph.timeline) {
                node.offset = Point(x: 50, y: 0)
            }
            animator.addCompletion { _ in node.opacity = 0.5 }
            animator.startAnimation()
            graph.timeline.scheduleTimer(interval: 0.1) { _ in node.rotation += 0.1 }
            graph.advance(to: 1)
            weakNode = node
            weakAnimator = animator
            weakTimeline = graph.timeline
        }
        #expect(weakNode == nil)
        #expect(weakAnimator == nil)
        #expect(weakTimeline == nil)
    }
}

extension SceneRegressionTests {
    /// Found by `playground fuzz`: a geometry reader rebuilt its content on a resize without
    /// telling the gesture tracker, which kept the old content's press and later called into a
    /// node that no longer existed (D1's pager, after a resize during a press).
    @Test("A press in progress on content a geometry reader rebuilds is cancelled, not kept")
    func pressOnRebuiltContentIsCancelled() {
        var cancelled = 0, changed = 0
        let root = GeometryReader { size in
            Rectangle().fill(.black).frame(width: size.width, height: size.height)
                .addGesture(DragGesture().onChanged { _ in changed += 1 }.onCancelled { cancelled += 1 })
        }
        let graph = SceneGraph(root: root, size: Size(width: 200, height: 200))
        graph.layoutIfNeeded()
        graph.handle(.pointerDown(Point(x: 100, y: 100), .primary), at: 0)
        graph.handle(.resized(Size(width: 180, height: 160)), at: 0.1)
        graph.layoutIfNeeded()
        graph.handle(.pointerMoved(Point(x: 160, y: 100)), at: 0.2)
        graph.handle(.pointerUp(Point(x: 160, y: 100), .primary), at: 0.3)
        #expect(changed == 0, "the old content's drag went on after it was replaced")
    }
}

