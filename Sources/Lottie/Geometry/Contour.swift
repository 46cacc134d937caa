import Geometry
import LottieModel

/// A path being built for a frame: vertices with absolute control points, open or closed. The
/// shapes, modifiers and trims of a composition work on contours; `appendPath` hands them to
/// the renderer's `Path`.
struct Contour {
    var vertices: [Point]
    /// The control point leading into each vertex (equal to it for a straight segment).
    var inControls: [Point]
    /// The control point leading out of each vertex.
    var outControls: [Point]
    var closed: Bool

    init(vertices: [Point] = [], inControls: [Point] = [], outControls: [Point] = [], closed: Bool = false) {
        self.vertices = vertices
        self.inControls = inControls
        self.outControls = outControls
        self.closed = closed
    }

    /// A file's path (tangents relative to their vertex) made absolute.
    init(_ shape: BezierShape) {
        vertices = shape.vertices
        inControls = zip(shape.vertices, shape.inTangents).map { $0 + $1 }
        outControls = zip(shape.vertices, shape.outTangents).map { $0 + $1 }
        closed = shape.closed
    }

    var count: Int { vertices.count }
    var isEmpty: Bool { vertices.isEmpty }

    mutating func append(_ vertex: Point, in inControl: Point? = nil, out outControl: Point? = nil) {
        vertices.append(vertex)
        inControls.append(inControl ?? vertex)
        outControls.append(outControl ?? vertex)
    }

    /// How many segments the contour has (a closed one joins its last vertex to its first).
    var segmentCount: Int { vertices.isEmpty ? 0 : (closed ? vertices.count : vertices.count - 1) }

    /// Segment `index`'s four points.
    func segment(_ index: Int) -> (Point, Point, Point, Point) {
        let next = (index + 1) % vertices.count
        return (vertices[index], outControls[index], inControls[next], vertices[next])
    }

    /// The same vertices travelled the other way, starting from the same vertex (AE's direction 3).
    func reversedKeepingStart() -> Contour {
        guard vertices.count > 1 else { return self }
        var result = Contour(closed: closed)
        let n = vertices.count
        for step in 0..<n {
            let i = (n - step) % n
            result.append(vertices[i], in: outControls[i], out: inControls[i])
        }
        return result
    }

    func transformed(by transform: Transform) -> Contour {
        guard !transform.isIdentity else { return self }
        return Contour(vertices: vertices.map(transform.apply), inControls: inControls.map(transform.apply),
                       outControls: outControls.map(transform.apply), closed: closed)
    }

    /// Adds the contour to `builder`: cubics where a segment has control points, lines otherwise.
    func append(to builder: inout PathBuilder) {
        guard let first = vertices.first else { return }
        builder.move(to: first)
        for index in 0..<segmentCount {
            let (p0, c1, c2, p3) = segment(index)
            if c1 == p0 && c2 == p3 { builder.line(to: p3) } else { builder.cubic(to: p3, control1: c1, control2: c2) }
        }
        if closed { builder.close() }
    }
}

extension Array where Element == Contour {
    /// One path of all the contours, nil when nothing would be drawn.
    func path() -> Path? {
        var builder = PathBuilder()
        for contour in self where contour.count > 0 { contour.append(to: &builder) }
        return builder.finish()
    }
}
