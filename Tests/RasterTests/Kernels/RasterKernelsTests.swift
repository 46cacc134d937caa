import RasterKernels
import Testing
@testable import Raster

/// The C kernels come in two builds, AVX2 with FMA and baseline x86-64, one chosen at run time:
/// whichever the machine runs, the other must draw the same, and the fused row fill must equal
/// coverage followed by blending.
@Suite("C raster kernels: both builds, fused and separate")
struct RasterKernelsTests {
    static let shapes: [(name: String, shape: rk_shape)] = [
        ("disc", .disc(radius: 37.3)),
        ("ring", .ring(inner: 30.2, outer: 42.9)),
        ("thin ring", .ring(inner: 40.1, outer: 41.3)),
        ("arc", RoundCappedArcKernel(radius: 36, halfWidth: 6, first: SIMD2(-1, 0), last: SIMD2(0, -1), isReflex: false).shape),
        ("reflex arc", RoundCappedArcKernel(radius: 30, halfWidth: 1.5, first: SIMD2(0.6, 0.8), last: SIMD2(0.8, -0.6),
                                            isReflex: true).shape),
        ("rounded rect", .roundedRect(halfWidth: 40.5, halfHeight: 20.25, radius: 9)),
    ]

    /// A row's stretches: short ones (rings' sides), one longer than a step, one ending at the
    /// row's right edge.
    static let starts: [Int32] = [2, 9, 20, 110]
    static let ends: [Int32] = [5, 11, 47, 120]
    static let rowWidth = 120
    static let originX = 61.3

    @Test(arguments: 0..<6)
    func coverageOfBothBuildsAgrees(shapeIndex: Int) {
        var shape = Self.shapes[shapeIndex].shape
        let total = Int(zip(Self.starts, Self.ends).map { $1 - $0 }.reduce(0, +))
        var chosen = [UInt8](repeating: 0, count: total + Int(RK_LANES))
        var baseline = chosen
        var worst = 0, nonZero = 0
        for row in -50...50 {
            let dy = Float(row) + 0.5
            rk_row_coverage(&shape, dy, Self.originX, Self.starts, Self.ends, Int32(Self.starts.count), &chosen)
            rk_row_coverage_baseline(&shape, dy, Self.originX, Self.starts, Self.ends, Int32(Self.starts.count), &baseline)
            for i in 0..<total {
                worst = max(worst, abs(Int(chosen[i]) - Int(baseline[i])))
                if chosen[i] != 0 && chosen[i] != 255 { nonZero += 1 }
            }
        }
        #expect(nonZero > 20, "\(Self.shapes[shapeIndex].name): the rows must cross the shape's edges")
        // The builds differ only in fused multiply-adds: a rounding step at most.
        #expect(worst <= 1, "\(Self.shapes[shapeIndex].name) (\(String(cString: rk_kernel_build()))): worst \(worst)")
    }

    /// Group opacity and transparency layers land through `rk_composite_over`: to the bit the
    /// Swift source-over of the scaled pixel, in both builds, on rows longer and shorter than a
    /// vector step, transparent pixels leaving the parent as it is.
    @Test(arguments: [0, 1, 77, 128, 254, 255] as [UInt32])
    func compositeOverIsScaledSourceOverInBothBuilds(alpha: UInt32) {
        var random = SystemRandomNumberGenerator()
        func premultiplied() -> UInt32 {
            let a = UInt32.random(in: 0...255, using: &random)
            if a == 0 || Int.random(in: 0..<5, using: &random) == 0 { return 0 }
            let channel = { UInt32.random(in: 0...a, using: &random) }
            return a << 24 | channel() << 16 | channel() << 8 | channel()
        }
        for count in [1, 7, 8, 9, 31, 1280] {
            let source = (0..<count).map { _ in premultiplied() }
            let parent = (0..<count).map { _ in premultiplied() }
            let expected = zip(source, parent).map { PremultipliedColor.sourceOver(PremultipliedColor.scale($0, by: alpha), $1) }
            var chosen = parent, baseline = parent
            rk_composite_over(&chosen, source, Int32(count), alpha)
            rk_composite_over_baseline(&baseline, source, Int32(count), alpha)
            #expect(chosen == expected, "\(rk_kernel_build().map { String(cString: $0) } ?? "?") build, \(count) pixels")
            #expect(baseline == expected, "baseline build, \(count) pixels")
        }
    }

    /// A masked layer is cut to its mask through `rk_keep_masked`: each pixel scaled by its mask
    /// pixel's alpha, to the bit, in both builds, on rows longer and shorter than a vector step.
    @Test func keepMaskedIsDestinationInInBothBuilds() {
        var generator = Congruential(seed: 11)
        for count in [1, 7, 8, 9, 31, 1280] {
            let content = (0..<count).map { _ in Self.premultiplied(UInt32(truncatingIfNeeded: generator.next()), opaque: false) }
            // Clear, opaque and translucent mask pixels (only their alpha counts).
            let mask = (0..<count).map { i -> UInt32 in
                let bits = UInt32(truncatingIfNeeded: generator.next())
                return i % 4 == 0 ? 0 : i % 4 == 1 ? bits | 0xFF00_0000 : bits
            }
            let expected = zip(content, mask).map { PremultipliedColor.scale($0, by: $1 >> 24) }
            var chosen = content, baseline = content
            rk_keep_masked(&chosen, mask, Int32(count))
            rk_keep_masked_baseline(&baseline, mask, Int32(count))
            #expect(chosen == expected, "\(String(cString: rk_kernel_build())) build, \(count) pixels")
            #expect(baseline == expected, "baseline build, \(count) pixels")
            #expect(count < 8 || Set(expected).count > count / 2, "the mask must keep some and cut some")
        }
    }

