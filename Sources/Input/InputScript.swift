import Geometry

/// An input script: timed `InputEvent`s to replay through the same path the window's own events
/// take (`--script FILE` in the window and in `render`).
///
/// One event per line; `#` starts a comment (to the end of the line) and blank lines are
/// ignored. Fields are separated by spaces or tabs:
///
///     <t> key <name>                        a key press; SDL's key name, any case (`space`, `left`, `4`, `f1`, `+`),
///                                           after optional `ctrl+`, `alt+`, `shift+`, `cmd+`; a shifted
///                                           symbol (`?`, `_`, `!`…) is its US-layout key with Shift (`shift+/`)
///     <t> repeat <name>                     the system's auto-repeat of a held key (same names as key)
///     <t> down <x> <y>                      primary button pressed
///     <t> move <x> <y>                      pointer moved
///     <t> up <x> <y>                        primary button released
///     <t> click <x> <y>                     down and up at the same time
///     <t> drag <x1> <y1> <x2> <y2> <s>      down at t, a move every 1/60 s, move to and up at (x2, y2) at t + s
///     <t> wheel <dx> <dy>                   scroll, in lines (SDL's wheel units)
///     <t> resize <w> <h>                    the window's logical size changed
///     <t> expose                            the system lost the window's pixels (uncovered, back on screen)
///
/// Times are seconds since start on the frame loop's run loop — the one `render --at` uses;
/// slow motion and pause change the scene clock, not this run loop. Coordinates are logical
/// points of the window (origin top-left, y down).
///
/// Lines may come in any order: events are sorted by time, stably, so events at the same time
/// keep the order of the file (and a drag's or click's events their own order).
public struct InputScript: Hashable, Sendable {
    /// The event words, in the order error messages list them.
    public static let eventWords = ["key", "repeat", "down", "move", "up", "click", "drag", "wheel", "resize", "expose"]
    /// The latest time a line may name, in seconds (a day, like `render --at`).
    public static let maximumTime = 86_400.0
    /// The longest drag, in seconds: it bounds the moves one line can expand to (36,000).
    public static let maximumDragDuration = 600.0
    /// The largest logical size a `resize` may name, in points per side (like `--size`).
    public static let maximumSize = 16_384.0
    /// Moves per second of a `drag` (one per frame of a 60 Hz display).
    public static let dragRate = 60.0
    /// The most events a script may expand to (about 55 minutes of continuous dragging): a few
    /// lines of long drags must not be able to exhaust memory.
    public static let maximumEvents = 200_000

    /// The events, sorted by time (stable: ties keep the order of the file).
    public let events: [ScriptedEvent]

    /// A script of `events`, sorted stably by time.
    public init(events: [ScriptedEvent]) {
        // `sort` is not documented as stable: tie-break on the original position.
        self.events = events.enumerated()
            .sorted { $0.element.time != $1.element.time ? $0.element.time < $1.element.time : $0.offset < $1.offset }
            .map(\.element)
    }

