import Foundation
import TestSupport

/// The playground started in the background with every signal at its default and none blocked
/// (the test runner's worker threads block some, and `Process` children inherit that), so a
/// test can send it SIGINT or SIGTERM mid-way and see what it leaves behind.
final class SpawnedProcess {
    let pid: pid_t
    /// Where the process's standard error goes.
    let errorFile: String

    init(_ executable: String, _ arguments: [String], environment: [String: String], errorFile: String) throws {
        self.errorFile = errorFile
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errorFile, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var child: pid_t = 0
        let result = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
        guard result == 0 else { throw POSIXError(POSIXErrorCode(rawValue: result) ?? .EINVAL) }
        pid = child
    }

    /// How the process ended: its exit status, or the signal that killed it.
    enum Ending: Equatable {
        case exited(Int32)
        case signalled(Int32)
        case stillRunning
    }

    /// Waits up to `timeLimit` seconds for the process to end (then kills it: `.stillRunning`).
    func wait(timeLimit: Double) -> Ending {
        let deadline = Date().addingTimeInterval(timeLimit)
        var status: Int32 = 0
        while Date() < deadline {
            if waitpid(pid, &status, WNOHANG) == pid { return Self.ending(status) }
            usleep(20_000)
        }
        kill(pid, SIGKILL)
        waitpid(pid, &status, 0)
        return .stillRunning
    }

    private static func ending(_ status: Int32) -> Ending {
        let signal = status & 0x7F
        return signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal)
    }

    var standardError: String { (try? String(contentsOfFile: errorFile, encoding: .utf8)) ?? "" }
}

/// Waits (up to `timeLimit` seconds) until `condition` holds; false if it never did.
func waitUntil(timeLimit: Double, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(timeLimit)
    while Date() < deadline {
        if condition() { return true }
        usleep(20_000)
    }
    return condition()
}

/// True while a process `pid` exists and is not a zombie.
func isAlive(_ pid: pid_t) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return false }
    // The state follows the parenthesised command name.
    guard let close = stat.lastIndex(of: ")") else { return false }
    return !stat[close...].dropFirst(2).hasPrefix("Z")
}

/// Writes an executable shell script named `ffmpeg` into a fresh folder and returns the folder,
/// for putting first on PATH.
func fakeFFmpeg(_ body: String, label: String = "fake-ffmpeg") throws -> String {
    let folder = RepositoryPaths.temporaryDirectory(label)
    let path = folder + "/ffmpeg"
    try ("#!/bin/sh\n" + body + "\n").write(toFile: path, atomically: true, encoding: .utf8)
    chmod(path, 0o755)
    return folder
}

/// The headless environment with `folder` first on PATH.
func environment(withFirstOnPath folder: String) -> [String: String] {
    var environment = headlessEnvironment()
    environment["PATH"] = folder + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    return environment
}

/// The files in `directory`, hidden ones included (sorted).
func entries(_ directory: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
}

/// The process's stderr has exactly one line and it starts `playground: `.
func isOneLine(_ text: String) -> Bool {
    text.hasPrefix("playground: ") && text.hasSuffix("\n") && text.filter { $0 == "\n" }.count == 1
}
