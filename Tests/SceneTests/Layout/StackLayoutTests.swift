import Geometry
import Scene
import Testing
import TestSupport

@Suite("Stack layout")
struct StackLayoutTests {
    private func dump(_ root: Node, _ width: Double, _ height: Double) -> String {
        SceneGraph(root: root, size: Size(width: width, height: height), text: FixedText()).layoutDump()
    }

    @Test("HStack: rigid children first, the spacer takes the rest, centred across")
    func horizontalFlexibility() {
        let root = HStack(spacing: 10) {
            Rectangle().frame(width: 50, height: 20)
            Spacer()
            Text("abc")
        }
        // 300 − 2·10 spacing = 280: the frame takes 50, the text its 24, the spacer 206.
        #expect(dump(root, 300, 100) == """
            HStack 0 40 300 20
              Frame 0 40 50 20
                Rectangle 0 40 50 20
              Spacer 60 50 206 0
              Text 276 40 24 20
            """)
    }

    /// The menu's rows wrapped "Workload sheet" onto two lines: the label was offered half of the
    /// free width, the spacer beside it the other half.
    @Test("Spacers are laid out last: a label beside one gets all the width it needs")
    func spacersComeLast() {
        let root = HStack(spacing: 24) {
            Rectangle().frame(width: 48, height: 48)
            Text("Workload sheet")
            Spacer()
        }
        // 280 − 2·24 − 48 = 184 for the text (112 wide, one line) and then the spacer (72).
        #expect(dump(root, 280, 100) == """
            HStack 0 26 280 48
              Frame 0 26 48 48
                Rectangle 0 26 48 48
              Text 72 40 112 20
              Spacer 208 50 72 0
            """)
    }

    /// `Spacer().frame(width: 4)` in an HStack (the fluid indicator's gaps) once grew to the
    /// whole height, because only a spacer directly in a stack knew the stack's axis.
    @Test("A framed spacer in a stack still grows only along the stack's axis")
    func framedSpacerKeepsTheStackAxis() {
        let root = HStack(spacing: 0) {
            Spacer().frame(width: 4)
            Capsule().frame(height: 5)
            Spacer().frame(width: 4)
        }
        #expect(dump(root, 100, 100) == """
            HStack 0 47.5 100 5
              Frame 0 50 4 0
                Spacer 0 50 4 0
              Frame 4 47.5 92 5
                Capsule 4 47.5 92 5
              Frame 96 50 4 0
                Spacer 96 50 4 0
            """)
    }

    @Test("VStack: the same algorithm on the other axis, leading alignment")
    func verticalFlexibility() {
        let root = VStack(alignment: .leading, spacing: 4) {
            Text("abcd")
            Spacer(minLength: 5)
            Rectangle().frame(width: 30, height: 10)
        }
        // 200 − 8 = 192: frame 10, text 20, spacer 162; width = widest child (32).
        #expect(dump(root, 100, 200) == """
            VStack 34 0 32 200
              Text 34 0 32 20
              Spacer 34 24 0 162
              Frame 34 190 30 10
                Rectangle 34 190 30 10
            """)
    }

    @Test("Flexible children split what the spacers' minimums leave")
    func equalShares() {
        let root = HStack(spacing: 0) {
            Rectangle()
            Rectangle()
            Spacer(minLength: 250)
        }
        // The spacer's 250-point minimum is set aside first; the shapes share the other 50 and
        // the spacer takes its 250: nothing overflows.
        #expect(dump(root, 300, 40) == """
            HStack 0 0 300 40
              Rectangle 0 0 25 40
              Rectangle 25 0 25 40
              Spacer 50 20 250 0
            """)
    }

    @Test("Ideal size (nil proposal) of a stack: each child's ideal")
    func idealSize() {
        let stack = HStack(spacing: 2) {
            Text("ab")
            Rectangle()
        }
        let graph = SceneGraph(root: stack, size: Size(width: 100, height: 100), text: FixedText())
        graph.layoutIfNeeded()
        #expect(stack.sizeThatFits(.unspecified) == Size(width: 16 + 2 + 10, height: 20))
        #expect(stack.sizeThatFits(ProposedSize(width: nil, height: 50)) == Size(width: 28, height: 50))
    }

    @Test("ZStack aligns every child in the biggest child's bounds")
    func depthStack() {
        let root = ZStack(alignment: .bottomTrailing) {
            Rectangle().frame(width: 100, height: 60)
            Rectangle().frame(width: 20, height: 10)
        }
        #expect(dump(root, 200, 100) == """
            ZStack 50 20 100 60
              Frame 50 20 100 60
                Rectangle 50 20 100 60
              Frame 130 70 20 10
                Rectangle 130 70 20 10
            """)
    }

    @Test("for-each builds identified children in order")
    func forEach() {
        let root = VStack(spacing: 0) {
            ForEach([3, 1, 2]) { n in Rectangle().frame(width: Double(n) * 10, height: 5).named("Row\(n)") }
        }
        #expect(root.children.map { $0.id } == [AnyHashable(3), AnyHashable(1), AnyHashable(2)])
        #expect(dump(root, 100, 15) == """
            VStack 35 0 30 15
              Row3 35 0 30 5
                Rectangle 35 0 30 5
              Row1 45 5 10 5
                Rectangle 45 5 10 5
              Row2 40 10 20 5
                Rectangle 40 10 20 5
            """)
    }
}
