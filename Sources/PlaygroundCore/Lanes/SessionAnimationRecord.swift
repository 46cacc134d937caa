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
        /// The scene's place among the demo's (`Demo.forEachScene` order).
        public var sceneIndex: Int
        /// In compare mode, the lane the scene belongs to (0: lane A); nil otherwise.
        public var compareLane: Int?
        /// (frame time, scene time) after each frame noted (`noteFrame`): how the scene's clock
        /// (paused, slowed, restarted by a demo switch) maps to the frame clock.
        public internal(set) var frames: [(frame: Double, scene: Double)] = []

        /// The frame time at which the scene's clock showed `sceneTime` (seconds): interpolated
        /// between the frames around it; while the clock stood still, the first frame there.
        public func frameTime(atScene sceneTime: Double) -> Double {
            guard let last = frames.last else { return sceneTime }
            guard let index = Self.firstIndex(in: frames, where: { $0.scene >= sceneTime }) else { return last.frame + (sceneTime - last.scene) }
            let after = frames[index]
            guard index > 0 else { return after.frame - (after.scene - sceneTime) }
            let before = frames[index - 1]
            let span = after.scene - before.scene
            return span > 0 ? before.frame + (after.frame - before.frame) * (sceneTime - before.scene) / span : after.frame
        }

        /// The first index where `isAfter` holds, by bisection: both times only grow along
        /// `frames`, and a lane's every tick is looked up (a loop's, once per frame of the recording).
        static func firstIndex(in frames: [(frame: Double, scene: Double)],
                               where isAfter: ((frame: Double, scene: Double)) -> Bool) -> Int? {
            var low = 0, high = frames.count
            while low < high {
                let mid = (low + high) / 2
                if isAfter(frames[mid]) { high = mid } else { low = mid + 1 }
            }
            return low < frames.count ? low : nil
        }

        /// The scene's time at frame time `frameTime` (seconds), interpolated between frames.
        public func sceneTime(atFrame frameTime: Double) -> Double {
            guard let last = frames.last else { return frameTime }
            guard let index = Self.firstIndex(in: frames, where: { $0.frame >= frameTime }) else { return last.scene }
            let after = frames[index]
            guard index > 0 else { return after.scene }
            let before = frames[index - 1]
            let span = after.frame - before.frame
            return span > 0 ? before.scene + (after.scene - before.scene) * (frameTime - before.frame) / span : after.scene
        }
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
            parts.append(Part(name: name, recorder: recorder, sceneIndex: index,
                              compareLane: (demo as? CompareDemo)?.lane(ofScene: index)))
        }
    }

    /// After a frame at `frameTime`: attaches new scenes and notes each recorded scene's clock.
    public func noteFrame(of session: PlaygroundSession, at frameTime: Double) {
        attachNewScenes(of: session)
        for index in parts.indices {
            let scene = parts[index].recorder.now
            if parts[index].frames.last.map({ $0.frame < frameTime }) ?? true {
                parts[index].frames.append((frameTime, scene))
            }
        }
    }
}
