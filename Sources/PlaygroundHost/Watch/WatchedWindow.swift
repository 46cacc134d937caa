import Foundation
import Synchronization

/// One run of the user's program under `watch`: its window, fed commands on its standard input;
/// its `watch: …` answers are collected, everything else it prints is passed through.
final class WatchedWindow: Sendable {
    private let process: Process
    private let input: FileHandle
    private let answers = Mutex<[String]>([])

    /// Starts `executable launch --watch-child` with `arguments` (and `--watch-resume handoff`).
    init(executable: String, arguments: [String], handoff: String?) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["launch", "--watch-child"] + arguments + (handoff.map { ["--watch-resume", $0] } ?? [])
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        do { try process.run() } catch {
            throw WatchError("cannot start \(executable): \(error.localizedDescription)")
        }
        self.process = process
        input = stdin.fileHandleForWriting
        let output = stdout.fileHandleForReading
        let thread = Thread { [self] in
            var pending = Data()
            while true {
                let chunk = output.availableData
                if chunk.isEmpty { break }
                pending.append(chunk)
                while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                    let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
                    pending.removeSubrange(pending.startIndex...newline)
                    if line.hasPrefix("watch: ") {
                        answers.withLock { $0.append(String(line.dropFirst("watch: ".count))) }
                    } else {
                        try? FileHandle.standardOutput.write(contentsOf: Data((line + "\n").utf8))
                    }
                }
            }
        }
        thread.name = "watch output"
        thread.start()
    }

    var isRunning: Bool { process.isRunning }
    var terminationStatus: Int32 { process.isRunning ? 0 : process.terminationStatus }

    /// Sends one command line (`error …`, `clear`, `handoff PATH`, `quit`); a window that has
    /// gone is not an error here (the loop notices it has).
    func send(_ command: String) {
        let line = command.replacingOccurrences(of: "\n", with: " ") + "\n"
        do { try input.write(contentsOf: Data(line.utf8)) } catch {}
    }

    /// Waits up to `timeout` seconds for an answer starting with `prefix` (answers before it are
    /// dropped: a late answer to an earlier request must not stand for this one); returns it
    /// without the prefix, or nil when the time ran out or the program ended.
    func await(_ prefix: String, timeout: Double) -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let found: String? = answers.withLock { lines in
                guard let index = lines.firstIndex(where: { $0.hasPrefix(prefix) }) else { return nil }
                let found = lines[index]
                lines.removeSubrange(...index)
                return found
            }
            if let found { return String(found.dropFirst(prefix.count)).trimmingCharacters(in: .whitespaces) }
            if !process.isRunning { return nil }
            usleep(2_000)
        }
        return nil
    }

    /// Asks the program to quit and waits for it; after `timeout` seconds it is killed (SDL turns
    /// SIGTERM into a quit event, which a program stuck in a loop never reads).
    func quit(timeout: Double = 5) {
        send("quit")
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(5_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }
}
