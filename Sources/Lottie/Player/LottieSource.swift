import Foundation
import LottieModel
import Raster

/// A Lottie file as the window plays it: the last good load of it, the error of a later load
/// that failed (the last good one stays on screen), and a version that changes with either.
/// Loads may be stored from any thread (the file watcher's); the demo reads on the main one.
public final class LottieSource: @unchecked Sendable {
    /// A composition ready to play: parsed, checked, its images decoded once.
    public struct Playable {
        /// The file it came from, as given.
        public let path: String
        /// The composition.
        public let composition: Composition
        /// What it uses, and what of it is not played.
        public let report: FeatureReport
        /// Decoded images by asset id.
        public let images: [String: Pixmap]

        /// Creates it from its parts.
        public init(path: String, composition: Composition, report: FeatureReport, images: [String: Pixmap]) {
            self.path = path
            self.composition = composition
            self.report = report
            self.images = images
        }

        /// The file's name without its folder.
        public var fileName: String { (path as NSString).lastPathComponent }
    }

    /// What the player shows now: the last good composition, and why the last load failed (nil
    /// when it did not).
    public struct Snapshot {
        /// The last composition that loaded.
        public let playable: Playable
        /// A one-line reason the newest version of the file could not be played, or nil.
        public let error: String?
        /// Changes whenever `playable` or `error` does.
        public let version: Int
    }

    private let lock = NSLock()
    private var playable: Playable
    private var error: String?
    private var storedVersion = 0
    /// The files a folder holds, in name order (one entry for a single file).
    public let files: [String]
    /// The entry of `files` shown.
    public private(set) var fileIndex: Int
    /// Loads a file of `files` (the host's reader: JSON or dotLottie, images decoded).
    private let load: (String) throws -> Playable

    /// A source showing `first` (already loaded from `files[index]`), loading the others with `load`.
    public init(first: Playable, files: [String], index: Int = 0, load: @escaping (String) throws -> Playable) {
        playable = first
        self.files = files.isEmpty ? [first.path] : files
        fileIndex = min(max(index, 0), max(self.files.count - 1, 0))
        self.load = load
    }

    /// Changes whenever what the player should show does (read every frame: no allocation).
    public var version: Int {
        lock.lock()
        defer { lock.unlock() }
        return storedVersion
    }

    /// The composition to show and the last load's error.
    public var snapshot: Snapshot {
        lock.lock()
        defer { lock.unlock() }
        return Snapshot(playable: playable, error: error, version: storedVersion)
    }

    /// The path of the file shown.
    public var currentPath: String {
        lock.lock()
        defer { lock.unlock() }
        return files[fileIndex]
    }

    /// A good load: it is shown from the next frame, and any earlier error is cleared.
    public func replace(with new: Playable) {
        lock.lock()
        playable = new
        error = nil
        storedVersion &+= 1
        lock.unlock()
    }

    /// A failed load: the last good composition stays, with `message` shown over it.
    public func fail(_ message: String) {
        lock.lock()
        error = message
        storedVersion &+= 1
        lock.unlock()
    }

    /// Loads the file shown again (the watcher saw it change); true when it loaded.
    @discardableResult
    public func reload() -> Bool {
        open(currentPath)
    }

    /// Shows entry `index` of `files` (wrapping), loading it now.
    public func select(_ index: Int) {
        guard !files.isEmpty else { return }
        let wrapped = ((index % files.count) + files.count) % files.count
        lock.lock()
        fileIndex = wrapped
        lock.unlock()
        open(files[wrapped])
    }

    @discardableResult
    private func open(_ path: String) -> Bool {
        do {
            replace(with: try load(path))
            return true
        } catch {
            fail("\(error)")
            return false
        }
    }
}
