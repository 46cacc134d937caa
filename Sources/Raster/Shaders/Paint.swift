/// What fills the pixels a shape covers. Gradients live in the user space of the shape they paint.
public enum Shader: Sendable {
    /// One colour everywhere.
    case solid(Color)
    /// Colours along a line.
    case linearGradient(LinearGradient)
    /// Colours by distance from a centre.
    case radialGradient(RadialGradient)
    /// Colours by angle around a centre.
    case angularGradient(AngularGradient)
    /// An image, bilinearly sampled.
    case image(ImagePattern)
}

/// A shader plus an opacity that multiplies it (0...1).
public struct Paint: Sendable {
    /// Where the colours come from.
    public var shader: Shader
    /// Multiplies the shader's alpha; values outside 0...1 are clamped.
    public var opacity: Double

    /// `shader` at `opacity` (clamped to 0…1 when drawn).
    public init(_ shader: Shader, opacity: Double = 1) {
        self.shader = shader
        self.opacity = opacity
    }

    /// A solid colour at full opacity.
    public init(_ color: Color) {
        self.init(.solid(color))
    }

    /// A solid colour at `opacity`.
    public static func solid(_ color: Color, opacity: Double = 1) -> Paint {
        Paint(.solid(color), opacity: opacity)
    }

    /// A linear gradient at `opacity`.
    public static func linearGradient(_ gradient: LinearGradient, opacity: Double = 1) -> Paint {
        Paint(.linearGradient(gradient), opacity: opacity)
    }

    /// A radial gradient at `opacity`.
    public static func radialGradient(_ gradient: RadialGradient, opacity: Double = 1) -> Paint {
        Paint(.radialGradient(gradient), opacity: opacity)
    }

    /// An image pattern at `opacity`.
    public static func image(_ pattern: ImagePattern, opacity: Double = 1) -> Paint {
        Paint(.image(pattern), opacity: opacity)
    }

    /// The opacity as drawn: clamped to 0…1, and 0 when it is not a number.
    var drawnOpacity: Double {
        opacity.isFinite ? min(max(opacity, 0), 1) : 0
    }

    /// A solid colour's packed premultiplied pixel at the drawn opacity.
    static func premultipliedSolid(_ color: Color, opacity: Double) -> UInt32 {
        color.withAlphaMultiplied(by: opacity).premultiplied.packed
    }

    /// An angular gradient at `opacity`.
    public static func angularGradient(_ gradient: AngularGradient, opacity: Double = 1) -> Paint {
        Paint(.angularGradient(gradient), opacity: opacity)
    }
}

extension Paint {
    /// Changes a gradient's stops in place (see `LinearGradient.updateStops`): no allocation
    /// when this paint is the only copy of the gradient. False, and nothing changed, when the
    /// shader is not a gradient.
    public mutating func updateGradientStops(_ body: (inout [GradientStop]) -> Void) -> Bool {
        // The payload is taken out and the shader cleared, so the gradient is not shared with
        // the enum while it changes.
        switch shader {
        case .linearGradient(var gradient):
            shader = .solid(.clear)
            gradient.updateStops(body)
            shader = .linearGradient(gradient)
        case .radialGradient(var gradient):
            shader = .solid(.clear)
            gradient.updateStops(body)
            shader = .radialGradient(gradient)
        case .angularGradient(var gradient):
            shader = .solid(.clear)
            gradient.updateStops(body)
            shader = .angularGradient(gradient)
        case .solid, .image:
            return false
        }
        return true
    }
}
