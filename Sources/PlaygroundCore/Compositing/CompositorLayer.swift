import Geometry
import Raster
import Scene

/// One thing the compositor stacks in a frame: a demo's scene, a panel's scene, or a tool
/// drawn over the demo (the debug overlay, the key reference).
///
/// A frame has two phases. First every layer reports what changed in it (`takeDamage`); the
/// compositor unites those into the frame's damage. Then every layer paints the part of that
/// damage that falls in its rectangle (`paint`), bottom to top, each over what the layers
/// below it just painted there. A layer therefore never needs to know what lies under it: a
/// translucent panel is painted over fresh pixels whenever anything under it changed.
public protocol CompositorLayer: AnyObject {
    /// Brings the layer up to date for this frame and returns the device pixels whose picture
    /// changed since it last painted (consumed: asking again without a change gives `.none`).
    /// `transform` maps the layer's points (origin at its rectangle's top-left) to device pixels.
    func takeDamage(transform: Transform) -> Damage

    /// `takeDamage(transform:)` for a layer that shows something of the layers under it (the
    /// damage overlay flashes what they repainted): `below` is their damage this frame.
    func takeDamage(transform: Transform, below: Damage) -> Damage

    /// Paints `region` (device pixels inside the layer's rectangle) into `canvas`, whose
    /// transform maps the layer's points to device pixels and whose clip is the layer's
    /// rectangle. `fromScratch` asks for every part to be painted whatever the damage said:
    /// the damage check's reference frame, which must not change what the next frame repaints.
    func paint(in canvas: Canvas, region: IntRect, fromScratch: Bool)

    /// For a failure message of the damage check: what the layer paints inside `region`
    /// (device pixels), innermost first, at most a few names. Empty when it cannot tell.
    func describe(region: IntRect, transform: Transform) -> [String]

    /// True when every `paint` sets every pixel of its region to an opaque colour before
    /// drawing (a scene clearing to an opaque background): nothing under the layer shows, so the
    /// compositor need not clear there first.
    var paintsOpaquely: Bool { get }
}

extension CompositorLayer {
    /// Most layers do not care what changed under them.
    public func takeDamage(transform: Transform, below: Damage) -> Damage { takeDamage(transform: transform) }

    /// Nothing to say by default.
    public func describe(region: IntRect, transform: Transform) -> [String] { [] }

    /// Most layers draw over what is under them.
    public var paintsOpaquely: Bool { false }
}

extension SceneGraph: CompositorLayer {
    /// The scene's damage under `transform` (see `takeDamage(rootTransform:)`).
    public func takeDamage(transform: Transform) -> Damage {
        takeDamage(rootTransform: transform)
    }

    /// A scene that clears to an opaque background sets every pixel it repaints.
    public var paintsOpaquely: Bool { clearsBackground && backgroundColor.alpha >= 1 }

    /// The nodes whose painted bounds cross `region`, the smallest (innermost) first.
    public func describe(region: IntRect, transform: Transform) -> [String] {
        var found: [(name: String, area: Double)] = []
        debugVisit(rootTransform: transform) { info in
            let bounds = info.deviceBounds
            guard bounds.intersects(region.rect) else { return }
            found.append((info.debugName, bounds.width * bounds.height))
        }
        return found.sorted { $0.area < $1.area }.prefix(3).map(\.name)
    }
}
