import Demos
import Geometry
import Platform
@testable import PlaygroundCore
import Scene
import Testing
import TestSupport

/// `--set` and `params` on what is shown: a demo's own parameters, and the gallery's tiles'.
@Suite("Session parameters")
struct SessionParametersTests {
    private func session(_ descriptor: DemoDescriptor) throws -> PlaygroundSession {
        let text = try TrueTypeText(fontDirectory: RepositoryPaths.fonts)
        return PlaygroundSession(registry: .standard, initial: descriptor, context: DemoContext(text: text),
                                 size: Size(width: 1280, height: 800))
    }

    /// Regression: the gallery's `--set duration=…` reached both the timer's and the drawer's
    /// `duration`, so every value was refused by one or the other ("must be 0.2…3 s", "must be
    /// 5…600 s"), and `params --demo gallery` listed one of each.
    @Test("In the gallery a tile's parameter is addressed as tile.name; a name several tiles share must be")
    func galleryAddressing() throws {
        let gallery = try session(DemoRegistry.standard.gallery)
        let names = gallery.namedParameters.map(\.name)
        #expect(names.contains("drawer.duration") && names.contains("timer.duration") && names.contains("drops.count"))
        #expect(Set(names).count == names.count, "every name is one parameter")
        try gallery.applySettings([("drawer.duration", "1.5"), ("timer.duration", "60"), ("count", "10")])
        let parts = gallery.demo.parts
        let drawer = try #require(parts.first { $0.name == "drawer" }?.demo.parameters.first { $0.name == "duration" })
        let timer = try #require(parts.first { $0.name == "timer" }?.demo.parameters.first { $0.name == "duration" })
        #expect(drawer.valueText == "1.5" && timer.valueText == "60")
        #expect(throws: ParameterError.self) { try gallery.applySettings([("duration", "1")]) }
        do throws(ParameterError) {
            try gallery.applySettings([("duration", "1")])
        } catch {
            #expect(error.description.contains("timer.duration=") && error.description.contains("drawer.duration="), "\(error)")
        }
    }

    @Test("A demo's own parameters keep their names; an unknown name lists them")
    func demoNames() throws {
        let drawer = try session(.drawer)
        #expect(drawer.namedParameters.map(\.name).first == "duration")
        try drawer.applySettings([("duration", "2")])
        do throws(ParameterError) {
            try drawer.applySettings([("speed", "2")])
            Issue.record("an unknown name was accepted")
        } catch {
            #expect(error.description.contains("has no parameter 'speed'") && error.description.contains("scrubsLinearly"))
        }
    }
}
