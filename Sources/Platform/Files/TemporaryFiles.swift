import Foundation
import Synchronization

/// What a signal that ends the process (SIGINT, SIGTERM, SIGHUP) must not leave behind: the
/// temporary files of writes in progress, a folder of frames being filled, and a helper process
/// (ffmpeg) writing one. Normal exits clean up through `defer`; a signal skips those, so the
/// handler removes what is registered here, then dies of the signal as it would have.
///
/// The handler may only make async-signal-safe calls (`unlink`, `rmdir`, `kill`, `waitpid`), so
/// the paths are kept as C strings in memory allocated once, and registering never allocates
/// in the handler's view: a path is copied into a free slot before the slot is marked in use.
public enum TemporaryFiles {
    /// A registered path, to hand back to `unregister(_:)` once the file is gone or renamed.
    public struct Registration: Sendable {
        fileprivate let slot: Int
    }

    /// Registers `path` (a file) for removal if a signal ends the process. Returns nil when every
    /// slot is taken or the path is too long: the file is then only removed on normal exits.
    public static func register(_ path: String) -> Registration? {
        let state = SignalCleanup.shared
        state.installHandlers()
        return state.claimSlot(path)
    }

    /// Forgets `registration` (nil is ignored): the file was renamed into place or removed.
    public static func unregister(_ registration: Registration?) {
        guard let registration else { return }
        SignalCleanup.shared.used.bitwiseAnd(~(UInt64(1) << UInt64(registration.slot)), ordering: .releasing)
    }

    /// Registers the one helper process (`pid`) killed before the files are removed, since it may
    /// still be writing one of them. 0 clears it.
    public static func setHelperProcess(_ pid: pid_t) {
        let state = SignalCleanup.shared
        state.installHandlers()
        state.helper.store(pid, ordering: .releasing)
    }

    /// Registers a folder being filled with numbered files `<prefix><index, `digits` wide><suffix>`:
    /// on a signal the first `setFolderFileCount` of them are removed, then the folder. One
    /// folder at a time; returns false when the path is too long.
    public static func registerFolder(_ path: String, prefix: String, digits: Int, suffix: String) -> Bool {
        let state = SignalCleanup.shared
        state.installHandlers()
        return state.claimFolder(path, prefix: prefix, digits: digits, suffix: suffix)
    }

    /// How many numbered files the registered folder holds so far.
    public static func setFolderFileCount(_ count: Int) {
        SignalCleanup.shared.folderFiles.store(count, ordering: .releasing)
    }

    /// Forgets the registered folder (it was renamed into place or removed).
    public static func unregisterFolder() {
        SignalCleanup.shared.folderActive.store(false, ordering: .releasing)
    }
}

/// The registry's storage and the handler. Everything the handler touches is allocated when the
/// registry is first used, before any handler is installed.
final class SignalCleanup: Sendable {
    static let shared = SignalCleanup()
    static let slotCount = 64
    static let slotBytes = 4096
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    let used = Atomic<UInt64>(0)
    let helper = Atomic<Int32>(0)
    let folderActive = Atomic<Bool>(false)
    let folderFiles = Atomic<Int>(0)
    let installed = Atomic<Bool>(false)
    private let claiming = Mutex(())
    nonisolated(unsafe) let paths = UnsafeMutablePointer<CChar>.allocate(capacity: SignalCleanup.slotCount * SignalCleanup.slotBytes)
    nonisolated(unsafe) let folder = UnsafeMutablePointer<CChar>.allocate(capacity: SignalCleanup.slotBytes)
    nonisolated(unsafe) let folderPrefix = UnsafeMutablePointer<CChar>.allocate(capacity: 64)
    nonisolated(unsafe) let folderSuffix = UnsafeMutablePointer<CChar>.allocate(capacity: 64)
    nonisolated(unsafe) let folderDigits = UnsafeMutablePointer<Int>.allocate(capacity: 1)
    /// Where the handler builds a numbered file's path.
    nonisolated(unsafe) let scratch = UnsafeMutablePointer<CChar>.allocate(capacity: SignalCleanup.slotBytes + 256)

