import Foundation
import Geometry
import Platform
import PlaygroundCore
import Synchronization

/// The window's side of `watch`: the watcher writes one command per line on the window's
/// standard input, and the window answers with `watch: …` lines on its standard output.
///
/// Commands: `error TEXT` (a rebuild failed: show TEXT over the demo), `clear` (a rebuild
/// succeeded), `handoff PATH` (write the session so far to PATH, answer `watch: saved`), `quit`.
/// Answers: `watch: ready R S` once the first frame is on screen (R: milliseconds replaying the
/// handed-over session, S: milliseconds from the start of the process), `watch: saved PATH`.
final class WatchChild: Sendable {
    /// Lines read from standard input, not yet handled.
    private let inbox = Mutex<[String]>([])
    /// Set when the inbox has lines: the frame loop checks this without taking the lock.
    private let hasMail = Atomic<Bool>(false)
    /// Milliseconds the handed-over session took to replay (0 for the first window).
    let replayMilliseconds: Double
    /// Monotonic nanoseconds when the process began its work.
    let startNanoseconds: UInt64
    private let presented = Atomic<Bool>(false)

    init(replayMilliseconds: Double, startNanoseconds: UInt64) {
        self.replayMilliseconds = replayMilliseconds
        self.startNanoseconds = startNanoseconds
    }

    /// Reads standard input on a thread of its own; the watcher closing it (it quit or died)
    /// is a `quit`.
    func startReading() {
        let thread = Thread { [self] in
            while let line = readLine(strippingNewline: true) {
                deliver(line)
            }
            deliver("quit")
        }
        thread.name = "watch input"
        thread.start()
    }

    private func deliver(_ line: String) {
        inbox.withLock { $0.append(line) }
        hasMail.store(true, ordering: .releasing)
        Window.wake()
    }

    /// The commands that arrived since the last call (none without allocating, on most frames).
    func takeCommands() -> [String] {
        guard hasMail.load(ordering: .acquiring) else { return [] }
        hasMail.store(false, ordering: .relaxed)
        return inbox.withLock { lines in
            defer { lines.removeAll() }
            return lines
        }
    }

    /// Carries out `command`; false when it asks the window to quit.
    func perform(_ command: String, session: PlaygroundSession, window: () -> (WindowPosition, Size, WindowPresentation)) -> Bool {
        let (verb, argument) = Self.split(command)
        switch verb {
        case "error":
            session.showBuildError(argument)
        case "clear":
            session.showBuildError(nil)
        case "handoff":
            let (position, size, presentation) = window()
            do {
                try WatchHandoff(session: session, windowPosition: position, windowSize: size, presentation: presentation).write(to: argument)
                Self.answer("saved \(argument)")
            } catch {
                Self.answer("failed \(error)")
            }
        case "quit":
            return false
        default:
            FileHandle.standardError.write(Data("\(Host.commandName): watch: unknown command '\(UserText.shown(command))'\n".utf8))
        }
        return true
    }

    /// Says once that the first frame is on screen: the watcher closes the old window then.
    func didPresent() {
        guard !presented.exchange(true, ordering: .relaxed) else { return }
        let startup = Double(FrameLoop.monotonicNanoseconds() &- startNanoseconds) / 1_000_000
        Self.answer(String(format: "ready %.1f %.1f", replayMilliseconds, startup))
    }

    /// Writes `watch: line` to standard output at once (a pipe would hold it in a buffer).
    static func answer(_ line: String) {
        // A watcher that died closed the pipe: the answer is lost, and stdin's end quits us.
        try? FileHandle.standardOutput.write(contentsOf: Data("watch: \(line)\n".utf8))
    }

    static func split(_ command: String) -> (verb: String, argument: String) {
        guard let space = command.firstIndex(of: " ") else { return (command, "") }
        return (String(command[..<space]), String(command[command.index(after: space)...]))
    }
}
