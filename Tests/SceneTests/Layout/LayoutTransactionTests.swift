import Animation
import Geometry
@testable import Scene
import Testing
import TestSupport

@Suite("Layout transactions")
struct LayoutTransactionTests {
    /// Two changes before one layout pass, each in its own animation: each moved subtree animates
    /// with the transaction of the change that moved it (the menu's row highlight with its spring
    /// and the picker's with another), not with whichever came last.
    @Test("Each node's new frame animates with the transaction that invalidated it")
    func perNodeTransactions() {
        let first = Rectangle()
        let second = Rectangle()
        let a = first.frame(width: 10, height: 10)
        let b = second.frame(width: 10, height: 10)
        let left = FrameNode(a, width: 100, height: 100, alignment: .topLeading)
        let right = FrameNode(b, width: 100, height: 100, alignment: .topLeading)
        let graph = SceneGraph(root: HStack(spacing: 0) { left; right }, size: Size(width: 200, height: 100))
        graph.layoutIfNeeded()
        graph.withAnimation(.linear(duration: 1)) { left.alignment = .bottomTrailing }
        graph.withAnimation(.linear(duration: 4)) { right.alignment = .bottomTrailing }
        graph.layoutIfNeeded()
        graph.advance(to: 0.5)
        // 90 points to travel: half of it after 0.5 s of 1 s, an eighth of it after 0.5 s of 4 s.
        #expect(approx(a.presentationFrame.minX, 45))
        #expect(approx(b.presentationFrame.minX, 11.25))
    }

    @Test("A change without animation after an animated one in the same pass still jumps")
    func unanimatedChangeJumps() {
        let a = Rectangle().frame(width: 10, height: 10)
        let b = Rectangle().frame(width: 10, height: 10)
        let left = FrameNode(a, width: 100, height: 100, alignment: .topLeading)
        let right = FrameNode(b, width: 100, height: 100, alignment: .topLeading)
        let graph = SceneGraph(root: HStack(spacing: 0) { left; right }, size: Size(width: 200, height: 100))
        graph.layoutIfNeeded()
        graph.withAnimation(.linear(duration: 1)) { left.alignment = .bottomTrailing }
        right.alignment = .bottomTrailing
        graph.layoutIfNeeded()
        graph.advance(to: 0.5)
        #expect(approx(a.presentationFrame.minX, 45))
        #expect(b.presentationFrame.minX == 90)
    }
}
