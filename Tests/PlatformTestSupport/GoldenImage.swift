import Foundation
import Platform
import Raster
import Testing

/// Golden-image comparison: a rendered pixmap against a committed PNG of fixed size.
///
/// Set `UPDATE_GOLDENS=1` to (re)write the goldens from the current renderer; look at them before
/// committing. On a mismatch the actual image is written beside the golden as `NAME.actual.png`.
public enum GoldenImage {
    public struct Mismatch: CustomStringConvertible, Sendable {
        public let name: String
        public let detail: String
        public var description: String { "golden \(name): \(detail)" }
    }

    /// Compares `pixmap` with `directory/name.png`. Each channel may differ by `tolerance` (8-bit
    /// steps); returns nil when the images match.
    public static func compare(_ pixmap: Pixmap, name: String, directory: String, tolerance: Int = 1) -> Mismatch? {
        let path = "\(directory)/\(name).png"
        let actual = PNGFile.straightRGBA(pixmap)
        if ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" {
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
                try PNGFile.write(pixmap, to: path)
            } catch {
                return Mismatch(name: name, detail: "could not write: \(error)")
            }
            return nil
        }
        guard FileManager.default.fileExists(atPath: path) else {
            try? PNGFile.write(pixmap, to: "\(directory)/\(name).actual.png")
            return Mismatch(name: name, detail: "no golden at \(path); run with UPDATE_GOLDENS=1 to create it")
        }
        let expected: (width: Int, height: Int, bytes: [UInt8])
        do { expected = try PNGFile.readRGBA(path) } catch {
            return Mismatch(name: name, detail: "unreadable golden: \(error)")
        }
        guard expected.width == pixmap.width, expected.height == pixmap.height else {
            return Mismatch(name: name, detail: "size \(pixmap.width)x\(pixmap.height), golden \(expected.width)x\(expected.height)")
        }
        var differing = 0
        var worst = 0
        for i in 0..<actual.count {
            let d = abs(Int(actual[i]) - Int(expected.bytes[i]))
            if d > tolerance { differing += 1 }
            worst = max(worst, d)
        }
        guard differing > 0 else { return nil }
        try? PNGFile.write(pixmap, to: "\(directory)/\(name).actual.png")
        return Mismatch(name: name, detail: "\(differing) channel values differ by more than \(tolerance) (worst \(worst)); see \(name).actual.png")
    }

    /// Expects `pixmap` to match `directory/name.png` (see `compare`), recording the mismatch at
    /// the caller's line.
    public static func expect(_ pixmap: Pixmap, name: String, directory: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let mismatch = compare(pixmap, name: name, directory: directory)
        #expect(mismatch == nil, "\(mismatch?.description ?? "")", sourceLocation: sourceLocation)
    }
}
