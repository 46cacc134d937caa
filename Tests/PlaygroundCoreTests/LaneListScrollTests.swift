@testable import PlaygroundCore
import Testing

/// The animation lanes under the scrubber, when more lanes than fit: the list says that it
/// scrolls and never ends on a bare group header.
@Suite("Lane list scrolling")
struct LaneListScrollTests {
    /// Headers at 0, 2 and 5 of ten rows (groups of one, two and four lanes).
    static let headers: Set<Int> = [0, 2, 5]

    @Test("Rows that all fit are shown with no hint")
    func allFit() {
        let shown = LanesPanel.visibleRows(count: 4, first: 0, capacity: 6, isHeader: { Self.headers.contains($0) })
        #expect(shown.rows == 0..<4 && shown.above == 0 && shown.below == 0)
    }

    @Test("A cut list keeps a line for how many more lie below, and does not end on a header")
    func cutBelow() {
        // Five lines: four rows and the hint; row 3 is a lane, so 0…3 show.
        var shown = LanesPanel.visibleRows(count: 10, first: 0, capacity: 5, isHeader: { Self.headers.contains($0) })
        #expect(shown.rows == 0..<4 && shown.below == 6)
        // Four lines: three rows would end on header 2, so two show and eight are below.
        shown = LanesPanel.visibleRows(count: 10, first: 0, capacity: 4, isHeader: { Self.headers.contains($0) })
        #expect(shown.rows == 0..<2 && shown.below == 8)
    }

    @Test("Scrolled down, a line says how many lie above; at the end no line below")
    func scrolled() {
        let middle = LanesPanel.visibleRows(count: 10, first: 3, capacity: 5, isHeader: { Self.headers.contains($0) })
        #expect(middle.above == 3 && middle.rows == 3..<5 && middle.below == 5)
        let end = LanesPanel.visibleRows(count: 10, first: 6, capacity: 5, isHeader: { Self.headers.contains($0) })
        #expect(end.above == 6 && end.rows == 6..<10 && end.below == 0)
    }
}
