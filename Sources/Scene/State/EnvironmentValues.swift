import Raster

/// Light or dark appearance.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    /// The light appearance (the default).
    case light
    /// The dark appearance.
    case dark
}

/// Values a node inherits from its ancestors unless it overrides them (SwiftUI's environment):
/// set one on a node with `environment(_:_:)` and every node below sees it. Nodes that depend on
/// the environment (semantic colours) re-resolve when it changes, in the transaction of the
/// change, so a scheme switch inside `withAnimation` cross-fades every colour in the subtree.
public struct EnvironmentValues: Sendable, Hashable {
    /// The appearance semantic colours resolve for.
    public var colorScheme: ColorScheme = .light
    /// The colour of text and shapes drawn with `ColorSource.foreground`.
    public var foregroundColor: DynamicColor = .primary
    /// The accessibility setting: movement should become fades or jumps. Mirrors
    /// `SceneGraph.reduceMotion`.
    public var reduceMotion = false

    /// The defaults: light scheme, `.primary` foreground, reduce motion off.
    public init() {}
}

/// A colour with a value per colour scheme: an asset-catalogue colour such as
/// `Color("color/selectionBackground")`.
public struct DynamicColor: Sendable, Hashable {
    /// The colour in the light scheme.
    public var light: Color
    /// The colour in the dark scheme.
    public var dark: Color

    /// A colour with one value per scheme.
    public init(light: Color, dark: Color) {
        self.light = light
        self.dark = dark
    }

    /// The same colour in both schemes.
    public init(_ color: Color) {
        light = color
        dark = color
    }

    /// Black on light, white on dark: the default foreground.
    public static let primary = DynamicColor(light: .black, dark: .white)

    /// The colour for `scheme`.
    public func resolved(for scheme: ColorScheme) -> Color {
        scheme == .light ? light : dark
    }
}

/// Where a node's colour comes from: a fixed colour, a semantic colour resolved for the colour
/// scheme, or the inherited foreground colour (SwiftUI's `.foregroundColor` on a container).
public enum ColorSource: Sendable, Hashable {
    /// One colour whatever the environment.
    case fixed(Color)
    /// A semantic colour, resolved for the environment's colour scheme.
    case dynamic(DynamicColor)
    /// The inherited `foregroundColor`, resolved for the colour scheme.
    case foreground

    /// A semantic colour from its two values.
    public static func dynamic(light: Color, dark: Color) -> ColorSource {
        .dynamic(DynamicColor(light: light, dark: dark))
    }

    /// The colour in `environment`.
    public func resolved(in environment: EnvironmentValues) -> Color {
        switch self {
        case .fixed(let color): color
        case .dynamic(let color): color.resolved(for: environment.colorScheme)
        case .foreground: environment.foregroundColor.resolved(for: environment.colorScheme)
        }
    }

    /// True when the colour depends on the environment.
    var isEnvironmental: Bool {
        if case .fixed = self { return false }
        return true
    }
}
