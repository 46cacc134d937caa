import Geometry
import RasterKernels
import Testing
@testable import Raster

/// The image kernel (`rk_shade_image`, both builds) against the Swift `ImageBlitter` it replaced,
/// which stays the reference: every pixel the same to the bit, through coverage spans and runs,
/// under turned, scaled and mirrored transforms that reach past the image's edges, with clear,
/// translucent and opaque texels and a paint opacity.
@Suite("Filtered image kernel")
struct FilteredImageKernelTests {
    static let width = 71, height = 36

    @Test("Both builds blend the Swift blitter's pixels", arguments: 0..<6)
    func kernelDrawsTheSwiftBlittersPixels(trial: Int) throws {
        var random = SeededGenerator(seed: UInt64(trial))
        let imageWidth = [2, 5, 23, 40, 2, 17][trial], imageHeight = [3, 9, 14, 3, 30, 17][trial]
        // Clear texels in runs (text bitmaps are mostly clear), the rest translucent or opaque.
        let texels = (0..<(imageWidth * imageHeight)).map { i -> UInt32 in
            if (i / 3) % 3 == 0 { return 0 }
            return RasterKernelsTests.premultiplied(UInt32(truncatingIfNeeded: random.next()), opaque: i % 5 == 0)
        }
        let turn = Double(trial) * 0.7 - 1, scale = [1, 2.5, 0.6, 3.3, 1, 1.7][trial]
        // Image pixels scaled (mirrored in one trial), turned, then moved into the row's middle.
        let device = Transform.scale(x: trial == 4 ? -scale : scale, y: scale).concatenating(.rotation(turn))
            .concatenating(.translation(x: 30.3, y: 17.6))
        let deviceToImage = try #require(device.inverted())
        let opacity: UInt32 = trial == 2 ? 97 : 255
        let background = (0..<(Self.width * Self.height)).map { _ in
            RasterKernelsTests.premultiplied(UInt32(truncatingIfNeeded: random.next()), opaque: false)
        }
        var expected = background, chosen = background, baseline = background
        var checked = 0
        texels.withUnsafeBufferPointer { image in
            let base = image.baseAddress!
            for y in 0..<Self.height {
                let x = Int(random.next() % 12), length = 1 + Int(random.next() % 30)
                let coverage = (0..<length).map { i -> UInt8 in
                    i % 7 == 0 ? 0 : i % 3 == 0 ? 255 : UInt8(truncatingIfNeeded: random.next())
                }
                let runX = x + length + 1, runLength = 1 + Int(random.next() % UInt64(Self.width - runX - 1))
                let level: UInt8 = y % 3 == 0 ? 255 : UInt8(truncatingIfNeeded: random.next())
                expected.withUnsafeMutableBufferPointer { pixels in
                    let reference = ImageBlitter(pixels: pixels.baseAddress!, rowPixels: Self.width, texels: base, imageWidth: imageWidth,
                                                 imageHeight: imageHeight, deviceToImage: deviceToImage, opacity: opacity)
                    coverage.withUnsafeBufferPointer { reference.blit(y: y, x: x, coverage: $0) }
                    reference.blitRun(y: y, x: runX, length: runLength, coverage: level)
                }
                chosen.withUnsafeMutableBufferPointer { pixels in
                    let kernel = FilteredImageBlitter(pixels: pixels.baseAddress!, rowPixels: Self.width, texels: base,
                                                      imageWidth: imageWidth, imageHeight: imageHeight,
                                                      deviceToImage: deviceToImage, opacity: opacity)
                    coverage.withUnsafeBufferPointer { kernel.blit(y: y, x: x, coverage: $0) }
                    kernel.blitRun(y: y, x: runX, length: runLength, coverage: level)
                    baseline.withUnsafeMutableBufferPointer { other in
                        let row = other.baseAddress! + y * Self.width
                        withUnsafePointer(to: kernel.image) { image in
                            rk_shade_image_baseline(image, row + x, Int32(x), Int32(y), Int32(length), coverage, 0)
                            rk_shade_image_baseline(image, row + runX, Int32(runX), Int32(y), Int32(runLength), nil, level)
                        }
                    }
                }
                checked += length + runLength
            }
        }
        expectKernelPixels(expected, chosen: chosen, baseline: baseline, background: background, least: 100, "trial \(trial)")
        #expect(checked > 500)
    }
}
