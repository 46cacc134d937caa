import Geometry
import Raster

/// The colours the standard controls share, as semantic colours (they re-resolve, animated with
/// the transaction, when the colour scheme changes). Values follow Apple's system colours so the
/// controls read as native ones: translucent greys over whatever panel they sit on.
public enum ControlPalette {
    /// The accent a slider fills with by default (systemBlue).
    public static let accent = ColorSource.dynamic(light: Color(r255: 0, g255: 122, b255: 255),
                                                   dark: Color(r255: 10, g255: 132, b255: 255))
    /// The track of a switch that is on, by default (systemGreen).
    public static let switchOn = ColorSource.dynamic(light: Color(r255: 52, g255: 199, b255: 89),
                                                     dark: Color(r255: 48, g255: 209, b255: 88))
    /// A slider's unfilled track.
    static let sliderTrack = ColorSource.dynamic(light: Color(r255: 120, g255: 120, b255: 128, alpha: 0.24),
                                                 dark: Color(r255: 120, g255: 120, b255: 128, alpha: 0.40))
    /// The track of a switch that is off.
    static let switchOff = ColorSource.dynamic(light: Color(r255: 120, g255: 120, b255: 128, alpha: 0.20),
                                               dark: Color(r255: 120, g255: 120, b255: 128, alpha: 0.36))
    /// A slider's thumb and a switch's knob: white in both schemes, like the system's.
    static let knob = ColorSource.fixed(.white)
    /// The knob while held: a touch darker, the pressed feedback of a desktop slider.
    static let knobPressed = ColorSource.dynamic(light: Color(r255: 232, g255: 232, b255: 236),
                                                 dark: Color(r255: 214, g255: 214, b255: 218))
    /// The soft shadow under a slider's thumb or a switch's knob.
    static func knobShadow(_ outline: SoftShadowNode.Outline) -> SoftShadowNode {
        SoftShadowNode(outline, color: Color(red: 0, green: 0, blue: 0, alpha: 0.16), reach: 2.5, offset: Point(x: 0, y: 1))
    }
    /// The fainter shadow under a segmented control's selection.
    static func selectionShadow(cornerRadius: Double) -> SoftShadowNode {
        SoftShadowNode(.roundedRectangle(cornerRadius: cornerRadius), color: Color(red: 0, green: 0, blue: 0, alpha: 0.1),
                       reach: 1.5, offset: Point(x: 0, y: 1))
    }
    /// A segmented control's track.
    static let segmentTrack = ColorSource.dynamic(light: Color(r255: 118, g255: 118, b255: 128, alpha: 0.12),
                                                  dark: Color(r255: 118, g255: 118, b255: 128, alpha: 0.24))
    /// The selected segment's background.
    static let segmentSelection = ColorSource.dynamic(light: .white, dark: Color(r255: 99, g255: 99, b255: 102))
    /// The hairlines between unselected segments.
    static let segmentSeparator = ColorSource.dynamic(light: Color(r255: 60, g255: 60, b255: 67, alpha: 0.25),
                                                      dark: Color(r255: 84, g255: 84, b255: 88, alpha: 0.6))
}
