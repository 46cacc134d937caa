import ArgumentParser
import Demos
import Platform
import PlaygroundCore

/// Opens the playground window.
struct Launch: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "launch",
        abstract: "Open the playground window (the default)."
    )

    @Option(name: .long, help: "The demo to open: a number 1…5 or a name (\(DemoRegistry.plannedNames.joined(separator: ", "))).")
    var demo: String = "drops"

    @Option(name: .long, help: "The window's logical size, WxH.")
    var size: SizeArgument = SizeArgument(width: 1280, height: 800)

    @Option(name: .long, help: "Quit after this many seconds (for smoke tests).")
    var duration: Double?

    func run() throws {
        let registry = DemoRegistry.standard
        let descriptor: DemoDescriptor
        switch registry.resolve(demo) {
        case .success(let found): descriptor = found
        case .failure(let error): throw fail(error.description, code: 64)
        }
        if let duration, !(duration > 0 && duration.isFinite) {
            throw fail("--duration must be a positive number of seconds", code: 64)
        }
        let fonts: String
        do { fonts = try ResourceLocator.fontDirectory() } catch { throw fail("\(error)") }
        do {
            let window = try Window(title: "MotionPlayground — \(descriptor.title)", size: size.size)
            let text = try TrueTypeText(fontDirectory: fonts)
            let session = PlaygroundSession(registry: registry, initial: descriptor,
                                            context: DemoContext(text: text), size: window.logicalSize)
            let loop = try FrameLoop(window: window, content: SessionContent(session: session))
            try loop.run(maximumDuration: duration ?? .infinity)
            print("playground: \(loop.framesPresented) frames presented")
        } catch let error as NoDisplayError {
            throw fail(error.description, code: 2)
        } catch {
            throw fail("\(error)")
        }
    }
}
