import RasterKernels

/// A Gaussian blur approximated by three successive box blurs per axis, whose widths are chosen
/// so the combined variance equals the Gaussian's (the classic result that repeated box filters
/// converge to a Gaussian). Each pass costs O(1) per pixel whatever the radius, using a running
/// sum (`rk_box_blur`: rows sixteen at a time, turned into columns so that vector lanes carry
/// them, columns a whole row of running sums at a time, each average a multiply and a shift, exact
/// for every sum a box can have). Values outside the buffer
/// count as zero, so callers pad by three standard deviations.
enum BoxBlur {
    /// Box widths (odd, ≥ 1) for three passes approximating a Gaussian of standard deviation `sigma`.
    static func boxWidths(sigma: Double) -> (Int, Int, Int) {
        guard sigma.isFinite, sigma > 0 else { return (1, 1, 1) }
        let passes = 3.0
        // Past the widest box the passes take (`widestBox`) the width no longer matters, and an
        // unbounded one would not fit an Int.
        let ideal = min((12 * sigma * sigma / passes + 1).squareRoot(), Double(2 * widestBox))
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = max(lower, 1)
        let upper = lower + 2
        // How many of the passes use the lower width so the variances add up to sigma².
        let lowerCount = ((12 * sigma * sigma - passes * Double(lower * lower) - 4 * passes * Double(lower) - 3 * passes)
            / Double(-4 * lower - 4)).rounded()
        let m = Int(min(max(lowerCount, 0), 3))
        // A tuple, not an array: this runs for every shadow of every frame.
        return (m > 0 ? lower : upper, m > 1 ? lower : upper, m > 2 ? lower : upper)
    }

    /// Integers of `sums` per column of the blurred area: the row pass boxes sixteen rows at once
    /// in two strips of 16 bytes per column, the column pass keeps one sum per column.
    static let sumsPerColumn = 8

    /// The widest box the passes average exactly (their divisor is exact below 4096): a box as
    /// wide as that already spans any mask a shadow can have, so wider ones are cut to it.
    static let widestBox = 4095

    /// Blurs `values` (`width × height`, row by row) in place; `scratch` must hold as many bytes
    /// and `sums` `sumsPerColumn · width` integers. The passes run in C (`rk_box_blur`), whose AVX2
    /// build widens them to whole vectors of rows and columns.
    static func blur(_ values: UnsafeMutablePointer<UInt8>, scratch: UnsafeMutablePointer<UInt8>,
                     sums: UnsafeMutablePointer<UInt32>, width: Int, height: Int, sigma: Double) {
        let (a, b, c) = boxWidths(sigma: sigma)
        guard a > 1 || b > 1 || c > 1, width > 0, height > 0 else { return }
        var widths = InlineArray<3, Int32>(repeating: 1)
        widths[0] = Int32(min(a, widestBox)); widths[1] = Int32(min(b, widestBox)); widths[2] = Int32(min(c, widestBox))
        widths.span.withUnsafeBufferPointer { boxes in
            rk_box_blur(values, scratch, sums, Int32(width), Int32(height), boxes.baseAddress, 3)
        }
    }
}
