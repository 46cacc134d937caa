import Geometry
import Raster

/// A soft shadow for a knob that moves, drawn as a few nested translucent outlines.
///
/// Why not the node's `shadow`: its blur is cached per sub-pixel phase of the device transform,
/// so a knob sliding through fractional positions (every frame of a spring, many frames of a
/// drag) blurs again and allocates each time. These outlines are the canvas's exact primitives
/// (capsules and rounded rectangles written straight into its scratch), so the frames of a moving
/// knob allocate nothing.
///
/// Set it as the knob's background: it is laid out at the knob's size and draws the knob's
/// outline grown by `reach / layers`, `2·reach / layers`, … `reach` points and moved by `shift`,
/// each layer with the alpha that makes all of them together `color`'s alpha where they overlap,
/// so the shadow is darkest under the knob's edge and fades to nothing `reach` points out. It
/// takes no hits.
final class SoftShadowNode: Node {
    enum Outline {
        /// Semicircular ends on the shorter side (a circle for a square).
        case capsule
        /// Corners of this radius (points) at the knob's own size, growing with the layers.
        case roundedRectangle(cornerRadius: Double)
    }

    /// Four, so the per-layer alpha is two square roots (no `pow`, no Foundation).
    static let layers = 4
    let outline: Outline
    /// Points the outermost layer extends beyond the knob, ≥ 0.
    let reach: Double
    /// Points the shadow is moved by (down for light from above). Not `offset`: that is the
    /// node's own render offset.
    let shift: Point
    /// One layer's paint: `color` with the per-layer alpha, made once.
    private let layerPaint: Paint

    init(_ outline: Outline, color: Color, reach: Double, offset: Point) {
        self.outline = outline
        self.reach = reach.isFinite ? max(reach, 0) : 0
        shift = offset.isFinite ? offset : .zero
        // Four layers of alpha a cover 1 − (1 − a)⁴ together: solve for the colour's alpha.
        let total = min(max(color.alpha.isFinite ? color.alpha : 0, 0), 1)
        let layerAlpha = 1 - (1 - total).squareRoot().squareRoot()
        layerPaint = Paint(Color(red: color.red, green: color.green, blue: color.blue, alpha: layerAlpha))
        super.init(debugName: "SoftShadow")
        allowsHitTesting = false
    }

    override func measure(_ proposal: ProposedSize) -> Size {
        proposal.replacingUnspecified(with: .zero)
    }

    override func contentBounds(size: Size) -> Rect? {
        Rect(origin: shift, size: size).insetBy(dx: -reach - 1, dy: -reach - 1)
    }

    override func drawContent(in canvas: Canvas, size: Size) {
        let base = Rect(origin: shift, size: size)
        for layer in 1...Self.layers {
            let grow = reach * Double(layer) / Double(Self.layers)
            let rect = base.insetBy(dx: -grow, dy: -grow)
            switch outline {
            case .capsule:
                canvas.fillCapsule(in: rect, with: layerPaint)
            case .roundedRectangle(let radius):
                canvas.fillRoundedRect(rect, cornerRadius: radius + grow, with: layerPaint)
            }
        }
    }
}
