import Geometry
import Input

// A scene proposed less room than it can lay itself out in (a gallery tile in a small window) is
// laid out at the smallest size it declares and shown scaled down whole, as vectors, rather than
// squeezed until its labels wrap mid-word, overlap or are clipped.
extension SceneGraph {
    /// The factor the scene is shown at, 0 < s ≤ 1: 1 when `size` holds `minimumLayoutSize`,
    /// else the largest factor at which a layout at least that large fits `size`.
    public var contentScale: Double {
        let minimum = minimumLayoutSize
        guard minimum.width > 0 || minimum.height > 0 else { return 1 }
        let horizontal = minimum.width > 0 ? size.width / minimum.width : 1
        let vertical = minimum.height > 0 ? size.height / minimum.height : 1
        let scale = min(1, horizontal, vertical)
        // A zero size lays out at the minimum itself; nothing is drawn at that scale anyway.
        return scale > 1e-6 ? scale : 1e-6
    }

    /// The size the root is laid out at, in the scene's own points: `size` divided by
    /// `contentScale`, so at least `minimumLayoutSize` in both dimensions with `size`'s proportions.
    public var layoutSize: Size {
        let scale = contentScale
        guard scale < 1 else { return size }
        return Size(width: size.width / scale, height: size.height / scale)
    }

    /// `rootTransform` (the scene's host points to device pixels) with the content scale in front:
    /// the transform the root's own coordinates are painted with.
    func contentTransform(_ rootTransform: Transform) -> Transform {
        let scale = contentScale
        guard scale < 1 else { return rootTransform }
        return Transform.scale(scale).concatenating(rootTransform)
    }

    /// A pointer position given in the host's points, in the scene's own (layout) points.
    func contentPoint(_ point: Point) -> Point {
        let scale = contentScale
        guard scale < 1 else { return point }
        return Point(x: point.x / scale, y: point.y / scale)
    }

    /// `event` with its pointer position in the scene's own points.
    func contentEvent(_ event: InputEvent) -> InputEvent {
        let scale = contentScale
        guard scale < 1 else { return event }
        switch event {
        case .pointerDown(let point, let button): return .pointerDown(contentPoint(point), button)
        case .pointerMoved(let point): return .pointerMoved(contentPoint(point))
        case .pointerUp(let point, let button): return .pointerUp(contentPoint(point), button)
        default: return event
        }
    }
}
