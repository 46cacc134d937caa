/// Checks what refers to what once the whole document is read: every precomposition and image a
/// layer names exists, precompositions do not contain themselves, every parent and matte `tp`
/// names a layer of the same composition, and parents do not form a cycle.
enum CompositionValidator {
    static func validate(_ composition: inout Composition, report: inout FeatureReport) throws {
        try check(composition.layers, in: composition, visiting: [])
        for case .precomposition(let id, let layers, _) in composition.assets.values {
            try check(layers, in: composition, visiting: [id])
        }
    }

    private static func check(_ layers: [Layer], in composition: Composition, visiting: Set<String>) throws {
        var byIndex: [Int: Layer] = [:]
        for layer in layers { if let index = layer.index { byIndex[index] = layer } }
        for layer in layers {
            switch layer.content {
            case .precomposition(let id, _, _):
                guard let asset = composition.assets[id], case .precomposition(_, let inner, _) = asset else {
                    throw LottieError("refers to precomposition \"\(id.prefix(40))\", which the document does not have", at: "\(layer.path).refId")
                }
                guard !visiting.contains(id) else {
                    throw LottieError("precomposition \"\(id.prefix(40))\" contains itself", at: "\(layer.path).refId")
                }
                guard visiting.count < LottieLimits.maximumDepth else {
                    throw LottieError("precompositions nested more than \(LottieLimits.maximumDepth) deep", at: layer.path)
                }
                try check(inner, in: composition, visiting: visiting.union([id]))
            case .image(let id):
                guard let asset = composition.assets[id], case .image = asset else {
                    throw LottieError("refers to image \"\(id.prefix(40))\", which the document does not have", at: "\(layer.path).refId")
                }
            default:
                break
            }
            if let parent = layer.parent, byIndex[parent] == nil {
                throw LottieError("the parent \(parent) is not a layer of this composition", at: "\(layer.path).parent")
            }
            if let matte = layer.matteParent, byIndex[matte] == nil {
                throw LottieError("the matte layer \(matte) is not a layer of this composition", at: "\(layer.path).tp")
            }
            // Walk up the parents: a chain longer than the layers means a cycle.
            var seen = 0, current = layer
            while let parent = current.parent, let next = byIndex[parent] {
                seen += 1
                guard seen <= layers.count else {
                    throw LottieError("the layer's parents form a cycle", at: "\(layer.path).parent")
                }
                current = next
            }
        }
    }
}
