import Foundation

/// A value of a parsed JSON document and the path that leads to it, so every error can say where
/// it is. Reading never traps: a value of the wrong type is a `LottieError` naming the path.
struct JSONCursor {
    let value: Any
    let path: String

    init(_ value: Any, path: String) {
        self.value = value
        self.path = path
    }

    /// The member `key` of an object; nil when the object has no such member or it is null.
    subscript(key: String) -> JSONCursor? {
        guard let object = Self.object(value), let member = object[key], Swift.type(of: member) != NSNull.self else { return nil }
        return JSONCursor(member, path: path.isEmpty ? key : "\(path).\(key)")
    }

    var isObject: Bool { Self.object(value) != nil }
    var isArray: Bool { Self.array(value) != nil }
    var isNumber: Bool { Self.number(value) != nil }

    /// The elements of an array, each with its index in the path.
    func array() throws -> [JSONCursor] {
        guard let items = Self.array(value) else { throw mismatch("an array") }
        var cursors: [JSONCursor] = []
        cursors.reserveCapacity(items.count)
        for (index, item) in items.enumerated() { cursors.append(JSONCursor(item, path: "\(path)[\(index)]")) }
        return cursors
    }

    /// The value as a finite number within `LottieLimits.maximumMagnitude`.
    func number() throws -> Double {
        guard let number = Self.number(value) else { throw mismatch("a number") }
        guard number.isFinite else { throw LottieError("a number that is not finite", at: path) }
        guard abs(number) <= LottieLimits.maximumMagnitude else {
            throw LottieError("\(number) is beyond ±\(Int(LottieLimits.maximumMagnitude)), the largest number played", at: path)
        }
        return number
    }

    /// A number, or the first element of a one-element array (exporters write both for scalars).
    func scalar() throws -> Double {
        if let items = Self.array(value), let first = items.first {
            return try JSONCursor(first, path: "\(path)[0]").number()
        }
        return try number()
    }

    /// An array of numbers (a number alone counts as one).
    func numbers() throws -> [Double] {
        if Self.number(value) != nil { return [try number()] }
        guard let items = Self.array(value) else { throw mismatch("an array") }
        // The hot path of loading (every vertex, every keyframe value): read the numbers
        // directly; a path is made only for the one in error.
        var result: [Double] = []
        result.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            if let number = Self.number(item), number.isFinite, abs(number) <= LottieLimits.maximumMagnitude {
                result.append(number)
            } else {
                result.append(try JSONCursor(item, path: "\(path)[\(index)]").number())
            }
        }
        return result
    }

    /// Easing tangents: finite numbers, clamped to ±1000. Real exports carry stray values like
    /// −6·10¹⁴ in a dimension's y (swiftkey-logo.json); past ±1000 a curve is already a jump.
    func tangentNumbers() throws -> [Double] {
        let values: [JSONCursor] = Self.number(value) != nil ? [self] : try array()
        return try values.map { cursor in
            guard let number = Self.number(cursor.value) else { throw cursor.mismatch("a number") }
            guard number.isFinite else { throw LottieError("a number that is not finite", at: cursor.path) }
            return min(max(number, -1000), 1000)
        }
    }

    func string() throws -> String {
        guard let text = value as? String else { throw mismatch("a string") }
        return text
    }

    func integer() throws -> Int {
        let value = try number()
        return Int(value.rounded())
    }

    /// A boolean; exporters write 0/1 as often as true/false (both read as numbers here).
    func bool() throws -> Bool {
        try number() != 0
    }

    // Optional members, read with their own paths.
    func number(_ key: String) throws -> Double? { try self[key]?.number() }
    func scalar(_ key: String) throws -> Double? { try self[key]?.scalar() }
    func integer(_ key: String) throws -> Int? { try self[key]?.integer() }
    func string(_ key: String) throws -> String? { try self[key]?.string() }
    func bool(_ key: String) throws -> Bool? { try self[key]?.bool() }

    /// An error naming this value's path and what was expected instead.
    func mismatch(_ expected: String) -> LottieError {
        LottieError("expected \(expected), found \(Self.describe(value))", at: path)
    }

    /// The value as a number: JSON numbers and booleans (as 0 and 1) both bridge to NSNumber.
    static func number(_ value: Any) -> Double? {
        let type = Swift.type(of: value)
        if type == [String: Any].self || type == [Any].self || type == String.self { return nil }
        return (value as? NSNumber)?.doubleValue
    }

    /// The value as an object, by its exact type: a cast of a value of another type to a
    /// dictionary (or an array, or `NSNumber`) bridges all of it to Foundation's classes to find
    /// out, which made loading a file cost as much as drawing a hundred frames of it.
    /// `JSONSerialization` gives Swift dictionaries and arrays, `NSNumber`, `String` and `NSNull`.
    static func object(_ value: Any) -> [String: Any]? {
        Swift.type(of: value) == [String: Any].self ? value as? [String: Any] : nil
    }

    /// The value as an array, by its exact type (see `object`).
    static func array(_ value: Any) -> [Any]? {
        Swift.type(of: value) == [Any].self ? value as? [Any] : nil
    }

    static func describe(_ value: Any) -> String {
        if value is String { return "a string" }
        if array(value) != nil { return "an array" }
        if object(value) != nil { return "an object" }
        return value is NSNull ? "null" : "a number"
    }
}
