/// Freezes: the animation timeline holds a node's property at the value it had at a chosen
/// time while everything else runs on.
extension SceneGraph {
    /// A held property: the node, by its path from the root and which of the nodes with that
    /// path (so a node a replay or a layout builds later is found too), the property's name and
    /// the scene time it holds from.
    struct Freeze {
        var path: String
        var occurrence: Int
        var property: String
        var time: Double
    }

    /// Holds the property named `property` of the node at `path` (`AnimationLane.owner`;
    /// `occurrence` as `Node.descendant(path:occurrence:)` counts) at the value it shows at scene
    /// time `time`, from then on, whatever animates it after; `time` nil lets it go. It applies
    /// to the motion the property has now and to any it starts later, also on a node that does
    /// not exist yet (layout builds it).
    public func freeze(path: String, occurrence: Int = 0, property: String, from time: Double?) {
        freezes.removeAll { $0.path == path && $0.occurrence == occurrence && $0.property == property }
        let time = time.flatMap { $0.isFinite ? $0 : nil }
        if let time { freezes.append(Freeze(path: path, occurrence: occurrence, property: property, time: time)) }
        guard let node = root.descendant(path: path, occurrence: occurrence) else { return }
        var found = false
        node.motions.forEach { motion in
            guard "\(motion.name)" == property else { return }
            motion.setFreeze(from: time)
            found = true
        }
        if found { node.setNeedsPaint() }
    }

    /// A motion of `node` started moving: it takes the freeze of its property, if any.
    func applyFreezes(to motion: any PropertyMotion, of node: Node) {
        let name = "\(motion.name)"
        guard freezes.contains(where: { $0.property == name }) else { return }
        let path = AnimationRecorder.path(of: node)
        guard let freeze = freezes.first(where: {
            $0.property == name && $0.path == path && root.occurrence(of: node, path: path) == $0.occurrence
        }) else { return }
        motion.setFreeze(from: freeze.time)
    }
}
