import Foundation
import Platform
import Raster

/// An MP4 through the ffmpeg program: raw RGBA frames into its standard input, H.264 out, into a
/// temporary file renamed over the target once ffmpeg succeeds.
///
/// ffmpeg can fail at any point (a bad build, a full disk, exiting without reading): its failure
/// is reported with the last line it wrote to standard error, and its partial file removed. A
/// frame it does not take within `stallLimit` seconds counts as a failure too, rather than a
/// hang. A signal that ends the playground kills it and removes the partial file
/// (`TemporaryFiles`).
final class MP4Sink: FrameSink {
    /// Seconds ffmpeg may go without taking any of a frame's bytes and without using any processor
    /// time (an encoder busy with its look-ahead is not stalled, one asleep is), before and after
    /// the last frame.
    static let stallLimit = 10.0

    private let process = Process()
    private let input = Pipe()
    private let errors = OutputTail()
    private let temporary: String
    private let target: String
    private var registration: TemporaryFiles.Registration?
    private var finished = false

    init(ffmpeg: String, width: Int, height: Int, fps: Double, quality: Double?, out: String) throws {
        target = out
        let url = URL(fileURLWithPath: out)
        temporary = url.deletingLastPathComponent().path + "/." + url.lastPathComponent + ".partial-\(getpid()).mp4"
        // x264's CRF: 18 (visually lossless) by default; a quality of 0…100 maps onto 51…0.
        let crf = quality.map { Int((51 - $0 / 100 * 51).rounded()) } ?? 18
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = ["-hide_banner", "-loglevel", "error", "-y", "-f", "rawvideo", "-pix_fmt", "rgba",
                             "-s", "\(width)x\(height)", "-r", "\(fps)", "-i", "-",
                             "-c:v", "libx264", "-pix_fmt", "yuv420p", "-crf", "\(crf)", "-movflags", "+faststart", temporary]
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        let errorPipe = Pipe()
        process.standardError = errorPipe
        registration = TemporaryFiles.register(temporary)
        do {
            try process.run()
        } catch {
            TemporaryFiles.unregister(registration)
            throw AtomicFile.WriteError(path: out, reason: "cannot run \(ffmpeg): \((error as NSError).localizedDescription)")
        }
        TemporaryFiles.setHelperProcess(process.processIdentifier)
        errors.collect(from: errorPipe.fileHandleForReading)
        let descriptor = input.fileHandleForWriting.fileDescriptor
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    }

    func add(_ pixmap: Pixmap, index: Int, milliseconds: Int) throws {
        let bytes = PNGFile.straightRGBA(pixmap)
        if let problem = send(bytes) { throw failure(problem) }
    }

    /// Writes `bytes` to ffmpeg, waiting while its pipe is full; what went wrong, or nil.
    private func send(_ bytes: [UInt8]) -> String? {
        let descriptor = input.fileHandleForWriting.fileDescriptor
        return bytes.withUnsafeBytes { raw -> String? in
            guard let base = raw.baseAddress else { return nil }
            var sent = 0
            var lastProgress = ProcessInfo.processInfo.systemUptime
            var ticks = helperTicks()
            while sent < raw.count {
                let count = write(descriptor, base + sent, raw.count - sent)
                if count > 0 {
                    sent += count
                    lastProgress = ProcessInfo.processInfo.systemUptime
                    continue
                }
                if errno == EINTR { continue }
                // EPIPE (SIGPIPE is ignored): ffmpeg closed its input or exited.
                guard errno == EAGAIN else { return "ffmpeg stopped reading frames" }
                let now = helperTicks()
                if now != ticks {
                    ticks = now
                    lastProgress = ProcessInfo.processInfo.systemUptime
                }
                let waited = ProcessInfo.processInfo.systemUptime - lastProgress
                guard waited < MP4Sink.stallLimit else {
                    return "ffmpeg took no frame data and did no work for \(Int(MP4Sink.stallLimit)) s"
                }
                var request = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                _ = poll(&request, 1, Int32(min(MP4Sink.stallLimit - waited, 1) * 1000) + 1)
            }
            return nil
        }
    }

