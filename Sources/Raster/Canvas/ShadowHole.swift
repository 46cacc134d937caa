import Geometry

/// Device pixels a shadow may skip because the opaque paint drawn right after it covers them
/// (the node that casts the shadow): an upright rectangle of pixels, and for a turned shape the
/// turned rectangle itself, followed row by row, so that a tilted card's shadow is not sampled
/// under the whole of the card rather than only under the upright rectangle inscribed in it.
///
/// Every pixel the hole holds lies a pixel or more inside the rectangle on every side, so the
/// paint over it covers it fully whatever the rounding of coverage at its edges.
public struct ShadowHole: Sendable, Equatable {
    /// An upright rectangle of pixels wholly in the hole (empty: none): what a blur split into
    /// bands around the hole leaves out (`Canvas.drawScratchShadow`).
    public let inscribed: IntRect
    /// The turned rectangle in device pixels: its centre, the unit direction of its width (its
    /// height runs a quarter turn clockwise from it on screen) and its half sizes; nil when the
    /// hole is `inscribed` alone.
    private let turned: Turned?

    fileprivate struct Turned: Sendable, Equatable {
        let centerX: Double, centerY: Double
        let cosine: Double, sine: Double
        let halfWidth: Double, halfHeight: Double
    }

    /// No pixels.
    public static let empty = ShadowHole(IntRect.empty)

    /// The pixels of `rect` (device pixels).
    public init(_ rect: IntRect) {
        inscribed = rect
        turned = nil
    }

    /// The device pixels wholly inside `rect` (local coordinates) under `transform`, a scale with a
    /// turn: an upright rectangle inscribed in the turned one, less a pixel on each side for the
    /// rounding of coverage at its edges. Empty for a transform that skews or turns near 45°, where
    /// the inscribed rectangle is small.
    public static func inscribedPixels(inside rect: Rect, under transform: Transform) -> IntRect {
        guard let scale = Canvas.uniformScale(of: transform), scale > 0, rect.width > 0, rect.height > 0 else { return .empty }
        let cosine = abs(transform.a) / scale, sine = abs(transform.b) / scale
        let determinant = cosine * cosine - sine * sine
        guard determinant > 0.25 else { return .empty }
        let halfWidth = scale * rect.width / 2, halfHeight = scale * rect.height / 2
        // The upright rectangle's corners touch both pairs of the turned one's sides.
        // Bounded (no pixmap is near 10⁸ pixels wide): a vast frame's hole still converts to whole
        // numbers instead of trapping.
        let w = min((halfWidth * cosine - halfHeight * sine) / determinant, 1e8)
        let h = min((halfHeight * cosine - halfWidth * sine) / determinant, 1e8)
        let centre = transform.apply(rect.center)
        guard w > 2, h > 2, centre.x.isFinite, centre.y.isFinite, abs(centre.x) < 1e7, abs(centre.y) < 1e7 else { return .empty }
        let minX = Int((centre.x - w).rounded(.up)) + 1, maxX = Int((centre.x + w).rounded(.down)) - 1
        let minY = Int((centre.y - h).rounded(.up)) + 1, maxY = Int((centre.y + h).rounded(.down)) - 1
        guard maxX > minX, maxY > minY else { return .empty }
        return IntRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The device pixels a pixel or more inside `rect` (local coordinates) under `transform`,
    /// which must turn, scale evenly and move (any other transform gives the upright rectangle
    /// of such pixels alone, `inscribedPixels`).
    public init(inside rect: Rect, under transform: Transform) {
        inscribed = Self.inscribedPixels(inside: rect, under: transform)
        guard transform.b != 0 || transform.c != 0, let scale = Canvas.uniformScale(of: transform), scale > 0,
              rect.width > 0, rect.height > 0 else {
            turned = nil
            return
        }
        let centre = transform.apply(rect.center)
        guard centre.x.isFinite, centre.y.isFinite, abs(centre.x) < 1e7, abs(centre.y) < 1e7,
              (scale * rect.width).isFinite, (scale * rect.height).isFinite else {
            turned = nil
            return
        }
        turned = Turned(centerX: centre.x, centerY: centre.y, cosine: transform.a / scale, sine: transform.b / scale,
                        halfWidth: scale * rect.width / 2, halfHeight: scale * rect.height / 2)
    }

    /// True when the hole holds no pixel.
    public var isEmpty: Bool { inscribed.isEmpty && turned == nil }

    /// The columns of device row `y` in the hole (empty when none).
    @inline(__always)
    public func columns(row y: Int) -> Range<Int> {
        if let turned { return turned.columns(row: y) }
        guard y >= inscribed.minY, y < inscribed.maxY else { return 0..<0 }
        return inscribed.minX..<inscribed.maxX
    }
}

extension ShadowHole.Turned {
    /// The pixels of row `y` whose square, grown by a pixel on every side, lies inside: along
    /// the lines y − 1 and y + 2 the rectangle's slices, intersected (a convex shape holds every
    /// vertical segment between points of two of its slices), less a pixel at each end.
    func columns(row y: Int) -> Range<Int> {
        var low = -Double.infinity, high = Double.infinity
        func slice(along line: Double) {
            let dy = line - centerY
            // Along the width: |(x − cx)·cos + dy·sin| ≤ halfWidth.
            limit(coefficient: cosine, offset: dy * sine, half: halfWidth, low: &low, high: &high)
            // Along the height: |−(x − cx)·sin + dy·cos| ≤ halfHeight.
            limit(coefficient: -sine, offset: dy * cosine, half: halfHeight, low: &low, high: &high)
        }
        slice(along: Double(y) - 1)
        slice(along: Double(y) + 2)
        guard high - low > 2 else { return 0..<0 }
        // Bounded before converting: a rectangle far larger than any pixmap still gives whole numbers.
        let left = min(max(low + centerX, -1e8), 1e8), right = min(max(high + centerX, -1e8), 1e8)
        let first = Int(left.rounded(.up)) + 1, end = Int(right.rounded(.down)) - 1
        return first < end ? first..<end : 0..<0
    }

    /// Narrows [`low`, `high`] (x − cx) to where |coefficient·(x − cx) + offset| ≤ half.
    private func limit(coefficient: Double, offset: Double, half: Double, low: inout Double, high: inout Double) {
        if abs(coefficient) < 1e-12 {
            // The row runs along this side: inside for every x, or for none.
            if abs(offset) > half { low = .infinity; high = -.infinity }
            return
        }
        let a = (-half - offset) / coefficient, b = (half - offset) / coefficient
        low = max(low, min(a, b))
        high = min(high, max(a, b))
    }
}
