import CCJSON
import Geometry

extension DocumentParser {
    func scalarProperty(_ cursor: JSONCursor) throws -> Animated<Double> {
        try property(cursor) { try $0.scalar() }
    }

    func vectorProperty(_ cursor: JSONCursor) throws -> Animated<LottieVector> {
        try property(cursor, spatial: true) { LottieVector(try $0.numbers()) }
    }

    func shapeProperty(_ cursor: JSONCursor) throws -> Animated<BezierShape> {
        try property(cursor) { value in
            // Keyframed shapes wrap the shape in a one-element array.
            if value.isArray, let first = try value.array().first { return try self.bezierShape(first) }
            return try self.bezierShape(value)
        }
    }

    func gradientProperty(_ cursor: JSONCursor) throws -> Animated<GradientValues> {
        try property(cursor) { GradientValues(try $0.numbers()) }
    }

    /// A property `{a, k, x}`: `k` a value, or keyframes `{t, s, e, h, o, i, to, ti}` (the
    /// old format's `e` ends a segment; its last keyframe may hold only `t`).
    func property<V: KeyframeValue>(_ cursor: JSONCursor, spatial: Bool = false,
                                    decode: (JSONCursor) throws -> V) throws -> Animated<V> {
        guard cursor.isObject else {
            // Some exporters write a bare value for a static property.
            return Animated(try decode(cursor), path: cursor.path)
        }
        let hasExpression = cursor["x"] != nil
        if hasExpression { report.unsupported("expression", at: "\(cursor.path).x") }
        guard let k = cursor["k"] else { throw LottieError("a property without a value (k)", at: cursor.path) }
        let isKeyframed: Bool
        if let first = k.firstElement, first.isObject, first["t"] != nil {
            isKeyframed = true
        } else {
            isKeyframed = false
        }
        guard isKeyframed else { return Animated(try decode(k), path: cursor.path) }
        let items = try k.array()
        guard items.count <= LottieLimits.maximumKeyframes else {
            throw LottieError("\(items.count) keyframes, over the \(LottieLimits.maximumKeyframes) limit of one property", at: k.path)
        }
        totalKeyframes += items.count
        guard totalKeyframes <= LottieLimits.maximumTotalKeyframes else {
            throw LottieError("over \(LottieLimits.maximumTotalKeyframes) keyframes in the document, the limit", at: k.path)
        }
        // Times and values first: an old-format keyframe ends on its `e`, a new one on the next's `s`.
        var times: [Double] = [], starts: [V?] = [], ends: [V?] = []
        times.reserveCapacity(items.count)
        for item in items {
            guard item.isObject else { throw item.mismatch("an object (a keyframe)") }
            guard let time = try item.number("t") else { throw LottieError("a keyframe without a time (t)", at: item.path) }
            if let last = times.last, time < last {
                throw LottieError("keyframe at \(time) comes after one at \(last)", at: "\(item.path).t")
            }
            times.append(time)
            starts.append(try item["s"].map(decode))
            ends.append(try item["e"].map(decode))
        }
        var keyframes: [Keyframe<V>] = []
        keyframes.reserveCapacity(items.count)
        var previousEnd: V?
        for (index, item) in items.enumerated() {
            guard let value = starts[index] ?? previousEnd ?? (index > 0 ? keyframes[index - 1].endValue : nil) else {
                throw LottieError("a keyframe without a value (s)", at: item.path)
            }
            let next = index + 1 < items.count ? (starts[index + 1] ?? ends[index]) : nil
            let end = ends[index] ?? next ?? value
            let hold = (try item.integer("h") ?? 0) == 1
            let easing = try self.easing(item)
            var path: SpatialPath?
            if spatial, let to = try item["to"]?.numbers(), let ti = try item["ti"]?.numbers(), to.count >= 2, ti.count >= 2,
               let from = value as? LottieVector, let target = end as? LottieVector, to.contains(where: { $0 != 0 }) || ti.contains(where: { $0 != 0 }) {
                let start = Point(x: from.x, y: from.y), finish = Point(x: target.x, y: target.y)
                path = SpatialPath(start: start, control1: start + Point(x: to[0], y: to[1]),
                                   control2: finish + Point(x: ti[0], y: ti[1]), end: finish)
            }
            keyframes.append(Keyframe(time: times[index], value: value, endValue: end, hold: hold, easing: easing,
                                      spatial: path, path: item.path))
            previousEnd = ends[index]
        }
        return Animated(keyframes: keyframes, hasExpression: hasExpression, path: cursor.path)
    }

