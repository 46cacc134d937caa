import ArgumentParser
import Benchmarks
import Demos
import Foundation
import Geometry
import Input
import Platform
import PlaygroundCore
import Raster

/// `playground soak --seconds S`: every demo and the gallery in turn, each through its
/// benchmark interaction with every frame drawn, for S seconds of wall time; resident memory is
/// reported after the first round (caches warm) and at the end, so growth shows a leak.
struct Soak: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render every demo round-robin with scripted input for a while and report resident memory at start and end."
    )

    @Option(name: .long, parsing: .unconditional, help: "Wall-clock seconds to run (1…86400).")
    var seconds: Double = 60

    func run() throws {
        guard seconds.isFinite, (1...86_400).contains(seconds) else { throw fail("--seconds must be between 1 and 86400", code: 64) }
        let registry = Host.registry
        let text: TrueTypeText
        text = try ResourceLocator.text()
        let size = Size(width: 960, height: 600)
        guard let canvas = Canvas(width: Int(size.width), height: Int(size.height)) else { throw fail("cannot allocate the frame") }
        let demos = registry.demos + [GalleryDemo.descriptor(for: registry)]
        let started = ProcessInfo.processInfo.systemUptime
        var rounds = 0
        var baseline: Int?
        while ProcessInfo.processInfo.systemUptime - started < seconds || baseline == nil {
            for descriptor in demos {
                let session = PlaygroundSession(registry: registry, initial: descriptor, context: DemoContext(text: text), size: size,
                                                showsBar: true)
                var replay = (DemoBenchmark.interactions[descriptor.name] ?? descriptor.interaction).flatMap { try? InputScript(parsing: $0) }.map(InputReplay.init)
                for frame in 1...Int(DemoBenchmark.duration * 60) {
                    FrameClock.run(session, until: Double(frame) / 60, replay: &replay)
                    if session.needsRedraw { session.draw(in: canvas) }
                }
            }
            rounds += 1
            if baseline == nil {
                baseline = Fuzzer.residentBytes()
                // Unbuffered: a long soak piped to a file shows its baseline at once.
                FileHandle.standardOutput.write(Data("soak: resident memory after the first round: \(megabytes(baseline))\n".utf8))
            }
        }
        let end = Fuzzer.residentBytes()
        let growth = (end ?? 0) - (baseline ?? 0)
        print("soak: \(rounds) rounds of \(demos.count) demos in \(Int(ProcessInfo.processInfo.systemUptime - started)) s; "
              + "resident memory \(megabytes(baseline)) at start, \(megabytes(end)) at end (\(growth >= 0 ? "+" : "")\(String(format: "%.1f", Double(growth) / 1_048_576)) MB)")
    }

    private func megabytes(_ bytes: Int?) -> String {
        bytes.map { String(format: "%.1f MB", Double($0) / 1_048_576) } ?? "unknown"
    }
}
