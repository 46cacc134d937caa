import Foundation
import Testing
import TestSupport

/// The rules of docs/ARCHITECTURE.md that a compiler does not check, checked over the sources:
/// SDL only in the platform layer, no wall clock below the frame loop, imports only downwards.
@Suite("Architecture")
struct ArchitectureTests {
    /// Each module and the project modules it may import: the diagram in docs/ARCHITECTURE.md.
    static let allowedImports: [String: Set<String>] = [
        "Geometry": [],
        "Raster": ["Geometry"],
        "Animation": ["Geometry"],
        "Input": ["Geometry"],
        "Scene": ["Geometry", "Raster", "Animation", "Input"],
        "Demos": ["Geometry", "Raster", "Animation", "Input", "Scene"],
        "PlaygroundCore": ["Geometry", "Raster", "Animation", "Input", "Scene", "Demos"],
        "Benchmarks": ["Geometry", "Raster", "Animation", "Input", "Scene", "Demos", "PlaygroundCore", "AllocationCounter"],
        "Platform": ["Geometry", "Raster", "Input", "CSDL", "CWebP"],
        "PlaygroundHost": ["Geometry", "Raster", "Animation", "Input", "Scene", "Demos", "PlaygroundCore", "Benchmarks", "Platform"],
        "PlaygroundCLI": ["PlaygroundHost"],
        "MotionPlayground": ["Geometry", "Raster", "Animation", "Input", "Scene", "Demos", "PlaygroundCore", "PlaygroundHost"],
        "MotionPlaygroundTesting": ["MotionPlayground", "Platform"],
    ]
    static let projectModules = Set(allowedImports.keys).union(["CSDL", "CWebP", "AllocationCounter"])

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

    @Test("SDL (and libwebp) only in the platform layer: not even the executable imports them")
    func sdlOnlyInPlatform() throws {
        for module in Self.allowedImports.keys where module != "Platform" {
            for (path, text) in try sources(of: module) {
                let foreign = imports(in: text).filter { $0 == "CSDL" || $0 == "CWebP" }
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
