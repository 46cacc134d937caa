import Foundation
import Platform
import Raster

/// Where a clip's frames go. A sink leaves nothing behind unless `finish` succeeds: `cancel`
/// removes what it made so far.
protocol FrameSink {
    mutating func add(_ pixmap: Pixmap, index: Int, milliseconds: Int) throws
    mutating func finish(endMilliseconds: Int, to path: String) throws
    /// Undoes what an unfinished clip made (called after any failure).
    mutating func cancel()
}

/// A clip encoded in memory (animated WebP, GIF) and written atomically by `finish` alone, so
/// there is nothing to undo.
struct EncoderSink: FrameSink {
    let writer: AnimatedClipWriter

    func add(_ pixmap: Pixmap, index: Int, milliseconds: Int) throws {
        try writer.add(pixmap, at: milliseconds)
    }

    func finish(endMilliseconds: Int, to path: String) throws {
        try writer.finish(endingAt: endMilliseconds, to: path)
    }

    func cancel() {}
}

/// Numbered PNGs in a folder (created if missing): `frame-00000.png`, …. The frames go into a
/// hidden folder beside it, moved into place once all are written, so a failure halfway (a full
/// disk) leaves no folder of some of the frames.
final class PNGSequenceSink: FrameSink {
    let folder: String
    private let staging: String
    private var written = 0
    private var registered = false

    init(folder: String) throws {
        var target = folder
        while target.count > 1, target.hasSuffix("/") { target.removeLast() }
        self.folder = target
        let url = URL(fileURLWithPath: target)
        let parent = url.deletingLastPathComponent().path
        staging = parent + "/." + url.lastPathComponent + ".partial-\(getpid())"
        var status = stat()
        if stat(target, &status) == 0, status.st_mode & S_IFMT != S_IFDIR {
            throw AtomicFile.WriteError(path: folder, reason: "it exists and is not a folder")
        }
        do {
            try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        } catch {
            throw AtomicFile.WriteError(path: folder, reason: (error as NSError).localizedDescription)
        }
        registered = TemporaryFiles.registerFolder(staging, prefix: "frame-", digits: 5, suffix: ".png")
        guard mkdir(staging, 0o755) == 0 else {
            let reason = String(cString: strerror(errno))
            unregister()
            throw AtomicFile.WriteError(path: folder, reason: reason)
        }
    }

    static func name(_ index: Int) -> String { "frame-\(String(format: "%05d", index)).png" }

    func add(_ pixmap: Pixmap, index: Int, milliseconds: Int) throws {
        // Counted first: a signal between the write and the count must still remove the frame.
        written = index + 1
        TemporaryFiles.setFolderFileCount(written)
        do {
            try PNGFile.write(pixmap, to: "\(staging)/\(Self.name(index))")
        } catch let error as AtomicFile.WriteError {
            // Named as the user knows it, not by the hidden folder it was going to.
            throw AtomicFile.WriteError(path: "\(folder)/\(Self.name(index))", reason: error.reason)
        }
    }

    func finish(endMilliseconds: Int, to path: String) throws {
        // An absent or empty folder is replaced whole; into one with files the frames move one
        // by one (its other files stay, frames of an earlier clip are replaced).
        if rename(staging, folder) != 0 {
            guard errno == ENOTEMPTY || errno == EEXIST else {
                let reason = String(cString: strerror(errno))
                cancel()
                throw AtomicFile.WriteError(path: path, reason: reason)
            }
            for index in 0..<written where rename("\(staging)/\(Self.name(index))", "\(folder)/\(Self.name(index))") != 0 {
                let reason = String(cString: strerror(errno))
                cancel()
                throw AtomicFile.WriteError(path: path, reason: reason)
            }
            rmdir(staging)
        }
        unregister()
    }

    func cancel() {
        for index in 0..<written { unlink("\(staging)/\(Self.name(index))") }
        rmdir(staging)
        unregister()
    }

    private func unregister() {
        if registered { TemporaryFiles.unregisterFolder() }
        registered = false
    }
}
