import Geometry
import RasterKernels
import Testing
@testable import Raster

/// A shadow drawn turned and scaled from an upright blur (`Canvas.drawResampled`) is the shadow
/// blurred in place, to within the bilinear filter's error, and the same whatever part of it a
/// damaged region repaints; the C sampler's two builds agree byte for byte.
@Suite("Shadows resampled from an upright blur")
struct ResampledShadowTests {
    static let card = Path.roundedRect(Rect(x: -50, y: -30, width: 100, height: 60), cornerRadius: 12)!
    static let color = Color(red: 0, green: 0, blue: 0, alpha: 0.5)

    /// The card's shadow under `transform`: resampled from the upright blur at the reference
    /// scale, or blurred in place.
    private func shadow(under transform: Transform, resampled: Bool, clip: Rect? = nil) throws -> Canvas {
        let canvas = try #require(Canvas(width: 240, height: 200))
        canvas.clear(.white)
        if let clip { canvas.clip(to: clip) }
        if resampled {
            let scale = try #require(Canvas.uniformScale(of: transform))
            let reference = Canvas.resamplingScale(for: scale, radius: 10)
            canvas.setTransform(Transform(a: reference, b: 0, c: 0, d: reference, tx: 0, ty: 0))
            let upright = try #require(canvas.makeShadow(of: Self.card, radius: 10, offset: Point(x: 3, y: 6)))
            canvas.setTransform(transform)
            #expect(canvas.drawResampled(upright, color: Self.color))
        } else {
            canvas.setTransform(transform)
            canvas.fillShadow(of: Self.card, color: Self.color, radius: 10, offset: Point(x: 3, y: 6))
        }
        return canvas
    }

    @Test("Turned and scaled, the resampled shadow is the blurred one within 3 levels",
          arguments: [(0.2, 1.0), (-0.35, 1.0), (0.1, 0.9), (0.0, 0.8), (1.2, 1.5)])
    func resampledMatchesBlurred(angle: Double, scale: Double) throws {
        let transform = Transform.translation(x: 120.3, y: 97.6).concatenating(.identity)
            .rotatedBy(angle).scaledBy(x: scale, y: scale)
        let direct = try shadow(under: transform, resampled: false)
        let resampled = try shadow(under: transform, resampled: true)
        var worst = 0, shaded = 0
        for (a, b) in zip(direct.pixmap.pixels, resampled.pixmap.pixels) {
            worst = max(worst, abs(Int(a & 0xFF) - Int(b & 0xFF)))
            if a & 0xFF < 250 { shaded += 1 }
        }
        #expect(shaded > 5000, "the shadow is drawn")
        #expect(worst <= 3, "worst \(worst) levels")
    }

    @Test("Repainting part of it gives the pixels of the whole")
    func partEqualsWhole() throws {
        let transform = Transform.translation(x: 117.25, y: 101.5).rotatedBy(0.27)
        let whole = try shadow(under: transform, resampled: true)
        let clip = Rect(x: 61, y: 37, width: 53, height: 71)
        let part = try shadow(under: transform, resampled: true, clip: clip)
        for y in 0..<200 {
            for x in 0..<240 where clip.contains(Point(x: Double(x) + 0.5, y: Double(y) + 0.5)) {
                #expect(part.pixmap[x, y] == whole.pixmap[x, y])
            }
        }
    }

