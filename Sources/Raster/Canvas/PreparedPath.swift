import Geometry
import Synchronization

/// A path drawn again and again under transforms that differ only by a turn and a move (artwork
/// spinning, a card thrown): its fill polygons and its stroke outline are flattened once per scale,
/// in the path's units times that scale, and each draw only turns and moves their points.
///
/// Flattening, chord compensation and stroking do not depend on the turn, so a draw through the
/// prepared outline covers the pixels a draw of `path` covers (to rounding). Under a transform that
/// skews or scales unevenly, or a trimmed stroke, the canvas draws `path` as it is. One fill and one
/// stroke style are kept; a new scale, tolerance or style replaces them. Canvases on several
/// threads may draw one prepared path: the outlines sit behind a lock.
public final class PreparedPath: Sendable {
    /// The path as given.
    public let path: Path

    struct Outline: Sendable {
        /// The uniform scale the outline was flattened at, device pixels per path unit (> 0).
        let scale: Double
        /// Flattening tolerance in device pixels.
        let tolerance: Double
        /// The stroke's style; nil for the fill.
        let style: StrokeStyle?
        /// Contours in path units times `scale`, turned by nothing.
        let polygons: Polygons

        /// Whether the outline serves a draw at `scale`: within a billionth, so that a scale
        /// worked out again each frame from a turning matrix finds it.
        func serves(scale other: Double, tolerance: Double, style: StrokeStyle?) -> Bool {
            abs(other - scale) <= 1e-9 * scale && self.tolerance == tolerance && self.style == style
        }
    }

    /// The kept fill and stroke outlines.
    let outlines = Mutex<(fill: Outline?, stroke: Outline?)>((nil, nil))

    /// The kept outline for `style` (nil: the fill) at `scale` and `tolerance`, made by `make`
    /// (which flattens or strokes under the scale alone) when the kept one does not serve.
    func outline(style: StrokeStyle?, scale: Double, tolerance: Double, make: (inout Polygons) -> Void) -> Outline {
        outlines.withLock { kept in
            let current = style == nil ? kept.fill : kept.stroke
            if let current, current.serves(scale: scale, tolerance: tolerance, style: style) { return current }
            var polygons = Polygons()
            make(&polygons)
            let made = Outline(scale: scale, tolerance: tolerance, style: style, polygons: polygons)
            if style == nil { kept.fill = made } else { kept.stroke = made }
            return made
        }
    }

    /// Prepares `path`; nothing is flattened until it is drawn.
    public init(_ path: Path) {
        self.path = path
    }
}

extension Canvas {
    /// Fills `prepared` with `paint`: as `fill(_:with:rule:)` of its path, from the outline kept
    /// for the transform's scale when the transform only turns, scales evenly and moves.
    public func fill(_ prepared: PreparedPath, with paint: Paint, rule: FillRule = .nonZero) {
        guard let scale = Self.uniformScale(of: transform, tolerance: 1e-12) else {
            fill(prepared.path, with: paint, rule: rule)
            return
        }
        let outline = prepared.outline(style: nil, scale: scale, tolerance: flatteningTolerance) { polygons in
            prepared.path.flatten(transform: .scale(scale), tolerance: flatteningTolerance, into: &polygons)
        }
        drawPrepared(outline, paint: paint, rule: rule)
    }

    /// Strokes `prepared` with `style` and `paint`: as `stroke(_:style:with:)` of its path, from
    /// the outline kept for the transform's scale and the style when the transform only turns,
    /// scales evenly and moves.
    public func stroke(_ prepared: PreparedPath, style: StrokeStyle, with paint: Paint) {
        guard let scale = Self.uniformScale(of: transform, tolerance: 1e-12) else {
            stroke(prepared.path, style: style, with: paint)
            return
        }
        let outline = prepared.outline(style: style, scale: scale, tolerance: flatteningTolerance) { polygons in
            var stroker = Stroker()
            stroker.stroke(prepared.path, style: style, transform: .scale(scale), tolerance: flatteningTolerance, into: &polygons)
        }
        drawPrepared(outline, paint: paint, rule: .nonZero)
    }

    /// Turns and moves `outline`'s points into device space and fills them.
    private func drawPrepared(_ outline: PreparedPath.Outline, paint: Paint, rule: FillRule) {
        let t = transform, s = outline.scale
        // The outline holds s · p; the transform's linear part over s maps that to T(p) exactly,
        // whatever rounding separates this draw's scale from s.
        let turn = Transform(a: t.a / s, b: t.b / s, c: t.c / s, d: t.d / s, tx: t.tx, ty: t.ty)
        polygons.removeAll()
        let bounds = polygons.appendContoursMeasuring(outline.polygons, transformedBy: turn)
        rasterize(polygons, bounds: bounds, paint: paint, rule: rule)
    }
}
