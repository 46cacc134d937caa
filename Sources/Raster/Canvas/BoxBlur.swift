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

    /// Blurs `values` (`width × height`, row by row) in place; `scratch` must hold as many bytes
    /// and `sums` `width` integers.
    ///
    /// Both passes walk memory in order: the horizontal one along each row, the vertical one row
    /// by row with a running sum per column (a column-by-column pass strides through the whole
    /// mask for every column). Each average divides by a multiply and a shift, exact for every
    /// sum a box can have.
    static func blur(_ values: UnsafeMutablePointer<UInt8>, scratch: UnsafeMutablePointer<UInt8>,
                     sums: UnsafeMutablePointer<UInt32>, width: Int, height: Int, sigma: Double) {
        let (a, b, c) = boxWidths(sigma: sigma)
        guard a > 1 || b > 1 || c > 1, width > 0, height > 0 else { return }
        // Three calls, not a loop over an array: no allocation per shadow.
        func blurOnce(_ boxWidth: Int) {
            guard boxWidth > 1 else { return }
            let radius = boxWidth / 2
            let divisor = Divisor(boxWidth)
            var row = 0
            while row + 4 <= height {
                horizontalPass4(from: values + row * width, to: scratch + row * width, count: width,
                                radius: radius, divisor: divisor)
                row += 4
            }
            while row < height {
                horizontalPass(from: values + row * width, to: scratch + row * width, count: width,
                               radius: radius, divisor: divisor)
                row += 1
            }
            verticalPass(from: scratch, to: values, sums: sums, width: width, height: height, radius: radius, divisor: divisor)
        }
        blurOnce(a)
        blurOnce(b)
        blurOnce(c)
    }

    /// Rounded division by a box width as a multiply and a shift: `(n + d/2) / d` exactly for
    /// every n up to 256·d (so for any sum of d bytes) while d < 4096.
    struct Divisor {
        let half: UInt64
        let multiplier: UInt64

        init(_ d: Int) {
            half = UInt64(d / 2)
            multiplier = ((1 << 32) + UInt64(d) - 1) / UInt64(d)
        }

        @inline(__always)
        func average(_ sum: UInt32) -> UInt8 {
            UInt8(truncatingIfNeeded: ((UInt64(sum) + half) &* multiplier) >> 32)
        }
    }

    /// One running-sum box pass of width `2·radius + 1` along a row of `count` samples (zero
    /// outside).
    @inline(__always)
    private static func horizontalPass(from source: UnsafeMutablePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>,
                                       count: Int, radius: Int, divisor: Divisor) {
        var sum: UInt32 = 0
        for i in 0...min(radius, count - 1) { sum += UInt32(source[i]) }
        for i in 0..<count {
            target[i] = divisor.average(sum)
            let incoming = i + radius + 1
            let outgoing = i - radius
            if incoming < count { sum += UInt32(source[incoming]) }
            if outgoing >= 0 { sum -= UInt32(source[outgoing]) }
        }
    }

    /// `horizontalPass` on four consecutive rows (`count` apart) at once: a row's running sum is
    /// one chain of dependent additions, and four independent chains keep the processor busy. The
    /// row is cut where samples start leaving the box and where they stop entering it, so no
    /// step tests its own position against the row's ends (the middle stretch's kind is the same
    /// for the whole row); the averages are the same as the one-row pass's.
    @inline(__always)
    private static func horizontalPass4(from source: UnsafeMutablePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>,
                                        count: Int, radius: Int, divisor: Divisor) {
        let s0 = source, s1 = source + count, s2 = source + 2 * count, s3 = source + 3 * count
        let t0 = target, t1 = target + count, t2 = target + 2 * count, t3 = target + 3 * count
        var sum0: UInt32 = 0, sum1: UInt32 = 0, sum2: UInt32 = 0, sum3: UInt32 = 0
        for i in 0...min(radius, count - 1) {
            sum0 &+= UInt32(s0[i]); sum1 &+= UInt32(s1[i]); sum2 &+= UInt32(s2[i]); sum3 &+= UInt32(s3[i])
        }
        // Samples enter the box (from i + radius + 1) while i < entering, and leave it (at
        // i - radius) from i ≥ radius.
        let entering = max(count - radius - 1, 0)
        // A row no longer than the radius has no middle: every sample is in every box.
        let first = min(radius, entering), second = min(max(radius, entering), count)
        var i = 0
        while i < first {
            t0[i] = divisor.average(sum0); t1[i] = divisor.average(sum1)
            t2[i] = divisor.average(sum2); t3[i] = divisor.average(sum3)
            let incoming = i + radius + 1
            sum0 &+= UInt32(s0[incoming]); sum1 &+= UInt32(s1[incoming])
            sum2 &+= UInt32(s2[incoming]); sum3 &+= UInt32(s3[incoming])
            i += 1
        }
        while i < second {
            t0[i] = divisor.average(sum0); t1[i] = divisor.average(sum1)
            t2[i] = divisor.average(sum2); t3[i] = divisor.average(sum3)
            if radius <= entering {
                // Both ends move: the middle of a row longer than the box.
                let incoming = i + radius + 1, outgoing = i - radius
                sum0 = sum0 &+ UInt32(s0[incoming]) &- UInt32(s0[outgoing])
                sum1 = sum1 &+ UInt32(s1[incoming]) &- UInt32(s1[outgoing])
                sum2 = sum2 &+ UInt32(s2[incoming]) &- UInt32(s2[outgoing])
                sum3 = sum3 &+ UInt32(s3[incoming]) &- UInt32(s3[outgoing])
            }
            i += 1
        }
        while i < count {
            t0[i] = divisor.average(sum0); t1[i] = divisor.average(sum1)
            t2[i] = divisor.average(sum2); t3[i] = divisor.average(sum3)
            let outgoing = i - radius
            sum0 &-= UInt32(s0[outgoing]); sum1 &-= UInt32(s1[outgoing])
            sum2 &-= UInt32(s2[outgoing]); sum3 &-= UInt32(s3[outgoing])
            i += 1
        }
    }

    /// The same box down every column at once: one running sum per column, updated a row at a
    /// time (the inner loops run along rows, so they are contiguous and vectorise).
    @inline(__always)
    private static func verticalPass(from source: UnsafeMutablePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>,
                                     sums: UnsafeMutablePointer<UInt32>, width: Int, height: Int, radius: Int,
                                     divisor: Divisor) {
        sums.update(repeating: 0, count: width)
        for row in 0...min(radius, height - 1) {
            let line = source + row * width
            for x in 0..<width { sums[x] &+= UInt32(line[x]) }
        }
        for row in 0..<height {
            let out = target + row * width
            for x in 0..<width { out[x] = divisor.average(sums[x]) }
            let incoming = row + radius + 1
            if incoming < height {
                let line = source + incoming * width
                for x in 0..<width { sums[x] &+= UInt32(line[x]) }
            }
            let outgoing = row - radius
            if outgoing >= 0 {
                let line = source + outgoing * width
                for x in 0..<width { sums[x] &-= UInt32(line[x]) }
            }
        }
    }
}
