import Foundation
import Testing
import TestSupport

/// docs/WRITING-A-SCENE.md shows the card-stack demo's real code: each block that follows a
/// `<!-- snippet: PATH#NAME -->` line must equal the region of PATH between `// guide: NAME` and
/// `// guide: end` (less its common indentation). `UPDATE_GOLDENS=1` rewrites the blocks from the
/// sources, as it rewrites golden images.
@Suite("Writing-a-scene guide")
struct GuideTests {
    static let guidePath = RepositoryPaths.root + "/docs/WRITING-A-SCENE.md"
    /// The files whose guide regions the guide must show, every one of them.
    static let sources = [
        "Sources/Demos/CardStack/Card.swift", "Sources/Demos/CardStack/CardStackModel.swift",
        "Sources/Demos/CardStack/CardStackMetrics.swift", "Sources/Demos/CardStack/CardStackDemo.swift",
        "Tests/DemosTests/Demos/CardStackDemoTests.swift",
    ]

    /// The named regions of a source file, each with its common indentation removed.
    static func regions(in text: String) -> [(name: String, body: String)] {
        var result: [(String, String)] = []
        var current: (name: String, lines: [Substring])?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("// guide: ") else {
                current?.lines.append(line)
                continue
            }
            let name = String(trimmed.dropFirst("// guide: ".count))
            if name == "end", let open = current {
                result.append((open.name, dedented(open.lines)))
                current = nil
            } else {
                current = (name, [])
            }
        }
        return result
    }

    /// `lines` less their common indentation and any blank lines at the end.
    private static func dedented(_ lines: [Substring]) -> String {
        var lines = lines
        while let last = lines.last, last.allSatisfy(\.isWhitespace) { lines.removeLast() }
        let indent = lines.filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return lines.map { $0.allSatisfy(\.isWhitespace) ? "" : String($0.dropFirst(indent)) }.joined(separator: "\n")
    }

    /// The guide's snippets: the marker's `PATH#NAME`, the block's text and where the block's
    /// body lies in the guide's lines.
    static func snippets(in guide: [String]) -> [(key: String, body: String, lines: Range<Int>)] {
        var result: [(String, String, Range<Int>)] = []
        var index = 0
        while index < guide.count {
            let line = guide[index]
            if line.hasPrefix("<!-- snippet: "), line.hasSuffix(" -->"), index + 1 < guide.count, guide[index + 1] == "```swift" {
                let key = String(line.dropFirst("<!-- snippet: ".count).dropLast(" -->".count))
                let start = index + 2
                var end = start
                while end < guide.count, guide[end] != "```" { end += 1 }
                result.append((key, guide[start..<end].joined(separator: "\n"), start..<end))
                index = end
            }
            index += 1
        }
        return result
    }

    @Test("Every snippet in the guide is the current code of the demo and its test, and every guide region is shown")
    func snippetsMatchTheSources() throws {
        var regions: [String: String] = [:]
        for path in Self.sources {
            let text = try String(contentsOfFile: RepositoryPaths.root + "/" + path, encoding: .utf8)
            for (name, body) in Self.regions(in: text) {
                #expect(regions["\(path)#\(name)"] == nil, "\(path) has two regions named \(name)")
                regions["\(path)#\(name)"] = body
            }
        }
        #expect(regions.count >= 12, "found only \(regions.count) guide regions")
        var guide = try String(contentsOfFile: Self.guidePath, encoding: .utf8).components(separatedBy: "\n")
        let snippets = Self.snippets(in: guide)
        if ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" {
            for snippet in snippets.reversed() {
                guard let body = regions[snippet.key] else { continue }
                guide.replaceSubrange(snippet.lines, with: body.components(separatedBy: "\n"))
            }
            try guide.joined(separator: "\n").write(toFile: Self.guidePath, atomically: true, encoding: .utf8)
            return
        }
        for snippet in snippets {
            let source = try #require(regions[snippet.key], "the guide shows \(snippet.key), which no source marks")
            #expect(snippet.body == source, "\(snippet.key) differs from the source (UPDATE_GOLDENS=1 rewrites the guide's blocks)")
        }
        let shown = Set(snippets.map(\.key))
        for key in regions.keys.sorted() {
            #expect(shown.contains(key), "the guide does not show \(key)")
        }
    }

    @Test("The guide's region parser keeps indentation relative to the region and names each region")
    func regionParser() {
        let text = """
            // guide: one
            func a() {
                b()
            }
            // guide: end
            // guide: two

                let c = 1
            // guide: end
            """
        let found = Self.regions(in: text)
        #expect(found.map(\.name) == ["one", "two"])
        #expect(found.first?.body == "func a() {\n    b()\n}")
        #expect(found.last?.body == "\nlet c = 1")
    }
}
