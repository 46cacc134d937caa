extension DocumentParser {
    func layers(_ list: JSONCursor) throws -> [Layer] {
        try list.array().map { try layer($0) }
    }

    func layer(_ cursor: JSONCursor) throws -> Layer {
        guard cursor.isObject else { throw cursor.mismatch("an object (a layer)") }
        let type = try cursor.integer("ty") ?? -1
        let content: LayerContent
        switch type {
        case 0:
            guard let id = try cursor.string("refId") else { throw LottieError("a precomposition layer without refId", at: cursor.path) }
            content = .precomposition(id: id, width: try cursor.number("w") ?? 0, height: try cursor.number("h") ?? 0)
            report.count("layer/precomposition")
        case 1:
            let color = try Self.hexColor(cursor["sc"])
            content = .solid(color: color, width: try cursor.number("sw") ?? 0, height: try cursor.number("sh") ?? 0)
            report.count("layer/solid")
        case 2:
            guard let id = try cursor.string("refId") else { throw LottieError("an image layer without refId", at: cursor.path) }
            content = .image(id: id)
            report.count("layer/image")
        case 3:
            content = .null
            report.count("layer/null")
        case 4:
            content = .shapes(try cursor["shapes"].map { try shapeItems($0) } ?? [])
            report.count("layer/shape")
        case 5:
            content = .text(try text(cursor))
            report.count("layer/text")
        default:
            content = .unsupported(type: type)
            report.unsupported("layer kind \(type) (\(Self.layerKindName(type)))", at: cursor.path)
        }
        let transform = try cursor["ks"].map { try shapeTransform($0) } ?? .identity
        var masks: [Mask] = []
        if let list = cursor["masksProperties"] {
            for mask in try list.array() { masks.append(try self.mask(mask)) }
        }
        var effects: [Effect] = []
        if let list = cursor["ef"] {
            for effect in try list.array() { effects.append(try self.effect(effect)) }
        }
        let blend = try cursor.integer("bm") ?? 0
        let blendMode = LottieBlendMode(rawValue: blend) ?? .normal
        if blendMode != .normal { report.count("blend mode/\(blendMode)") }
        if LottieBlendMode(rawValue: blend) == nil { report.unsupported("blend mode \(blend)", at: "\(cursor.path).bm") }
        let matte = try cursor.integer("tt").flatMap { $0 == 0 ? nil : $0 }
        var matteMode: MatteMode?
        if let matte {
            if let mode = MatteMode(rawValue: matte) { matteMode = mode; report.count("matte/\(mode)") } else {
                report.unsupported("matte mode \(matte)", at: "\(cursor.path).tt")
            }
        }
        let timeRemap = try cursor["tm"].map { try scalarProperty($0) }
        if timeRemap != nil { report.count("time remapping") }
        if (try cursor.integer("ddd") ?? 0) == 1 { report.unsupported("3D layer", at: "\(cursor.path).ddd") }
        let stretch = try cursor.number("sr") ?? 1
        return Layer(name: try cursor.string("nm") ?? "", index: try cursor.integer("ind"), parent: try cursor.integer("parent"),
                     content: content, inPoint: try cursor.number("ip") ?? 0, outPoint: try cursor.number("op") ?? 0,
                     startTime: try cursor.number("st") ?? 0, stretch: stretch == 0 ? 1 : stretch, transform: transform,
                     autoOrient: (try cursor.integer("ao") ?? 0) == 1, hidden: try cursor.bool("hd") ?? false,
                     blendMode: blendMode, masks: masks, matteMode: matteMode, matteParent: try cursor.integer("tp"),
                     isMatteSource: (try cursor.integer("td") ?? 0) != 0, effects: effects, timeRemap: timeRemap,
                     path: cursor.path)
    }

    static func layerKindName(_ type: Int) -> String {
        switch type {
        case 6: "audio"
        case 13: "camera"
        case 7: "video placeholder"
        case 8: "image sequence"
        case 9: "video"
        case 10: "image placeholder"
        case 11: "guide"
        case 12: "adjustment"
        case 15: "data"
        default: "unknown"
        }
    }

    /// A solid's colour, written "#rrggbb".
    static func hexColor(_ cursor: JSONCursor?) throws -> LottieVector {
        guard let cursor else { return LottieVector(x: 0, y: 0, z: 0, w: 1, count: 4) }
        let text = try cursor.string().trimmingCharacters(in: ["#"])
        guard text.count == 6 || text.count == 8, let value = UInt64(text, radix: 16) else {
            throw LottieError("expected a colour #rrggbb, found \"\(text.prefix(20))\"", at: cursor.path)
        }
        let shift = text.count == 8 ? 8 : 0
        func channel(_ at: Int) -> Double { Double((value >> UInt64(at + shift)) & 0xff) / 255 }
        return LottieVector(x: channel(16), y: channel(8), z: channel(0), w: 1, count: 4)
    }

    func mask(_ cursor: JSONCursor) throws -> Mask {
        let modeText = try cursor.string("mode") ?? "a"
        guard let mode = Mask.Mode(rawValue: modeText) else {
            throw LottieError("unknown mask mode \"\(modeText.prefix(10))\"", at: "\(cursor.path).mode")
        }
        report.count("mask/\(mode)")
        guard let shape = cursor["pt"] else { throw LottieError("a mask without a path", at: cursor.path) }
        let inverted = try cursor.bool("inv") ?? false
        if inverted { report.count("mask/inverted") }
        let feather = try cursor["f"].map { try vectorProperty($0) } ?? Animated(LottieVector(x: 0, y: 0))
        if feather.isAnimated || feather.initialValue.x != 0 || feather.initialValue.y != 0 { report.count("mask/feather") }
        let expansion = try cursor["x"].map { try scalarProperty($0) } ?? Animated(0)
        if expansion.isAnimated || expansion.initialValue != 0 { report.count("mask/expansion") }
        return Mask(mode: mode, inverted: inverted, shape: try shapeProperty(shape),
                    opacity: try cursor["o"].map { try scalarProperty($0) } ?? Animated(100),
                    expansion: expansion, feather: feather, path: cursor.path)
    }

    func effect(_ cursor: JSONCursor) throws -> Effect {
        let type = try cursor.integer("ty") ?? -1
        let kind: Effect.Kind = switch type {
        case 21: .fill
        case 20: .tint
        case 25: .dropShadow
        case 29: .gaussianBlur
        case 5: .controls
        default: .other(type)
        }
        let name = try cursor.string("nm") ?? ""
        var values: [EffectValue] = []
        if let list = cursor["ef"] {
            for control in try list.array() {
                let controlType = try control.integer("ty") ?? -1
                guard let value = control["v"] else { values.append(.other); continue }
                switch controlType {
                case 0, 1, 4, 7: values.append(.scalar(try scalarProperty(value)))   // slider, angle, checkbox, dropdown
                case 2, 3: values.append(.vector(try vectorProperty(value)))         // colour, point
                default: values.append(.other)
                }
            }
        }
        let enabled = (try cursor.integer("en") ?? 1) != 0
        if kind == .controls {
            report.count("effect/expression controls")
        } else if case .other = kind {
            if enabled { report.unsupported("effect \"\(name.isEmpty ? "type \(type)" : name)\"", at: cursor.path) }
        } else {
            report.count("effect/\(kind)")
        }
        return Effect(kind: kind, name: name, enabled: enabled, values: values, path: cursor.path)
    }
}

extension String {
    func trimmingCharacters(in set: Set<Character>) -> String {
        String(self.drop { set.contains($0) })
    }
}
