import Foundation

/// Runs a command to completion with a time limit, capturing its output.
public enum ProcessRunner {
    public struct Outcome: Sendable {
        public let status: Int32
        public let standardOutput: String
        public let standardError: String
        public let timedOut: Bool
    }

    public static func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil,
                           timeLimit: Double = 60) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let environment { process.environment = environment }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Read both pipes concurrently so a chatty child cannot block on a full pipe.
        let outData = LockedData()
        let errData = LockedData()
        let group = DispatchGroup()
        for (pipe, sink) in [(out, outData), (err, errData)] {
            group.enter()
            DispatchQueue.global().async {
                sink.set(pipe.fileHandleForReading.readDataToEndOfFile())
                group.leave()
            }
        }
        let deadline = Date().addingTimeInterval(timeLimit)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        let timedOut = process.isRunning
        if timedOut {
            // SIGKILL, not terminate(): a child spawned from a worker thread may have SIGTERM blocked.
            kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()
        group.wait()
        return Outcome(status: process.terminationStatus,
                       standardOutput: String(decoding: outData.get(), as: UTF8.self),
                       standardError: String(decoding: errData.get(), as: UTF8.self),
                       timedOut: timedOut)
    }
}

/// A tiny lock-protected buffer for the pipe readers.
final class LockedData: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    func set(_ value: Data) { lock.lock(); data = value; lock.unlock() }
    func get() -> Data { lock.lock(); defer { lock.unlock() }; return data }
}
