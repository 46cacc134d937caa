import Foundation

/// Paths inside the checkout, for tests that need files beside the sources.
public enum RepositoryPaths {
    /// The package root (the folder holding Package.swift).
    public static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url = url.deletingLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
                return url.path
            }
        }
        return FileManager.default.currentDirectoryPath
    }()

    /// The bundled fonts.
    public static var fonts: String { root + "/Resources/Fonts" }

    /// The `playground` executable the tests run: `$PLAYGROUND_BIN`, else the debug build.
    public static var executable: String {
        if let explicit = ProcessInfo.processInfo.environment["PLAYGROUND_BIN"], !explicit.isEmpty { return explicit }
        return root + "/.build/debug/playground"
    }

    /// A fresh temporary directory for one test.
    public static func temporaryDirectory(_ label: String) -> String {
        let path = NSTemporaryDirectory() + "motionplayground-\(label)-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
