import Animation
import Foundation
import Scene

/// The curve editor for a timing-curve parameter, built from the engine's nodes: what the
/// inspector shows for a `ParameterKind.curve`.
///
/// From top to bottom: the parameter's name and its `cubic-bezier(x1, y1, x2, y2)`; the pad
/// (`BezierPadNode`: the Bézier in its unit square with the two control points to drag) beside
/// the value graph and the velocity graph (`CurvePlotNode`, sampled from the engine's solver);
/// the named Core Animation curves and the CSS keywords as chips (`PresetChips`); the onion-skin
/// strip of the motion (`OnionSkinNode`).
///
/// Dragging a control point or clicking a chip sets `curve.value` at once; any change of the
/// parameter, from the editor or elsewhere (`--set`, a key, a reset), redraws every part.
/// `progress` is the live progress (0…1) of the animation the curve drives — the inspector sets
/// it every frame while one runs and sets nil when none does — and a dot follows it on the pad
/// and both graphs, a solid square on the strip. Only the plots repaint for it: no layout, no
/// allocation.
///
/// Layout: the width proposed (made for a 320–360 pt side panel; 320 without a proposal); the
/// height is the editor's own, about 420 pt. The pad keeps 128 pt, the graphs take the rest of
/// the width.
public enum CurveEditor {
    /// The eased-progress range a control point may be dragged over (y of the pad).
    public static let yRange: ClosedRange<Double> = -0.5...1.5
    /// Points: the width without a proposal.
    public static let idealWidth = 320.0
    /// Points: the pad's width and the graphs' height.
    static let padWidth = BezierPadGeometry.idealWidth
    static let graphHeight = 92.0

    /// The editor for `curve`, with a dot following `progress` (nil: no dot; the source's value
    /// nil: none now).
    public static func make(curve: Parameter<TimingCurve>, progress: (any StateSource<Double?>)? = nil) -> Node {
        let caption = { (text: String) in Text(text, font: EditorPalette.captionFont, foreground: EditorPalette.secondaryInk) }
        return VStack(alignment: .leading, spacing: 8) {
            HStack(spacing: 8) {
                Text(curve.name, font: EditorPalette.titleFont, foreground: EditorPalette.ink)
                Spacer()
                Text("", font: EditorPalette.figureFont, foreground: EditorPalette.secondaryInk)
                    .bind(curve) { text, value in text.string = cssText(value) }
                    .named("CurveText")
            }
            HStack(alignment: .top, spacing: 12) {
                BezierPadNode(curve: curve, progress: progress).frame(width: padWidth)
                VStack(alignment: .leading, spacing: 4) {
                    caption("value")
                    CurvePlotNode(.value, curve: curve, progress: progress).frame(height: graphHeight)
                    caption("velocity")
                    CurvePlotNode(.velocity, curve: curve, progress: progress).frame(height: graphHeight)
                }
            }
            caption("Core Animation")
            PresetChips.make(CurvePreset.coreAnimation, curve: curve)
            caption("CSS")
            PresetChips.make(CurvePreset.css, curve: curve)
            caption("motion")
            OnionSkinNode(curve: curve, progress: progress)
        }
        .frame(idealWidth: idealWidth, maxWidth: .infinity, alignment: .topLeading)
        .named("CurveEditor")
    }

    /// `cubic-bezier(x1, y1, x2, y2)` with up to three decimals.
    static func cssText(_ curve: TimingCurve) -> String {
        func short(_ v: Double) -> String {
            var text = String(format: "%.3f", v)
            while text.contains("."), text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
            return text == "-0" ? "0" : text
        }
        let numbers = [curve.controlPoint1.x, curve.controlPoint1.y, curve.controlPoint2.x, curve.controlPoint2.y].map(short)
        return "cubic-bezier(" + numbers.joined(separator: ", ") + ")"
    }
}
