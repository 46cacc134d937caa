import Geometry
import Raster

/// Under-invalidation checking, as Chromium's paint checker does it: after every incremental
/// frame, the same layers are composited from scratch into a second canvas and compared with
/// what the window shows — the previous picture with only the frame's damage uploaded. Any
/// pixel that differs is damage somebody did not report (or repainted wrongly): a failure
/// naming the frame, the rectangle and the layers and nodes painting there.
///
/// On when the environment has `PLAYGROUND_CHECK_DAMAGE=1` (the hosts turn it on: window,
/// `render`, `record`, `fuzz`). It costs a full repaint and a compare per frame.
public final class DamageCheck {
    /// A frame whose picture was not what a full repaint gives.
    public struct Failure: CustomStringConvertible, Sendable {
        /// Frames composited before and including this one (1: the first).
        public let frame: Int
        /// Frame-clock seconds of the frame, as the host reported them.
        public let frameTime: Double
        /// The bounding rectangle of the pixels that differ, in device pixels.
        public let rectangle: IntRect
        /// How many pixels differ.
        public let pixelCount: Int
        /// What the frame reported as changed.
        public let reportedDamage: Damage
        /// The layers over the rectangle, topmost first, each with the nodes painting there.
        public let culprits: [String]

        /// One line: frame, time, rectangle, whether it lies outside the reported damage, and the
        /// layers and nodes there.
        public var description: String {
            let where_ = "\(rectangle.x),\(rectangle.y) \(rectangle.width)×\(rectangle.height)"
            let outside: String
            switch reportedDamage {
            case .none: outside = "outside the reported damage (none)"
            case .everything: outside = "inside the reported damage (everything)"
            case .rect(let damage):
                let r = damage
                outside = damage.intersection(rectangle) == rectangle
                    ? "inside the reported damage (\(r.x),\(r.y) \(r.width)×\(r.height))"
                    : "outside the reported damage (\(r.x),\(r.y) \(r.width)×\(r.height))"
            }
            return "damage check: frame \(frame) at \(String(format: "%.3f", frameTime)) s: \(pixelCount) pixels differ "
                + "from a full repaint in \(where_), \(outside); there: \(culprits.joined(separator: "; "))"
        }
    }

    /// Where no frame has shown anything yet, or the system lost the pixels: opaque magenta,
    /// which no frame draws by chance.
    static let unknownPixel: UInt32 = 0xFFFF_00FF

    private var presented: Pixmap?
    private var reference: Canvas?
    /// Frame-clock seconds of the frame being composited (the host sets it).
    public var frameTime = 0.0
    /// Names a layer in a failure's message.
    public var describe: (LayerRole, [String]) -> String = { role, nodes in "\(role): \(nodes.joined(separator: ", "))" }
    /// Every failure so far, oldest first (at most `maximumKept`).
    public private(set) var failures: [Failure] = []
    /// Failures kept: the first ones tell the story.
    public static let maximumKept = 20
    /// Called with each failure as it is found (a window prints it).
    public var onFailure: ((Failure) -> Void)?
    /// The two pictures of the first failure: what the window showed and the from-scratch frame
    /// (to look at; nil while every frame matched).
    public private(set) var firstMismatch: (shown: Pixmap, reference: Pixmap)?
    /// A check with nothing shown yet.
    public init() {}

    /// The window's pixels are gone (an expose): until a frame repaints them, they are unknown.
    func pixelsWereLost() {
        presented?.fill(PremultipliedColor(packed: Self.unknownPixel))
    }

    /// Updates the shown picture with the frame's `damage` of `canvas`, composites a reference
    /// from scratch with `paintFromScratch`, and compares. Returns the failure, if any, with
    /// the layers and nodes `diagnose` finds over the differing rectangle.
    @discardableResult
    func verify(frame: Int, canvas: Canvas, damage: Damage, paintFromScratch: (Canvas) -> Void,
                diagnose: (IntRect) -> [(role: LayerRole, nodes: [String])]) -> Failure? {
        let width = canvas.pixmap.width, height = canvas.pixmap.height
        if presented?.width != width || presented?.height != height {
            presented = Pixmap(width: width, height: height)
            presented?.fill(PremultipliedColor(packed: Self.unknownPixel))
        }
        if reference?.pixmap.width != width || reference?.pixmap.height != height {
            reference = Canvas(width: width, height: height)
        }
        guard var shown = presented, let reference else { return nil }
        presented = nil
        if let region = damage.region(within: canvas.pixmap.bounds) {
            canvas.pixmap.pixels.withUnsafeBufferPointer { source in
                shown.pixels.withUnsafeMutableBufferPointer { target in
                    for row in region.minY..<region.maxY {
                        let start = row * width + region.minX
                        for column in 0..<region.width { target[start + column] = source[start + column] }
                    }
                }
            }
        }
        presented = shown
        reference.clear(.clear)
        paintFromScratch(reference)
        var count = 0
        var differing = IntRect.empty
        shown.pixels.withUnsafeBufferPointer { a in
            reference.pixmap.pixels.withUnsafeBufferPointer { b in
                for row in 0..<height {
                    var first = -1, last = -1
                    let start = row * width
                    for column in 0..<width where a[start + column] != b[start + column] {
                        if first < 0 { first = column }
                        last = column
                        count += 1
                    }
                    if first >= 0 { differing = differing.union(IntRect(x: first, y: row, width: last - first + 1, height: 1)) }
                }
            }
        }
        guard count > 0 else { return nil }
        let culprits = diagnose(differing).map { describe($0.role, $0.nodes) }
        let failure = Failure(frame: frame, frameTime: frameTime, rectangle: differing, pixelCount: count,
                              reportedDamage: damage, culprits: culprits)
        if failures.count < Self.maximumKept { failures.append(failure) }
        if firstMismatch == nil { firstMismatch = (shown, reference.pixmap) }
        onFailure?(failure)
        // From here the window shows the truth again (the next frame is judged on its own).
        presented = reference.pixmap
        return failure
    }
}
