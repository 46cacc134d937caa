import Foundation

/// Finds a Swift package's root folder: the nearest folder holding a `Package.swift`.
enum PackageDirectory {
    /// The package that holds `path` (a source file or folder), or nil when none above it does
    /// (a binary moved away from its sources).
    static func enclosing(_ path: String) -> String? {
        var directory = URL(fileURLWithPath: path).standardizedFileURL
        while directory.path != "/" {
            directory = directory.deletingLastPathComponent()
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
                return directory.path
            }
        }
        return nil
    }
}
