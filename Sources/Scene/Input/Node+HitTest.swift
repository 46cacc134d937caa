import Geometry

extension Node {
    /// The deepest node under `point` (in the parent's coordinates) at scene time `time`, in
    /// front-to-back drawing order (`forEachPart`): overlay, children (last first), content,
    /// background. Honours
    /// transforms, clips, masks, `allowsHitTesting` and removal transitions.
    func hitTest(_ point: Point, time: Double) -> Node? {
        guard allowsHitTesting, !isDisappearing, let local = localPoint(point, time: time) else { return nil }
        let size = drawnGeometry(at: time).size
        guard passesClipAndMask(local, size: size, time: time) else { return nil }
        var hit: Node?
        forEachPart(frontToBack: true) { part in
            switch part {
            case .attached(let node):
                hit = node.hitTest(local, time: time)
            case .content:
                let inside = contentShape.map { $0.contains(local, in: Rect(origin: .zero, size: size)) }
                    ?? contentContains(local, size: size)
                if inside { hit = self }
            }
            return hit == nil
        }
        return hit
    }

    /// Whether the subtree draws anything at `point` (parent coordinates), ignoring
    /// `allowsHitTesting`: how a mask decides which points of its owner can be hit.
    func covers(_ point: Point, time: Double) -> Bool {
        guard let local = localPoint(point, time: time) else { return false }
        let size = drawnGeometry(at: time).size
        guard passesClipAndMask(local, size: size, time: time) else { return false }
        var covered = false
        forEachPart(frontToBack: true) { part in
            switch part {
            case .attached(let node): covered = node.covers(local, time: time)
            case .content: covered = contentContains(local, size: size)
            }
            return !covered
        }
        return covered
    }

    private func localPoint(_ point: Point, time: Double) -> Point? {
        let effect = drawnGeometry(at: time).effect
        guard $opacity.presentation(at: time) * effect.opacity > 0,
              let inverse = localTransform(at: time, effect: effect).inverted() else { return nil }
        return inverse.apply(point)
    }

    private func passesClipAndMask(_ local: Point, size: Size, time: Double) -> Bool {
        let bounds = Rect(origin: .zero, size: size)
        let effect = drawnGeometry(at: time).effect
        if let clip = effect.clip, !clip.contains(local) { return false }
        if let clipShape, !clipShape.contains(local, in: bounds) { return false }
        if let mask, !mask.covers(local, time: time) { return false }
        return true
    }
}

extension SceneGraph {
    /// The frontmost hit-testable node at `point` (the host's points: divided by
    /// `contentScale` into the scene's own), or nil.
    public func hitTest(_ point: Point) -> Node? {
        hitTest(layoutPoint: contentPoint(point))
    }

    /// The frontmost hit-testable node at `point` in the scene's own (layout) points, as
    /// gestures see them.
    func hitTest(layoutPoint point: Point) -> Node? {
        layoutIfNeeded()
        guard point.isFinite else { return nil }
        return root.hitTest(point, time: runLoop.now)
    }
}