    /// A keyframe's easing: `o` (out of this keyframe) and `i` (into the next), each x and y a
    /// number or one per dimension. Missing tangents are linear.
    func easing(_ keyframe: JSONCursor) throws -> KeyframeEasing {
        guard let o = keyframe["o"], let i = keyframe["i"] else { return .linear }
        let ox = try o["x"]?.tangentNumbers() ?? [0], oy = try o["y"]?.tangentNumbers() ?? [0]
        let ix = try i["x"]?.tangentNumbers() ?? [1], iy = try i["y"]?.tangentNumbers() ?? [1]
        let count = max(1, min(4, max(ox.count, oy.count, ix.count, iy.count)))
        func pick(_ list: [Double], _ index: Int) -> Double { list.isEmpty ? 0 : list[min(index, list.count - 1)] }
        var points: [(Double, Double, Double, Double)] = []
        for index in 0..<count { points.append((pick(ox, index), pick(oy, index), pick(ix, index), pick(iy, index))) }
        return KeyframeEasing(controlPoints: points)
    }

    /// A path value `{i, o, v, c}`.
    func bezierShape(_ cursor: JSONCursor) throws -> BezierShape {
        guard cursor.isObject else { throw cursor.mismatch("an object (a path: i, o, v, c)") }
        func points(_ key: String) throws -> [Point] {
            guard let list = cursor[key] else { return [] }
            guard list.isArray else { throw list.mismatch("an array") }
            guard list.count <= LottieLimits.maximumVertices else {
                throw LottieError("\(list.count) vertices, over the \(LottieLimits.maximumVertices) limit", at: list.path)
            }
            var points: [Point] = []
            points.reserveCapacity(list.count)
            try list.forEachElement { item, index in
                // A point's path is spelled out only when it is in error.
                if item.pointee.type & 0xff == cJSON_Array, let first = item.pointee.child, let second = first.pointee.next,
                   let x = JSONCursor.number(first), let y = JSONCursor.number(second),
                   x.isFinite, y.isFinite, abs(x) <= LottieLimits.maximumMagnitude, abs(y) <= LottieLimits.maximumMagnitude {
                    points.append(Point(x: x, y: y))
                    return
                }
                let cursor = list.element(item, at: index)
                let numbers = try cursor.numbers()
                guard numbers.count >= 2 else { throw LottieError("a point needs two numbers", at: cursor.path) }
                points.append(Point(x: numbers[0], y: numbers[1]))
            }
            return points
        }
        let vertices = try points("v")
        var inTangents = try points("i"), outTangents = try points("o")
        // Missing or short tangent lists mean straight segments.
        if inTangents.count != vertices.count { inTangents = Array(inTangents.prefix(vertices.count)) + Array(repeating: .zero, count: max(0, vertices.count - inTangents.count)) }
        if outTangents.count != vertices.count { outTangents = Array(outTangents.prefix(vertices.count)) + Array(repeating: .zero, count: max(0, vertices.count - outTangents.count)) }
        return BezierShape(vertices: vertices, inTangents: inTangents, outTangents: outTangents, closed: try cursor.bool("c") ?? false)
    }

    /// A transform (`ks` of a layer, `tr` of a group or repeater).
    func shapeTransform(_ cursor: JSONCursor) throws -> ShapeTransform {
        var transform = ShapeTransform.identity
        if let a = cursor["a"] { transform.anchor = try vectorProperty(a) }
        if let p = cursor["p"] {
            if (try p.bool("s")) == true {
                guard let x = p["x"], let y = p["y"] else { throw LottieError("a split position without x and y", at: p.path) }
                transform.position = .split(x: try scalarProperty(x), y: try scalarProperty(y))
                report.count("transform/split position")
            } else {
                transform.position = .combined(try vectorProperty(p))
            }
        }
        if let s = cursor["s"] { transform.scale = try vectorProperty(s) }
        if let r = cursor["r"] ?? cursor["rz"] { transform.rotation = try scalarProperty(r) }
        if cursor["rx"] != nil || cursor["ry"] != nil { report.unsupported("3D rotation", at: cursor.path) }
        if let o = cursor["o"] { transform.opacity = try scalarProperty(o) }
        if let sk = cursor["sk"] { transform.skew = try scalarProperty(sk) }
        if let sa = cursor["sa"] { transform.skewAxis = try scalarProperty(sa) }
        if let so = cursor["so"] { transform.startOpacity = try scalarProperty(so) }
        if let eo = cursor["eo"] { transform.endOpacity = try scalarProperty(eo) }
        return transform
    }
}