    /// Installs the handler for each signal whose action is still the default: one ignored on
    /// purpose stays ignored, and one someone else handles (SDL turns SIGINT into a quit event,
    /// after which the program exits normally) keeps its handler.
    func installHandlers() {
        guard !installed.load(ordering: .acquiring) else { return }
        claiming.withLock { _ in
            guard !installed.load(ordering: .relaxed) else { return }
            for signal in SignalCleanup.signals {
                var current = sigaction()
                guard sigaction(signal, nil, &current) == 0, current.__sigaction_handler.sa_handler == nil,
                      current.sa_flags & SA_SIGINFO == 0 else { continue }
                var action = sigaction()
                action.__sigaction_handler.sa_handler = { signal in
                    SignalCleanup.shared.removeEverything()
                    Glibc.signal(signal, SIG_DFL)
                    raise(signal)
                }
                sigemptyset(&action.sa_mask)
                sigaction(signal, &action, nil)
                // A handler for a blocked signal never runs: a parent's blocked mask is inherited
                // across exec (a test runner's worker threads block SIGTERM), and a terminal's
                // Ctrl-C must still clean up. Unblocked on this thread, which the signal then reaches.
                var unblock = sigset_t()
                sigemptyset(&unblock)
                sigaddset(&unblock, signal)
                pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
            }
            installed.store(true, ordering: .releasing)
        }
    }

    func claimSlot(_ path: String) -> TemporaryFiles.Registration? {
        let bytes = Array(path.utf8)
        guard bytes.count < SignalCleanup.slotBytes, !bytes.contains(0) else { return nil }
        return claiming.withLock { _ -> TemporaryFiles.Registration? in
            let mask = used.load(ordering: .acquiring)
            guard let slot = (0..<SignalCleanup.slotCount).first(where: { mask & (UInt64(1) << UInt64($0)) == 0 }) else { return nil }
            copy(bytes, to: paths + slot * SignalCleanup.slotBytes)
            used.bitwiseOr(UInt64(1) << UInt64(slot), ordering: .releasing)
            return TemporaryFiles.Registration(slot: slot)
        }
    }

    func claimFolder(_ path: String, prefix: String, digits: Int, suffix: String) -> Bool {
        let bytes = Array(path.utf8), prefixBytes = Array(prefix.utf8), suffixBytes = Array(suffix.utf8)
        guard bytes.count < SignalCleanup.slotBytes, prefixBytes.count < 64, suffixBytes.count < 64,
              !(bytes + prefixBytes + suffixBytes).contains(0) else { return false }
        claiming.withLock { _ in
            folderActive.store(false, ordering: .releasing)
            copy(bytes, to: folder)
            copy(prefixBytes, to: folderPrefix)
            copy(suffixBytes, to: folderSuffix)
            folderDigits.pointee = min(max(digits, 1), 20)
            folderFiles.store(0, ordering: .releasing)
            folderActive.store(true, ordering: .releasing)
        }
        return true
    }

    private func copy(_ bytes: [UInt8], to destination: UnsafeMutablePointer<CChar>) {
        for (index, byte) in bytes.enumerated() { destination[index] = CChar(bitPattern: byte) }
        destination[bytes.count] = 0
    }

    /// The handler's work: only async-signal-safe calls, no allocation, no locks.
    func removeEverything() {
        let pid = helper.load(ordering: .acquiring)
        if pid > 0 {
            kill(pid, SIGKILL)
            // Reaped here, so it cannot create its output after the unlink below.
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        let mask = used.load(ordering: .acquiring)
        for slot in 0..<SignalCleanup.slotCount where mask & (UInt64(1) << UInt64(slot)) != 0 {
            unlink(paths + slot * SignalCleanup.slotBytes)
        }
        guard folderActive.load(ordering: .acquiring) else { return }
        for index in 0..<max(folderFiles.load(ordering: .acquiring), 0) {
            unlink(numberedPath(index))
        }
        rmdir(folder)
    }

    /// `<folder>/<prefix><index><suffix>` in `scratch`, built without allocating (no closures,
    /// no strings: a debug build boxes what a closure captures).
    private func numberedPath(_ index: Int) -> UnsafeMutablePointer<CChar> {
        var length = 0
        SignalCleanup.append(folder, to: scratch, at: &length)
        scratch[length] = CChar(UInt8(ascii: "/"))
        length += 1
        SignalCleanup.append(folderPrefix, to: scratch, at: &length)
        var digits = 1, power = 1
        while index / power >= 10 {
            power *= 10
            digits += 1
        }
        var padding = folderDigits.pointee - digits
        while padding > 0 {
            scratch[length] = CChar(UInt8(ascii: "0"))
            length += 1
            padding -= 1
        }
        while power > 0 {
            scratch[length] = CChar(UInt8(ascii: "0") + UInt8(index / power % 10))
            length += 1
            power /= 10
        }
        SignalCleanup.append(folderSuffix, to: scratch, at: &length)
        scratch[length] = 0
        return scratch
    }

    private static func append(_ source: UnsafeMutablePointer<CChar>, to destination: UnsafeMutablePointer<CChar>, at length: inout Int) {
        var at = 0
        while source[at] != 0 {
            destination[length] = source[at]
            length += 1
            at += 1
        }
    }
}
