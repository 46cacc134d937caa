import Foundation
import Testing
import TestSupport

/// The rules of docs/ARCHITECTURE.md that a compiler does not check, checked over the sources:
/// SDL only in the platform layer, no wall clock below the frame loop, imports only downwards.
@Suite("Architecture")
struct ArchitectureTests {
    /// Each module and the project modules it depends on, read from the module table of
    /// docs/ARCHITECTURE.md (`| module | what it is | depends on |`): the one picture of the
    /// dependencies, which the package, the imports and the includes are held to.
    static let documented: [String: Set<String>] = {
        guard let text = try? String(contentsOfFile: RepositoryPaths.root + "/docs/ARCHITECTURE.md", encoding: .utf8),
              let section = text.range(of: "## Modules") else { return [:] }
        var table: [String: Set<String>] = [:]
        for line in text[section.upperBound...].split(separator: "\n") {
            if line.hasPrefix("## ") { break }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 5, cells[0].isEmpty, !cells[1].isEmpty, cells[1] != "module", !cells[1].hasPrefix("---") else { continue }
            let names = cells[3] == "—" ? [] : cells[3].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            table[cells[1]] = Set(names)
        }
        return table
    }()

    /// The Swift modules and the modules their files may import.
    static var allowedImports: [String: Set<String>] {
        documented.filter { !cModules.contains($0.key) && !systemLibraries.contains($0.key) && !parserLibraries.contains($0.key) }
    }
    static let cModules: Set<String> = ["GeometryKernels", "RasterKernels", "AllocationCounter"]
    static let systemLibraries: Set<String> = ["CSDL", "CWebP", "CGIF"]
    /// System libraries a pure module may use (a parser, not the platform): cJSON under the Lottie model.
    static let parserLibraries: Set<String> = ["CCJSON"]
    static var projectModules: Set<String> { Set(documented.keys) }

