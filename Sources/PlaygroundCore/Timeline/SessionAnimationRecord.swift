import Demos
import Scene

/// The animation record of a session: one `AnimationRecorder` per scene the session shows (the
/// gallery has one per tile), attached as the scenes appear.
public final class SessionAnimationRecord {
    /// A recorded scene: which demo (or gallery tile) it belongs to, and its record.
    public struct Part {
        /// The demo's name, or the gallery's "gallery tile N (name)" / "gallery chrome".
        public var name: String
        /// The scene's record.
        public var recorder: AnimationRecorder
    }

    /// Every scene recorded so far, in the order they appeared (a demo switched to later comes
    /// after the first).
    public private(set) var parts: [Part] = []

    /// An empty record; `attachNewScenes(of:)` starts it.
    public init() {}

    /// Attaches a recorder to each scene of the session's demo that has none yet. Call it before
    /// the first frame and after every frame (cheap when nothing is new): a demo switch or a
    /// restart makes new scenes.
    public func attachNewScenes(of session: PlaygroundSession) {
        let demo = session.demo
        var index = 0
        demo.forEachScene(size: session.contentSize) { scene, _ in
            defer { index += 1 }
            guard scene.animationRecorder == nil else { return }
            let recorder = AnimationRecorder()
            recorder.attach(to: scene)
            let name = demo.parts.isEmpty ? session.current.name : demo.describeScene(index)
            parts.append(Part(name: name, recorder: recorder))
        }
    }
}
