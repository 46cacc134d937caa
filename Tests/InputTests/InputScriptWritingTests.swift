import Geometry
import Input
import Testing

@Suite("Input scripts written back")
struct InputScriptWritingTests {
    @Test("Every kind of event writes a line that parses back to the same event at the same time")
    func roundTrip() throws {
        let events: [ScriptedEvent] = [
            ScriptedEvent(time: 0, event: .key(KeyPress("space")), line: 0),
            ScriptedEvent(time: 0.1, event: .key(KeyPress("m", modifiers: .control)), line: 0),
            ScriptedEvent(time: 0.1 + 0.2, event: .key(KeyPress("/", modifiers: .shift)), line: 0),
            ScriptedEvent(time: 1.0 / 3, event: .key(KeyPress("+", isRepeat: true)), line: 0),
            ScriptedEvent(time: 2, event: .key(KeyPress("left shift")), line: 0),
            ScriptedEvent(time: 2.5, event: .pointerDown(Point(x: 10.25, y: 1.0 / 7), .primary), line: 0),
            ScriptedEvent(time: 2.51, event: .pointerMoved(Point(x: -3e-5, y: 123456.789)), line: 0),
            ScriptedEvent(time: 2.52, event: .pointerUp(Point(x: 640, y: 400), .primary), line: 0),
            ScriptedEvent(time: 3, event: .wheel(dx: 0, dy: -2.5), line: 0),
            ScriptedEvent(time: 4, event: .resized(Size(width: 800, height: 600)), line: 0),
        ]
        let written = InputScript(events: events).text
        let parsed = try InputScript(parsing: written)
        #expect(parsed.events.map(\.event) == events.map(\.event))
        #expect(parsed.events.map(\.time) == events.map(\.time))
    }

    @Test("Events the grammar cannot hold are left out")
    func unscriptable() {
        let script = InputScript(events: [
            ScriptedEvent(time: 1, event: .pointerDown(.zero, .secondary), line: 0),
            ScriptedEvent(time: 1, event: .quitRequested, line: 0),
        ])
        #expect(script.text.isEmpty)
    }
}
