import Animation
import Geometry

// The render effects as drawn now, and the node's list of moving properties.
extension Node {
    /// The offset as drawn now, in points, part way through any running animation.
    public var presentationOffset: Point { $offset.presentation(at: now) }
    /// The opacity as drawn now, part way through any running animation.
    public var presentationOpacity: Double { $opacity.presentation(at: now) }
    /// The scale as drawn now, part way through any running animation.
    public var presentationScale: Size { $scale.presentation(at: now) }
    /// The rotation as drawn now, in radians, part way through any running animation.
    public var presentationRotation: Double { $rotation.presentation(at: now) }

    // MARK: Animatable properties

    /// Lists a property that started to move, so that settling, `isAnimating` and the
    /// inspector find it.
    func noteMotion(_ motion: any PropertyMotion) {
        motions.insert(motion)
        if let graph, !graph.freezes.isEmpty { graph.applyFreezes(to: motion, of: self) }
        if Self.isRotation(motion.name) { prepareToTurn() }
    }

    private static func isRotation(_ name: StaticString) -> Bool {
        name.withUTF8Buffer { name in
            ("rotation" as StaticString).withUTF8Buffer { rotation in name.elementsEqual(rotation) }
        }
    }

    /// Called when the node's animations have ended: properties go back to their fast path.
    public final func settleProperties(at time: Double) {
        motions.removeAll { $0.settle(at: time) }
    }

    /// True while any of the node's own animatable properties is moving at scene time `time`.
    public final func isAnimating(at time: Double) -> Bool {
        motions.contains { $0.isAnimating(at: time) }
    }
}
