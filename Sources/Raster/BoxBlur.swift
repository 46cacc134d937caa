/// A Gaussian blur approximated by three successive box blurs per axis, whose widths are chosen
/// so the combined variance equals the Gaussian's (the classic result that repeated box filters
/// converge to a Gaussian). Each pass costs O(1) per pixel whatever the radius, using a running
/// sum. Values outside the buffer count as zero, so callers pad by three standard deviations.
enum BoxBlur {
    /// Box widths (odd, ≥ 1) for three passes approximating a Gaussian of standard deviation `sigma`.
    static func boxWidths(sigma: Double) -> (Int, Int, Int) {
        guard sigma.isFinite, sigma > 0 else { return (1, 1, 1) }
        let passes = 3.0
        let ideal = (12 * sigma * sigma / passes + 1).squareRoot()
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

    /// Blurs `values` (`width × height`, row by row) in place; `scratch` must hold as many bytes.
    static func blur(_ values: UnsafeMutablePointer<UInt8>, scratch: UnsafeMutablePointer<UInt8>,
                     width: Int, height: Int, sigma: Double) {
        let (a, b, c) = boxWidths(sigma: sigma)
        guard a > 1 || b > 1 || c > 1 else { return }
        func blurOnce(_ boxWidth: Int) {
            guard boxWidth > 1 else { return }
            // Horizontal into scratch, vertical back into values.
            for row in 0..<height {
                pass(from: values + row * width, to: scratch + row * width, count: width, stride: 1, radius: boxWidth / 2)
            }
            for column in 0..<width {
                pass(from: scratch + column, to: values + column, count: height, stride: width, radius: boxWidth / 2)
            }
        }
        blurOnce(a)
        blurOnce(b)
        blurOnce(c)
    }

    /// One running-sum box pass of width `2·radius + 1` along a line of `count` samples.
    @inline(__always)
    private static func pass(from source: UnsafeMutablePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>,
                             count: Int, stride: Int, radius: Int) {
        let width = 2 * radius + 1
        let half = width / 2
        var sum = 0
        // Prime the window for output 0: samples −radius…radius (zero outside).
        for i in 0...min(radius, count - 1) { sum += Int(source[i * stride]) }
        for i in 0..<count {
            target[i * stride] = UInt8((sum + half) / width)
            let incoming = i + radius + 1
            let outgoing = i - radius
            if incoming < count { sum += Int(source[incoming * stride]) }
            if outgoing >= 0 { sum -= Int(source[outgoing * stride]) }
        }
    }
}
