import ArgumentParser
import Foundation
import Platform

/// Finds the bundled `Resources/` folder: `$MOTIONPLAYGROUND_RESOURCES`, else the nearest
/// `Resources/` above the executable (a build inside the checkout), else one in the working
/// directory.
enum ResourceLocator {
    struct Missing: Error, CustomStringConvertible {
        let searched: [String]
        var description: String {
            "missing font: Resources/Fonts/Inter-Regular.otf was not found (looked in \(searched.joined(separator: ", "))); set MOTIONPLAYGROUND_RESOURCES to the Resources folder"
        }
    }

    static let probe = "Fonts/Inter-Regular.otf"

    static func fontDirectory() throws -> String {
        var candidates: [String] = []
        if let explicit = ProcessInfo.processInfo.environment["MOTIONPLAYGROUND_RESOURCES"], !explicit.isEmpty {
            candidates.append(explicit)
        } else {
            let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            var directory = executable.deletingLastPathComponent()
            for _ in 0..<6 {
                candidates.append(directory.appendingPathComponent("Resources").path)
                directory = directory.deletingLastPathComponent()
            }
            candidates.append(FileManager.default.currentDirectoryPath + "/Resources")
        }
        // A font that is there but unreadable is chosen all the same: opening it then says why
        // ("cannot read font …: Permission denied"), where skipping it would say "not found".
        for candidate in candidates where FileManager.default.fileExists(atPath: candidate + "/" + probe) {
            return candidate + "/Fonts"
        }
        throw Missing(searched: candidates)
    }

    /// The bundled font opened for drawing text, or the failure (status 1) saying which file and
    /// why, with `MOTIONPLAYGROUND_RESOURCES` cut like any value the user gave.
    static func text() throws -> TrueTypeText {
        do {
            return try TrueTypeText(fontDirectory: try fontDirectory())
        } catch {
            throw fail("\(error)", echoing: [ProcessInfo.processInfo.environment["MOTIONPLAYGROUND_RESOURCES"] ?? ""])
        }
    }
}
