import ArgumentParser
import Demos
import Foundation
import Input
import Platform
import PlaygroundCore

/// `playground fuzz`: seeded random input through the session's event path, invariants checked
/// after every event; a failure prints the seed and the shortest input script that shows it.
struct Fuzz: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Drive demos with seeded random input, headless, checking invariants after every event.",
        discussion: "With PLAYGROUND_CHECK_DAMAGE=1 in the environment, a frame is drawn after every event and compared with a from-scratch one."
    )

    @Option(name: .long, parsing: .unconditional, help: "Events per demo (1…10000000).")
    var events: Int = 10_000

    @Option(name: .long, parsing: .unconditional, help: "The seed (0…18446744073709551615): the same seed replays the same events.",
            transform: Fuzz.seed)
    var seed: UInt64 = 1

    @Option(name: .long, parsing: .unconditional, help: "A demo (number or name), gallery, or all (every demo and the gallery).")
    var demo: String = "all"

    @Option(name: .long, help: ArgumentHelp("Replay this input script (the shortest script a failure printed) with the same checks, instead of random events; needs one --demo.", valueName: "file"))
    var script: String?

    @Option(name: .customLong("shrink-seconds"), parsing: .unconditional,
            help: ArgumentHelp("How long a failure is shrunk to a shorter script (0…86400 s; 0: not at all). Default: 600 for random events, 0 with --script.", valueName: "seconds"))
    var shrinkSeconds: Double?

    @Option(name: .long, help: ArgumentHelp("A folder (created if missing) for a damage failure's two pictures: what the window showed and a full repaint.", valueName: "folder"))
    var pictures: String?

    @Option(name: .long, help: ArgumentHelp("Mutate the Lottie files under this folder structurally (values swapped, numbers made extreme, arrays cut, keys dropped) instead of driving demos: each mutation parsed and drawn; --events mutations.", valueName: "folder"))
    var lottie: String?

    /// `--seed`: a whole number in UInt64's range, said so when it is not (a negative one, say).
    static func seed(_ text: String) throws -> UInt64 {
        guard let seed = UInt64(text) else {
            throw ValidationError("a seed is a whole number from 0 to \(UInt64.max)")
        }
        return seed
    }

    func run() throws {
        guard (1...10_000_000).contains(events) else { throw fail("--events must be between 1 and 10000000", code: 64) }
        if let shrinkSeconds, !(0...86_400).contains(shrinkSeconds) {
            throw fail("--shrink-seconds must be between 0 and 86400", code: 64)
        }
        if let pictures {
            // Made now: a folder that cannot be made must not cost the report of a long run.
            if pictures.isEmpty { throw fail("--pictures is empty: name the folder for the pictures", code: 64) }
            do {
                try FileManager.default.createDirectory(atPath: pictures, withIntermediateDirectories: true)
            } catch {
                throw fail("--pictures: cannot make the folder \(pictures): \((error as NSError).localizedDescription)", code: 1, echoing: [pictures])
            }
            if !DamageCheckOption.isOn {
                FileHandle.standardError.write(Data("fuzz: --pictures keeps damage failures' pictures: set PLAYGROUND_CHECK_DAMAGE=1 to check damage\n".utf8))
            }
        }
        if let lottie {
            try fuzzLottie(lottie)
            return
        }
        let registry = Host.registry
        let targets: [DemoDescriptor]
        if demo.lowercased() == "all" {
            targets = registry.demos + [registry.gallery]
        } else {
            targets = [try DemoArgument.resolve(demo, in: registry)]
        }
        let text: TrueTypeText
        text = try ResourceLocator.text()
        if let script {
            guard targets.count == 1, let target = targets.first else {
                throw fail("--script replays on one demo: name it with --demo (the one the failure was found on)", code: 64)
            }
            try replay(ScriptArgument.load(script), on: target, registry: registry, text: text)
            return
        }
        for target in targets {
            // Unbuffered, so even a crash leaves the seed behind.
            FileHandle.standardOutput.write(Data("fuzz: \(target.name), seed \(seed), \(events) events\n".utf8))
            let fuzzer = Fuzzer(demo: target, registry: registry, text: text, checksDamage: DamageCheckOption.isOn)
            let stream = fuzzer.events(count: events, seed: seed)
            let started = ProcessInfo.processInfo.systemUptime
            // A long run (200,000 damage-checked events take about half an hour a demo) says how
            // far it is, on standard error so that standard output stays the results.
            let progress: (Int) -> Void = { played in
                let rate = Double(played) / max(ProcessInfo.processInfo.systemUptime - started, 1e-9)
                FileHandle.standardError.write(Data(
                    "fuzz: \(target.name): \(played) of \(events) events (\(Int(rate)) events/s)\n".utf8))
            }
            if let failure = fuzzer.run(stream, progress: events >= 20_000 ? progress : nil) {
                // Said at once: shrinking a long run's failure takes as long as it is allowed to.
                FileHandle.standardError.write(Data(
                    "playground: fuzz: \(target.name) broke an invariant with seed \(seed) \(failure)\n".utf8))
                savePictures(of: failure, name: "\(target.name)-seed\(seed)")
                try reportShortest(of: stream, failure: failure, fuzzer: fuzzer, seconds: shrinkSeconds ?? 600)
                throw ExitCode(1)
            }
            let seconds = ProcessInfo.processInfo.systemUptime - started
            // Unbuffered too: a long run piped to a file reports each demo as it finishes.
            FileHandle.standardOutput.write(Data(
                "fuzz: \(target.name): all invariants held (\(Int(Double(events) / max(seconds, 1e-9))) events/s)\n".utf8))
        }
    }

    /// `--lottie FOLDER`: `--events` structural mutations of its files, each parsed and drawn;
    /// fails on a case over 2 s or resident memory over 1 GB (a crash ends the run itself).
    private func fuzzLottie(_ folder: String) throws {
        let fuzzer: LottieFuzzer
        do { fuzzer = try LottieFuzzer(folder: folder) } catch { throw fail("\(error)", code: 66) }
        guard !fuzzer.files.isEmpty else { throw fail("\(UserText.shown(folder)) holds no JSON file to mutate", code: 66) }
        FileHandle.standardOutput.write(Data("fuzz: lottie: \(fuzzer.files.count) files, seed \(seed), \(events) mutations\n".utf8))
        let limit = 1 << 30
        let started = ProcessInfo.processInfo.systemUptime
        var memoryFailure: String?
        let summary: LottieFuzzer.Summary
        do {
            summary = try fuzzer.run(count: events, seed: seed) { done, summary in
                let resident = Fuzzer.residentBytes() ?? 0
                if resident > limit, memoryFailure == nil { memoryFailure = "resident memory \(resident >> 20) MB after \(done) mutations, over 1 GB" }
                FileHandle.standardError.write(Data("fuzz: lottie: \(done) of \(events) (\(summary.refused) refused, \(summary.drawn) drawn, resident \(resident >> 20) MB)\n".utf8))
            }
        } catch {
            throw fail("fuzz: lottie: \(error)")
        }
        if let memoryFailure { throw fail("fuzz: lottie: \(memoryFailure) (seed \(seed))") }
        let resident = Fuzzer.residentBytes() ?? 0
        guard resident <= limit else { throw fail("fuzz: lottie: resident memory \(resident >> 20) MB, over 1 GB (seed \(seed))") }
        let seconds = ProcessInfo.processInfo.systemUptime - started
        let rate = Int(Double(summary.cases) / max(seconds, 1e-9))
        FileHandle.standardOutput.write(Data(("fuzz: lottie: all \(summary.cases) mutations held (\(summary.refused) refused with a reason, "
            + "\(summary.drawn) drawn), slowest \(String(format: "%.3f", summary.slowest)) s, resident \(resident >> 20) MB, \(rate) mutations/s\n").utf8))
    }

    /// Replays `script` on `target` with the fuzz's checks; a failure says after which event.
    private func replay(_ script: InputScript, on target: DemoDescriptor, registry: DemoRegistry, text: TrueTypeText) throws {
        let fuzzer = Fuzzer(demo: target, registry: registry, text: text, checksDamage: DamageCheckOption.isOn)
        if let failure = fuzzer.run(script.events) {
            FileHandle.standardError.write(Data("playground: fuzz: \(target.name) broke an invariant replaying the script \(failure)\n".utf8))
            savePictures(of: failure, name: "\(target.name)-script")
            try reportShortest(of: script.events, failure: failure, fuzzer: fuzzer, seconds: shrinkSeconds ?? 0)
            throw ExitCode(1)
        }
        print("fuzz: \(target.name): all invariants held over the script's \(script.events.count) events")
    }

    /// Shrinks for at most `seconds` and prints the shortest script found (nothing for 0).
    private func reportShortest(of events: [ScriptedEvent], failure: Fuzzer.Failure, fuzzer: Fuzzer, seconds: Double) throws {
        guard seconds > 0 else { return }
        FileHandle.standardError.write(Data("fuzz: shrinking the failing input for about \(Int(seconds.rounded(.up))) s (--shrink-seconds)\n".utf8))
        let deadline = ProcessInfo.processInfo.systemUptime + seconds
        let shortest = fuzzer.shrink(events, failure: failure) { ProcessInfo.processInfo.systemUptime < deadline }
        FileHandle.standardError.write(Data("""
            shortest script found (\(shortest.count) events) reproducing it:
            \(InputScript(events: shortest).text)
            """.utf8))
    }

    /// Writes a damage failure's two pictures into `--pictures`, when given, and says where; a
    /// write that fails is said and the run goes on to shrink (the failure itself is printed).
    private func savePictures(of failure: Fuzzer.Failure, name: String) {
        guard let folder = pictures, let pictures = failure.pictures else { return }
        let shown = "\(folder)/\(name)-shown.png", repaint = "\(folder)/\(name)-repaint.png"
        do {
            try PNGFile.write(pictures.shown, to: shown)
            try PNGFile.write(pictures.reference, to: repaint)
            FileHandle.standardError.write(Data("fuzz: the window's picture is \(shown), a full repaint \(repaint)\n".utf8))
        } catch {
            FileHandle.standardError.write(Data("fuzz: could not write the pictures into \(UserText.shown(folder)): \(error)\n".utf8))
        }
    }
}
