import Animation
import Foundation
import Raster

/// Parameters as text: what `--set name=value` accepts and `playground params` prints.
///
/// - numbers: `3.5` (the unit may follow: `3.5s`);
/// - whole numbers: one of the listed values;
/// - choices: an option's name (any case) or its index;
/// - toggles: `on`/`off`, `true`/`false`, `yes`/`no`, `1`/`0`;
/// - colours: `#RRGGBB` or `#RRGGBBAA`;
/// - curves: a named curve (`linear`, `easeIn`, `easeOut`, `easeInEaseOut`, `default`) or
///   `x1,y1,x2,y2`, optionally as `cubic-bezier(x1,y1,x2,y2)`;
/// - springs: `response=R,dampingFraction=D`, `duration=D,bounce=B` or
///   `stiffness=K,damping=C[,mass=M]`.
public enum ParameterText {
    static func format(_ value: ParameterValue, kind: ParameterKind) -> String {
        switch value {
        case .number(let number): return short(number)
        case .integer(let integer): return "\(integer)"
        case .choice(let index):
            if case .choice(let options) = kind, options.indices.contains(index) { return options[index] }
            return "\(index)"
        case .toggle(let on): return on ? "on" : "off"
        case .color(let color):
            let channels = [color.red, color.green, color.blue, color.alpha].map { Int((min(max($0, 0), 1) * 255).rounded()) }
            let hex = channels.map { String(format: "%02X", $0) }.joined()
            return "#" + (channels[3] == 255 ? String(hex.prefix(6)) : hex)
        case .curve(let curve):
            if let name = curve.name { return name }
            let p = [curve.controlPoint1.x, curve.controlPoint1.y, curve.controlPoint2.x, curve.controlPoint2.y]
            return p.map(short).joined(separator: ",")
        case .spring(let spring):
            return "response=\(short(spring.response)),dampingFraction=\(short(spring.dampingRatio))"
        }
    }

    /// A number with up to six decimals and no trailing zeros.
    static func short(_ value: Double) -> String {
        var text = String(format: "%.6f", value)
        while text.contains("."), text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    static func limits(of kind: ParameterKind) -> String {
        switch kind {
        case .number(let range, let step, let unit):
            let suffix = unit.isEmpty ? "" : " \(unit)"
            let stepText = step.map { ", in steps of \(short($0))" } ?? ""
            return "\(short(range.lowerBound))…\(short(range.upperBound))\(suffix)\(stepText)"
        case .integer(let values, let unit):
            return "one of " + values.map(String.init).joined(separator: ", ") + (unit.isEmpty ? "" : " \(unit)")
        case .choice(let options): return options.joined(separator: " | ")
        case .toggle: return "on | off"
        case .color: return "#RRGGBB or #RRGGBBAA"
        case .curve: return "a named curve (" + TimingCurve.named.map(\.0).joined(separator: ", ") + ") or x1,y1,x2,y2"
        case .spring: return "response=R,dampingFraction=D | duration=D,bounce=B | stiffness=K,damping=C[,mass=M]"
        }
    }

    static func parse(_ raw: String, for parameter: AnyParameter) throws(ParameterError) -> ParameterValue {
        let text = raw.trimmingCharacters(in: .whitespaces)
        let name = parameter.name
        func refuse() -> ParameterError {
            ParameterError("\(name)=\(text.prefix(40)): must be \(limits(of: parameter.kind))")
        }
        switch parameter.kind {
        case .number(let range, _, let unit):
            var digits = text
            if !unit.isEmpty, digits.hasSuffix(unit) { digits = String(digits.dropLast(unit.count)).trimmingCharacters(in: .whitespaces) }
            guard let number = Double(digits), number.isFinite else { throw refuse() }
            guard range.contains(number) else { throw refuse() }
            return .number(number)
        case .integer(let values, _):
            guard let number = Int(text), values.contains(number) else { throw refuse() }
            return .integer(number)
        case .choice(let options):
            if let index = options.firstIndex(where: { $0.lowercased() == text.lowercased() }) { return .choice(index) }
            if let index = Int(text), options.indices.contains(index) { return .choice(index) }
            throw refuse()
        case .toggle:
            switch text.lowercased() {
            case "on", "true", "yes", "1": return .toggle(true)
            case "off", "false", "no", "0": return .toggle(false)
            default: throw refuse()
            }
        case .color:
            guard let color = hexColor(text) else { throw refuse() }
            return .color(color)
        case .curve:
            if let named = TimingCurve.named.first(where: { $0.0.lowercased() == text.lowercased() }) { return .curve(named.1) }
            if text.lowercased() == "easeinout" { return .curve(.easeInEaseOut) }
            var body = text
            if body.lowercased().hasPrefix("cubic-bezier("), body.hasSuffix(")") {
                body = String(body.dropFirst("cubic-bezier(".count).dropLast())
            }
            let numbers = body.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard numbers.count == 4, numbers.allSatisfy({ $0.isFinite }), (0...1).contains(numbers[0]), (0...1).contains(numbers[2]) else {
                throw refuse()
            }
            return .curve(TimingCurve(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3]))
        case .spring:
            var fields: [String: Double] = [:]
            for part in text.split(separator: ",") {
                let pair = part.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
                guard pair.count == 2, let value = Double(pair[1]), value.isFinite else { throw refuse() }
                fields[pair[0]] = value
            }
            if let response = fields["response"], let fraction = fields["dampingfraction"] ?? fields["damping"], fields.count == 2,
               response > 0, fraction >= 0 {
                return .spring(Spring(response: response, dampingFraction: fraction))
            }
            if let duration = fields["duration"], duration > 0, fields.keys.allSatisfy({ ["duration", "bounce"].contains($0) }) {
                let bounce = fields["bounce"] ?? 0
                guard (-1...1).contains(bounce) else { throw refuse() }
                return .spring(Spring(duration: duration, bounce: bounce))
            }
            if let stiffness = fields["stiffness"], let damping = fields["damping"], stiffness > 0, damping >= 0,
               fields.keys.allSatisfy({ ["stiffness", "damping", "mass"].contains($0) }) {
                let mass = fields["mass"] ?? 1
                guard mass > 0 else { throw refuse() }
                return .spring(Spring(mass: mass, stiffness: stiffness, damping: damping))
            }
            throw refuse()
        }
    }

    static func hexColor(_ text: String) -> Color? {
        guard text.hasPrefix("#") else { return nil }
        let hex = text.dropFirst()
        guard hex.count == 6 || hex.count == 8, let value = UInt64(hex, radix: 16) else { return nil }
        let channels = hex.count == 6 ? [(value >> 16) & 255, (value >> 8) & 255, value & 255, 255]
            : [(value >> 24) & 255, (value >> 16) & 255, (value >> 8) & 255, value & 255]
        return Color(red: Double(channels[0]) / 255, green: Double(channels[1]) / 255, blue: Double(channels[2]) / 255,
                     alpha: Double(channels[3]) / 255)
    }
}
