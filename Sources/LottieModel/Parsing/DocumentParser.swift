import Foundation

/// Reads a Bodymovin JSON document into a `Composition`, checking every value it reads: a wrong
/// type, a number that is not finite or is absurd, a size past `LottieLimits`, a reference to
/// nothing or a cycle is a `LottieError` naming the JSON path. Features it cannot play are
/// recorded in `report`, never dropped silently.
public final class DocumentParser {
    /// What the document uses and what of it is not played.
    public internal(set) var report = FeatureReport()
    /// Directory of the document, for images beside it.
    let directory: String
    var totalKeyframes = 0
    var depth = 0

    init(directory: String) {
        self.directory = directory
    }

    /// Parses `data` (a document's bytes); `directory` is where files it names are looked for.
    public static func parse(_ data: [UInt8], directory: String = ".") throws -> (Composition, FeatureReport) {
        guard data.count <= LottieLimits.maximumFileBytes else {
            throw LottieError("the document is \(data.count >> 20) MB, over the \(LottieLimits.maximumFileBytes >> 20) MB limit", at: "")
        }
        // Every value past the first follows a comma or opens a container: counted before the
        // tree is built, so a file of millions of tiny values is refused, not allocated.
        var separators = 0
        data.withUnsafeBufferPointer { bytes in
            for byte in bytes where byte == 0x2C || byte == 0x5B || byte == 0x7B { separators &+= 1 }
        }
        guard separators <= LottieLimits.maximumValues else {
            throw LottieError("the document holds over \(LottieLimits.maximumValues) values, the limit", at: "")
        }
        let document: JSONDocument
        switch JSONDocument.parse(data) {
        case .success(let parsed): document = parsed
        case .failure(let error):
            // Deeper than cJSON's nesting limit (1000) reads as malformed too: no design is.
            let reason = error.atEnd ? "the text ends before the document does" : "malformed, or nested too deeply, at byte \(error.offset)"
            throw LottieError("not JSON (\(reason))", at: "")
        }
        let parser = DocumentParser(directory: directory)
        let composition = try withExtendedLifetime(document) { try parser.composition(JSONCursor(document.root, path: "")) }
        return (composition, parser.report)
    }

    func composition(_ root: JSONCursor) throws -> Composition {
        guard root.isObject else { throw root.mismatch("an object (a Lottie document)") }
        let width = try root.number("w") ?? 0, height = try root.number("h") ?? 0
        for (key, side) in [("w", width), ("h", height)] {
            guard side > 0 else { throw LottieError("the composition's \(key == "w" ? "width" : "height") must be above 0 (found \(side))", at: key) }
            guard side <= LottieLimits.maximumCompositionSide else {
                throw LottieError("the composition is \(Int(side)) points \(key == "w" ? "wide" : "high"), over the \(Int(LottieLimits.maximumCompositionSide)) limit", at: key)
            }
        }
        let frameRate = try root.number("fr") ?? 0
        guard frameRate > 0, frameRate <= 1000 else { throw LottieError("the frame rate must be above 0 and at most 1000 (found \(frameRate))", at: "fr") }
        let inPoint = try root.number("ip") ?? 0, outPoint = try root.number("op") ?? 0
        guard outPoint > inPoint else { throw LottieError("the out point (\(outPoint)) must come after the in point (\(inPoint))", at: "op") }
        var assets: [String: Asset] = [:]
        var pendingPrecomps: [(id: String, cursor: JSONCursor)] = []
        if let list = root["assets"] {
            for asset in try list.array() {
                guard let id = try asset["id"].map({ try $0.isString ? $0.string() : String($0.integer()) }) else {
                    throw LottieError("an asset without an id", at: asset.path)
                }
                if asset["layers"] != nil {
                    pendingPrecomps.append((id, asset))
                } else if asset["p"] != nil {
                    assets[id] = .image(try image(asset, id: id))
                    report.count("image")
                } else {
                    report.count("asset/other")
                }
            }
        }
        for (id, cursor) in pendingPrecomps {
            let layers = try self.layers(cursor["layers"]!)
            assets[id] = .precomposition(id: id, layers: layers, frameRate: try cursor.number("fr"))
            report.count("precomposition")
        }
        guard let layerList = root["layers"] else { throw LottieError("the document has no layers", at: "layers") }
        let layers = try self.layers(layerList)
        var markers: [Marker] = []
        if let list = root["markers"] {
            for marker in try list.array() {
                markers.append(Marker(name: try marker.string("cm") ?? "", time: try marker.number("tm") ?? 0,
                                      duration: try marker.number("dr") ?? 0))
            }
        }
        var fonts: [String: FontDescription] = [:]
        if let list = root["fonts"]?["list"] {
            for font in try list.array() {
                let name = try font.string("fName") ?? ""
                fonts[name] = FontDescription(name: name, family: try font.string("fFamily") ?? name,
                                              style: try font.string("fStyle") ?? "", ascent: try font.number("ascent") ?? 75)
            }
        }
        var glyphs: [GlyphKey: Glyph] = [:]
        if let list = root["chars"] {
            for char in try list.array() {
                let key = GlyphKey(character: try char.string("ch") ?? "", family: try char.string("fFamily") ?? "",
                                   style: try char.string("style") ?? "")
                let items = try char["data"]?["shapes"].map { try shapeItems($0) } ?? []
                glyphs[key] = Glyph(width: try char.number("w") ?? 0, items: items)
            }
        }
        var composition = Composition(width: width, height: height, frameRate: frameRate, inPoint: inPoint, outPoint: outPoint,
                                      name: try root.string("nm") ?? "", version: try root.string("v"), layers: layers,
                                      assets: assets, markers: markers, glyphs: glyphs, fonts: fonts)
        try CompositionValidator.validate(&composition, report: &report)
        return composition
    }

    /// An image asset: embedded as a data URI (decoded here, so bad base64 is an error at its
    /// path), or a file beside the document.
    private func image(_ asset: JSONCursor, id: String) throws -> ImageAsset {
        let name = try asset.string("p") ?? ""
        let width = try asset.number("w") ?? 0, height = try asset.number("h") ?? 0
        guard width >= 0, height >= 0, width * height <= Double(LottieLimits.maximumImagePixels) else {
            throw LottieError("the image is \(Int(width))×\(Int(height)), over the \(LottieLimits.maximumImagePixels >> 20) M pixel limit", at: asset.path)
        }
        let embedded = (try asset.integer("e") ?? 0) == 1 || name.hasPrefix("data:")
        if embedded {
            guard let comma = name.firstIndex(of: ","), name[..<comma].hasSuffix(";base64"),
                  let bytes = Data(base64Encoded: String(name[name.index(after: comma)...]), options: .ignoreUnknownCharacters) else {
                throw LottieError("the embedded image is not base64 data", at: "\(asset.path).p")
            }
            return ImageAsset(id: id, width: width, height: height, source: .embedded([UInt8](bytes)), path: asset.path)
        }
        let folder = try asset.string("u") ?? ""
        return ImageAsset(id: id, width: width, height: height, source: .file(directory: folder, name: name), path: asset.path)
    }

    /// Runs `body` one level deeper, refusing past `LottieLimits.maximumDepth`: groups nested
    /// 10⁵ deep end here, not in a stack overflow.
    func nested<R>(at path: String, _ body: () throws -> R) throws -> R {
        guard depth < LottieLimits.maximumDepth else {
            throw LottieError("nested more than \(LottieLimits.maximumDepth) deep", at: path)
        }
        depth += 1
        defer { depth -= 1 }
        return try body()
    }
}
