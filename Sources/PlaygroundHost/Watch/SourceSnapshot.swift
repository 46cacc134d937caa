import Foundation

/// The state of a package's sources as `watch` polls it: every file under `Sources/` and the
/// manifest, by modification time and size. Two snapshots differ when a file was saved, added
/// or removed.
struct SourceSnapshot: Equatable {
    private var files: [String: FileStamp] = [:]

    struct FileStamp: Equatable {
        var modified: Date
        var size: Int
    }

    /// Reads the package at `directory`.
    init(package directory: String) {
        let manager = FileManager.default
        let manifest = directory + "/Package.swift"
        if let stamp = Self.stamp(manifest, manager) { files[manifest] = stamp }
        let sources = directory + "/Sources"
        guard let walker = manager.enumerator(atPath: sources) else { return }
        while let relative = walker.nextObject() as? String {
            // Editors' swap and backup files come and go with every keystroke.
            if relative.hasPrefix(".") || relative.contains("/.") || relative.hasSuffix("~") { continue }
            let path = sources + "/" + relative
            if let stamp = Self.stamp(path, manager) { files[path] = stamp }
        }
    }

    /// When the newest file was saved.
    var newest: Date? { files.values.map(\.modified).max() }

    private static func stamp(_ path: String, _ manager: FileManager) -> FileStamp? {
        guard let attributes = try? manager.attributesOfItem(atPath: path),
              (attributes[.type] as? FileAttributeType) == .typeRegular,
              let modified = attributes[.modificationDate] as? Date else { return nil }
        return FileStamp(modified: modified, size: (attributes[.size] as? Int) ?? 0)
    }
}
