import Geometry
import RasterKernels

extension Canvas {
    /// The scale `s` of `transform` when its linear part is `s` times a turn (a similarity,
    /// upright or not); nil for any other transform. These are the transforms `drawResampled`
    /// draws an upright shadow under.
    ///
    /// `tolerance` is relative to the scale: transforms built by concatenation may have cosines
    /// (and sines) that differ in their last bits; 0 asks for an exact similarity.
    public static func uniformScale(of transform: Transform, tolerance: Double = 1e-9) -> Double? {
        let t = transform
        let s = (t.a * t.a + t.b * t.b).squareRoot()
        let allowed = tolerance * s
        guard s.isFinite, s > 0, abs(t.a - t.d) <= allowed, abs(t.b + t.c) <= allowed else { return nil }
        return s
    }

    /// The deviation, in the blur's own pixels, a resampled blur is made with at least: at four
    /// pixels, bilinear sampling (even enlarging) stays within a couple of levels of the blur
    /// made at full size, and a large shadow is blurred at a fraction of its pixels.
    public static let resampledDeviation = 4.0

    /// The scale to blur a shadow of `radius` points at for drawing it resampled at scale `s`:
    /// the next quarter octave up from `s`, so that a scale animation blurs a handful of times,
    /// or lower, down to the quarter octave at which the blur's deviation (radius ÷ 2) is still
    /// `resampledDeviation` pixels: a blur is smooth, so bilinear sampling holds it.
    public static func resamplingScale(for s: Double, radius: Double) -> Double {
        let upper = resamplingScale(for: s)
        guard radius.isFinite, radius > 0 else { return upper }
        return min(upper, resamplingScale(for: 2 * resampledDeviation / radius))
    }

    /// The next quarter octave at or above `s` (1 for a scale that is not finite and positive).
    public static func resamplingScale(for s: Double) -> Double {
        guard s.isFinite, s > 0 else { return 1 }
        // 2^(k/4) as a whole power of two (exact) times one of four fractions, so that the
        // octaves themselves (1, 2, 4: the usual device scales) come out exact.
        let fractions = (1.0, 1.189_207_115_002_721, 1.414_213_562_373_095_1, 1.681_792_830_507_429)
        func step(_ k: Int) -> Double {
            let octave = k >= 0 ? k / 4 : -((-k + 3) / 4)
            let part = k - 4 * octave
            let fraction = part == 0 ? fractions.0 : part == 1 ? fractions.1 : part == 2 ? fractions.2 : fractions.3
            return Double(sign: .plus, exponent: octave, significand: fraction)
        }
        let target = min(max(s, 1.0 / 65536), 65536) * (1 - 1e-9)
        var k = 0
        while step(k) < target { k += 1 }
        while step(k - 1) >= target { k -= 1 }
        return step(k)
    }

