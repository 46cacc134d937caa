import ArgumentParser
import Foundation
import Raster

/// Checks, before a command builds its frames, that the memory they take can be had: past an
/// address-space limit (`ulimit -v`) an allocation fails, and the Swift runtime answers a failed
/// allocation with a fatal error and a backtrace. Mapping the whole amount once (without
/// touching it) and giving it back turns that into a message while nothing is half-done.
enum MemoryCheck {
    /// Bytes beyond the frames for everything else a command builds: the demo's scene, the
    /// font's caches, the encoders' tables.
    static let baseBytes = 24 << 20

    /// Fails unless a `width × height` frame is within `Pixmap.maximumPixels` (status 64) and
    /// `frames` buffers of its size, and `baseBytes` more, can be mapped now (status 1,
    /// `playground: out of memory: …`).
    static func require(frames: Int, width: Int, height: Int) throws {
        guard width * height <= Pixmap.maximumPixels else { throw frameTooLarge(width: width, height: height) }
        let bytes = frames * width * height * 4 + baseBytes
        guard let mapping = mmap(nil, bytes, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0),
              mapping != UnsafeMutableRawPointer(bitPattern: -1) else {
            throw fail("out of memory: \(width)x\(height) frames need about \(megabytes(bytes)) more than is free (see ulimit -v); "
                       + "use a smaller --size or --scale")
        }
        munmap(mapping, bytes)
    }

    /// The usage error for a frame past `Pixmap.maximumPixels`.
    static func frameTooLarge(width: Int, height: Int) -> ExitCode {
        fail("\(width)x\(height) device pixels is more than a frame may hold "
             + "(\(Pixmap.maximumPixels) pixels, 8192x8192): use a smaller --size or --scale", code: 64)
    }

    private static func megabytes(_ bytes: Int) -> String {
        bytes >= 1 << 30 ? String(format: "%.1f GB", Double(bytes) / Double(1 << 30)) : "\(bytes >> 20) MB"
    }
}