    @Test func solidBlendIsSourceOverInBothBuilds() {
        var generator = Congruential(seed: 7)
        for count in 0..<40 {
            let color = Self.premultiplied(UInt32(truncatingIfNeeded: generator.next()), opaque: count % 3 == 0)
            let coverage = (0..<count).map { i -> UInt8 in
                i % 5 == 0 ? 255 : i % 7 == 0 ? 0 : UInt8(truncatingIfNeeded: generator.next())
            }
            let destination = (0..<count).map { _ in Self.premultiplied(UInt32(truncatingIfNeeded: generator.next()), opaque: false) }
            var expected = destination
            for i in 0..<count where coverage[i] != 0 {
                let source = coverage[i] == 255 ? color : PremultipliedColor.scale(color, by: UInt32(coverage[i]))
                expected[i] = PremultipliedColor.sourceOver(source, destination[i])
            }
            var chosen = destination, baseline = destination
            rk_blend_solid(&chosen, coverage, Int32(count), color)
            rk_blend_solid_baseline(&baseline, coverage, Int32(count), color)
            #expect(chosen == expected, "\(count) pixels, colour \(String(color, radix: 16))")
            #expect(baseline == expected, "\(count) pixels, colour \(String(color, radix: 16)), baseline build")
        }
    }

    @Test(arguments: 0..<6)
    func fusedRowFillEqualsCoverageThenBlend(shapeIndex: Int) {
        var shape = Self.shapes[shapeIndex].shape
        let count = Int32(Self.starts.count)
        let background: UInt32 = 0xFF10_2030
        for color: UInt32 in [0xFF4F_C3F7, 0x8040_2010] {
            for row in stride(from: -45, through: 45, by: 3) {
                let dy = Float(row) + 0.5
                var fused = [UInt32](repeating: background, count: Self.rowWidth)
                rk_row_fill_solid(&shape, dy, Self.originX, Self.starts, Self.ends, count, &fused, Int32(Self.rowWidth), color)
                var fusedBaseline = [UInt32](repeating: background, count: Self.rowWidth)
                rk_row_fill_solid_baseline(&shape, dy, Self.originX, Self.starts, Self.ends, count, &fusedBaseline,
                                           Int32(Self.rowWidth), color)
                var coverage = [UInt8](repeating: 0, count: Self.rowWidth + Int(RK_LANES))
                rk_row_coverage(&shape, dy, Self.originX, Self.starts, Self.ends, count, &coverage)
                var separate = [UInt32](repeating: background, count: Self.rowWidth)
                var offset = 0
                for (start, end) in zip(Self.starts, Self.ends) {
                    let length = Int(end - start)
                    separate.withUnsafeMutableBufferPointer { pixels in
                        coverage.withUnsafeBufferPointer { values in
                            rk_blend_solid(pixels.baseAddress! + Int(start), values.baseAddress! + offset, Int32(length), color)
                        }
                    }
                    offset += length
                }
                #expect(fused == separate, "\(Self.shapes[shapeIndex].name), row \(row), colour \(String(color, radix: 16))")
                let worst = zip(fused, fusedBaseline).map { Self.largestChannelDifference($0, $1) }.max() ?? 0
                #expect(worst <= 1, "\(Self.shapes[shapeIndex].name), row \(row): baseline build off by \(worst)")
            }
        }
    }

    @Test("A fill sets exactly its pixels, short or long, odd or even", arguments: [0, 1, 7, 4095, 4096, 4097, 10_001])
    func fillSetsExactlyItsPixels(count: Int) {
        // Guards either side; an odd start so that the long fill's 8-byte stores are unaligned.
        var pixels = [UInt32](repeating: 0xDEAD_BEEF, count: count + 3)
        pixels.withUnsafeMutableBufferPointer { buffer in
            pixel_fill(buffer.baseAddress! + 1, 0xFF12_3456, count)
        }
        #expect(pixels.first == 0xDEAD_BEEF && pixels[count + 1] == 0xDEAD_BEEF && pixels.last == 0xDEAD_BEEF)
        #expect(pixels[1..<(count + 1)].allSatisfy { $0 == 0xFF12_3456 }, "\(count) pixels")
    }

    /// The level a winding sum gives, worked out in the plainest way, for comparison.
    static func level(_ sum: Float, evenOdd: Bool) -> UInt8 {
        var a = abs(sum)
        if evenOdd {
            a -= 2 * (a / 2).rounded(.down)
            if a > 1 { a = 2 - a }
        }
        return UInt8((min(a, 1) * 255).rounded())
    }

    /// A premultiplied colour from random bits: alpha from the top byte (255 when `opaque`), each
    /// channel kept at or below it.
    static func premultiplied(_ bits: UInt32, opaque: Bool) -> UInt32 {
        let alpha = opaque ? 255 : bits >> 24
        func channel(_ shift: UInt32) -> UInt32 { alpha == 0 ? 0 : ((bits >> shift) & 0xFF) % (alpha + 1) }
        return alpha << 24 | channel(16) << 16 | channel(8) << 8 | channel(0)
    }

    static func largestChannelDifference(_ a: UInt32, _ b: UInt32) -> Int {
        var worst = 0
        for shift in stride(from: UInt32(0), to: 32, by: 8) {
            let channelA = Int((a >> shift) & 0xFF), channelB = Int((b >> shift) & 0xFF)
            worst = max(worst, abs(channelA - channelB))
        }
        return worst
    }
}

/// Knuth's MMIX linear congruential generator: varied enough bits for colours, and a failure
/// reproduces.
struct Congruential {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state >> 16
    }
}
