import Foundation

/// Writes files so that nothing is ever half-written: the bytes go to a temporary file beside
/// the target, are flushed to the disk, and only then renamed over the target. A failure at any
/// step (a full disk, a read-only folder) removes the temporary file, leaves any old file
/// untouched, and throws an error that names the file and gives the system's reason; a signal
/// that ends the process removes it too (`TemporaryFiles`). A device or pipe (`/dev/stdout`)
/// cannot be renamed over: the bytes go straight into it, and a named pipe that no program
/// opens is given up on after `pipeReaderWait` seconds instead of blocking for ever.
public enum AtomicFile {
    /// Why a write failed: which file, which step, and the system's own words.
    public struct WriteError: Error, CustomStringConvertible {
        /// The file that was being written (the target, not the temporary file).
        public let path: String
        /// What went wrong, usually the system's `strerror` text.
        public let reason: String
        /// `cannot write <path>: <reason>`, ready for the command line.
        public var description: String { "cannot write \(path): \(reason)" }

        /// Creates an error for `path` with an explanation in `reason`.
        public init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }
    }

    /// Seconds a write waits for a program to open a named pipe (FIFO) it writes to: past that,
    /// it fails instead of blocking for ever.
    public static let pipeReaderWait = 10.0

    /// Writes `bytes` to `path` atomically.
    public static func write(_ bytes: [UInt8], to path: String) throws {
        if !isRegularOrAbsent(path) {
            // Straight through (`/dev/stdout`, a pipe): no temporary file to leave behind.
            return try writeThrough(bytes, to: path)
        }
        try write(to: path) { temporary in
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { throw systemError(path) }
            defer { close(descriptor) }
            if let failure = writeAll(bytes, to: descriptor) { throw WriteError(path: path, reason: String(cString: strerror(failure))) }
            guard fsync(descriptor) == 0 else { throw systemError(path) }
        }
    }

    /// True when `path` is a regular file or nothing: what a rename may replace.
    private static func isRegularOrAbsent(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) != 0 || status.st_mode & S_IFMT == S_IFREG
    }

    /// Runs `produce` to write the file's content at a temporary path beside `path` (for writers
    /// that only take a path, like SDL_image), then flushes it and renames it over `path`.
    public static func write(to path: String, _ produce: (String) throws -> Void) throws {
        if !isRegularOrAbsent(path) {
            // A device, a pipe or a link (`/dev/stdout`, `/dev/full`): renaming over it would
            // replace it, so the bytes are written through it instead.
            return try writeThrough(to: path, produce)
        }
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        let temporary = directory + "/." + url.lastPathComponent + ".partial-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        var renamed = false
        // A signal (Ctrl-C) skips the defer: the registry removes the file then.
        let registration = TemporaryFiles.register(temporary)
        defer {
            if !renamed { unlink(temporary) }
            TemporaryFiles.unregister(registration)
        }
        try produceReporting(path, into: temporary, produce)
        // Flush what the producer wrote (it may not have), so a crash after the rename cannot
        // leave an empty file behind the new name.
        let descriptor = open(temporary, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw systemError(path) }
        let synced = fsync(descriptor) == 0
        let syncErrno = errno
        close(descriptor)
        guard synced else { throw WriteError(path: path, reason: String(cString: strerror(syncErrno))) }
        guard rename(temporary, path) == 0 else { throw systemError(path) }
        renamed = true
    }

    /// Runs `produce` on `temporary`; what it throws is reported as a failure to write `path`.
    private static func produceReporting(_ path: String, into temporary: String, _ produce: (String) throws -> Void) throws {
        do {
            try produce(temporary)
        } catch let error as WriteError {
            throw error
        } catch {
            throw WriteError(path: path, reason: "\(error)")
        }
    }

    /// Produces the content in a private temporary file, then copies it into `path` as it is
    /// (no rename), reporting the target's own errors (ENOSPC from `/dev/full`).
    private static func writeThrough(to path: String, _ produce: (String) throws -> Void) throws {
        let temporary = NSTemporaryDirectory() + "motionplayground-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let registration = TemporaryFiles.register(temporary)
        defer {
            unlink(temporary)
            TemporaryFiles.unregister(registration)
        }
        try produceReporting(path, into: temporary, produce)
        guard let bytes = FileManager.default.contents(atPath: temporary) else {
            throw WriteError(path: path, reason: "the temporary file could not be read back")
        }
        try writeThrough([UInt8](bytes), to: path)
    }

    /// Writes `bytes` into `path` as it is (no rename), reporting the target's own errors (ENOSPC
    /// from `/dev/full`, EPIPE from a pipe whose reader left).
    private static func writeThrough(_ bytes: [UInt8], to path: String) throws {
        let descriptor = try openForWritingThrough(path)
        let failure = writeAll(bytes, to: descriptor)
        // Devices and pipes may not sync (EINVAL, EROFS): only a real failure counts.
        let synced = fsync(descriptor) == 0 || errno == EINVAL || errno == EROFS
        let syncErrno = errno
        let closed = close(descriptor) == 0
        if let failure { throw WriteError(path: path, reason: String(cString: strerror(failure))) }
        guard synced else { throw WriteError(path: path, reason: String(cString: strerror(syncErrno))) }
        guard closed else { throw systemError(path) }
    }

    /// Opens a device, pipe or link for writing without blocking in open(2): a named pipe with
    /// no reader would block there for ever, so its opening is retried for `pipeReaderWait`
    /// seconds (a reader started at the same time gets that long), then given up with a reason.
    private static func openForWritingThrough(_ path: String) throws -> Int32 {
        let deadline = ProcessInfo.processInfo.systemUptime + pipeReaderWait
        while true {
            let descriptor = open(path, O_WRONLY | O_TRUNC | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
            if descriptor >= 0 {
                // Writes block again, as on any file: a full pipe waits for its reader.
                let flags = fcntl(descriptor, F_GETFL)
                _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK)
                return descriptor
            }
            if errno == EINTR { continue }
            let openErrno = errno
            var status = stat()
            // ENXIO is also a socket's answer, which no wait changes.
            guard openErrno == ENXIO, stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFIFO else {
                throw WriteError(path: path, reason: String(cString: strerror(openErrno)))
            }
            guard ProcessInfo.processInfo.systemUptime < deadline else {
                throw WriteError(path: path, reason: "it is a named pipe (FIFO) that no program read from within \(Int(pipeReaderWait)) s")
            }
            usleep(20_000)
        }
    }

    /// Writes all of `bytes`, retrying interrupted and short writes; the errno of a failure, or nil.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        bytes.withUnsafeBytes { raw -> Int32? in
            guard let base = raw.baseAddress else { return nil }
            var written = 0
            while written < raw.count {
                let count = Foundation.write(descriptor, base + written, raw.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                written += count
            }
            return nil
        }
    }

    private static func systemError(_ path: String) -> WriteError {
        WriteError(path: path, reason: String(cString: strerror(errno)))
    }
}
