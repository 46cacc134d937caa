import Demos
import Geometry
import Input
import Platform
@testable import PlaygroundCore
import Testing
import TestSupport

/// What the key reference and the toasts say, as a person reads them.
@Suite("Key reference and toast wording")
struct KeyReferenceWordingTests {
    /// Regression: F1 listed "f5", "f7", "ctrl+m" beside "F6 / ." and "F1 / ?".
    @Test("Every key is spelt as a keyboard shows it: F5, Ctrl+M, Esc, ←")
    func keysAsOnTheKeyboard() throws {
        let text = try TrueTypeText(fontDirectory: RepositoryPaths.fonts)
        let session = PlaygroundSession(registry: .standard, initial: .drawer, context: DemoContext(text: text),
                                        size: Size(width: 1280, height: 800))
        let keys = session.globalBindings.helpRows.map(\.keys) + session.demo.keyBindings.helpRows.map(\.keys)
        for expected in ["F5", "F6 / .", "F4", "F7", "F12", "S", "F9", "F10", "H", "F1 / ?", "Ctrl+M", "F2", "F3", "F8",
                         "Esc / Ctrl+Q", "Space", "V"] {
            #expect(keys.contains(expected), "\(expected) is not in \(keys)")
        }
        #expect(!keys.contains { $0.contains("ctrl+") || $0.range(of: "^f[0-9]", options: .regularExpression) != nil }, "\(keys)")
        #expect(KeyChord("left").displayName == "←" && KeyChord("/", modifiers: .shift).displayName == "?")
    }

    /// Regression: C in the inspector toasted "Copied Drops's parameters".
    @Test("C's toast names the demo without a stray possessive")
    func copyToast() throws {
        let text = try TrueTypeText(fontDirectory: RepositoryPaths.fonts)
        let session = PlaygroundSession(registry: .standard, initial: .drops, context: DemoContext(text: text),
                                        size: Size(width: 1280, height: 800))
        session.setShowingInspector(true)
        _ = session.handle(.key(KeyPress("c")))
        #expect(session.toastMessage == "Copied the parameters of Drops as Swift and CSS", "\(session.toastMessage ?? "no toast")")
    }
}
