import Input
import Testing

@Suite("Input scripts: malformed lines")
struct InputScriptErrorTests {
    /// Each malformed line is rejected with its own line number, its kind, and the text to blame.
    @Test(arguments: [
        ("abc key d", InputScriptError.Kind.badTime, "abc"),
        ("-1 key d", .badTime, "-1"),
        ("nan key d", .badTime, "nan"),
        ("inf key d", .badTime, "inf"),
        ("86401 key d", .badTime, "86401"),
        ("1.5", .missingEvent, "1.5"),
        ("1 jump 3 4", .unknownEvent, "jump"),
        ("1 key", .wrongArgumentCount, "1 key"),
        ("1 down 3", .wrongArgumentCount, "1 down 3"),
        ("1 move 3 4 5", .wrongArgumentCount, "1 move 3 4 5"),
        ("1 click", .wrongArgumentCount, "1 click"),
        ("1 drag 0 0 10 10", .wrongArgumentCount, "1 drag 0 0 10 10"),
        ("1 wheel 1", .wrongArgumentCount, "1 wheel 1"),
        ("1 resize 640", .wrongArgumentCount, "1 resize 640"),
        ("1 up x 4", .badNumber, "x"),
        ("1 move 3 inf", .badNumber, "inf"),
        ("1 wheel nan 0", .badNumber, "nan"),
        ("1 drag 0 0 10 10 0", .badDuration, "0"),
        ("1 drag 0 0 10 10 -1", .badDuration, "-1"),
        ("1 drag 0 0 10 10 601", .badDuration, "601"),
        ("86400 drag 0 0 10 10 1", .badDuration, "86400 drag 0 0 10 10 1"),
        ("1 resize 0 400", .badSize, "0"),
        ("1 resize 640 16385", .badSize, "16385"),
        ("1 resize 640.5 400", .badSize, "640.5"),
        ("1 key enter", .unknownKey, "enter"),
        ("1 key spacebar", .unknownKey, "spacebar"),
        ("1 key f25", .unknownKey, "f25"),
        ("1 key d e", .unknownKey, "d e"),
    ])
    func malformedLine(line: String, kind: InputScriptError.Kind, text: String) {
        // Two good lines first, so the reported number is the bad line's (3), not the first.
        let source = "# header\n0 key d\n\(line)\n2 key t\n"
        #expect {
            try InputScript(parsing: source)
        } throws: { error in
            guard let error = error as? InputScriptError else { return false }
            return error.line == 3 && error.kind == kind && error.text == text
        }
    }

    @Test func theFirstMalformedLineInFileOrderIsReported() {
        #expect {
            try InputScript(parsing: "5 key d\n1 key nosuchkey\n0 bogus\n")
        } throws: { ($0 as? InputScriptError)?.line == 2 }
    }

    @Test func lineNumbersCountCRLFLinesOnce() {
        #expect {
            try InputScript(parsing: "0 key d\r\n\r\n1 bogus\r\n")
        } throws: { ($0 as? InputScriptError)?.line == 3 }
    }

    @Test func aCommentedOutMistakeIsNotAMistake() throws {
        #expect(try InputScript(parsing: "# 1 bogus line\n1 key d # then 2 jump\n").events.count == 1)
    }

    @Test func messageNamesFileLineAndText() throws {
        do {
            _ = try InputScript(parsing: "0 key d\n\n1 key enter\n")
            Issue.record("no error")
        } catch {
            #expect(error.line == 3)
            #expect(error.description(file: "s.txt") == "s.txt:3: unknown key name; SDL calls it return (enter)")
        }
    }

    @Test func unknownEventListsTheEvents() throws {
        do {
            _ = try InputScript(parsing: "1 press d")
            Issue.record("no error")
        } catch {
            #expect(error.description == "1: unknown event; expected key, repeat, down, move, up, click, drag, wheel, resize, expose (press)")
        }
    }

    @Test func bytesMustBeUTF8() throws {
        #expect(try InputScript(parsingUTF8: Array("1 key d\n".utf8)).events.count == 1)
        #expect {
            try InputScript(parsingUTF8: [0x31, 0x20, 0xFF, 0xFE])
        } throws: { ($0 as? InputScriptError)?.kind == .notText }
    }
}
