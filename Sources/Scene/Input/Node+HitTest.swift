import Geometry

extension Node {
    /// The deepest node under `point` (in the parent's coordinates) at scene time `time`, in
    /// front-to-back order: overlay, children (last first), content, background. Honours
    /// transforms, clips, masks, `allowsHitTesting` and removal transitions.
    func hitTest(_ point: Point, time: Double) -> Node? {
        guard allowsHitTesting, !isDisappearing, let local = localPoint(point, time: time) else { return nil }
        let size = frameProperty.presentation(at: time).size
        guard passesClipAndMask(local, size: size, time: time) else { return nil }
        if let overlay, let hit = overlay.hitTest(local, time: time) { return hit }
        for child in children.reversed() {
            if let hit = child.hitTest(local, time: time) { return hit }
        }
        if let shape = contentShape {
            if shape.contains(local, in: Rect(origin: .zero, size: size)) { return self }
        } else if contentContains(local, size: size) {
            return self
        }
        return background?.hitTest(local, time: time)
    }

    /// Whether the subtree draws anything at `point` (parent coordinates), ignoring
    /// `allowsHitTesting`: how a mask decides which points of its owner can be hit.
    func covers(_ point: Point, time: Double) -> Bool {
        guard let local = localPoint(point, time: time) else { return false }
        let size = frameProperty.presentation(at: time).size
        guard passesClipAndMask(local, size: size, time: time) else { return false }
        if contentContains(local, size: size) { return true }
        if overlay?.covers(local, time: time) == true || background?.covers(local, time: time) == true { return true }
        return children.contains { $0.covers(local, time: time) }
    }

    private func localPoint(_ point: Point, time: Double) -> Point? {
        let size = frameProperty.presentation(at: time).size
        let effect = transitionEffect(at: time, size: size)
        guard opacityProperty.presentation(at: time) * effect.opacity > 0,
              let inverse = localTransform(at: time, effect: effect).inverted() else { return nil }
        return inverse.apply(point)
    }

    private func passesClipAndMask(_ local: Point, size: Size, time: Double) -> Bool {
        let bounds = Rect(origin: .zero, size: size)
        let effect = transitionEffect(at: time, size: size)
        if let clip = effect.clip, !clip.contains(local) { return false }
        if let clipShape, !clipShape.contains(local, in: bounds) { return false }
        if let mask, !mask.covers(local, time: time) { return false }
        return true
    }
}

extension SceneGraph {
    /// The frontmost hit-testable node at `point` (scene coordinates), or nil.
    public func hitTest(_ point: Point) -> Node? {
        layoutIfNeeded()
        guard point.isFinite else { return nil }
        return root.hitTest(point, time: timeline.now)
    }
}
