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

    @Test func unknownDemosAreAClearError() {
        let registry = DemoRegistry.standard
        for argument in ["spinner", "7", "0"] {
            guard case .failure(let unknown) = registry.resolve(argument) else {
                Issue.record("\(argument) is no demo of the registry")
                continue
            }
            #expect(unknown.description.contains("unknown demo '\(argument)'"))
            #expect(unknown.description.contains("onboarding, menu, timer, drawer, drops, cards"))
        }
    }
}
