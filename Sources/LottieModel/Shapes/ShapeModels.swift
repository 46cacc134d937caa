import Geometry

/// A group: its items and its transform (the `tr` item, kept apart).
public struct ShapeGroup: Sendable {
    public var name: String
    public var items: [ShapeItem]
    public var transform: ShapeTransform
    public var hidden: Bool
}

/// How a shape's path runs: direction 3 reverses the default (clockwise) winding.
public struct ShapeDirection: Sendable {
    public var reversed: Bool
}

public struct RectangleShape: Sendable {
    public var position: Animated<LottieVector>
    public var size: Animated<LottieVector>
    public var roundness: Animated<Double>
    public var reversed: Bool
    public var hidden: Bool
}

public struct EllipseShape: Sendable {
    public var position: Animated<LottieVector>
    public var size: Animated<LottieVector>
    public var reversed: Bool
    public var hidden: Bool
}

public struct StarShape: Sendable {
    /// True for a polygon (`sy: 2`), false for a star.
    public var isPolygon: Bool
    public var position: Animated<LottieVector>
    public var points: Animated<Double>
    public var rotation: Animated<Double>
    public var outerRadius: Animated<Double>
    public var outerRoundness: Animated<Double>
    public var innerRadius: Animated<Double>
    public var innerRoundness: Animated<Double>
    public var reversed: Bool
    public var hidden: Bool
}

public struct PathShape: Sendable {
    public var shape: Animated<BezierShape>
    public var reversed: Bool
    public var hidden: Bool
}

/// After Effects' blend modes, in the file's numbering (`bm`).
public enum LottieBlendMode: Int, Sendable, CaseIterable {
    case normal = 0, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, hardLight,
         softLight, difference, exclusion, hue, saturation, color, luminosity, add, hardMix
}

public struct FillStyle: Sendable {
    public var color: Animated<LottieVector>
    /// Percent, 0…100.
    public var opacity: Animated<Double>
    public var evenOdd: Bool
    public var blendMode: LottieBlendMode
    public var hidden: Bool
}

/// One entry of a dash pattern.
public struct DashEntry: Sendable {
    public enum Kind: Sendable { case dash, gap, offset }
    public var kind: Kind
    public var length: Animated<Double>
}

/// What strokes and gradient strokes share.
public struct StrokeParameters: Sendable {
    public var width: Animated<Double>
    /// 1 butt, 2 round, 3 square.
    public var cap: LineCap
    /// 1 miter, 2 round, 3 bevel.
    public var join: LineJoin
    public var miterLimit: Double
    public var dashes: [DashEntry]
}

public struct StrokeStyleItem: Sendable {
    public var color: Animated<LottieVector>
    public var opacity: Animated<Double>
    public var stroke: StrokeParameters
    public var blendMode: LottieBlendMode
    public var hidden: Bool
}

/// A gradient's colours: `count` colour stops as (offset, r, g, b) then opacity stops as
/// (offset, alpha), all keyframed together as one list of numbers.
public struct GradientColors: Sendable {
    public var count: Int
    public var values: Animated<GradientValues>
}

/// The numbers of a gradient at one time.
public struct GradientValues: KeyframeValue, Sendable {
    public var numbers: [Double]
    public init(_ numbers: [Double]) { self.numbers = numbers }
    public static func interpolate(from: GradientValues, to: GradientValues, progress: (Int) -> Double) -> GradientValues {
        let t = progress(0)
        guard from.numbers.count == to.numbers.count else { return t < 1 ? from : to }
        var numbers = from.numbers
        for i in numbers.indices { numbers[i] += (to.numbers[i] - numbers[i]) * t }
        return GradientValues(numbers)
    }
}

public struct GradientParameters: Sendable {
    public var isRadial: Bool
    public var start: Animated<LottieVector>
    public var end: Animated<LottieVector>
    /// Highlight length, percent of the radius (radial only).
    public var highlightLength: Animated<Double>
    /// Highlight angle, degrees (radial only).
    public var highlightAngle: Animated<Double>
    public var colors: GradientColors
}

public struct GradientFillStyle: Sendable {
    public var gradient: GradientParameters
    public var opacity: Animated<Double>
    public var evenOdd: Bool
    public var blendMode: LottieBlendMode
    public var hidden: Bool
}

public struct GradientStrokeStyle: Sendable {
    public var gradient: GradientParameters
    public var opacity: Animated<Double>
    public var stroke: StrokeParameters
    public var blendMode: LottieBlendMode
    public var hidden: Bool
}

/// A transform as groups, layers and repeaters have it.
public struct ShapeTransform: Sendable {
    public var anchor: Animated<LottieVector>
    public var position: PositionProperty
    public var scale: Animated<LottieVector>
    /// Degrees, clockwise on screen.
    public var rotation: Animated<Double>
    /// Percent, 0…100.
    public var opacity: Animated<Double>
    /// Degrees.
    public var skew: Animated<Double>
    /// Degrees.
    public var skewAxis: Animated<Double>
    /// Repeater transforms only: opacity of the first and the last copy, percent.
    public var startOpacity: Animated<Double>?
    public var endOpacity: Animated<Double>?

    public static let identity = ShapeTransform(
        anchor: Animated(LottieVector(x: 0, y: 0)), position: .combined(Animated(LottieVector(x: 0, y: 0))),
        scale: Animated(LottieVector(x: 100, y: 100)), rotation: Animated(0), opacity: Animated(100),
        skew: Animated(0), skewAxis: Animated(0), startOpacity: nil, endOpacity: nil)
}

/// A position given whole or as separate x and y (`s: true`).
public enum PositionProperty: Sendable {
    case combined(Animated<LottieVector>)
    case split(x: Animated<Double>, y: Animated<Double>)
}

public struct TrimPaths: Sendable {
    /// Percent.
    public var start: Animated<Double>
    /// Percent.
    public var end: Animated<Double>
    /// Degrees (360 is a whole turn of the path).
    public var offset: Animated<Double>
    /// True for "individually" (`m: 2`): the paths are trimmed as one path laid end to end.
    public var individually: Bool
    public var hidden: Bool
}

public struct Repeater: Sendable {
    public var copies: Animated<Double>
    public var offset: Animated<Double>
    /// True when later copies draw above earlier ones (`m: 1`).
    public var newAbove: Bool
    public var transform: ShapeTransform
    public var hidden: Bool
}

public struct RoundCorners: Sendable {
    public var radius: Animated<Double>
    public var hidden: Bool
}

public struct MergePaths: Sendable {
    /// 1 merge, 2 add, 3 subtract, 4 intersect, 5 exclude intersections.
    public var mode: Int
    public var hidden: Bool
}

public struct OffsetPath: Sendable {
    public var amount: Animated<Double>
    public var join: LineJoin
    public var miterLimit: Animated<Double>
    public var hidden: Bool
}

public struct ZigZag: Sendable {
    public var size: Animated<Double>
    /// Ridges per segment.
    public var ridges: Animated<Double>
    /// True for smooth points (`pt: 2`).
    public var smooth: Bool
    public var hidden: Bool
}

public struct PuckerBloat: Sendable {
    /// Percent; negative puckers, positive bloats.
    public var amount: Animated<Double>
    public var hidden: Bool
}

public struct Twist: Sendable {
    /// Degrees.
    public var angle: Animated<Double>
    public var center: Animated<LottieVector>
    public var hidden: Bool
}
