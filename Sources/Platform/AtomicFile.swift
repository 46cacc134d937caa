import Foundation

/// Writes files so that nothing is ever half-written: the bytes go to a temporary file beside
/// the target, are flushed to the disk, and only then renamed over the target. A failure at any
/// step (a full disk, a read-only folder) removes the temporary file, leaves any old file
/// untouched, and throws an error that names the file and gives the system's reason.
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

    /// Writes `bytes` to `path` atomically.
    public static func write(_ bytes: [UInt8], to path: String) throws {
        try write(to: path) { temporary in
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { throw systemError(path) }
            defer { close(descriptor) }
            var written = 0
            try bytes.withUnsafeBytes { raw in
                guard let base = raw.baseAddress else { return }
                while written < raw.count {
                    let count = Foundation.write(descriptor, base + written, raw.count - written)
                    if count < 0 {
                        if errno == EINTR { continue }
                        throw systemError(path)
                    }
                    written += count
                }
            }
            guard fsync(descriptor) == 0 else { throw systemError(path) }
        }
    }

    /// Runs `produce` to write the file's content at a temporary path beside `path` (for writers
    /// that only take a path, like SDL_image), then flushes it and renames it over `path`.
    public static func write(to path: String, _ produce: (String) throws -> Void) throws {
        var status = stat()
        if lstat(path, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
            // A device, a pipe or a link (`/dev/stdout`, `/dev/full`): renaming over it would
            // replace it, so the bytes are written through it instead.
            return try writeThrough(to: path, produce)
        }
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        let temporary = directory + "/." + url.lastPathComponent + ".partial-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        var renamed = false
        defer { if !renamed { unlink(temporary) } }
        do {
            try produce(temporary)
        } catch let error as WriteError {
            throw error
        } catch {
            throw WriteError(path: path, reason: "\(error)")
        }
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

    /// Produces the content in a private temporary file, then copies it into `path` as it is
    /// (no rename), reporting the target's own errors (ENOSPC from `/dev/full`).
    private static func writeThrough(to path: String, _ produce: (String) throws -> Void) throws {
        let temporary = NSTemporaryDirectory() + "motionplayground-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        defer { unlink(temporary) }
        do {
            try produce(temporary)
        } catch let error as WriteError {
            throw error
        } catch {
            throw WriteError(path: path, reason: "\(error)")
        }
        guard let bytes = FileManager.default.contents(atPath: temporary) else {
            throw WriteError(path: path, reason: "the temporary file could not be read back")
        }
        let descriptor = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)
        guard descriptor >= 0 else { throw systemError(path) }
        var written = 0
        let failure: Int32? = bytes.withUnsafeBytes { raw -> Int32? in
            guard let base = raw.baseAddress else { return nil }
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
        // Devices and pipes may not sync (EINVAL, EROFS): only a real failure counts.
        let synced = fsync(descriptor) == 0 || errno == EINVAL || errno == EROFS
        let syncErrno = errno
        let closed = close(descriptor) == 0
        if let failure { throw WriteError(path: path, reason: String(cString: strerror(failure))) }
        guard synced else { throw WriteError(path: path, reason: String(cString: strerror(syncErrno))) }
        guard closed else { throw systemError(path) }
    }

    private static func systemError(_ path: String) -> WriteError {
        WriteError(path: path, reason: String(cString: strerror(errno)))
    }
}
