/// What fills the pixels a shape covers. Gradients live in the user space of the shape they paint.
public enum Shader: Sendable {
    case solid(Color)
    case linearGradient(LinearGradient)
    case radialGradient(RadialGradient)
    case angularGradient(AngularGradient)
    case image(ImagePattern)
}

/// A shader plus an opacity that multiplies it (0...1).
public struct Paint: Sendable {
    public var shader: Shader
    /// Multiplies the shader's alpha; values outside 0...1 are clamped.
    public var opacity: Double

    public init(_ shader: Shader, opacity: Double = 1) {
        self.shader = shader
        self.opacity = opacity
    }

    public init(_ color: Color) {
        self.init(.solid(color))
    }

    public static func solid(_ color: Color, opacity: Double = 1) -> Paint {
        Paint(.solid(color), opacity: opacity)
    }

    public static func linearGradient(_ gradient: LinearGradient, opacity: Double = 1) -> Paint {
        Paint(.linearGradient(gradient), opacity: opacity)
    }

    public static func radialGradient(_ gradient: RadialGradient, opacity: Double = 1) -> Paint {
        Paint(.radialGradient(gradient), opacity: opacity)
    }

    public static func image(_ pattern: ImagePattern, opacity: Double = 1) -> Paint {
        Paint(.image(pattern), opacity: opacity)
    }

    public static func angularGradient(_ gradient: AngularGradient, opacity: Double = 1) -> Paint {
        Paint(.angularGradient(gradient), opacity: opacity)
    }
}
