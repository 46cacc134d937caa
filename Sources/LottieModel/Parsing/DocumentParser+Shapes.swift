import Geometry

extension DocumentParser {
    func shapeItems(_ list: JSONCursor) throws -> [ShapeItem] {
        try nested(at: list.path) { try list.array().map { try shapeItem($0) } }
    }

    func shapeItem(_ cursor: JSONCursor) throws -> ShapeItem {
        guard cursor.isObject else { throw cursor.mismatch("an object (a shape item)") }
        let type = try cursor.string("ty") ?? ""
        let hidden = try cursor.bool("hd") ?? false
        // `d` is a shape's direction, but a stroke's dash list.
        let reversed = try ["rc", "el", "sr", "sh"].contains(type) && (cursor.integer("d") ?? 1) == 3
        func scalar(_ key: String, _ fallback: Double) throws -> Animated<Double> {
            try cursor[key].map { try scalarProperty($0) } ?? Animated(fallback)
        }
        func vector(_ key: String, _ fallback: LottieVector) throws -> Animated<LottieVector> {
            try cursor[key].map { try vectorProperty($0) } ?? Animated(fallback)
        }
        let zero = LottieVector(x: 0, y: 0)
        switch type {
        case "gr":
            report.count("shape/group")
            var items = try cursor["it"].map { try shapeItems($0) } ?? []
            var transform = ShapeTransform.identity
            if let index = items.lastIndex(where: { if case .transform = $0 { true } else { false } }),
               case .transform(let found) = items[index] {
                transform = found
                items.remove(at: index)
            }
            return .group(ShapeGroup(name: try cursor.string("nm") ?? "", items: items, transform: transform, hidden: hidden))
        case "rc":
            report.count("shape/rectangle")
            return .rectangle(RectangleShape(position: try vector("p", zero), size: try vector("s", zero),
                                             roundness: try scalar("r", 0), reversed: reversed, hidden: hidden))
        case "el":
            report.count("shape/ellipse")
            return .ellipse(EllipseShape(position: try vector("p", zero), size: try vector("s", zero), reversed: reversed, hidden: hidden))
        case "sr":
            let polygon = (try cursor.integer("sy") ?? 1) == 2
            report.count(polygon ? "shape/polygon" : "shape/star")
            return .star(StarShape(isPolygon: polygon, position: try vector("p", zero), points: try scalar("pt", 5),
                                   rotation: try scalar("r", 0), outerRadius: try scalar("or", 0), outerRoundness: try scalar("os", 0),
                                   innerRadius: try scalar("ir", 0), innerRoundness: try scalar("is", 0),
                                   reversed: reversed, hidden: hidden))
        case "sh":
            report.count("shape/path")
            guard let shape = cursor["ks"] else { throw LottieError("a path without its shape (ks)", at: cursor.path) }
            return .path(PathShape(shape: try shapeProperty(shape), reversed: reversed, hidden: hidden))
        case "fl":
            report.count("style/fill")
            return .fill(FillStyle(color: try vector("c", LottieVector(x: 0, y: 0, z: 0, w: 1, count: 4)), opacity: try scalar("o", 100),
                                   evenOdd: (try cursor.integer("r") ?? 1) == 2, blendMode: try blendMode(cursor), hidden: hidden))
        case "st":
            report.count("style/stroke")
            return .stroke(StrokeStyleItem(color: try vector("c", LottieVector(x: 0, y: 0, z: 0, w: 1, count: 4)),
                                           opacity: try scalar("o", 100), stroke: try strokeParameters(cursor),
                                           blendMode: try blendMode(cursor), hidden: hidden))
        case "gf":
            report.count("style/gradient fill")
            return .gradientFill(GradientFillStyle(gradient: try gradient(cursor), opacity: try scalar("o", 100),
                                                   evenOdd: (try cursor.integer("r") ?? 1) == 2, blendMode: try blendMode(cursor), hidden: hidden))
        case "gs":
            report.count("style/gradient stroke")
            return .gradientStroke(GradientStrokeStyle(gradient: try gradient(cursor), opacity: try scalar("o", 100),
                                                       stroke: try strokeParameters(cursor), blendMode: try blendMode(cursor), hidden: hidden))
        case "tr":
            return .transform(try shapeTransform(cursor))
        case "tm":
            report.count("modifier/trim paths")
            return .trim(TrimPaths(start: try scalar("s", 0), end: try scalar("e", 100), offset: try scalar("o", 0),
                                   individually: (try cursor.integer("m") ?? 1) == 2, hidden: hidden))
        case "rp":
            report.count("modifier/repeater")
            let transform = try cursor["tr"].map { try shapeTransform($0) } ?? .identity
            let copies = try scalar("c", 1)
            let most = copies.keyframes.reduce(copies.initialValue) { max($0, $1.value) }
            if most > Double(LottieLimits.maximumRepeaterCopies) {
                report.addWarning("the repeater at \(cursor.path) asks for \(Int(most)) copies: drawn with \(LottieLimits.maximumRepeaterCopies), the limit")
            }
            return .repeater(Repeater(copies: copies, offset: try scalar("o", 0), newAbove: (try cursor.integer("m") ?? 1) == 1,
                                      transform: transform, hidden: hidden))
        case "rd":
            report.count("modifier/round corners")
            return .roundCorners(RoundCorners(radius: try scalar("r", 0), hidden: hidden))
        case "mm":
            let mode = try cursor.integer("mm") ?? 1
            report.unsupported("merge paths (mode \(mode))", at: cursor.path)
            return .mergePaths(MergePaths(mode: mode, hidden: hidden))
        case "op":
            report.count("modifier/offset path")
            return .offsetPath(OffsetPath(amount: try scalar("a", 0), join: Self.lineJoin(try cursor.integer("lj") ?? 1),
                                          miterLimit: try scalar("ml", 4), hidden: hidden))
        case "zz":
            report.count("modifier/zig zag")
            return .zigZag(ZigZag(size: try scalar("s", 0), ridges: try scalar("r", 0), smooth: (try cursor["pt"].map { try scalarProperty($0).initialValue } ?? 1) == 2, hidden: hidden))
        case "pb":
            report.count("modifier/pucker bloat")
            return .puckerBloat(PuckerBloat(amount: try scalar("a", 0), hidden: hidden))
        case "tw":
            report.count("modifier/twist")
            return .twist(Twist(angle: try scalar("a", 0), center: try vector("c", zero), hidden: hidden))
        default:
            let name = type.isEmpty ? "a shape item without a type" : "shape item \"\(type.prefix(8))\""
            report.unsupported(name, at: cursor.path)
            return .unsupported(type: type, path: cursor.path)
        }
    }