    /// Parses a script, rejecting the first malformed line (in file order) with its number.
    public init(parsing text: String) throws(InputScriptError) {
        var events: [ScriptedEvent] = []
        var number = 0
        // Editors may begin a UTF-8 file with a byte-order mark; it is not part of line 1.
        let body = text.first == "\u{FEFF}" ? Substring(text.dropFirst()) : Substring(text)
        // A Swift `Character` holds "\r\n" whole, so split on newline characters, not on "\n".
        for line in body.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            number += 1
            events += try InputScript.parse(line: line, number: number)
            if events.count > InputScript.maximumEvents {
                throw InputScriptError(line: number, kind: .tooManyEvents,
                                       message: "the script expands to more than \(InputScript.maximumEvents) events (a drag makes one per 1/60 s)",
                                       text: String(line.prefix(80)))
            }
        }
        self.init(events: events)
    }

    /// Parses a script from raw bytes, which must be UTF-8.
    public init(parsingUTF8 bytes: [UInt8]) throws(InputScriptError) {
        // UTF-16 (with or without its byte-order mark) is valid UTF-8 byte by byte only as far
        // as its NUL bytes go: no script has a NUL, so one means another encoding.
        if bytes.contains(0) || bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            throw InputScriptError(line: 0, kind: .notText,
                                   message: "the script is not UTF-8 text (it looks like UTF-16: save it as UTF-8)",
                                   text: "\(bytes.count) bytes")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw InputScriptError(line: 0, kind: .notText, message: "the script is not UTF-8 text",
                                   text: "\(bytes.count) bytes")
        }
        try self.init(parsing: text)
    }

    /// The indices of the events from `start` on that are due at `time` (seconds on the frame
    /// run loop): every event whose time is ≤ `time`, in order.
    public func dueEvents(from start: Int, through time: Double) -> Range<Int> {
        let first = min(max(start, 0), events.count)
        var end = first
        while end < events.count, events[end].time <= time { end += 1 }
        return first..<end
    }

    /// The events of `drag x1 y1 x2 y2 seconds` at `time`: down at `from`, then a move every
    /// 1/60 s (at `time + k/60`, k = 1…n−1, n = max(1, round(seconds·60))) along the straight
    /// line at constant speed, then a move to `to` and the release there, both at
    /// `time + seconds`. `seconds` must be positive.
    public static func dragEvents(from start: Point, to end: Point, at time: Double, seconds: Double,
                                  line: Int) -> [ScriptedEvent] {
        let count = max(1, Int((seconds * dragRate).rounded()))
        var events = [ScriptedEvent(time: time, event: .pointerDown(start, .primary), line: line)]
        events.reserveCapacity(count + 2)
        // (n−1)/60 < seconds always, so every intermediate move comes strictly before the end.
        for step in 1..<count {
            let elapsed = Double(step) / dragRate
            let fraction = elapsed / seconds
            // Weighted sum, not start + (end − start)·f: the difference of two huge coordinates
            // can overflow to infinity.
            let point = Point(x: start.x * (1 - fraction) + end.x * fraction, y: start.y * (1 - fraction) + end.y * fraction)
            events.append(ScriptedEvent(time: time + elapsed, event: .pointerMoved(point), line: line))
        }
        events.append(ScriptedEvent(time: time + seconds, event: .pointerMoved(end), line: line))
        events.append(ScriptedEvent(time: time + seconds, event: .pointerUp(end, .primary), line: line))
        return events
    }

    // MARK: Parsing one line

    private static func parse(line raw: Substring, number: Int) throws(InputScriptError) -> [ScriptedEvent] {
        var content = raw
        if let hash = content.firstIndex(of: "#") { content = content[..<hash] }
        let tokens = content.split(whereSeparator: \.isWhitespace)
        guard let timeToken = tokens.first else { return [] }
        let lineText = tokens.joined(separator: " ")
        func failure(_ kind: InputScriptError.Kind, _ message: String, _ text: Substring) -> InputScriptError {
            InputScriptError(line: number, kind: kind, message: message, text: String(text))
        }

        guard let time = Double(timeToken), time.isFinite, time >= 0, time <= maximumTime else {
            throw failure(.badTime, "the time must be a number of seconds from 0 to \(Int(maximumTime))", timeToken)
        }
        guard tokens.count >= 2 else {
            throw failure(.missingEvent, "an event must follow the time (\(eventWords.joined(separator: ", ")))",
                          Substring(lineText))
        }
        let word = tokens[1].lowercased()
        let arguments = Array(tokens.dropFirst(2))

        /// The arguments as finite numbers, one per name in `names`.
        func numbers(_ names: [String]) throws(InputScriptError) -> [Double] {
            guard arguments.count == names.count else {
                throw failure(.wrongArgumentCount, "\(word) takes \(names.count) numbers: \(names.joined(separator: " "))",
                              Substring(lineText))
            }
            var values: [Double] = []
            for (name, token) in zip(names, arguments) {
                guard let value = Double(token), value.isFinite else {
                    throw failure(.badNumber, "\(word)'s \(name) must be a finite number", token)
                }
                values.append(value)
            }
            return values
        }

        func point(_ values: [Double], _ offset: Int = 0) -> Point {
            Point(x: values[offset], y: values[offset + 1])
        }

        switch word {
        case "key", "repeat":
            guard !arguments.isEmpty else {
                throw failure(.wrongArgumentCount, "\(word) takes a key name", Substring(lineText))
            }
            // Some SDL names have a space in them (`left shift`, `keypad 1`).
            let name = arguments.joined(separator: " ")
            guard var press = ScriptKeyNames.press(name) else {
                let hint = ScriptKeyNames.suggestions[name.lowercased()].map { "; SDL calls it \($0)" }
                    ?? "; use SDL's names, such as a, 4, space, return, escape, left, f1, + or -, after ctrl+, alt+, shift+ or cmd+"
                throw failure(.unknownKey, "unknown key name\(hint)", Substring(name))
            }
            press.isRepeat = word == "repeat"
            return [ScriptedEvent(time: time, event: .key(press), line: number)]
        case "down":
            let values = try numbers(["x", "y"])
            return [ScriptedEvent(time: time, event: .pointerDown(point(values), .primary), line: number)]
        case "move":
            let values = try numbers(["x", "y"])
            return [ScriptedEvent(time: time, event: .pointerMoved(point(values)), line: number)]
        case "up":
            let values = try numbers(["x", "y"])
            return [ScriptedEvent(time: time, event: .pointerUp(point(values), .primary), line: number)]
        case "click":
            let at = point(try numbers(["x", "y"]))
            return [ScriptedEvent(time: time, event: .pointerDown(at, .primary), line: number),
                    ScriptedEvent(time: time, event: .pointerUp(at, .primary), line: number)]
        case "drag":
            let values = try numbers(["x1", "y1", "x2", "y2", "seconds"])
            let seconds = values[4]
            guard seconds > 0, seconds <= maximumDragDuration else {
                throw failure(.badDuration, "drag's seconds must be more than 0 and at most \(Int(maximumDragDuration))",
                              arguments[4])
            }
            guard time + seconds <= maximumTime else {
                throw failure(.badDuration, "the drag must end by \(Int(maximumTime)) seconds", Substring(lineText))
            }
            return dragEvents(from: point(values), to: point(values, 2), at: time, seconds: seconds, line: number)
        case "wheel":
            let values = try numbers(["dx", "dy"])
            return [ScriptedEvent(time: time, event: .wheel(dx: values[0], dy: values[1]), line: number)]
        case "resize":
            let values = try numbers(["width", "height"])
            for (value, token) in zip(values, arguments) where !(value == value.rounded() && (1...maximumSize).contains(value)) {
                throw failure(.badSize, "resize takes whole points from 1 to \(Int(maximumSize))", token)
            }
            return [ScriptedEvent(time: time, event: .resized(Size(width: values[0], height: values[1])), line: number)]
        case "expose":
            guard arguments.isEmpty else { throw failure(.wrongArgumentCount, "expose takes nothing", Substring(lineText)) }
            return [ScriptedEvent(time: time, event: .exposed, line: number)]
        default:
            throw failure(.unknownEvent, "unknown event; expected \(eventWords.joined(separator: ", "))", tokens[1])
        }
    }
}
