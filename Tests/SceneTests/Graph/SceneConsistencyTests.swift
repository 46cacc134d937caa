import Animation
import Geometry
import Input
import Raster
@testable import Scene
import TestSupport
import Testing

/// Changes to state, the tree and gestures in awkward orders (observers that set their own
/// state, nodes moved or replaced mid-press or mid-transition) leave the scene whole and
/// responsive.
@Suite("State, tree and gesture changes leave the scene consistent")
struct SceneConsistencyTests {
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

    @Test("A transaction that disables animations still runs its own explicit animation")
    func disables() {
        let rect = Rectangle()
        let graph = SceneGraph(root: rect, size: Size(width: 200, height: 200))
        graph.runLoop.withTransaction(Transaction(animation: .linear(duration: 1), disablesAnimations: true)) {
            rect.offset = Point(x: 100, y: 0)
        }
        #expect(rect.presentationOffset == .zero)
        graph.advance(to: 0.5)
        #expect(approx(rect.presentationOffset.x, 50, 1e-9))
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
        let before = x.transitionEffect(at: graph.runLoop.now, size: x.size).opacity
        graph.withAnimation(.linear(duration: 1)) { stack.setChildren([x]) }
        let after = x.transitionEffect(at: graph.runLoop.now, size: x.size).opacity
        graph.advance(to: 3)
        stack.removeChild(x)  // plain removal later
        #expect(approx(after, before, 1e-9))
        #expect(fired == 0)
    }

    @Test("A drawing node sizes itself by its new ideal size")
    func drawingIdeal() {
        let d = DrawingNode(0.0, idealSize: Size(width: 10, height: 10)) { _, _, _ in }
        _ = d.sizeThatFits(.unspecified)
        d.idealSize = Size(width: 50, height: 50)
        #expect(d.sizeThatFits(.unspecified) == Size(width: 50, height: 50))
    }

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
