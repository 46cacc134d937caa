import CCJSON

/// A value of a parsed JSON document (a node of cJSON's tree) and the path that leads to it, so
/// every error can say where it is. Reading never traps: a value of the wrong type is a
/// `LottieError` naming the path. A cursor is valid while its `JSONDocument` is.
struct JSONCursor {
    /// The node; owned by the document.
    let node: UnsafeMutablePointer<cJSON>
    let path: String

    init(_ node: UnsafeMutablePointer<cJSON>, path: String) {
        self.node = node
        self.path = path
    }

    private var type: Int32 { node.pointee.type & 0xff }
    var isObject: Bool { type == cJSON_Object }
    var isArray: Bool { type == cJSON_Array }
    var isString: Bool { type == cJSON_String }
    /// Numbers and booleans (exporters write 0/1 as often as true/false).
    var isNumber: Bool { Self.number(node) != nil }

    /// The member `key` of an object; nil when the object has no such member or it is null.
    subscript(key: String) -> JSONCursor? {
        guard isObject, let member = cJSON_GetObjectItemCaseSensitive(node, key), member.pointee.type & 0xff != cJSON_NULL else { return nil }
        return JSONCursor(member, path: path.isEmpty ? key : "\(path).\(key)")
    }

    /// How many elements an array (or members an object) has.
    var count: Int { Int(cJSON_GetArraySize(node)) }

    /// The first element of an array, nil when it is empty or not an array.
    var firstElement: JSONCursor? {
        guard isArray, let child = node.pointee.child else { return nil }
        return JSONCursor(child, path: "\(path)[0]")
    }

    /// The elements of an array, each with its index in the path.
    func array() throws -> [JSONCursor] {
        guard isArray else { throw mismatch("an array") }
        var cursors: [JSONCursor] = []
        cursors.reserveCapacity(count)
        var child = node.pointee.child, index = 0
        while let item = child {
            cursors.append(JSONCursor(item, path: "\(path)[\(index)]"))
            child = item.pointee.next
            index += 1
        }
        return cursors
    }

    /// Calls `body` with each element's node and index, without a cursor (and its path) for each:
    /// the hot path of loading. Not an array: a mismatch.
    func forEachElement(_ body: (UnsafeMutablePointer<cJSON>, Int) throws -> Void) throws {
        guard isArray else { throw mismatch("an array") }
        var child = node.pointee.child, index = 0
        while let item = child {
            try body(item, index)
            child = item.pointee.next
            index += 1
        }
    }

    /// The cursor of element `index`'s node (for an error's path).
    func element(_ item: UnsafeMutablePointer<cJSON>, at index: Int) -> JSONCursor {
        JSONCursor(item, path: "\(path)[\(index)]")
    }

    /// The value as a finite number within `LottieLimits.maximumMagnitude`.
    func number() throws -> Double {
        guard let number = Self.number(node) else { throw mismatch("a number") }
        guard number.isFinite else { throw LottieError("a number that is not finite", at: path) }
        guard abs(number) <= LottieLimits.maximumMagnitude else {
            throw LottieError("\(number) is beyond ±\(Int(LottieLimits.maximumMagnitude)), the largest number played", at: path)
        }
        return number
    }

    /// A number, or the first element of a one-element array (exporters write both for scalars).
    func scalar() throws -> Double {
        if let first = firstElement { return try first.number() }
        return try number()
    }

    /// An array of numbers (a number alone counts as one).
    func numbers() throws -> [Double] {
        if Self.number(node) != nil { return [try number()] }
        var result: [Double] = []
        result.reserveCapacity(count)
        try forEachElement { item, index in
            if let number = Self.number(item), number.isFinite, abs(number) <= LottieLimits.maximumMagnitude {
                result.append(number)
            } else {
                result.append(try element(item, at: index).number())
            }
        }
        return result
    }

    /// Easing tangents: finite numbers, clamped to ±1000. Real exports carry stray values like
    /// −6·10¹⁴ in a dimension's y (swiftkey-logo.json); past ±1000 a curve is already a jump.
    func tangentNumbers() throws -> [Double] {
        let values: [JSONCursor] = Self.number(node) != nil ? [self] : try array()
        return try values.map { cursor in
            guard let number = Self.number(cursor.node) else { throw cursor.mismatch("a number") }
            guard number.isFinite else { throw LottieError("a number that is not finite", at: cursor.path) }
            return min(max(number, -1000), 1000)
        }
    }

    func string() throws -> String {
        guard isString, let text = node.pointee.valuestring else { throw mismatch("a string") }
        return String(cString: text)
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
        LottieError("expected \(expected), found \(Self.describe(node))", at: path)
    }

    /// A node's number: JSON numbers, and booleans as 0 and 1.
    static func number(_ node: UnsafeMutablePointer<cJSON>) -> Double? {
        switch node.pointee.type & 0xff {
        case cJSON_Number: node.pointee.valuedouble
        case cJSON_True: 1
        case cJSON_False: 0
        default: nil
        }
    }

    static func describe(_ node: UnsafeMutablePointer<cJSON>) -> String {
        switch node.pointee.type & 0xff {
        case cJSON_String: "a string"
        case cJSON_Array: "an array"
        case cJSON_Object: "an object"
        case cJSON_NULL: "null"
        case cJSON_True, cJSON_False: "a boolean"
        default: "a number"
        }
    }
}

/// A parsed JSON document: cJSON's tree, freed with the document.
final class JSONDocument {
    let root: UnsafeMutablePointer<cJSON>

    /// Parses `bytes`; nil and the byte offset where parsing stopped when they are not JSON.
    static func parse(_ bytes: [UInt8]) -> Result<JSONDocument, JSONSyntaxError> {
        let parsed: UnsafeMutablePointer<cJSON>? = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.flatMap { base in
                base.withMemoryRebound(to: CChar.self, capacity: buffer.count) { cJSON_ParseWithLength($0, buffer.count) }
            }
        }
        guard let parsed else {
            // cJSON says where it stopped through a global pointer into the input.
            var offset = bytes.count
            if let stop = cJSON_GetErrorPtr() {
                bytes.withUnsafeBufferPointer { buffer in
                    if let base = buffer.baseAddress {
                        let distance = base.withMemoryRebound(to: CChar.self, capacity: buffer.count) { stop - $0 }
                        if (0...buffer.count).contains(distance) { offset = distance }
                    }
                }
            }
            return .failure(JSONSyntaxError(offset: offset, atEnd: offset >= bytes.count))
        }
        return .success(JSONDocument(root: parsed))
    }

    private init(root: UnsafeMutablePointer<cJSON>) { self.root = root }

    deinit { cJSON_Delete(root) }
}

/// Where a document stopped being JSON.
struct JSONSyntaxError: Error {
    /// Bytes read before the error.
    let offset: Int
    /// True when the text ended early (truncated).
    let atEnd: Bool
}