    private func blendMode(_ cursor: JSONCursor) throws -> LottieBlendMode {
        let value = try cursor.integer("bm") ?? 0
        guard let mode = LottieBlendMode(rawValue: value) else {
            report.unsupported("blend mode \(value)", at: "\(cursor.path).bm")
            return .normal
        }
        if mode != .normal { report.count("blend mode/\(mode)") }
        return mode
    }

    static func lineJoin(_ value: Int) -> LineJoin {
        switch value {
        case 2: .round
        case 3: .bevel
        default: .miter
        }
    }

    private func strokeParameters(_ cursor: JSONCursor) throws -> StrokeParameters {
        let cap: LineCap = switch try cursor.integer("lc") ?? 2 {
        case 1: .butt
        case 3: .square
        default: .round
        }
        var dashes: [DashEntry] = []
        if let list = cursor["d"] {
            for entry in try list.array() {
                let kind: DashEntry.Kind = switch try entry.string("n") ?? "d" {
                case "g": .gap
                case "o": .offset
                default: .dash
                }
                dashes.append(DashEntry(kind: kind, length: try entry["v"].map { try scalarProperty($0) } ?? Animated(0)))
            }
            if !dashes.isEmpty { report.count("style/dashes") }
        }
        return StrokeParameters(width: try cursor["w"].map { try scalarProperty($0) } ?? Animated(1), cap: cap,
                                join: Self.lineJoin(try cursor.integer("lj") ?? 2), miterLimit: try cursor.number("ml") ?? 4,
                                dashes: dashes)
    }

    private func gradient(_ cursor: JSONCursor) throws -> GradientParameters {
        guard let g = cursor["g"] else { throw LottieError("a gradient without its colours (g)", at: cursor.path) }
        let count = try g.integer("p") ?? 0
        guard count >= 0, count <= 1000 else { throw LottieError("\(count) gradient stops, over the 1000 limit", at: "\(g.path).p") }
        guard let values = g["k"] else { throw LottieError("a gradient without its stops (k)", at: g.path) }
        let zero = LottieVector(x: 0, y: 0)
        let isRadial = (try cursor.integer("t") ?? 1) == 2
        return GradientParameters(isRadial: isRadial,
                                  start: try cursor["s"].map { try vectorProperty($0) } ?? Animated(zero),
                                  end: try cursor["e"].map { try vectorProperty($0) } ?? Animated(zero),
                                  highlightLength: try cursor["h"].map { try scalarProperty($0) } ?? Animated(0),
                                  highlightAngle: try cursor["a"].map { try scalarProperty($0) } ?? Animated(0),
                                  colors: GradientColors(count: count, values: try gradientProperty(values)))
    }
}
