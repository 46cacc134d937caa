import RasterKernels
import Testing
@testable import Raster

/// The shadow blur's running sums, taken sixteen rows at a time (then four, then one) and cut into
/// stretches where samples enter and leave the box, must average exactly what a plain box filter
/// does: every window of every pass, rows shorter than the box included, in both kernel builds.
@Suite("Box blur: running sums against the plain box filter")
struct BoxBlurTests {
    /// Three passes of the box filter with zero outside, each box average rounded to nearest: the
    /// definition the running sums must reproduce.
    static func reference(_ values: [UInt8], width: Int, height: Int, sigma: Double) -> [UInt8] {
        let (a, b, c) = BoxBlur.boxWidths(sigma: sigma)
        var current = values
        for boxWidth in [a, b, c] where boxWidth > 1 {
            let radius = boxWidth / 2
            func average(_ sum: Int) -> UInt8 { UInt8((sum + boxWidth / 2) / boxWidth) }
            var horizontal = current
            for y in 0..<height {
                for x in 0..<width {
                    let sum = (max(x - radius, 0)...min(x + radius, width - 1)).reduce(0) { $0 + Int(current[y * width + $1]) }
                    horizontal[y * width + x] = average(sum)
                }
            }
            for y in 0..<height {
                for x in 0..<width {
                    let sum = (max(y - radius, 0)...min(y + radius, height - 1)).reduce(0) { $0 + Int(horizontal[$1 * width + x]) }
                    current[y * width + x] = average(sum)
                }
            }
        }
        return current
    }

    /// Regression: box widths were handed to C as 32-bit integers, which trapped for an absurd
    /// radius (σ past about 10⁹). Such a box spans any mask; it is cut to the widest the passes
    /// average exactly, and a small mask under it averages to nothing.
    @Test func absurdRadiusDoesNotTrap() {
        let width = 7, height = 5
        var values = [UInt8](repeating: 255, count: width * height)
        var scratch = [UInt8](repeating: 0, count: width * height)
        var sums = [UInt32](repeating: 0, count: BoxBlur.sumsPerColumn * width)
        for sigma in [1e10, 1e300] {
            values.withUnsafeMutableBufferPointer { pixels in
                scratch.withUnsafeMutableBufferPointer { scratchPixels in
                    sums.withUnsafeMutableBufferPointer { columnSums in
                        BoxBlur.blur(pixels.baseAddress!, scratch: scratchPixels.baseAddress!, sums: columnSums.baseAddress!,
                                     width: width, height: height, sigma: sigma)
                    }
                }
            }
            #expect(values.allSatisfy { $0 == 0 }, "σ \(sigma)")
        }
    }

    @Test(arguments: [(1, 1, 2.0), (3, 4, 6.0), (2, 9, 9.0), (3, 5, 1.0), (5, 8, 1.5), (9, 12, 3.0), (7, 4, 6.0), (13, 9, 2.5), (40, 11, 4.0), (64, 8, 0.8), (33, 17, 12.0), (131, 23, 5.0), (16, 16, 2.0), (47, 50, 3.5), (9, 35, 7.0), (200, 33, 20.0)])
    func blurEqualsThePlainBoxFilter(width: Int, height: Int, sigma: Double) {
        var state: UInt64 = UInt64(width * 1_000 + height)
        let values = (0..<width * height).map { _ -> UInt8 in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            // Mostly solid runs and empty space, like a shape's mask, with some edges between.
            let bits = UInt8(truncatingIfNeeded: state >> 40)
            return bits < 90 ? 0 : bits > 170 ? 255 : bits
        }
        var blurred = values
        var scratch = [UInt8](repeating: 0, count: width * height)
        var sums = [UInt32](repeating: 0, count: BoxBlur.sumsPerColumn * width)
        blurred.withUnsafeMutableBufferPointer { pixels in
            scratch.withUnsafeMutableBufferPointer { scratchPixels in
                sums.withUnsafeMutableBufferPointer { columnSums in
                    BoxBlur.blur(pixels.baseAddress!, scratch: scratchPixels.baseAddress!, sums: columnSums.baseAddress!,
                                 width: width, height: height, sigma: sigma)
                }
            }
        }
        let expected = Self.reference(values, width: width, height: height, sigma: sigma)
        let differing = zip(blurred, expected).filter { $0 != $1 }.count
        #expect(differing == 0, "\(width)×\(height), σ \(sigma): \(differing) pixels differ")
        // The baseline build, whatever this CPU runs.
        let (a, b, c) = BoxBlur.boxWidths(sigma: sigma)
        var baseline = values
        rk_box_blur_baseline(&baseline, &scratch, &sums, Int32(width), Int32(height), [Int32(a), Int32(b), Int32(c)], 3)
        #expect(baseline == expected, "\(width)×\(height), σ \(sigma): the baseline build differs")
    }
}
