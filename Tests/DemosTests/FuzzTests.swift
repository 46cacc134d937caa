import Demos
import Foundation
import Input
import Platform
import PlaygroundCore
import Testing
import TestSupport

/// A bounded `playground fuzz` run in the suite: seeded random input through the session's event
/// path on every demo and the gallery, invariants checked after each event, and every frame
/// checked against a from-scratch one (`PLAYGROUND_CHECK_DAMAGE=1`).
@Suite("Fuzz (bounded)")
struct FuzzTests {
    private let text: TrueTypeText

    init() throws { text = try TrueTypeText(fontDirectory: RepositoryPaths.fonts) }

    @Test("Seeded random input breaks no invariant, and every frame repaints exactly what changed",
          arguments: DemoRegistry.standard.demos + [DemoRegistry.standard.gallery])
    func invariantsHold(_ demo: DemoDescriptor) {
        let fuzzer = Fuzzer(demo: demo, registry: .standard, text: text, checksDamage: true)
        let events = fuzzer.events(count: 250, seed: 7)
        #expect(events.count == 250)
        let failure = fuzzer.run(events)
        #expect(failure == nil, "\(failure?.description ?? ""): \(InputScript(events: fuzzer.shrink(events, budget: 20)).text)")
    }

    @Test("The same seed gives the same events; another seed, others")
    func deterministic() {
        let fuzzer = Fuzzer(demo: .drops, registry: .standard, text: text)
        #expect(fuzzer.events(count: 100, seed: 3) == fuzzer.events(count: 100, seed: 3))
        #expect(fuzzer.events(count: 100, seed: 3) != fuzzer.events(count: 100, seed: 4))
    }

    @Test("The events are an input script: written and read back they are the same")
    func eventsAreAScript() throws {
        let events = Fuzzer(demo: .menu, registry: .standard, text: text).events(count: 200, seed: 11)
        let text = InputScript(events: events).text
        let back = try InputScript(parsing: text)
        #expect(back.events.map(\.event) == events.map(\.event))
    }
}
