import Demos
import Testing

@Suite("Demo registry")
struct RegistryTests {
    @Test func resolvesNumbersAndNames() throws {
        let registry = DemoRegistry.standard
        #expect(try registry.resolve("5").get().name == "drops")
        #expect(try registry.resolve("Drops").get().number == 5)
        #expect(try registry.resolve("1").get().name == "onboarding")
    }

    @Test func plannedDemosAreAClearError() {
        let registry = DemoRegistry.standard
        guard case .failure(let error) = registry.resolve("gallery") else {
            Issue.record("gallery should not resolve yet")
            return
        }
        #expect(error.description.contains("not built yet"))
        guard case .failure(let unknown) = registry.resolve("spinner") else {
            Issue.record("spinner is no demo")
            return
        }
        #expect(unknown.description.contains("unknown demo 'spinner'"))
    }
}
