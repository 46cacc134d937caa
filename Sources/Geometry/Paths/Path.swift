/// One drawing command of a `Path`. Coordinates are in the path's user space (y down).
public enum PathElement: Hashable, Sendable {
    /// Starts a new subpath at the point.
    case move(Point)
    /// Straight segment from the current point.
    case line(Point)
    /// Quadratic Bézier from the current point.
    case quad(control: Point, to: Point)
    /// Cubic Bézier from the current point.
    case cubic(control1: Point, control2: Point, to: Point)
    /// Closes the current subpath with a straight segment back to its start;
    /// the current point becomes that start.
    case close

    /// The end point of the element (`nil` for `.close`).
    @inlinable public var endPoint: Point? {
        switch self {
        case .move(let p), .line(let p): return p
        case .quad(_, let p): return p
        case .cubic(_, _, let p): return p
        case .close: return nil
        }
    }

    /// The element with every point mapped through `t`.
    public func transformed(by t: Transform) -> PathElement {
        switch self {
        case .move(let p): return .move(t.apply(p))
        case .line(let p): return .line(t.apply(p))
        case .quad(let c, let p): return .quad(control: t.apply(c), to: t.apply(p))
        case .cubic(let c1, let c2, let p): return .cubic(control1: t.apply(c1), control2: t.apply(c2), to: t.apply(p))
        case .close: return .close
        }
    }

    /// `true` when every coordinate is finite.
    var isFinite: Bool {
        switch self {
        case .move(let p), .line(let p): return p.isFinite
        case .quad(let c, let p): return c.isFinite && p.isFinite
        case .cubic(let c1, let c2, let p): return c1.isFinite && c2.isFinite && p.isFinite
        case .close: return true
        }
    }

    /// `true` for elements that draw something (line or curve).
    var isDrawing: Bool {
        switch self {
        case .line, .quad, .cubic: return true
        case .move, .close: return false
        }
    }
}

/// An immutable vector path: a sequence of subpaths made of lines and Bézier curves.
///
/// Invariants for paths made by `PathBuilder`: the first element is `.move`, every
/// subpath starts with `.move`, at least one element draws, and all coordinates are
/// finite. Only `transformed(by:)` can break finiteness (overflow or a non-finite
/// transform); flattening and stroking detect that and produce nothing.
public struct Path: Hashable, Sendable {
    /// The drawing commands, in order.
    public let elements: [PathElement]

    /// Cached at construction so the hot paths need not rescan the elements.
    let isFinite: Bool

    /// Only `PathBuilder` and `transformed(by:)` create paths.
    init(uncheckedElements elements: [PathElement]) {
        self.elements = elements
        self.isFinite = elements.allSatisfy(\.isFinite)
    }

    /// The bounding box of all end and control points (a superset of the exact curve
    /// bounds, which is enough for culling and dirty rectangles). `Rect.zero` when the
    /// path holds non-finite coordinates.
    public var bounds: Rect {
        guard isFinite else { return .zero }
        var x0 = Double.infinity, y0 = Double.infinity
        var x1 = -Double.infinity, y1 = -Double.infinity
        func add(_ p: Point) {
            x0 = min(x0, p.x); y0 = min(y0, p.y)
            x1 = max(x1, p.x); y1 = max(y1, p.y)
        }
        for e in elements {
            switch e {
            case .move(let p), .line(let p): add(p)
            case .quad(let c, let p): add(c); add(p)
            case .cubic(let c1, let c2, let p): add(c1); add(c2); add(p)
            case .close: break
            }
        }
        guard x0 <= x1 else { return .zero }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The path with every point mapped through `transform`. Exact for affine maps,
    /// since Bézier curves are affinely invariant.
    public func transformed(by transform: Transform) -> Path {
        if transform.isIdentity { return self }
        return Path(uncheckedElements: elements.map { $0.transformed(by: transform) })
    }

    /// Number of subpaths (each begins with a `.move`).
    public var subpathCount: Int {
        elements.reduce(0) { n, e in
            if case .move = e { return n + 1 }
            return n
        }
    }
}
