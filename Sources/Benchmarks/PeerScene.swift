import Foundation
import Geometry
import Raster

/// One of the normative peer-benchmark scenes (`shared/bench/peer-scenes.md`): the same pictures
/// Skia, Blend2D and cairo draw, drawn through our public drawing API.
public struct PeerScene: Sendable {
    /// Scene id from the specification, e.g. `s1_drops`; the JSON `scene` key.
    public let id: String
    /// Canvas width in pixels.
    public let width: Int
    /// Canvas height in pixels.
    public let height: Int
    /// Draws frame `t` (0..<frames) from scratch: the first operation covers every pixel.
    public let draw: @Sendable (Canvas, Int) -> Void

    /// Frames per scene run; frame `t` draws progress `t / 120`.
    public static let frames = 120
    /// Index of the frame saved as the reference PNG.
    public static let pngFrame = 30

    /// Every scene, in the specification's order (S1–S4, then S4s).
    public static let all: [PeerScene] = [drops, capsules, orbit, fullscreen, fullscreenSolid]

    // Colours of the specification: 0...255 sRGB and a straight alpha.
    static let background = Color(r255: 18, g255: 20, b255: 26)
    static let drop = Color(r255: 79, g255: 195, b255: 247)
    static let grey = Color(r255: 90, g255: 96, b255: 107)
    static let green = Color(r255: 52, g255: 199, b255: 89)
    static let track = Color(r255: 58, g255: 64, b255: 76)
    static let accent = Color(r255: 255, g255: 159, b255: 10)
    static let clockwise = Color(r255: 255, g255: 59, b255: 48, alpha: 0.5)
    static let counterClockwise = Color(r255: 10, g255: 132, b255: 255, alpha: 0.5)
    static let top = Color(r255: 30, g255: 58, b255: 138)
    static let bottom = Color(r255: 15, g255: 23, b255: 42)
    static let card = Color(r255: 245, g255: 245, b255: 247)

    /// `stroke_arc` of the specification: from `start` sweeping `sweep` radians clockwise on
    /// screen, round caps.
    static func strokeArc(_ canvas: Canvas, center: Point, radius: Double, start: Double, sweep: Double,
                          width: Double, color: Color) {
        canvas.strokeArc(center: center, radius: radius, startAngle: start, sweep: sweep, width: width, cap: .round,
                         with: .solid(color))
    }

    /// S1: 8 drops of 10 round-capped arcs each, rotating.
    public static let drops = PeerScene(id: "s1_drops", width: 480, height: 480) { canvas, t in
        canvas.clear(background)
        let center = Point(x: 240, y: 240)
        let segment = 2 * Double.pi * 0.01
        let rotation = 2 * Double.pi * Double(t) / 120
        for k in 0..<8 {
            let head = -Double.pi / 2 + Double(k) * (2 * Double.pi / 8) + rotation
            for i in 0..<10 {
                strokeArc(canvas, center: center, radius: 160, start: head - Double(i + 1) * segment,
                          sweep: segment, width: 24 - 2.4 * Double(i), color: drop)
            }
        }
    }

    /// S2: a row of capsules, and the same row in green under a growing rectangular clip.
    public static let capsules = PeerScene(id: "s2_capsules", width: 960, height: 200) { canvas, t in
        canvas.clear(background)
        let p = Double(t) / 120
        let capsuleWidth = (960 - 2 * 32 - 4 * 8) / 5.0
        func row(_ color: Color) {
            for i in 0..<5 {
                let rect = Rect(x: 32 + Double(i) * (capsuleWidth + 8), y: 95, width: capsuleWidth, height: 10)
                canvas.fillRoundedRect(rect, cornerRadius: 5, with: .solid(color))
            }
        }
        row(grey)
        canvas.save()
        canvas.clip(to: Rect(x: 0, y: 0, width: p * 960, height: 200))
        row(green)
        canvas.restore()
    }

    /// S3: a track ring, a growing round-capped arc, and two half-transparent orbiting circles.
    public static let orbit = PeerScene(id: "s3_orbit", width: 480, height: 480) { canvas, t in
        canvas.clear(background)
        let center = Point(x: 240, y: 240)
        let radius = 180.0
        let p = Double(t) / 120
        canvas.strokeArc(center: center, radius: radius, startAngle: 0, sweep: 2 * Double.pi, width: 12, with: .solid(track))
        if t > 0 {
            strokeArc(canvas, center: center, radius: radius, start: -Double.pi / 2, sweep: 2 * Double.pi * p,
                      width: 12, color: accent)
        }
        let eased = 0.5 - 0.5 * cos(Double.pi * p)
        let angle = 2 * Double.pi * eased
        for (direction, color) in [(1.0, clockwise), (-1.0, counterClockwise)] {
            let a = -Double.pi / 2 + direction * angle
            let position = Point(x: center.x + radius * cos(a), y: center.y + radius * sin(a))
            canvas.fillCircle(center: position, radius: 10, with: .solid(color))
        }
    }

    static func drawCard(_ canvas: Canvas, _ t: Int) {
        let p = Double(t) / 120
        canvas.fillRoundedRect(Rect(x: (1280 - 300) * p, y: (800 - 56) / 2, width: 300, height: 56), cornerRadius: 13,
                               with: .solid(card))
    }

    static let verticalGradient = LinearGradient(start: Point(x: 0, y: 0), end: Point(x: 0, y: 800),
                                                 stops: [GradientStop(0, top), GradientStop(1, bottom)])

    /// S4: a full-canvas vertical gradient (the frame's clear) and a moving card.
    public static let fullscreen = PeerScene(id: "s4_fullscreen", width: 1280, height: 800) { canvas, t in
        if let gradient = verticalGradient {
            canvas.fill(Rect(x: 0, y: 0, width: 1280, height: 800), with: .linearGradient(gradient))
        }
        drawCard(canvas, t)
    }

    /// S4s: S4 with a solid clear.
    public static let fullscreenSolid = PeerScene(id: "s4s_fullscreen_solid", width: 1280, height: 800) { canvas, t in
        canvas.clear(top)
        drawCard(canvas, t)
    }
}
