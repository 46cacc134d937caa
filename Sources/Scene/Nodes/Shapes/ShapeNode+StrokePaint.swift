import Geometry
import Raster

extension ShapeNode {
    /// Strokes the outline with `paint` (a gradient, an image), `lineWidth` points wide: the
    /// stroke counterpart of `fill(_ paint:)`, SwiftUI's `.stroke(AngularGradient(…), style:)`.
    /// The paint lives in the shape's own coordinates (origin at its top-left, before its render
    /// effects), so a rotated shape turns its gradient with it. The width stays animatable; the
    /// paint is not (set a new one to change it, e.g. from `bind`).
    @discardableResult
    public func stroke(_ paint: Paint, lineWidth: Double = 1, cap: LineCap = .butt, join: LineJoin = .miter) -> Self {
        strokeSource = nil
        strokePaint = paint
        self.lineWidth = lineWidth
        strokeStyle = StrokeStyle(width: lineWidth, cap: cap, join: join)
        return self
    }

    /// Strokes the outline with the paint `makePaint` builds from `source`'s value, now and after
    /// every change the source announces (nil: no paint, the stroke colour shows). The paint is
    /// made when the shape is next drawn, so a gradient's colour table is made at most once per
    /// frame that shows a change, and never for changes no frame shows (a replay's).
    @discardableResult
    public func stroke<Source: StateSource>(_ source: Source, lineWidth: Double = 1, cap: LineCap = .butt,
                                            join: LineJoin = .miter,
                                            paint makePaint: @escaping (Source.Value) -> Paint?) -> Self {
        stroke(source, lineWidth: lineWidth, cap: cap, join: join) { value, paint in paint = makePaint(value) }
    }

    /// Strokes the outline with a paint `update` keeps current with `source`'s value: called
    /// when the shape is next drawn after a change, with the latest value and the paint the
    /// shape holds (nil at first), it replaces the paint or changes it in place — a gradient
    /// recoloured with `Paint.updateGradientStops` then costs no allocation, however often
    /// the source ticks.
    @discardableResult
    public func stroke<Source: StateSource>(_ source: Source, lineWidth: Double = 1, cap: LineCap = .butt,
                                            join: LineJoin = .miter,
                                            updating update: @escaping (Source.Value, inout Paint?) -> Void) -> Self {
        strokeSource = nil
        self.lineWidth = lineWidth
        strokeStyle = StrokeStyle(width: lineWidth, cap: cap, join: join)
        // One closure for the life of the binding, reading the latest value from a box: a new
        // closure per change would allocate its context on every tick of a timer-driven state.
        let latest = LatestValue<Source.Value>()
        let apply: (inout Paint?) -> Void = { paint in
            if let value = latest.value { update(value, &paint) }
        }
        return bind(source) { shape, value in
            latest.value = value
            shape.setStrokePaint(later: apply)
        }
    }
}

/// The last value a binding saw, shared by the closure that reads it later.
private final class LatestValue<Value> {
    var value: Value?
}
