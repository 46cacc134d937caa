import Animation
import Geometry
@testable import Scene
import Testing

/// Text built from a state shows its value from the start and follows it, with no placeholder
/// string filled in later; `combine` of four sources recomputes on any of them.
@Suite("Text bound to a state, and combine of four sources")
struct BoundTextTests {
    @Test("Text(source) shows the value at once and every later one, sized for it")
    func boundText() {
        let caption = State("Start")
        let text = Text(caption.map { $0.uppercased() })
        #expect(text.string == "START")
        caption.value = "Pause"
        #expect(text.string == "PAUSE")
        let coloured = Text(caption, foreground: .foreground)
        #expect(coloured.string == "Pause")
        caption.value = "Resume"
        #expect(coloured.string == "Resume")
    }

    @Test("combine of four sources follows each of them and skips equal results")
    func combineFour() {
        let a = State(1), b = State(2), c = State(3), d = State(4)
        let sum = combine(a, b, c, d) { $0 + $1 + $2 + $3 }
        var seen: [Int] = []
        let subscription = sum.subscribe { seen.append($0) }
        #expect(sum.value == 10)
        d.value = 5
        c.value = 2
        a.value = 2
        b.value = 2
        withExtendedLifetime(subscription) {}
        #expect(sum.value == 11)
        #expect(seen == [11, 10, 11])
    }
}
