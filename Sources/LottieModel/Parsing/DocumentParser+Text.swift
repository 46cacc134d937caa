extension DocumentParser {
    /// A text layer's `t`: document keyframes `d.k[]` `{s: {t, f, s, fc, sc, sw, of, j, tr, lh, ls, ps, sz}, t}`.
    func text(_ layer: JSONCursor) throws -> TextLayerData {
        guard let t = layer["t"] else { throw LottieError("a text layer without its text (t)", at: layer.path) }
        var documents: [(Double, TextDocument)] = []
        if let keyframes = t["d"]?["k"] {
            for keyframe in try keyframes.array() {
                guard let s = keyframe["s"] else { continue }
                func color(_ key: String) throws -> LottieVector? {
                    guard let list = try s[key]?.numbers(), list.count >= 3 else { return nil }
                    return LottieVector(list.count >= 4 ? list : list + [1])
                }
                let document = TextDocument(
                    text: try s.string("t") ?? "", fontName: try s.string("f") ?? "", size: try s.number("s") ?? 10,
                    fillColor: try color("fc"), strokeColor: try color("sc"), strokeWidth: try s.number("sw") ?? 0,
                    strokeOverFill: try s.bool("of") ?? false, justification: try s.integer("j") ?? 0,
                    tracking: try s.number("tr") ?? 0, lineHeight: try s.number("lh") ?? ((try s.number("s") ?? 10) * 1.2),
                    baselineShift: try s.number("ls") ?? 0,
                    boxPosition: try s["ps"].map { LottieVector(try $0.numbers()) }, boxSize: try s["sz"].map { LottieVector(try $0.numbers()) })
                documents.append((try keyframe.number("t") ?? 0, document))
            }
        }
        let animators = try t["a"]?.array() ?? []
        if !animators.isEmpty { report.unsupported("text animators", at: "\(layer.path).t.a") }
        if let path = t["p"], path.isObject, path.count > 0, path["m"] != nil {
            report.unsupported("text on a path", at: path.path)
        }
        return TextLayerData(documents: documents, hasAnimators: !animators.isEmpty)
    }
}
