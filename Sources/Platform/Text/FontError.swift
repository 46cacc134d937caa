import Foundation

/// Why the bundled font could not be used, for a one-line message: a file that is not there is
/// "missing"; one that is there but cannot be opened or is not a font is "cannot read", with the
/// operating system's (or SDL_ttf's) reason.
public enum FontError: Error, CustomStringConvertible, Equatable {
    /// No file at the path.
    case missing(path: String)
    /// A file (or something else) at the path that could not be read as a font, and why.
    case unreadable(path: String, reason: String)

    /// `missing font: PATH was not found` or `cannot read font PATH: REASON`.
    public var description: String {
        switch self {
        case let .missing(path): return "missing font: \(path) was not found"
        case let .unreadable(path, reason): return "cannot read font \(path): \(reason)"
        }
    }

    /// Checks that `path` names a readable regular file, without reading it: the reasons SDL_ttf
    /// would hide behind "Couldn't open".
    static func preflight(_ path: String) throws(FontError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw .missing(path: path) }
        if isDirectory.boolValue { throw .unreadable(path: path, reason: "it is a directory") }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw .unreadable(path: path, reason: String(cString: strerror(errno))) }
        close(descriptor)
    }
}