    func finish(endMilliseconds: Int, to path: String) throws {
        try? input.fileHandleForWriting.close()
        // Its input closed, ffmpeg encodes the frames it holds (x264 looks ahead dozens of
        // frames: minutes for a long 8K clip), writes the index and exits; Ctrl-C still stops it.
        // One that does no work for `stallLimit` seconds without exiting has stopped.
        var ticks = helperTicks()
        var lastProgress = ProcessInfo.processInfo.systemUptime
        while !waitForExit(within: 0.2) {
            let now = helperTicks()
            if now != ticks {
                ticks = now
                lastProgress = ProcessInfo.processInfo.systemUptime
            } else if ProcessInfo.processInfo.systemUptime - lastProgress > MP4Sink.stallLimit {
                throw failure("ffmpeg did no work for \(Int(MP4Sink.stallLimit)) s after the last frame and did not exit")
            }
        }
        guard process.terminationStatus == 0, process.terminationReason == .exit else { throw failure("ffmpeg failed") }
        var status = stat()
        guard stat(temporary, &status) == 0, status.st_size > 0 else { throw failure("ffmpeg wrote no video") }
        do {
            try AtomicFile.write(to: target) { partial in
                guard rename(temporary, partial) == 0 else {
                    throw AtomicFile.WriteError(path: target, reason: String(cString: strerror(errno)))
                }
            }
        } catch {
            cancel()
            throw error
        }
        finished = true
        cancel()
    }

    /// Stops ffmpeg if it still runs and removes its partial file (after a failure; after
    /// success only the registrations go).
    func cancel() {
        try? input.fileHandleForWriting.close()
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        TemporaryFiles.setHelperProcess(0)
        if !finished { unlink(temporary) }
        TemporaryFiles.unregister(registration)
        registration = nil
    }

    /// The failure, once ffmpeg is stopped and its partial file gone, with ffmpeg's exit status
    /// and the last line it wrote.
    private func failure(_ what: String) -> AtomicFile.WriteError {
        try? input.fileHandleForWriting.close()
        // Given a moment to exit on its own, so its status and last words are its own.
        let exited = waitForExit(within: 2)
        cancel()
        var detail: [String] = []
        if exited {
            switch process.terminationReason {
            case .exit: detail.append("exit status \(process.terminationStatus)")
            case .uncaughtSignal: detail.append("killed by signal \(process.terminationStatus)")
            @unknown default: break
            }
        }
        if let line = errors.lastLine() { detail.append(line) }
        return AtomicFile.WriteError(path: target, reason: what + (detail.isEmpty ? "" : " (\(detail.joined(separator: ": ")))"))
    }

    /// The processor time ffmpeg has used, in clock ticks (user and system, from /proc); nil
    /// when it cannot be read (it exited).
    private func helperTicks() -> Int? {
        guard let stat = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        // After the command's name (in parentheses, which may hold spaces): the state is field 3,
        // user and system time fields 14 and 15.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 13, let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
        return user + system
    }

    /// Waits up to `seconds` for ffmpeg to exit; false if it still runs.
    private func waitForExit(within seconds: Double) -> Bool {
        let deadline = ProcessInfo.processInfo.systemUptime + seconds
        while process.isRunning, ProcessInfo.processInfo.systemUptime < deadline { usleep(5_000) }
        return !process.isRunning
    }
}

/// The end of what a helper process writes to a pipe, read on a thread of its own so the helper
/// never blocks on a full pipe, keeping only the last few kilobytes.
final class OutputTail: @unchecked Sendable {
    private let lock = NSLock()
    private var tail: [UInt8] = []
    private let done = DispatchSemaphore(value: 0)
    private static let keep = 4096

    func collect(from handle: FileHandle) {
        Thread.detachNewThread { [self] in
            while true {
                let data = handle.availableData
                if data.isEmpty { break }
                lock.withLock {
                    tail.append(contentsOf: data)
                    if tail.count > OutputTail.keep { tail.removeFirst(tail.count - OutputTail.keep) }
                }
            }
            done.signal()
        }
    }

    /// The last non-empty line, control characters escaped and cut to a readable length; waits
    /// briefly for the writer's last bytes (its pipe closes when it exits).
    func lastLine() -> String? {
        if done.wait(timeout: .now() + 2) == .success { done.signal() }
        let text = lock.withLock { String(decoding: tail, as: UTF8.self) }
        let line = text.split(whereSeparator: \.isNewline).last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        return line.map { UserText.shown($0.trimmingCharacters(in: .whitespaces), limit: 200) }
    }
}
