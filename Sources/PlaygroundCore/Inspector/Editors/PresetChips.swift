import Animation
import Scene

/// A row of clickable chips, one per named curve: a click sets the parameter to the chip's curve
/// (at once, without animation), and the chip whose curve the parameter holds is tinted, whatever
/// set it. Each chip is an engine `Button` (touch-up-inside, dimming while pressed).
enum PresetChips {
    /// Points: a chip's corner radius, its horizontal padding and the space between chips.
    static let cornerRadius = 6.0
    static let horizontalPadding = 6.0
    static let spacing = 4.0

    static func make(_ presets: [CurvePreset], curve parameter: Parameter<TimingCurve>) -> StackNode {
        HStack(spacing: spacing) {
            ForEach(presets.indices) { index in
                chip(presets[index], curve: parameter).named("Preset.\(presets[index].title)")
            }
        }
    }

    private static func chip(_ preset: CurvePreset, curve parameter: Parameter<TimingCurve>) -> Node {
        let background = RoundedRectangle(cornerRadius: cornerRadius)
            .bind(parameter) { shape, curve in shape.fill(curve == preset.curve ? EditorPalette.chipSelected : EditorPalette.chip) }
        return Button(action: {
            parameter.value = preset.curve
        }) {
            Text(preset.title, font: EditorPalette.captionFont, foreground: EditorPalette.ink)
                .padding(horizontal: horizontalPadding, vertical: 3)
                .background(background)
        }
    }
}