    @Test("The solid interior is filled without sampling, to the same pixels", arguments: [0.0, 0.3, -1.1])
    func solidInteriorIsExact(angle: Double) throws {
        let reference = try #require(Canvas(width: 240, height: 200))
        let image = try #require(reference.makeShadow(of: Self.card, radius: 6, offset: .zero))
        #expect(!image.solidInterior.isEmpty)
        // Every pixel of the interior is full coverage.
        for y in image.solidInterior.minY..<image.solidInterior.maxY {
            for x in image.solidInterior.minX..<image.solidInterior.maxX { #expect(image.mask.values[y * image.mask.width + x] == 255) }
        }
        var sampled = image
        sampled.solidInterior = .empty
        func draw(_ shadow: ShadowImage) throws -> Canvas {
            let canvas = try #require(Canvas(width: 240, height: 200))
            canvas.clear(.white)
            canvas.setTransform(Transform.translation(x: 121.3, y: 99.8).rotatedBy(angle).scaledBy(0.93))
            #expect(canvas.drawResampled(shadow, color: Self.color))
            return canvas
        }
        #expect(try draw(image).pixmap.pixels == draw(sampled).pixmap.pixels)
    }

    @Test("A blur not kept is made in the canvas's scratch: the same pixels, the same memory each time")
    func scratchShadowReusesMemory() throws {
        let canvas = try #require(Canvas(width: 240, height: 200))
        let place = Transform.translation(x: 120, y: 100)
        canvas.setTransform(place)
        let kept = try #require(canvas.makeShadow(of: Self.card, radius: 8, offset: .zero))
        func scratchAddress() -> Int {
            // Drawn where the whole shadow shows: the part made is the whole.
            canvas.withScratchShadow(of: Self.card, radius: 8, offset: .zero, forDrawingUnder: place) { image in
                #expect(image?.mask.values == kept.mask.values)
                return image?.mask.values.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) } ?? 0
            }
        }
        let first = scratchAddress()
        #expect(first != 0 && scratchAddress() == first)
    }

    @Test("A shadow around an opaque shape's hole is blurred in bands: the pixels of the whole blur", arguments: [false, true])
    func scratchShadowInPiecesAroundTheHole(limited: Bool) throws {
        let place = Transform.translation(x: 120, y: 100).concatenating(.rotation(0.2)).concatenating(.scale(1.3))
        let upright = Transform(a: Canvas.resamplingScale(for: 1.3, radius: 8), b: 0, c: 0,
                                d: Canvas.resamplingScale(for: 1.3, radius: 8), tx: 0, ty: 0)
        let hole = IntRect(x: 80, y: 78, width: 70, height: 38)
        func draw(inPieces: Bool) throws -> [UInt32] {
            let canvas = try #require(Canvas(width: 240, height: 200))
            canvas.clear(.white)
            // A damaged region that cuts the hole and the shadow.
            if limited { canvas.limitDrawing(toDevice: IntRect(x: 60, y: 40, width: 150, height: 90)) }
            canvas.setTransform(upright)
            canvas.withShadowHole(hole) {
                let drawn: Bool
                if inPieces {
                    drawn = canvas.drawScratchShadow(of: Self.card, radius: 8, offset: Point(x: 3, y: 6), forDrawingUnder: place) { image in
                        canvas.setTransform(place)
                        return canvas.drawResampled(image, color: Self.color)
                    }
                } else {
                    drawn = canvas.withScratchShadow(of: Self.card, radius: 8, offset: Point(x: 3, y: 6), forDrawingUnder: place) { image in
                        canvas.setTransform(place)
                        return image.map { canvas.drawResampled($0, color: Self.color) } ?? false
                    }
                }
                #expect(drawn)
            }
            return canvas.pixmap.pixels
        }
        let whole = try draw(inPieces: false), pieces = try draw(inPieces: true)
        #expect(whole.filter { $0 != 0xFFFF_FFFF }.count > 1000, "the shadow must show around the hole")
        #expect(pieces == whole)
    }

    /// Regression (review): a band around the hole that the shadow does not reach has nothing to
    /// draw; reporting it as not drawn sent the caller to blur the whole shadow over again.
    @Test func bandsTheShadowMissesCountAsDrawn() throws {
        let canvas = try #require(Canvas(width: 240, height: 200))
        canvas.clear(.white)
        let place = Transform.translation(x: 120, y: 100).concatenating(.rotation(0.2)).concatenating(.scale(1.3))
        let reference = Canvas.resamplingScale(for: 1.3, radius: 8)
        // A damaged strip along the top whose only band outside the hole is the top ten rows.
        canvas.limitDrawing(toDevice: IntRect(x: 0, y: 0, width: 240, height: 30))
        canvas.setTransform(Transform(a: reference, b: 0, c: 0, d: reference, tx: 0, ty: 0))
        var calls = 0
        let drawn = canvas.withShadowHole(IntRect(x: 0, y: 10, width: 240, height: 100)) {
            canvas.drawScratchShadow(of: Self.card, radius: 8, offset: Point(x: 3, y: 6), forDrawingUnder: place) { image in
                calls += 1
                canvas.setTransform(place)
                return canvas.drawResampled(image, color: Self.color)
            }
        }
        #expect(drawn)
        #expect(calls == 0, "the shadow does not reach the band")
        #expect(canvas.pixmap.pixels.allSatisfy { $0 == 0xFFFF_FFFF })
    }

    @Test("Only similarities are resampled; the reference scale is the next quarter octave")
    func whatIsResampled() throws {
        let canvas = try #require(Canvas(width: 10, height: 10))
        #expect(Canvas.uniformScale(of: .identity) == 1)
        #expect(Canvas.uniformScale(of: Transform(a: 1, b: 0.2, c: 0, d: 1, tx: 0, ty: 0)) == nil)
        #expect(Canvas.uniformScale(of: Transform.identity.scaledBy(x: 1, y: 2)) == nil)
        #expect(Canvas.resamplingScale(for: 1) == 1)
        #expect(Canvas.resamplingScale(for: 2) == 2)
        #expect(abs(Canvas.resamplingScale(for: 0.9) - 1) < 1e-12)
        #expect(abs(Canvas.resamplingScale(for: 0.8) - 0.840_896_415_253_714_5) < 1e-12)
        #expect(Canvas.resamplingScale(for: 1.01) > 1.18 && Canvas.resamplingScale(for: 1.01) < 1.19)
        // A wide blur is made at fewer pixels, keeping four pixels of deviation: radius 20 points
        // (deviation 10) needs only 0.4 pixels per point, 2^(-5/4) the next quarter octave.
        #expect(abs(Canvas.resamplingScale(for: 2, radius: 20) - 0.420_448_207_626_856_9) < 1e-12)
        #expect(Canvas.resamplingScale(for: 1, radius: 4) == 1)
        #expect(Canvas.resamplingScale(for: 2, radius: 0) == 2)
        // A shadow not made upright is refused.
        canvas.setTransform(Transform.identity.rotatedBy(0.3))
        let turned = try #require(canvas.makeShadow(of: Self.card, radius: 4, offset: .zero))
        #expect(!canvas.drawResampled(turned, color: .black))
    }

    @Test("The sampler's two builds give the same bytes, inside, across and outside the mask")
    func samplerBuildsAgree() {
        let width = 37, height = 23
        let mask = (0..<(width * height)).map { UInt8(truncatingIfNeeded: $0 &* 97 &+ ($0 / width) &* 13) }
        var chosen = [UInt8](repeating: 0, count: 300), baseline = chosen
        for (u, v, du, dv) in [(-3.2, 4.7, 0.31, 0.05), (2.0, 1.5, 0.93, -0.21), (40.0, 10.0, -0.5, 0.02),
                               (0.0, -2.0, 0.12, 0.11), (5.5, 5.5, 0.0, 0.0), (30.0, 20.0, -1.7, -0.9)] {
            let fu = Int64(u * 65536), fv = Int64(v * 65536), fdu = Int32(du * 65536), fdv = Int32(dv * 65536)
            rk_sample_bilinear(mask, Int32(width), Int32(height), fu, fv, fdu, fdv, &chosen, 300, 0)
            rk_sample_bilinear_baseline(mask, Int32(width), Int32(height), fu, fv, fdu, fdv, &baseline, 300, 0)
            #expect(chosen == baseline)
        }
        // A mask with a clear border: the sampler may take every sample eight at a time, its
        // lanes outside the mask at 0, and must give the bytes of sampling one by one, for runs
        // of every length crossing every edge and corner.
        var bordered = mask
        for x in 0..<width { bordered[x] = 0; bordered[(height - 1) * width + x] = 0 }
        for y in 0..<height { bordered[y * width] = 0; bordered[y * width + width - 1] = 0 }
        let image = AlphaMask(width: width, height: height, values: bordered)!
        #expect(Canvas.hasClearBorder(image))
        #expect(!Canvas.hasClearBorder(AlphaMask(width: width, height: height, values: mask)!))
        var runs = 0
        for (u, v, du, dv) in [(-3.2, 4.7, 0.31, 0.05), (2.0, -1.5, 0.93, 0.21), (40.0, 10.0, -0.5, 0.02), (0.0, 24.0, 0.12, -0.11),
                               (5.5, 5.5, 0.0, 0.0), (38.0, 23.5, -1.7, -0.9), (-1.0, -1.0, 0.2, 0.15), (36.5, 0.2, -0.07, 0.3)] {
            for count in [1, 3, 7, 8, 9, 15, 16, 61, 300] {
                var fast = [UInt8](repeating: 7, count: count + 4), slow = fast
                let fu = Int64(u * 65536), fv = Int64(v * 65536), fdu = Int32(du * 65536), fdv = Int32(dv * 65536)
                rk_sample_bilinear(bordered, Int32(width), Int32(height), fu, fv, fdu, fdv, &fast, Int32(count), 1)
                rk_sample_bilinear_baseline(bordered, Int32(width), Int32(height), fu, fv, fdu, fdv, &slow, Int32(count), 0)
                #expect(fast == slow, "run from (\(u), \(v)) by (\(du), \(dv)), \(count) samples")
                #expect(fast[count...].allSatisfy { $0 == 7 }, "nothing written past the run")
                runs += fast.prefix(count).contains { $0 != 0 } ? 1 : 0
            }
        }
        #expect(runs > 30, "the runs must reach inside the mask")
        // A sample on a pixel centre is that pixel; between two, their mean.
        var one: [UInt8] = [0, 0]
        rk_sample_bilinear(mask, Int32(width), Int32(height), 3 * 65536, 2 * 65536, 32768, 0, &one, 2, 0)
        #expect(one[0] == mask[2 * width + 3])
        #expect(abs(Int(one[1]) - (Int(mask[2 * width + 3]) + Int(mask[2 * width + 4])) / 2) <= 1)
    }
}
