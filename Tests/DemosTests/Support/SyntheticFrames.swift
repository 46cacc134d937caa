import Geometry
import PlaygroundCore
import Raster

/// Deterministic frame data and backdrops for the HUD's and overlays' tests and goldens: integer
/// patterns only (no transcendental functions), so every machine gets the same bars.
enum SyntheticFrames {
    /// 300 frames (the ring wraps): a few tenths of a millisecond of input, about a millisecond
    /// of animation, a layout spike every 40 frames, 2.5–5.5 ms of paint with a burst of costly
    /// frames, one frame far over budget, a missed frame every 53 frames and three missed at once.
    static func stats() -> FrameStats {
        let stats = FrameStats()
        var slot = 0
        for index in 0..<300 {
            let interval: Double?
            if index == 0 {
                interval = nil
            } else if index == 230 {
                interval = 4.0 / 60
            } else if index % 53 == 0 {
                interval = 2.0 / 60
            } else {
                interval = 1.0 / 60
            }
            slot += Int(((interval ?? 0) * 60).rounded())
            var paint = 2.5 + Double(index * 11 % 13) * 0.25
            if (200..<212).contains(index) { paint += 11 }
            if index == 150 { paint = 40 }
            stats.record(FrameSample(input: 0.2 + Double(index * 7 % 5) * 0.1,
                                     animation: 0.6 + Double(index * 3 % 7) * 0.15,
                                     layout: index % 40 == 0 ? 3.5 : 0.3,
                                     paint: paint,
                                     upload: 0.9 + Double(index % 3) * 0.1,
                                     frameTime: Double(slot) / 60, interval: interval))
        }
        return stats
    }

    /// Fills `canvas` with a light backdrop of coloured stripes, so translucent drawing over it
    /// shows (the canvas transform maps points to pixels; `size` in points).
    static func backdrop(_ canvas: Canvas, size: Size) {
        canvas.fill(Rect(origin: .zero, size: size), with: Paint(Color(r255: 242, g255: 242, b255: 247)))
        let colors = [Color(r255: 255, g255: 204, b255: 0), Color(r255: 52, g255: 120, b255: 246), Color(r255: 255, g255: 69, b255: 58)]
        var x = -size.height
        var index = 0
        while x < size.width {
            var builder = PathBuilder()
            builder.move(to: Point(x: x, y: size.height))
            builder.line(to: Point(x: x + size.height, y: 0))
            builder.line(to: Point(x: x + size.height + 14, y: 0))
            builder.line(to: Point(x: x + 14, y: size.height))
            builder.close()
            if let path = builder.finish() { canvas.fill(path, with: Paint(colors[index % colors.count])) }
            x += 40
            index += 1
        }
    }
}
