import Geometry
@testable import Raster
import Testing

/// A row's last touched eight blends whole, through the pixels right of the shape's area
/// (`rk_band_sweep.spare`), which the shape leaves uncovered: the same pixels as blending its
/// columns one by one, those right of the area untouched to the bit, also where the clip cuts the
/// shape and its outline beyond is folded onto the area's right side. A pixmap whose rows end with
/// the area has no column to spare: there a whole eight would write past the last row, which
/// AddressSanitizer (the suite's second pass) reports.
@Suite("Sweep: the last eight of a row")
struct SweepSpareColumnsTests {
    /// A pixmap of random opaque and translucent pixels, so that any write shows.
    private static func noise(width: Int, height: Int, seed: UInt64) -> [UInt32] {
        var state = seed
        return (0..<(width * height)).map { _ in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let bits = UInt32(truncatingIfNeeded: state >> 33)
            let alpha = bits >> 24
            // Premultiplied: no channel above alpha.
            let red = min(alpha, (bits >> 16) & 0xFF), green = min(alpha, (bits >> 8) & 0xFF), blue = min(alpha, bits & 0xFF)
            return alpha << 24 | red << 16 | green << 8 | blue
        }
    }

    /// Outlines whose right side ends at every offset within an eight, in both fill rules: a curved
    /// blob, a triangle with a vertical right side on a whole column, and a thin sliver.
    private static func shapes(shift: Double) -> [Path] {
        var blob = PathBuilder()
        blob.move(to: Point(x: 5.2 + shift, y: 3.1))
        blob.cubic(to: Point(x: 31.7 + shift, y: 17.9), control1: Point(x: 40.3 + shift, y: 1.2), control2: Point(x: 28.4 + shift, y: 9.9))
        blob.cubic(to: Point(x: 7.5 + shift, y: 29.6), control1: Point(x: 36.1 + shift, y: 33.3), control2: Point(x: 2.2 + shift, y: 35.8))
        blob.close()
        var triangle = PathBuilder()
        triangle.move(to: Point(x: 3 + shift, y: 2.5))
        triangle.line(to: Point(x: 24 + shift.rounded(), y: 6.25))
        triangle.line(to: Point(x: 24 + shift.rounded(), y: 27.75))
        triangle.close()
        var sliver = PathBuilder()
        sliver.move(to: Point(x: 1.5 + shift, y: 30.2))
        sliver.line(to: Point(x: 33.3 + shift, y: 1.4))
        sliver.line(to: Point(x: 33.6 + shift, y: 1.9))
        sliver.close()
        return [blob.finish(), triangle.finish(), sliver.finish()].compactMap { $0 }
    }

    /// Sweeps `path` (filled with `color` under `rule`) into a copy of `background`, as the canvas
    /// does, with the pixmap's rows `rowPixels` wide or, when `tight`, as wide as the area reaches
    /// (no column to spare).
    private static func swept(_ path: Path, rule: FillRule, color: UInt32, background: [UInt32], width: Int, height: Int,
                              clip: IntRect, tight: Bool) -> [UInt32] {
        var polygons = Polygons()
        path.flatten(transform: .identity, tolerance: 0.05, into: &polygons)
        let area = IntRect(enclosing: polygons.bounds).intersection(clip)
        // A tight pixmap holds the area's columns only, copied out of the background and back.
        let rowPixels = tight ? area.maxX : width
        var pixels = (0..<height).flatMap { y in background[(y * width)..<(y * width + rowPixels)] }
        var rasterizer = CoverageRasterizer()
        rasterizer.reset(bounds: area)
        rasterizer.add(polygons)
        pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var blitter = SolidBlitter(pixels: base, rowPixels: rowPixels, color: color)
            rasterizer.sweep(fillRule: rule, into: &blitter, rows: 0..<height)
        }
        var result = background
        for y in 0..<height { result.replaceSubrange((y * width)..<(y * width + rowPixels), with: pixels[(y * rowPixels)..<((y + 1) * rowPixels)]) }
        return result
    }

    @Test("Blending the last eight whole gives the pixels blending it column by column gives")
    func spareColumnsChangeNothing() {
        let width = 64, height = 40
        for step in 0..<16 {
            let shift = Double(step) * 0.53
            let background = Self.noise(width: width, height: height, seed: UInt64(step) + 1)
            for (index, path) in Self.shapes(shift: shift).enumerated() {
                for rule in [FillRule.nonZero, .evenOdd] {
                    for color: UInt32 in [0xFF20_4080, 0x8010_2030] {
                        let everything = IntRect(x: 0, y: 0, width: width, height: height)
                        let plain = Self.swept(path, rule: rule, color: color, background: background, width: width, height: height,
                                               clip: everything, tight: true)
                        let whole = Self.swept(path, rule: rule, color: color, background: background, width: width, height: height,
                                               clip: everything, tight: false)
                        #expect(whole == plain, "shape \(index), shift \(shift), \(rule), colour \(color)")
                    }
                }
            }
        }
    }

    @Test("Nothing right of an area the clip cut short is written")
    func clippedAreaKeepsItsRight() {
        let width = 64, height = 40
        for step in 0..<16 {
            let shift = Double(step) * 0.53
            let background = Self.noise(width: width, height: height, seed: UInt64(step) + 100)
            for path in Self.shapes(shift: shift) {
                // A clip ending inside the shape: the area's right side is where the clip ends.
                let clip = IntRect(x: 0, y: 0, width: 13 + step % 8, height: height)
                let result = Self.swept(path, rule: .nonZero, color: 0xFF20_4080, background: background, width: width, height: height,
                                        clip: clip, tight: false)
                for y in 0..<height {
                    for x in clip.maxX..<width {
                        #expect(result[y * width + x] == background[y * width + x], "(\(x), \(y)), shift \(shift)")
                    }
                }
            }
        }
    }
}
