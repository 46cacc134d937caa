import Raster
import TestSupport
import Testing

@Suite("Colour from hue, saturation and brightness")
struct ColorHSBTests {

    /// The primaries and secondaries at the sector boundaries (sixths of a turn, red first), as
    /// SwiftUI's `Color(hue:…)` gives them: red, yellow, green, cyan, blue, magenta.
    static let wheel: [(red: Double, green: Double, blue: Double)] = [(1, 0, 0), (1, 1, 0), (0, 1, 0), (0, 1, 1), (0, 0, 1), (1, 0, 1)]

    @Test("Sector boundaries are the primaries and secondaries", arguments: 0..<6)
    func sectors(sixth: Int) {
        let rgb = Self.wheel[sixth]
        let expected = Color(red: rgb.red, green: rgb.green, blue: rgb.blue)
        #expect(approx(Color(hue: Double(sixth) / 6, saturation: 1, brightness: 1), expected, 1e-12))
    }

    /// D3's colours: hue 0.3 at saturation 0.75 and brightness 0.9 is a green with red rising.
    @Test("Inside a sector one channel ramps; saturation and brightness scale the others")
    func ramp() {
        // hue 0.3 → sector 1 (yellow → green), f = 0.8: red = v(1 − s·f), green = v, blue = v(1 − s).
        let c = Color(hue: 0.3, saturation: 0.75, brightness: 0.9, alpha: 0.5)
        #expect(approx(c, Color(red: 0.9 * (1 - 0.75 * 0.8), green: 0.9, blue: 0.9 * 0.25, alpha: 0.5), 1e-12))
        // hue 0.5 is cyan: red at the floor v(1 − s).
        #expect(approx(Color(hue: 0.5, saturation: 0.75, brightness: 0.9), Color(red: 0.225, green: 0.9, blue: 0.9), 1e-12))
        // No saturation is grey at the brightness, whatever the hue.
        #expect(approx(Color(hue: 0.77, saturation: 0, brightness: 0.4), Color(red: 0.4, green: 0.4, blue: 0.4)))
    }

    @Test("Hue wraps by whole turns; saturation and brightness clamp; non-finite input is safe")
    func ranges() {
        #expect(approx(Color(hue: 1, saturation: 1, brightness: 1), Color(red: 1, green: 0, blue: 0)))
        #expect(approx(Color(hue: 1.25, saturation: 0.5, brightness: 0.8), Color(hue: 0.25, saturation: 0.5, brightness: 0.8)))
        #expect(approx(Color(hue: -0.75, saturation: 0.5, brightness: 0.8), Color(hue: 0.25, saturation: 0.5, brightness: 0.8)))
        #expect(approx(Color(hue: 0.5, saturation: 3, brightness: -1), Color(red: 0, green: 0, blue: 0)))
        #expect(approx(Color(hue: .nan, saturation: .infinity, brightness: 1), Color(red: 1, green: 1, blue: 1)))
        // Just below a whole turn is red with a trace of blue, not an out-of-range sector.
        let nearlyRed = Color(hue: 1 - 1e-16, saturation: 1, brightness: 1)
        #expect(nearlyRed.red == 1 && nearlyRed.green == 0 && nearlyRed.blue < 1e-9)
    }

    /// Continuity: a small step in hue is a small step in colour everywhere on the wheel.
    @Test("A hue step of 0.005 moves each channel by at most 6 × 0.005")
    func continuity() {
        var hue = 0.0
        while hue < 1 {
            let a = Color(hue: hue, saturation: 0.75, brightness: 0.9), b = Color(hue: hue + 0.005, saturation: 0.75, brightness: 0.9)
            #expect(abs(a.red - b.red) <= 0.0301 && abs(a.green - b.green) <= 0.0301 && abs(a.blue - b.blue) <= 0.0301)
            hue += 0.005
        }
    }
}
