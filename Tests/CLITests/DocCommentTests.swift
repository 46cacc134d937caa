import Foundation
import Testing
import TestSupport

/// Every public declaration of every module carries a doc comment (`///` or a `/** */` block)
/// directly above it or above its attributes: a declaration marked `public` or `open`, a case of a
/// public enum and a requirement of a public protocol. Overrides and extensions inherit the
/// documentation of what they extend and are exempt.
@Suite("Doc comments")
struct DocCommentTests {
    /// A declaration written `public`/`open`, after any attributes and other modifiers.
    // Regex is not Sendable, but these are never mutated after being built.
    nonisolated(unsafe) private static let publicDeclaration = try! Regex(
        #"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:public|open)\s+(?:(?:static|final|class|mutating|nonisolated|convenience|required|indirect|lazy|weak|unowned|private\(set\)|fileprivate\(set\)|internal\(set\))\s+)*(func|var|let|init|struct|class|enum|protocol|typealias|subscript|actor|extension|deinit)\b"#)
    /// The start of a public enum or protocol whose members are public without saying so.
    nonisolated(unsafe) private static let publicContainer = try! Regex(#"^(\s*)(?:@\w+\s+)*public\s+(?:indirect\s+)?(enum|protocol)\s"#)
    /// A line holding only attributes, such as `@inlinable` or `@available(*, deprecated)`.
    nonisolated(unsafe) private static let attributeLine = try! Regex(#"^\s*(?:@\w+(?:\([^)]*\))?\s*)+$"#)
    nonisolated(unsafe) private static let enumMember = try! Regex(#"^case\s"#)
    nonisolated(unsafe) private static let protocolRequirement = try! Regex(#"^(?:@\w+\s+)*(?:static\s+|mutating\s+)*(?:func|var|init|associatedtype|subscript)\b"#)

    /// The undocumented public declarations of one file, as `path:line: text`.
    static func undocumented(in text: String, path: String) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var containers: [(indent: Int, kind: String)] = []
        var missing: [String] = []
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            let indent = line.prefix { $0 == " " }.count
            while let last = containers.last, trimmed.hasPrefix("}"), indent <= last.indent { containers.removeLast() }
            var needsComment = false
            if let match = line.firstMatch(of: publicDeclaration) {
                let keyword = match.output[1].substring.map(String.init) ?? ""
                needsComment = keyword != "extension" && !line.contains("override ")
            } else if let last = containers.last, indent == last.indent + 4 {
                needsComment = last.kind == "enum" ? trimmed.firstMatch(of: enumMember) != nil
                                                   : trimmed.firstMatch(of: protocolRequirement) != nil
            }
            if let match = line.firstMatch(of: publicContainer) {
                containers.append((match.output[1].substring?.count ?? 0, match.output[2].substring.map(String.init) ?? ""))
            }
            guard needsComment else { continue }
            var above = index - 1
            while above >= 0, lines[above].firstMatch(of: Self.attributeLine) != nil { above -= 1 }
            let previous = above >= 0 ? lines[above].trimmingCharacters(in: .whitespaces) : ""
            if !(previous.hasPrefix("///") || previous.hasSuffix("*/")) {
                missing.append("\(path):\(index + 1): \(trimmed.prefix(100))")
            }
        }
        return missing
    }

    @Test("Every public declaration in Sources has a doc comment")
    func everyPublicDeclarationIsDocumented() throws {
        let sources = RepositoryPaths.root + "/Sources"
        let files = FileManager.default.enumerator(atPath: sources)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        #expect(files.count > 100, "found only \(files.count) Swift files under \(sources)")
        var missing: [String] = []
        for file in files.sorted() {
            missing += Self.undocumented(in: try String(contentsOfFile: sources + "/" + file, encoding: .utf8), path: "Sources/" + file)
        }
        #expect(missing.isEmpty, "\(missing.count) public declarations without a doc comment:\n\(missing.prefix(40).joined(separator: "\n"))")
    }

    @Test("The check finds an undocumented declaration, a bare enum case and protocol requirement, and accepts documented ones")
    func checkerCatchesWhatItShould() {
        let sample = """
        /// Documented.
        public struct Documented {
            /// Documented too.
            @inlinable public var value: Int { 1 }
            public init() {}
            public override func hidden() {}
        }
        public enum Bare {
            /// Fine.
            case documented
            case undocumented
        }
        public protocol Requirement {
            func undocumentedRequirement()
        }
        extension Documented {
            public static func alsoBare() {}
        }
        public extension Bare {}
        """
        let missing = Self.undocumented(in: sample, path: "Sample.swift")
        #expect(missing.map { $0.split(separator: ":")[1] } == ["5", "8", "11", "13", "14", "17"], "\(missing)")
    }
}
