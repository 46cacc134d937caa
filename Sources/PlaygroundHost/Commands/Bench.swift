import ArgumentParser
import Benchmarks
import Demos
import Foundation
import Platform

/// Renderer and engine benchmarks: one JSON line per case.
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run benchmarks and print one JSON line per case."
    )

    enum SceneSet: String, ExpressibleByArgument, CaseIterable {
        case peers
        case layout
        case demos
        case scrub
    }

    @Option(name: .long, help: "Which benchmark set: \(SceneSet.allCases.map(\.rawValue).joined(separator: ", ")).")
    var scenes: SceneSet?

    @Option(name: .long, parsing: .upToNextOption, help: "Lottie files (or folders of them) to play: one JSON line each (frames drawn whole and as the window repaints them, load time, allocations per frame).")
    var lottie: [String] = []

    @Option(name: .long, parsing: .unconditional, help: "The picture's size for --lottie, WxH pixels (default 512x512): each composition fitted into it.", transform: SizeArgument.parse)
    var size: SizeArgument?

    @Option(name: .long, help: "Write each peer scene's frame 30 here as <scene>.png.")
    var pngDir: String?

    @Option(name: .long, help: "Run only these scene ids (comma-separated), e.g. for profiling.")
    var only: String?

    @Option(name: .long, parsing: .unconditional, help: "Device pixels per point for --scenes demos, 1 to 4 (2: a Retina-class desktop, 2560×1600 pixels).")
    var scale: Double = 1

    @Option(name: .long, help: "The Ghostscript Tiger's data for scene s5_tiger (default: ../shared/bench/data/tiger.json beside the checkout); without it the scene is skipped.")
    var tiger: String?

    @Option(name: .long, parsing: .unconditional, help: "Timed passes per scene (the last is reported); compare allocation counts across values to see per-frame allocation.")
    var passes: Int = 1

    func run() throws {
        if !lottie.isEmpty {
            guard scenes == nil else { throw fail("give --scenes or --lottie, not both", code: 64) }
            try runLottie()
            return
        }
        if size != nil { throw fail("--size applies only to --lottie", code: 64) }
        guard let scenes else { throw fail("name what to measure: --scenes \(SceneSet.allCases.map(\.rawValue).joined(separator: "|")) or --lottie FILE…", code: 64) }
        guard scale.isFinite, (1...4).contains(scale) else { throw fail("--scale must be between 1 and 4", code: 64) }
        if scale != 1, scenes != .demos { throw fail("--scale applies only to --scenes demos", code: 64) }
        if tiger != nil, scenes != .peers { throw fail("--tiger applies only to --scenes peers (scene s5_tiger)", code: 64) }
        if pngDir != nil, scenes != .peers {
            throw fail("--png-dir applies only to --scenes peers (it writes each peer scene's frame 30)", code: 64)
        }
        if let only, only.split(separator: ",").allSatisfy({ $0.trimmingCharacters(in: .whitespaces).isEmpty }) {
            throw fail("--only names no case: give ids separated by commas", code: 64)
        }
        if pngDir?.isEmpty == true { throw fail("--png-dir is empty: name the folder for the PNGs", code: 64) }
        if let pngDir {
            do {
                try FileManager.default.createDirectory(atPath: pngDir, withIntermediateDirectories: true)
            } catch {
                throw fail("cannot create --png-dir \(UserText.shown(pngDir)): \(error.localizedDescription)")
            }
        }
        guard (1...1000).contains(passes) else { throw fail("--passes must be between 1 and 1000", code: 64) }
        switch scenes {
        case .scrub:
            let registry = Host.registry
            let text = try ResourceLocator.text()
            for name in try demoNames(in: registry) {
                for result in ScrubBenchmark.run(registry: registry, text: text, only: [name]) {
                    FileHandle.standardOutput.write(Data((result.jsonLine + "\n").utf8))
                }
            }
        case .demos:
            let registry = Host.registry
            let text = try ResourceLocator.text()
            for name in try demoNames(in: registry) {
                for result in DemoBenchmark.run(registry: registry, text: text, only: [name], scale: scale) {
                    FileHandle.standardOutput.write(Data((result.jsonLine + "\n").utf8))
                }
            }
        case .layout:
            let wanted = only.map { Set($0.split(separator: ",").map(String.init)) }
            if let wanted, let unknown = wanted.first(where: { !LayoutBenchmark.caseIDs.contains($0) }) {
                throw fail("unknown case '\(UserText.shown(unknown))'; cases: \(LayoutBenchmark.caseIDs.joined(separator: ", "))", code: 64)
            }
            // `--passes` scales the iterations, so allocation counts across values show what one
            // iteration allocates.
            for result in LayoutBenchmark.run(iterations: 30 * passes, only: wanted) {
                FileHandle.standardOutput.write(Data((result.jsonLine + "\n").utf8))
            }
        case .peers:
            let wanted = only.map { Set($0.split(separator: ",").map(String.init)) }
            let ids = PeerScene.all.map(\.id) + [PeerScene.tigerID]
            if let wanted, let unknown = wanted.first(where: { !ids.contains($0) }) {
                throw fail("unknown scene '\(UserText.shown(unknown))'; scenes: \(ids.joined(separator: ", "))", code: 64)
            }
            var scenes = PeerScene.all
            if wanted?.contains(PeerScene.tigerID) ?? true, let artwork = try tigerArtwork() { scenes.append(.tiger(artwork)) }
            for scene in scenes where wanted?.contains(scene.id) ?? true {
                var writeError: Error?
                let result = PeerBenchmark.run(scene, passes: passes) { canvas in
                    guard let pngDir else { return }
                    do { try PNGFile.write(canvas.pixmap, to: "\(pngDir)/\(scene.id).png") } catch { writeError = error }
                }
                if let writeError { throw fail("\(writeError)", echoing: [pngDir ?? ""]) }
                guard let result else { throw fail("cannot allocate the \(scene.id) canvas") }
                // One write per line, unbuffered, so a reader sees each scene as it finishes.
                FileHandle.standardOutput.write(Data((result.jsonLine + "\n").utf8))
            }
        }
    }

    /// `--lottie`: each file (a folder's files in name order) measured, one line as it finishes.
    private func runLottie() throws {
        let pixels = size ?? SizeArgument(width: 512, height: 512)
        guard pixels.width <= 8192, pixels.height <= 8192 else { throw fail("--size for --lottie is at most 8192x8192 pixels", code: 64) }
        var files: [String] = []
        for path in lottie {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
                files += names.filter(LottieDocument.isLottiePath).sorted().map { (path as NSString).appendingPathComponent($0) }
            } else {
                files.append(path)
            }
        }
        guard !files.isEmpty else { throw fail("--lottie names no Lottie file (.json, .lottie)", code: 66) }
        let text = try ResourceLocator.text()
        var skipped = 0
        for file in files {
            // A file that cannot be played is reported and skipped: the others are still measured.
            do {
                _ = try LottieDocument.load(file)
            } catch {
                FileHandle.standardError.write(Data("\(Host.commandName): bench: skipped \(UserText.oneLine("\(error)"))\n".utf8))
                skipped += 1
                continue
            }
            guard let result = try LottieBenchmark.run(file: file, width: pixels.width, height: pixels.height, text: text,
                                                       load: { try LottieDocument.load(file).playable }) else {
                throw fail("cannot allocate a \(pixels.width)x\(pixels.height) canvas")
            }
            FileHandle.standardOutput.write(Data((result.jsonLine + "\n").utf8))
        }
        if skipped > 0 { throw fail("\(skipped) of \(files.count) files could not be played (see above)", code: LottieDocument.dataErrorStatus) }
    }

    /// The tiger for s5_tiger: `--tiger`, which must be readable; else the shared data beside the
    /// checkout, and without it nil, after a one-line note on standard error.
    private func tigerArtwork() throws -> TigerArtwork? {
        if let tiger {
            do { return try TigerArtwork(contentsOf: tiger) } catch {
                throw fail("cannot read --tiger \(UserText.shown(tiger)): \(Self.reason(error))", echoing: [tiger])
            }
        }
        // Sources/PlaygroundHost/Bench.swift → the checkout, and the folder it sits in.
        let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let candidates = [FileManager.default.currentDirectoryPath + "/../shared/bench/data/tiger.json",
                          checkout.deletingLastPathComponent().appendingPathComponent("shared/bench/data/tiger.json").path]
        guard let found = candidates.first(where: { FileManager.default.isReadableFile(atPath: $0) }) else {
            FileHandle.standardError.write(Data("bench: s5_tiger skipped: no tiger.json (looked in \(candidates.joined(separator: ", "))); give it with --tiger PATH\n".utf8))
            return nil
        }
        do { return try TigerArtwork(contentsOf: found) } catch {
            throw fail("cannot read \(found): \(Self.reason(error))")
        }
    }

    /// What is wrong with the tiger's file, in words.
    private static func reason(_ error: Error) -> String {
        (error as? TigerArtwork.Malformed)?.description ?? error.localizedDescription
    }

    /// The demo rows `--only` asks for (all without it), in the benchmark's order; an unknown
    /// one is a usage error (status 64) listing them.
    private func demoNames(in registry: DemoRegistry) throws -> [String] {
        let names = DemoBenchmark.names(in: registry)
        guard let only else { return names }
        let wanted = Set(only.split(separator: ",").map(String.init))
        if let unknown = wanted.first(where: { !names.contains($0) }) {
            throw fail("unknown demo '\(UserText.shown(unknown))'; demos: \(names.joined(separator: ", "))", code: 64)
        }
        return names.filter(wanted.contains)
    }
}
