import Foundation
import Lottie
import Platform

/// Watches the file a `LottieSource` shows and reloads it when a new export has been written:
/// the file's size, modification time or inode (a replace by rename) changed, then held still
/// for one poll, so a file being written is read once, whole. A failed load leaves the last good
/// composition playing, with the error shown. Polls on its own thread; wakes the window after a
/// load so a paused window shows it too.
final class LottieFileWatcher: @unchecked Sendable {
    /// Milliseconds between looks at the file: a reload lands within two polls and a load of
    /// the write's end.
    static let pollMilliseconds = 40

    private let lock = NSLock()
    private var watched: LottieSource?
    private var stopped = false
    private var looked = false
    private let onReload: @Sendable () -> Void

    /// A watcher that calls `onReload` (from its thread) after each reload.
    init(onReload: @escaping @Sendable () -> Void = { Window.wake() }) {
        self.onReload = onReload
    }

    /// Watches `source`'s file from now on (nil: none).
    var source: LottieSource? {
        get { lock.lock(); defer { lock.unlock() }; return watched }
        set { lock.lock(); watched = newValue; lock.unlock() }
    }

    /// True once the watcher has read the watched file's state (a change after that is seen).
    var hasLooked: Bool {
        lock.lock()
        defer { lock.unlock() }
        return looked
    }

    /// Starts the polling thread.
    func start() {
        let thread = Thread { [self] in run() }
        thread.name = "Lottie file watcher"
        thread.start()
    }

    /// Ends the polling thread at its next poll.
    func stop() {
        lock.lock()
        stopped = true
        lock.unlock()
    }

    /// What identifies one version of a file on disk; nil when it cannot be read.
    struct Signature: Equatable {
        let size: Int64
        let modified: timespec
        let inode: UInt64

        static func == (a: Signature, b: Signature) -> Bool {
            a.size == b.size && a.modified.tv_sec == b.modified.tv_sec && a.modified.tv_nsec == b.modified.tv_nsec && a.inode == b.inode
        }

        init?(path: String) {
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            size = Int64(info.st_size)
            modified = info.st_mtim
            inode = UInt64(info.st_ino)
        }
    }

    private func run() {
        var path: String?
        var seen: Signature?
        var pending: Signature?
        while true {
            lock.lock()
            let done = stopped, source = watched
            lock.unlock()
            if done { return }
            if let source {
                let current = source.currentPath
                let signature = Signature(path: current)
                if current != path {
                    // Another file is shown (←/→, a drop): its version now is the one loaded.
                    path = current
                    seen = signature
                    pending = nil
                    lock.lock()
                    looked = true
                    lock.unlock()
                } else if signature != seen, let signature {
                    if pending == signature {
                        seen = signature
                        pending = nil
                        source.reload()
                        onReload()
                    } else {
                        pending = signature
                    }
                }
            }
            usleep(useconds_t(Self.pollMilliseconds * 1000))
        }
    }
}
