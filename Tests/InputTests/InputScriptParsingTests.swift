import Geometry
import Input
import TestSupport
import Testing

@Suite("Input scripts: parsing")
struct InputScriptParsingTests {
    @Test func everyEventForm() throws {
        let script = try InputScript(parsing: """
            0 key space
            0.25 down 10 20
            0.5 move 11.5 -3
            0.75 up 12 22
            1 wheel 0 -2.5
            1.5 resize 640 400
            """)
        #expect(script.events == [
            ScriptedEvent(time: 0, event: .key(KeyPress("space")), line: 1),
            ScriptedEvent(time: 0.25, event: .pointerDown(Point(x: 10, y: 20), .primary), line: 2),
            ScriptedEvent(time: 0.5, event: .pointerMoved(Point(x: 11.5, y: -3)), line: 3),
            ScriptedEvent(time: 0.75, event: .pointerUp(Point(x: 12, y: 22), .primary), line: 4),
            ScriptedEvent(time: 1, event: .wheel(dx: 0, dy: -2.5), line: 5),
            ScriptedEvent(time: 1.5, event: .resized(Size(width: 640, height: 400)), line: 6),
        ])
    }

    @Test func commentsBlankLinesTabsAndCRLF() throws {
        let script = try InputScript(parsing: "# a script\n\n   \n0.5\tkey d   # reverse\r\n\t# indented comment\n1 KEY T\r\n")
        #expect(script.events == [
            ScriptedEvent(time: 0.5, event: .key(KeyPress("d")), line: 4),
            ScriptedEvent(time: 1, event: .key(KeyPress("t")), line: 6),
        ])
    }

    @Test func emptyScriptHasNoEvents() throws {
        #expect(try InputScript(parsing: "").events.isEmpty)
        #expect(try InputScript(parsing: "# nothing\n\n").events.isEmpty)
    }

    /// Key names are SDL's, in any case, delivered as the window's event translator spells them.
    @Test(arguments: [
        ("space", "space"), ("SPACE", "space"), ("Left", "left"), ("4", "4"), ("f1", "f1"), ("F24", "f24"),
        ("+", "+"), ("-", "-"), ("=", "+"), ("keypad +", "+"), ("Keypad -", "-"), ("keypad 1", "keypad 1"),
        ("return", "return"), ("escape", "escape"), ("pageup", "pageup"), ("[", "["), ("]", "]"),
        ("left shift", "left shift"), ("D", "d"),
    ])
    func keyNames(written: String, delivered: String) throws {
        let script = try InputScript(parsing: "1 key \(written)")
        #expect(script.events.map(\.event) == [.key(KeyPress(delivered))])
    }

    @Test func clickIsDownAndUpAtTheSameTime() throws {
        let script = try InputScript(parsing: "2 click 30 40")
        let point = Point(x: 30, y: 40)
        #expect(script.events == [
            ScriptedEvent(time: 2, event: .pointerDown(point, .primary), line: 1),
            ScriptedEvent(time: 2, event: .pointerUp(point, .primary), line: 1),
        ])
    }

    /// `drag` over 0.5 s: down, 29 moves every 1/60 s along the line, then move and up at the end.
    @Test func dragExpandsToAMoveEverySixtiethOfASecond() throws {
        let script = try InputScript(parsing: "1 drag 0 0 120 60 0.5")
        let events = script.events
        #expect(events.count == 32)
        #expect(events.first == ScriptedEvent(time: 1, event: .pointerDown(.zero, .primary), line: 1))
        let end = Point(x: 120, y: 60)
        #expect(events[30] == ScriptedEvent(time: 1.5, event: .pointerMoved(end), line: 1))
        #expect(events[31] == ScriptedEvent(time: 1.5, event: .pointerUp(end, .primary), line: 1))
        for k in 1...29 {
            let event = events[k]
            #expect(approx(event.time, (1 + Double(k) / 60), 1e-12))
            guard case .pointerMoved(let p) = event.event else {
                Issue.record("event \(k) is \(event.event)")
                continue
            }
            // Constant speed: 240 pt/s horizontally, 120 pt/s vertically.
            #expect(abs(p.x - 240 * Double(k) / 60) < 1e-9 && abs(p.y - 120 * Double(k) / 60) < 1e-9)
        }
        #expect(zip(events, events.dropFirst()).allSatisfy { $0.time <= $1.time })
    }

    /// n = max(1, round(s·60)): a drag shorter than half a frame has no intermediate moves, and the
    /// last intermediate move always comes before the end.
    @Test(arguments: [(0.001, 3), (1.0 / 60, 3), (0.02, 3), (0.51, 33), (2, 122)])
    func dragEventCount(seconds: Double, count: Int) throws {
        let events = InputScript.dragEvents(from: Point(x: 5, y: 5), to: Point(x: 50, y: 9), at: 0,
                                            seconds: seconds, line: 7)
        #expect(events.count == count)
        #expect(events.dropLast(2).allSatisfy { $0.time < seconds })
        #expect(events.suffix(2).allSatisfy { $0.time == seconds && $0.line == 7 })
    }

    /// Lines may come in any order: sorted by time, ties in file order (a click's down before its up).
    @Test func eventsAreSortedStablyByTime() throws {
        let script = try InputScript(parsing: """
            2 key b
            1 key a
            2 key c
            1 click 5 5
            0 key z
            """)
        #expect(script.events.map(\.line) == [5, 2, 4, 4, 1, 3])
        #expect(script.events.map(\.time) == [0, 1, 1, 1, 2, 2])
        #expect(script.events[2].event == .pointerDown(Point(x: 5, y: 5), .primary))
        #expect(script.events[3].event == .pointerUp(Point(x: 5, y: 5), .primary))
    }

    @Test func dueEventsAreThoseAtOrBeforeTheTime() throws {
        let script = try InputScript(parsing: "0 key a\n0.5 key b\n0.5 key c\n1 key d")
        #expect(script.dueEvents(from: 0, through: 0) == 0..<1)
        #expect(script.dueEvents(from: 1, through: 0.49) == 1..<1)
        #expect(script.dueEvents(from: 1, through: 0.5) == 1..<3)
        #expect(script.dueEvents(from: 3, through: 100) == 3..<4)
        #expect(script.dueEvents(from: 4, through: 100) == 4..<4)
    }

    @Test func wholeNumberResizeMayBeWrittenWithADecimalPoint() throws {
        let script = try InputScript(parsing: "0 resize 800.0 1")
        #expect(script.events.map(\.event) == [.resized(Size(width: 800, height: 1))])
    }
}
