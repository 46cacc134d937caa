import Foundation

/// `swift build` of one product of a package, as `watch` runs it on every save: the compiler's
/// output is kept to find its first error, and echoed to standard error as it comes.
struct PackageBuild {
    let directory: String
    let product: String
    let configuration: String

    struct Outcome {
        var succeeded: Bool
        var seconds: Double
        /// `file:line:column: error: message` of the first error (paths relative to the package),
        /// or the last line of output when no line names an error.
        var firstError: String?
    }

    /// The folder the product is built into.
    func binaryDirectory() throws -> String {
        let (status, output) = try Self.run(["build", "--show-bin-path", "-c", configuration], in: directory, echo: false)
        let path = output.split(whereSeparator: \.isNewline).last.map(String.init) ?? ""
        guard status == 0, !path.isEmpty else { throw WatchError("swift build --show-bin-path failed in \(directory): \(output)") }
        return path
    }

    /// Builds the product; only what changed is compiled (SwiftPM's own incremental build).
    func run() throws -> Outcome {
        let began = Date()
        let (status, output) = try Self.run(["build", "--product", product, "-c", configuration], in: directory, echo: true)
        let seconds = Date().timeIntervalSince(began)
        guard status != 0 else { return Outcome(succeeded: true, seconds: seconds) }
        return Outcome(succeeded: false, seconds: seconds, firstError: Self.firstError(in: output, package: directory))
    }

    /// The first `…: error: …` line of compiler output, its path made relative to `package`.
    static func firstError(in output: String, package: String) -> String {
        let lines = output.split(whereSeparator: \.isNewline).map(String.init)
        guard var line = lines.first(where: { $0.contains(": error: ") }) ?? lines.last(where: { !$0.isEmpty }) else {
            return "the build failed without a message"
        }
        if line.hasPrefix(package + "/") { line.removeFirst(package.count + 1) }
        return line.trimmingCharacters(in: .whitespaces)
    }

    /// Runs `swift arguments…` in `directory`; returns its status and its combined output.
    private static func run(_ arguments: [String], in directory: String, echo: Bool) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { throw WatchError("cannot run swift: \(error.localizedDescription)") }
        var collected = Data()
        let handle = pipe.fileHandleForReading
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            collected.append(chunk)
            if echo { FileHandle.standardError.write(chunk) }
        }
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: collected, as: UTF8.self))
    }
}

/// Why `watch` cannot go on.
struct WatchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
