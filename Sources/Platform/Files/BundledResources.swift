import Foundation

/// Finds the bundled `Resources/` folder (the font) for any executable built on the engine: the
/// playground itself, a package's own host, or a package's tests.
public enum BundledResources {
    /// No candidate folder holds the font; `searched` lists them in the order tried.
    public struct Missing: Error, CustomStringConvertible {
        /// The folders looked in, in order.
        public let searched: [String]
        /// One line naming the font, the folders and the way out (`MOTIONPLAYGROUND_RESOURCES`).
        public var description: String {
            "missing font: Resources/\(BundledResources.probe) was not found (looked in \(searched.joined(separator: ", "))); set MOTIONPLAYGROUND_RESOURCES to the Resources folder"
        }
    }

    /// The file whose presence marks a Resources folder.
    public static let probe = "Fonts/Inter-Regular.otf"

    /// The font folder: `$MOTIONPLAYGROUND_RESOURCES` alone when it is set; otherwise the nearest
    /// `Resources/` above the executable (a build inside this checkout), one in the working
    /// directory, then the engine's own checkout, where SwiftPM keeps the sources of a package
    /// that depends on it (by path, or under `.build/checkouts`).
    public static func fontDirectory() throws -> String {
        var candidates: [String] = []
        if let explicit = ProcessInfo.processInfo.environment["MOTIONPLAYGROUND_RESOURCES"], !explicit.isEmpty {
            candidates.append(explicit)
        } else {
            let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath()
            var directory = executable.deletingLastPathComponent()
            for _ in 0..<6 {
                candidates.append(directory.appendingPathComponent("Resources").path)
                directory = directory.deletingLastPathComponent()
            }
            candidates.append(FileManager.default.currentDirectoryPath + "/Resources")
            // This source file's checkout: the `Resources/` beside the `Sources/` it lies in,
            // however deep in its module's folders.
            let source = #filePath
            if let sources = source.range(of: "/Sources/", options: .backwards) {
                candidates.append(String(source[..<sources.lowerBound]) + "/Resources")
            }
        }
        // A font that is there but unreadable is chosen all the same: opening it then says why
        // ("cannot read font …: Permission denied"), where skipping it would say "not found".
        for candidate in candidates where FileManager.default.fileExists(atPath: candidate + "/" + probe) {
            return candidate + "/Fonts"
        }
        throw Missing(searched: candidates)
    }

    /// The bundled font, opened for measuring and drawing text.
    public static func text() throws -> TrueTypeText {
        try TrueTypeText(fontDirectory: try fontDirectory())
    }
}
