import Geometry
import Input
import Testing

/// Input scripts at their edges (a byte-order mark, modified and shifted keys, the event limit,
/// huge drags) and held keys.
@Suite("Input scripts at their edges, and held keys")
struct InputEdgeCaseTests {
    @Test("A UTF-8 byte-order mark before line 1 is not part of it")
    func byteOrderMark() throws {
        let script = try InputScript(parsingUTF8: [0xEF, 0xBB, 0xBF] + Array("0.5 key d\n".utf8))
        #expect(script.events == [ScriptedEvent(time: 0.5, event: .key(KeyPress("d")), line: 1)])
        let commented = try InputScript(parsing: "\u{FEFF}# only a comment\n1 key t")
        #expect(commented.events.count == 1)
    }

    @Test("Keys take modifiers, and shifted symbols arrive as the window sends them")
    func modifiersAndShiftedSymbols() throws {
        let script = try InputScript(parsing: """
            0 key ctrl+m
            0 key shift+/
            0 key ?
            0 key _
            0 key ctrl+shift+q
            0 key +
            0 key keypad +
            """)
        #expect(script.events.map(\.event) == [
            .key(KeyPress("m", modifiers: .control)),
            .key(KeyPress("/", modifiers: .shift)),
            .key(KeyPress("/", modifiers: .shift)),
            .key(KeyPress("-")),
            .key(KeyPress("q", modifiers: [.control, .shift])),
            .key(KeyPress("+")),
            .key(KeyPress("+")),
        ])
        #expect(throws: InputScriptError.self) { try InputScript(parsing: "0 key ctrl+") }
        #expect(throws: InputScriptError.self) { try InputScript(parsing: "0 key hyper+a") }
    }

    @Test("A script that expands to too many events is rejected at the line that crosses the limit")
    func totalEventLimit() {
        // Each 600 s drag makes 36,002 events: the sixth line crosses 200,000.
        let text = Array(repeating: "0 drag 0 0 100 100 600", count: 8).joined(separator: "\n")
        do {
            _ = try InputScript(parsing: text)
            Issue.record("accepted a script of 288,016 events")
        } catch {
            #expect(error.kind == .tooManyEvents)
            #expect(error.line == 6)
        }
    }

    @Test("A drag between huge coordinates stays finite")
    func hugeDragStaysFinite() throws {
        let script = try InputScript(parsing: "0 drag -1.7e308 0 1.7e308 0 1")
        for scripted in script.events {
            switch scripted.event {
            case .pointerDown(let p, _), .pointerMoved(let p), .pointerUp(let p, _): #expect(p.isFinite)
            default: break
            }
        }
    }

    @Test("A held key repeats only the commands that ask for it")
    func autoRepeat() {
        var toggles = 0, steps = 0
        let table = KeyBindingTable()
        table.bind("f1", summary: "Toggle") { toggles += 1 }
        table.bind("+", summary: "Step", repeats: true) { steps += 1 }
        for press in [KeyPress("f1"), KeyPress("f1", isRepeat: true), KeyPress("f1", isRepeat: true)] {
            #expect(table.handle(press))
        }
        for press in [KeyPress("+"), KeyPress("+", isRepeat: true), KeyPress("+", isRepeat: true)] {
            #expect(table.handle(press))
        }
        #expect(toggles == 1)
        #expect(steps == 3)
    }
}
