/// A premultiplied 8-bit colour packed the way SDL's `SDL_PIXELFORMAT_ARGB8888` stores a pixel:
/// one native-endian `UInt32` with alpha in bits 24...31, then red, green and blue.
///
/// Invariant: every colour channel is ≤ alpha. Only `Color.premultiplied` and the blending code
/// make these, so a straight colour can never be mistaken for a premultiplied one.
public struct PremultipliedColor: Hashable, Sendable {
    /// The packed pixel value, `0xAARRGGBB`.
    public let packed: UInt32

    /// A colour from its packed `0xAARRGGBB` value; the caller keeps every channel ≤ alpha.
    @inlinable
    public init(packed: UInt32) { self.packed = packed }

    /// A colour from premultiplied channels; the caller keeps every channel ≤ alpha.
    public init(alpha: UInt8, red: UInt8, green: UInt8, blue: UInt8) {
        packed = UInt32(alpha) << 24 | UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
    }

    /// All zero: no colour, no coverage.
    public static let transparent = PremultipliedColor(packed: 0)

    /// Alpha, 0…255.
    @inlinable public var alpha: UInt8 { UInt8(truncatingIfNeeded: packed >> 24) }
    /// Red multiplied by alpha, 0…alpha.
    @inlinable public var red: UInt8 { UInt8(truncatingIfNeeded: packed >> 16) }
    /// Green multiplied by alpha, 0…alpha.
    @inlinable public var green: UInt8 { UInt8(truncatingIfNeeded: packed >> 8) }
    /// Blue multiplied by alpha, 0…alpha.
    @inlinable public var blue: UInt8 { UInt8(truncatingIfNeeded: packed) }

    /// Back to straight alpha (for PNG export and tests). Transparent pixels become all zero.
    public var unpremultiplied: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let a = UInt32(alpha)
        guard a > 0 else { return (0, 0, 0, 0) }
        func un(_ c: UInt8) -> UInt8 { UInt8(min(255, (UInt32(c) * 255 + a / 2) / a)) }
        return (un(red), un(green), un(blue), alpha)
    }

    /// `a × b / 255`, rounded to nearest, exact for all 8-bit inputs.
    @inlinable @inline(__always)
    public static func mulDiv255(_ a: UInt32, _ b: UInt32) -> UInt32 {
        let t = a &* b &+ 128
        return (t &+ (t >> 8)) >> 8
    }

    /// Scales all four channels of a packed pixel by `factor / 255` (factor 0...255), rounding each
    /// channel to nearest. Two channels are processed per multiply (SWAR).
    @inlinable @inline(__always)
    public static func scale(_ pixel: UInt32, by factor: UInt32) -> UInt32 {
        var rb = (pixel & 0x00FF_00FF) &* factor &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var ag = ((pixel >> 8) & 0x00FF_00FF) &* factor &+ 0x0080_0080
        ag = (ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return rb | ag
    }

    /// Source-over: `src + dst × (1 − srcAlpha)`, both premultiplied.
    @inlinable @inline(__always)
    public static func sourceOver(_ src: UInt32, _ dst: UInt32) -> UInt32 {
        let inverseAlpha = 255 &- (src >> 24)
        return src &+ scale(dst, by: inverseAlpha)
    }
}
