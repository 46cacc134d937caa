import Geometry
import RasterKernels
import Testing
@testable import Raster

/// The angular gradient's C kernel (`rk_shade_angular`, both builds) against the Swift blitter it
/// replaced (`CentredGradientBlitter` with `AngularMapping`), which stays the reference: every
/// pixel the same to the bit, through coverage spans and runs, under turned and scaled
/// transforms, for pad and repeat, ranges shorter and longer than a turn and running either way.
@Suite("Angular gradient kernel")
struct AngularGradientKernelTests {
    static let width = 67

    /// (start, end) angles: a full turn, a quarter, one running counter-clockwise, one over two
    /// turns, one starting past a turn, one tiny.
    static let ranges: [(Double, Double)] = [(0, 2 * .pi), (-.pi / 2, 0), (3, -1.2), (0.4, 0.4 + 5 * .pi), (7.5, 9), (1, 1.001)]

    @Test(arguments: 0..<ranges.count, [GradientSpread.pad, .repeat])
    func kernelDrawsTheSwiftMappingsPixels(range: Int, spread: GradientSpread) throws {
        var random = SeededGenerator(seed: UInt64(range * 2 + (spread == .pad ? 0 : 1)))
        // 256 different entries, some translucent, so any index off by one shows.
        let table = (0..<256).map { i -> UInt32 in
            let alpha: UInt32 = i % 3 == 0 ? 255 : UInt32(random.next() % 256)
            return RasterKernelsTests.premultiplied(UInt32(truncatingIfNeeded: random.next()) | UInt32(i), opaque: alpha == 255)
        }
        let (start, end) = Self.ranges[range]
        let mapping = AngularMapping(startAngle: start, endAngle: end, spread: spread)
        var checked = 0
        for trial in 0..<6 {
            let turn = Double(trial) * 0.9 + 0.2, scale = [1, 2, 0.37, 3.5, 1, 1.5][trial]
            let device = Transform.translation(x: 33.4, y: 9.7 + Double(trial))
                .concatenating(.rotation(turn)).concatenating(.scale(scale))
            let inverse = try #require(device.inverted())
            let space = PixelToGradientSpace(inverse: inverse, center: Point(x: 3.1, y: -2.25), unit: 1)
            let opacity: UInt32 = trial == 3 ? 140 : 255
            let background = (0..<(Self.width * 40)).map { _ in
                RasterKernelsTests.premultiplied(UInt32(truncatingIfNeeded: random.next()), opaque: false)
            }
            table.withUnsafeBufferPointer { entries in
                let base = entries.baseAddress!
                var expected = background, chosen = background, baseline = background
                for y in 0..<40 {
                    // A span of coverage with zeros, full and partial levels, then a run.
                    let x = Int(random.next() % 10), length = 1 + Int(random.next() % 30)
                    let coverage = (0..<length).map { i -> UInt8 in
                        i % 6 == 0 ? 0 : i % 4 == 0 ? 255 : UInt8(truncatingIfNeeded: random.next())
                    }
                    let runX = x + length + 2, runLength = 1 + Int(random.next() % UInt64(Self.width - runX - 1))
                    let level: UInt8 = y % 3 == 0 ? 255 : UInt8(truncatingIfNeeded: random.next())
                    expected.withUnsafeMutableBufferPointer { pixels in
                        let reference = CentredGradientBlitter(pixels: pixels.baseAddress!, rowPixels: Self.width, table: base,
                                                               mapping: mapping, spread: spread, space: space, opacity: opacity)
                        coverage.withUnsafeBufferPointer { reference.blit(y: y, x: x, coverage: $0) }
                        reference.blitRun(y: y, x: runX, length: runLength, coverage: level)
                    }
                    chosen.withUnsafeMutableBufferPointer { pixels in
                        let kernel = AngularGradientBlitter(pixels: pixels.baseAddress!, rowPixels: Self.width, table: base,
                                                            mapping: mapping, spread: spread, space: space, opacity: opacity)
                        coverage.withUnsafeBufferPointer { kernel.blit(y: y, x: x, coverage: $0) }
                        kernel.blitRun(y: y, x: runX, length: runLength, coverage: level)
                        // The baseline build, called directly, on its own copy.
                        baseline.withUnsafeMutableBufferPointer { other in
                            let row = other.baseAddress! + y * Self.width
                            withUnsafePointer(to: kernel.gradient) { gradient in
                                rk_shade_angular_baseline(gradient, row + x, Int32(x), Int32(y), Int32(length), coverage, 0)
                                rk_shade_angular_baseline(gradient, row + runX, Int32(runX), Int32(y), Int32(runLength), nil, level)
                            }
                        }
                    }
                    checked += length + runLength
                }
                expectKernelPixels(expected, chosen: chosen, baseline: baseline, background: background, least: 200, "trial \(trial)")
            }
        }
        #expect(checked > 1000)
    }
}
