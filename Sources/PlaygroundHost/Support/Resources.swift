import ArgumentParser
import Foundation
import Platform

/// The bundled font for the commands (see `BundledResources`), its failure a status-1 message.
enum ResourceLocator {
    /// The bundled font opened for drawing text, or the failure (status 1) saying which file and
    /// why, with `MOTIONPLAYGROUND_RESOURCES` cut like any value the user gave.
    static func text() throws -> TrueTypeText {
        do {
            return try BundledResources.text()
        } catch {
            throw fail("\(error)", echoing: [ProcessInfo.processInfo.environment["MOTIONPLAYGROUND_RESOURCES"] ?? ""])
        }
    }
}