    /// Every non-test target of Package.swift and the project targets it depends on.
    static func packageTargets() throws -> [String: Set<String>] {
        let manifest = try String(contentsOfFile: RepositoryPaths.root + "/Package.swift", encoding: .utf8)
        var targets: [String: Set<String>] = [:]
        let starts = [".target(", ".executableTarget(", ".systemLibrary("]
        var rest = Substring(manifest)
        while let next = starts.compactMap({ rest.range(of: $0) }).min(by: { $0.lowerBound < $1.lowerBound }) {
            rest = rest[next.upperBound...]
            // The declaration runs to its closing parenthesis.
            var depth = 1, end = rest.startIndex
            while depth > 0, end < rest.endIndex {
                if rest[end] == "(" { depth += 1 } else if rest[end] == ")" { depth -= 1 }
                end = rest.index(after: end)
            }
            let declaration = rest[..<end]
            guard let nameStart = declaration.range(of: "name: \""),
                  let nameEnd = declaration[nameStart.upperBound...].firstIndex(of: "\"") else { continue }
            let name = String(declaration[nameStart.upperBound..<nameEnd])
            var dependencies = Set<String>()
            if let list = declaration.range(of: "dependencies: [") {
                var depth = 1, cursor = list.upperBound
                while depth > 0, cursor < declaration.endIndex {
                    if declaration[cursor] == "[" { depth += 1 } else if declaration[cursor] == "]" { depth -= 1 }
                    cursor = declaration.index(after: cursor)
                }
                let items = declaration[list.upperBound..<cursor]
                // Products of other packages (`.product(name:package:)`) are not project modules.
                var plain = String(items)
                while let product = plain.range(of: ".product(") {
                    let close = plain[product.upperBound...].firstIndex(of: ")") ?? plain.endIndex
                    plain.removeSubrange(product.lowerBound..<plain.index(after: close))
                }
                dependencies = Set(plain.split(separator: "\"", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) })
            }
            if !declaration.contains("path: \"Tests/") { targets[name] = dependencies }
        }
        return targets
    }

    @Test("The module table of docs/ARCHITECTURE.md is the package: every target, with exactly its dependencies")
    func tableIsThePackage() throws {
        let package = try Self.packageTargets()
        let testSupport: Set<String> = ["TestSupport", "PlatformTestSupport"]
        #expect(!Self.documented.isEmpty, "no module table in docs/ARCHITECTURE.md")
        for (name, dependencies) in package where !testSupport.contains(name) {
            #expect(Self.documented[name] == dependencies,
                    "Package.swift: \(name) depends on \(dependencies.sorted()); the table says \(Self.documented[name].map { $0.sorted() } ?? ["nothing: no row"])")
        }
        for name in Self.documented.keys { #expect(package[name] != nil, "the table's \(name) is no target of Package.swift") }
    }

    @Test("One picture of the modules: the README, DEVELOPERS.md and Package.swift draw none of their own")
    func oneModulePicture() throws {
        for file in ["README.md", "DEVELOPERS.md", "Package.swift"] {
            let text = try String(contentsOfFile: RepositoryPaths.root + "/" + file, encoding: .utf8)
            for line in text.split(separator: "\n") where line.contains("──►") || line.contains("← Raster") || line.contains("Raster ──") {
                Issue.record("\(file) draws the modules (\(line.prefix(60))…): point to docs/ARCHITECTURE.md's table instead")
            }
        }
        let picture = try String(contentsOfFile: RepositoryPaths.root + "/docs/ARCHITECTURE.md", encoding: .utf8)
        for name in Self.documented.keys { #expect(picture.contains(name + " ") || picture.contains(name + ","), "\(name) is not in the picture") }
    }

    @Test("C sources include only the headers of the C modules their target depends on")
    func includesPointDown() throws {
        for module in Self.cModules {
            let directory = RepositoryPaths.root + "/Sources/" + module
            let files = FileManager.default.enumerator(atPath: directory)?.compactMap { $0 as? String }
                .filter { $0.hasSuffix(".c") || $0.hasSuffix(".h") } ?? []
            #expect(!files.isEmpty, "\(module) has no C sources")
            let allowed = (Self.documented[module] ?? []).union([module])
            for file in files {
                let text = try String(contentsOfFile: directory + "/" + file, encoding: .utf8)
                for line in text.split(separator: "\n") where line.hasPrefix("#include") {
                    for other in Self.cModules.subtracting(allowed) where line.contains(other) {
                        Issue.record("Sources/\(module)/\(file) includes \(other): \(line)")
                    }
                }
            }
        }
    }

    /// Every Swift file of `module` with its text.
    private func sources(of module: String) throws -> [(path: String, text: String)] {
        let directory = RepositoryPaths.root + "/Sources/" + module
        let files = FileManager.default.enumerator(atPath: directory)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        return try files.sorted().map { ("Sources/\(module)/\($0)", try String(contentsOfFile: directory + "/" + $0, encoding: .utf8)) }
    }

    private func imports(in text: String) -> [String] {
        // An import starts its line; an indented one is text (the package template's files).
        text.split(separator: "\n").filter { !($0.first?.isWhitespace ?? true) }.compactMap { line in
            let words = line.split(separator: " ")
            guard let index = words.firstIndex(of: "import"), index + 1 < words.count,
                  words[..<index].allSatisfy({ $0.hasPrefix("@") }) else { return nil }
            return String(words[index + 1])
        }
    }

    @Test("Imports point one way: each module imports only the modules below it")
    func importsPointDown() throws {
        for (module, allowed) in Self.allowedImports {
            for (path, text) in try sources(of: module) {
                for imported in imports(in: text) where Self.projectModules.contains(imported) {
                    #expect(allowed.contains(imported), "\(path) imports \(imported), which \(module) may not")
                }
            }
        }
    }

    @Test("The system libraries bring no compiler flag SwiftPM refuses: every build, a user's package too, is warning-free")
    func systemLibrariesBringNoProhibitedFlags() throws {
        let manifest = try String(contentsOfFile: RepositoryPaths.root + "/Package.swift", encoding: .utf8)
        let names = manifest.components(separatedBy: "pkgConfig: \"").dropFirst().compactMap { $0.split(separator: "\"").first.map(String.init) }
        #expect(!names.isEmpty)
        for name in names {
            let outcome = try ProcessRunner.run("/usr/bin/pkg-config", ["--cflags", name])
            #expect(outcome.status == 0, "pkg-config \(name): \(outcome.standardError)")
            // SwiftPM takes -I and -F from pkg-config and warns of anything else ("prohibited flag(s)").
            let flags = outcome.standardOutput.split(whereSeparator: \.isWhitespace)
            let prohibited = flags.filter { !$0.hasPrefix("-I") && !$0.hasPrefix("-F") }
            #expect(prohibited.isEmpty, "\(name)'s pkg-config flags \(prohibited) make SwiftPM warn in every build")
        }
    }

    @Test("SDL, libwebp and giflib only in the platform layer: not even the executable imports them")
    func sdlOnlyInPlatform() throws {
        for module in Self.allowedImports.keys where module != "Platform" {
            for (path, text) in try sources(of: module) {
                let foreign = imports(in: text).filter { Self.systemLibraries.contains($0) }
                #expect(foreign.isEmpty, "\(path) imports \(foreign)")
            }
        }
    }

    @Test("Nothing below the frame loop reads the wall clock: time comes from the scene clock")
    func noWallClockBelowTheFrameLoop() throws {
        let clocks = ["Date()", "ContinuousClock", "SuspendingClock", "DispatchTime", "clock_gettime", "SDL_GetTicks",
                      "SDL_GetPerformanceCounter", "systemUptime", "CFAbsoluteTimeGetCurrent", "gettimeofday"]
        for module in ["Geometry", "Raster", "Animation", "Input", "Scene", "Demos", "PlaygroundCore"] {
            for (path, text) in try sources(of: module) {
                for clock in clocks where text.contains(clock) {
                    Issue.record("\(path) reads the wall clock (\(clock))")
                }
            }
        }
    }

    /// The peer scenes' specification: "every frame must apply that frame's M and flatten, stroke
    /// and rasterize every path again: nothing flattened, stroked or rasterized may be kept from a
    /// previous frame". A `PreparedPath` keeps its outlines across frames (a tiger drawn through it
    /// once timed 3.5 ms a frame against 9.5 ms drawn as specified), so no benchmark may use one.
    @Test("The benchmarks keep nothing flattened or stroked from one frame to the next")
    func benchmarksKeepNoOutlines() throws {
        for (path, text) in try sources(of: "Benchmarks") where text.contains("PreparedPath") || text.contains(".prepared") {
            Issue.record("\(path) draws through a PreparedPath, whose outlines outlive a frame")
        }
    }
}
