import Foundation
import Lottie
import LottieModel
import Platform
import Raster
import ZIPFoundation

/// A Lottie file read for playing: its composition, what it uses and does not support, and its
/// images decoded once. Reads Bodymovin JSON and dotLottie archives (the first animation of the
/// manifest, its images from the archive), refusing what could not be played safely.
struct LottieDocument {
    let path: String
    let composition: Composition
    var report: FeatureReport
    let images: [String: Pixmap]

    /// Why a file cannot be played: the file, the JSON path, the reason; exit status 65.
    struct LoadError: Error, CustomStringConvertible {
        let description: String
    }

    static let dataErrorStatus: Int32 = 65
    /// The most an archive may expand to (a zip bomb stops here).
    static let maximumExpandedBytes = 512 << 20

    /// True for the names `render`, `record` and the window take as Lottie files.
    static func isLottiePath(_ path: String) -> Bool {
        let lower = path.lowercased()
        return lower.hasSuffix(".json") || lower.hasSuffix(".lottie") || lower.hasSuffix(".zip")
    }

    static func load(_ path: String) throws -> LottieDocument {
        let shown = UserText.shown(path)
        func failure(_ reason: String) -> LoadError { LoadError(description: "\(shown): \(reason)") }
        var attributes: [FileAttributeKey: Any] = [:]
        do { attributes = try FileManager.default.attributesOfItem(atPath: path) } catch {
            throw failure("cannot be read (\((error as NSError).localizedFailureReason ?? "no such file"))")
        }
        if (attributes[.type] as? FileAttributeType) == .typeDirectory { throw failure("is a folder, not a Lottie file") }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        guard size <= LottieLimits.maximumFileBytes else {
            throw failure("is \(size >> 20) MB, over the \(LottieLimits.maximumFileBytes >> 20) MB limit")
        }
        guard let data = FileManager.default.contents(atPath: path) else { throw failure("cannot be read") }
        let bytes = [UInt8](data)
        let directory = (path as NSString).deletingLastPathComponent
        if bytes.starts(with: [0x50, 0x4b, 0x03, 0x04]) {
            return try loadArchive(bytes, path: path, failure: failure)
        }
        return try document(bytes, path: path, directory: directory.isEmpty ? "." : directory, archive: nil, failure: failure)
    }

    private static func document(_ bytes: [UInt8], path: String, directory: String, archive: [String: [UInt8]]?,
                                 failure: (String) -> LoadError) throws -> LottieDocument {
        let composition: Composition, report: FeatureReport
        do {
            (composition, report) = try DocumentParser.parse(bytes, directory: directory)
        } catch let error as LottieError {
            throw failure(error.description)
        }
        var warnings = report
        // Text without embedded glyphs is drawn with the bundled font, not the designer's: say so.
        var fontsWithoutGlyphs: Set<String> = []
        for text in composition.textLayerFonts where !composition.glyphs.keys.contains(where: { $0.family == text.family }) {
            fontsWithoutGlyphs.insert(text.family)
        }
        for family in fontsWithoutGlyphs.sorted() {
            warnings.addWarning("the font \"\(UserText.oneLine(family))\" is not embedded: its text is drawn with the bundled font (Inter)")
        }
        var images: [String: Pixmap] = [:]
        for case .image(let asset) in composition.assets.values {
            let encoded: [UInt8]?
            let name: String
            switch asset.source {
            case .embedded(let data):
                encoded = data
                name = "\(asset.path) (embedded)"
            case .file(let folder, let file):
                name = folder + file
                if let archive {
                    encoded = archive["images/" + file] ?? archive[(folder + file).trimmingPrefix("/")] ?? archive[file]
                } else {
                    let full = ((directory as NSString).appendingPathComponent(folder) as NSString).appendingPathComponent(file)
                    encoded = FileManager.default.contents(atPath: full).map { [UInt8]($0) }
                }
            }
            guard let encoded else {
                warnings.addWarning("image \(UserText.shown(name)) is missing: layers showing it draw nothing")
                continue
            }
            do {
                images[asset.id] = try ImageDecoder.decode(encoded, name: name, maximumPixels: LottieLimits.maximumImagePixels)
            } catch {
                warnings.addWarning("image \(UserText.shown(name)) cannot be decoded: layers showing it draw nothing")
            }
        }
        return LottieDocument(path: path, composition: composition, report: warnings, images: images)
    }

    /// A dotLottie archive: `manifest.json` names the animations (`animations/NAME.json`), images
    /// sit in `images/`. Entries are read into memory only, never extracted, so a name climbing
    /// out of the archive (`../`) cannot write anywhere; it is refused all the same.
    private static func loadArchive(_ bytes: [UInt8], path: String, failure: (String) -> LoadError) throws -> LottieDocument {
        let archive: Archive
        do {
            archive = try Archive(data: Data(bytes), accessMode: .read)
        } catch {
            throw failure("is not a readable zip archive")
        }
        var entries: [String: [UInt8]] = [:]
        var expanded = 0
        for entry in archive where entry.type == .file {
            let name = entry.path
            let parts = name.split(separator: "/")
            guard !name.hasPrefix("/"), !parts.contains("..") else {
                throw failure("the archive entry \(UserText.shown(name)) climbs out of the archive")
            }
            guard entry.uncompressedSize <= UInt64(maximumExpandedBytes - expanded) else {
                throw failure("the archive expands past \(maximumExpandedBytes >> 20) MB, the limit")
            }
            var data = [UInt8]()
            do {
                _ = try archive.extract(entry, skipCRC32: false) { chunk in
                    data.append(contentsOf: chunk)
                    guard data.count <= maximumExpandedBytes - expanded else { throw LoadError(description: "expanded") }
                }
            } catch {
                throw failure("the archive entry \(UserText.shown(name)) cannot be read (or expands past \(maximumExpandedBytes >> 20) MB)")
            }
            expanded += data.count
            entries[name] = data
        }
        var animation: String?
        if let manifest = entries["manifest.json"],
           let object = try? JSONSerialization.jsonObject(with: Data(manifest)) as? [String: Any],
           let list = object["animations"] as? [[String: Any]], let id = list.first?["id"] as? String {
            animation = entries.keys.first { $0 == "animations/\(id).json" || $0 == "a/\(id).json" }
        }
        animation = animation ?? entries.keys.sorted().first { $0.hasSuffix(".json") && $0 != "manifest.json" }
        guard let animation, let json = entries[animation] else { throw failure("the archive holds no animation") }
        return try document(json, path: path, directory: ".", archive: entries, failure: failure)
    }
}

extension String {
    fileprivate func trimmingPrefix(_ prefix: String) -> String { hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self }
}