    /// Draws `shadow`, made upright (under `Transform(a: r, b: 0, c: 0, d: r, tx: 0, ty: 0)` for
    /// some scale r), in `color` under the current transform, which must be a similarity (see
    /// `uniformScale(of:)`): scaled by s / r, turned, moved. False, drawing nothing, for any
    /// other shadow or transform.
    ///
    /// A Gaussian blur looks the same in every direction and scales with the shape (its radius
    /// is in points), so the shadow of a shape turned, scaled and moved is the upright shadow
    /// turned, scaled and moved: a card that tilts, shrinks and slides as it is dragged or
    /// springs is blurred once and resampled on each frame (bilinear, in 16.16 fixed point),
    /// not blurred again.
    @discardableResult
    public func drawResampled(_ shadow: ShadowImage, color: Color) -> Bool {
        let s = shadow.key.a
        guard Self.uniformScale(of: transform) != nil, s > 0, shadow.key.d == s, shadow.key.b == 0, shadow.key.c == 0,
              shadow.key.fractionX == 0, shadow.key.fractionY == 0, let inverse = transform.inverted() else { return false }
        let width = shadow.mask.width, height = shadow.mask.height
        guard width > 0, height > 0 else { return true }
        // A device pixel's centre p lands at q = s · T⁻¹(p) in the upright shadow's device space;
        // mask sample (i, j) sits at (originX + i + ½, originY + j + ½) there.
        let stepX = (u: s * inverse.a, v: s * inverse.b)
        // 16.16 fixed point; a step beyond ±2¹⁵ mask pixels per device pixel samples nothing
        // worth drawing.
        let stepU = Int64((min(max(stepX.u, -32768), 32767) * 65536).rounded())
        let stepV = Int64((min(max(stepX.v, -32768), 32767) * 65536).rounded())
        let stepY = (u: s * inverse.c, v: s * inverse.d)
        let start = (u: s * (0.5 * inverse.a + 0.5 * inverse.c + inverse.tx) - Double(shadow.originX) - 0.5,
                     v: s * (0.5 * inverse.b + 0.5 * inverse.d + inverse.ty) - Double(shadow.originY) - 0.5)
        // The rows the mask reaches: its rectangle mapped forward.
        let reach = transform.apply(Rect(x: Double(shadow.originX) / s, y: Double(shadow.originY) / s,
                                         width: Double(width) / s, height: Double(height) / s))
        let minY = reach.minY, maxY = reach.maxY
        guard minY.isFinite, maxY.isFinite, abs(minY) < 1e9, abs(maxY) < 1e9 else { return true }
        let rows = Int(minY.rounded(.down))..<(Int(maxY.rounded(.up)) + 1)
        let interior = shadow.solidInterior
        let clearBorder: Int32 = shadow.hasClearBorder ? 1 : 0
        shadow.mask.values.withUnsafeBufferPointer { values in
            guard let mask = values.baseAddress else { return }
            drawRows(rows, with: .solid(color)) { y, columns, buffer in
                let rowU = start.u + stepY.u * Double(y), rowV = start.v + stepY.v * Double(y)
                // Columns whose sample has a tap inside the mask: -1 < u < width, -1 < v < height.
                guard let (low, high) = Self.columns(where: rowU, rowV, step: stepX, lie: (-1, Double(width)), (-1, Double(height)),
                                                     within: columns) else { return 0..<0 }
                let first = max(columns.lowerBound, Int(low.rounded(.down))), end = min(columns.upperBound, Int(high.rounded(.up)) + 1)
                guard first < end else { return 0..<0 }
                // Columns whose four taps are all in the solid interior (u and v at least a pixel
                // inside it, for the fixed point's rounding): 255 without sampling.
                var solid = first..<first
                if !interior.isEmpty, let (inLow, inHigh) = Self.columns(
                    where: rowU, rowV, step: stepX,
                    lie: (Double(interior.minX) + 1, Double(interior.maxX) - 2), (Double(interior.minY) + 1, Double(interior.maxY) - 2),
                    within: first..<end) {
                    let start = Int(inLow.rounded(.up)), stop = Int(inHigh.rounded(.down))
                    if start < stop { solid = start..<stop }
                }
                // In fixed point from the row's column 0, so that a sample does not depend on
                // where the clip (a damaged region) starts the row.
                let u0 = Int64((rowU * 65536).rounded()), v0 = Int64((rowV * 65536).rounded())
                func sample(_ range: Range<Int>) {
                    guard !range.isEmpty else { return }
                    rk_sample_bilinear(mask, Int32(width), Int32(height), u0 + stepU * Int64(range.lowerBound),
                                       v0 + stepV * Int64(range.lowerBound), Int32(stepU), Int32(stepV),
                                       buffer + (range.lowerBound - columns.lowerBound), Int32(range.count), clearBorder)
                }
                // The shadow hole's columns are not drawn (see `withShadowHole`): not sampled either.
                var skipped = first..<first
                if !shadowHole.isEmpty {
                    let hole = shadowHole.columns(row: y)
                    if !hole.isEmpty { skipped = (first..<end).clamped(to: hole) }
                }
                func fill(_ range: Range<Int>) {
                    guard !range.isEmpty else { return }
                    let inside = range.clamped(to: solid)
                    sample(range.lowerBound..<(inside.isEmpty ? range.upperBound : inside.lowerBound))
                    (buffer + (inside.lowerBound - columns.lowerBound)).update(repeating: 255, count: inside.count)
                    if !inside.isEmpty { sample(inside.upperBound..<range.upperBound) }
                }
                if skipped.isEmpty {
                    fill(first..<end)
                } else {
                    fill(first..<skipped.lowerBound)
                    fill(skipped.upperBound..<end)
                }
                return first..<end
            }
        }
        return true
    }

    /// The columns x of `columns` (as a real interval) at which the point (u, v) + x · step
    /// lies strictly inside `uRange` × `vRange`; nil when there are none.
    private static func columns(where u: Double, _ v: Double, step: (u: Double, v: Double),
                                lie uRange: (Double, Double), _ vRange: (Double, Double),
                                within columns: Range<Int>) -> (Double, Double)? {
        var low = Double(columns.lowerBound), high = Double(columns.upperBound)
        func narrow(_ origin: Double, _ step: Double, _ range: (Double, Double)) {
            guard abs(step) >= 1e-12 else {
                if origin <= range.0 || origin >= range.1 { high = low }
                return
            }
            let a = (range.0 - origin) / step, b = (range.1 - origin) / step
            low = max(low, min(a, b))
            high = min(high, max(a, b))
        }
        narrow(u, step.u, uRange)
        narrow(v, step.v, vRange)
        return low < high ? (low, high) : nil
    }
}
