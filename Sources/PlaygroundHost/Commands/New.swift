import ArgumentParser
import Foundation

/// `new NAME`: writes a package of the user's own whose executable hosts one demo in the playground.
struct New: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Write a new package with a scene of its own, hosted by the playground.",
        discussion: """
            NAME is the package's and its executable's name (a Swift identifier, e.g. Sample); its one \
            demo is NAME in lower case. The package depends on this checkout by its path, or on --from URL.
            """
    )

    @Argument(help: "The package's name, a Swift identifier (letters, digits, _; not starting with a digit).")
    var name: String

    @Option(name: .customLong("in"), parsing: .unconditional, help: ArgumentHelp("The folder to write it in (default: ./NAME); it must be empty or new.", valueName: "dir"))
    var folder: String?

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Depend on the engine by this git URL (its main branch) instead of this checkout's path.", valueName: "url"))
    var from: String?

    func run() throws {
        guard Self.isIdentifier(name) else {
            throw fail("'\(UserText.shown(name))' cannot name a package: use ASCII letters, digits and _, starting with a letter, not an engine module's name nor Gallery or All (e.g. Sample)", code: 64)
        }
        let engine = try dependency()
        let template = PackageTemplate(name: name, dependency: engine.declaration, engineIdentity: engine.identity,
                                       engineLocation: engine.location)
        let root = URL(fileURLWithPath: folder ?? name, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
            .standardizedFileURL
        let manager = FileManager.default
        if let existing = try? manager.contentsOfDirectory(atPath: root.path), !existing.isEmpty {
            throw fail("\(UserText.shown(root.path)) is not empty; choose a new folder with --in", code: 64)
        }
        do {
            for file in template.files {
                let url = root.appendingPathComponent(file.path)
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.contents.utf8).write(to: url)
            }
            try manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: root.appendingPathComponent("run.sh").path)
        } catch {
            throw fail("cannot write the package in \(UserText.shown(root.path)): \(error.localizedDescription)")
        }
        print("""
            \(Host.commandName): wrote \(name) in \(root.path)
              cd \(root.path)
              ./run.sh          # build, then open the window (demo '\(template.demoName)')
              ./run.sh test     # run its tests
              ./run.sh watch    # rebuild and replay on every save
            """)
    }

    /// How the new package names this engine: by `--from` URL, else by this checkout's path.
    private func dependency() throws -> (declaration: String, identity: String, location: String) {
        if let from {
            guard !from.isEmpty, !from.contains("\""), !from.contains("\\") else {
                throw fail("--from must be a git URL (e.g. https://example.com/MotionPlayground.git)", code: 64)
            }
            return (".package(url: \"\(from)\", branch: \"main\")", Self.identity(ofLastComponent: from), from)
        }
        guard let checkout = Host.engineDirectory else {
            throw fail("cannot find the MotionPlayground checkout this program was built from; pass --from URL", code: 64)
        }
        return (".package(path: \"\(checkout)\")", Self.identity(ofLastComponent: checkout), checkout)
    }

    /// SwiftPM's identity of a package at a path or URL: its last component, lower case, without `.git`.
    static func identity(ofLastComponent location: String) -> String {
        var last = location.split(separator: "/").last.map(String.init) ?? location
        if last.hasSuffix(".git") { last.removeLast(4) }
        return last.lowercased()
    }

    /// Names a module may not take: the engine's own modules and the ones every package imports.
    static let takenNames: Set<String> = [
        "Animation", "Demos", "Geometry", "Input", "Raster", "RasterKernels", "Scene", "Platform", "PlaygroundCore",
        "PlaygroundHost", "PlaygroundCLI", "MotionPlayground", "MotionPlaygroundTesting", "Benchmarks", "AllocationCounter",
        "CSDL", "CWebP", "CGIF", "ArgumentParser", "ArgumentParserToolInfo", "TestSupport", "PlatformTestSupport",
        "Swift", "Foundation", "Testing", "Glibc", "XCTest", "Dispatch",
    ]

    /// ASCII letters, digits and `_`, starting with a letter: every such name is a module name
    /// SwiftPM keeps as written; its lower case (the demo's name) is written in backticks, so a
    /// keyword (`Default`) works too; `gallery` and `all` are the playground's own.
    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic,
              text.count <= 64, !takenNames.contains(text), !["gallery", "all"].contains(text.lowercased()) else { return false }
        return text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") }
    }
}
