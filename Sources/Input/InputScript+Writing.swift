extension InputScript {
    /// The script as text in the input-script grammar, one event per line, that parses back to
    /// exactly these events (times and coordinates are written with as many digits as they need
    /// to read back the same). Events with no line in the grammar — pointer events of buttons
    /// other than the primary one, a quit request — are left out.
    public var text: String {
        var lines: [String] = []
        lines.reserveCapacity(events.count)
        for scripted in events {
            if let line = InputScript.line(for: scripted.event, at: scripted.time) { lines.append(line) }
        }
        return lines.joined(separator: "\n") + (lines.isEmpty ? "" : "\n")
    }

    /// One event's line, or nil when the grammar has none for it.
    public static func line(for event: InputEvent, at time: Double) -> String? {
        let t = "\(time)"
        switch event {
        case .key(let press):
            var name = ""
            if press.modifiers.contains(.control) { name += "ctrl+" }
            if press.modifiers.contains(.alt) { name += "alt+" }
            if press.modifiers.contains(.shift) { name += "shift+" }
            if press.modifiers.contains(.command) { name += "cmd+" }
            name += press.name
            return "\(t) \(press.isRepeat ? "repeat" : "key") \(name)"
        case .pointerDown(let point, .primary):
            return "\(t) down \(point.x) \(point.y)"
        case .pointerMoved(let point):
            return "\(t) move \(point.x) \(point.y)"
        case .pointerUp(let point, .primary):
            return "\(t) up \(point.x) \(point.y)"
        case .wheel(let dx, let dy):
            return "\(t) wheel \(dx) \(dy)"
        case .resized(let size):
            return "\(t) resize \(size.width) \(size.height)"
        case .exposed:
            return "\(t) expose"
        default:
            return nil
        }
    }
}
