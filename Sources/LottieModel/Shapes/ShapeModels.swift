import Geometry

/// A group: its items and its transform (the `tr` item, kept apart).
public struct ShapeGroup: Sendable {
    /// The name the file gives it (`nm`).
    public var name: String
    /// Items.
    public var items: [ShapeItem]
    /// Its transform.
    public var transform: ShapeTransform
    /// True when the file hides it (`hd`): nothing of it is drawn.
    public var hidden: Bool
}

/// Rectangle shape.
public struct RectangleShape: Sendable {
    /// Its position in points.
    public var position: Animated<LottieVector>
    /// Its size in points.
    public var size: Animated<LottieVector>
    /// Roundness.
    public var roundness: Animated<Double>
    /// True when the file reverses its direction (`d: 3`).
    public var reversed: Bool
    /// True when the file hides it (`hd`): nothing of it is drawn.
    public var hidden: Bool
}

/// Ellipse shape.
public struct EllipseShape: Sendable {
    /// Its position in points.
    public var position: Animated<LottieVector>
    /// Its size in points.
    public var size: Animated<LottieVector>
    /// True when the file reverses its direction (`d: 3`).
    public var reversed: Bool
    /// True when the file hides it (`hd`): nothing of it is drawn.
    public var hidden: Bool
}

/// Star shape.
public struct StarShape: Sendable {
    /// True for a polygon (`sy: 2`), false for a star.
    public var isPolygon: Bool
    /// Its position in points.
    public var position: Animated<LottieVector>
    /// Points.
    public var points: Animated<Double>
    /// Rotation.
    public var rotation: Animated<Double>
    /// Outer radius.
    public var outerRadius: Animated<Double>
    /// Outer roundness.
    public var outerRoundness: Animated<Double>
    /// Inner radius.
    public var innerRadius: Animated<Double>
    /// Inner roundness.
    public var innerRoundness: Animated<Double>
    /// True when the file reverses its direction (`d: 3`).
    public var reversed: Bool
    /// True when the file hides it (`hd`): nothing of it is drawn.
    public var hidden: Bool
}

/// Path shape.
public struct PathShape: Sendable {
    /// Its outline, keyframed.
    public var shape: Animated<BezierShape>
    /// True when the file reverses its direction (`d: 3`).
    public var reversed: Bool
    /// True when the file hides it (`hd`): nothing of it is drawn.
    public var hidden: Bool
}

/// After Effects' blend modes, in the file's numbering (`bm`).
public enum LottieBlendMode: Int, Sendable, CaseIterable {
    /// Normal.
    case normal = 0, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, hardLight,
         softLight, difference, exclusion, hue, saturation, color, luminosity, add, hardMix
}

/// Fill style.
public struct FillStyle: Sendable {
    /// Color.
    public var color: Animated<LottieVector>
    /// Percent, 0…100.
    public var opacity: Animated<Double>
    /// Even odd.
    public var evenOdd: Bool
    /// How it blends with what lies under it (`bm`).
    public var blendMode: LottieBlendMode
    /// True when the file hides it (`hd`): nothing of it is drawn.
    public var hidden: Bool
}

/// One entry of a dash pattern.
public struct DashEntry: Sendable {
    /// Kind.
    public enum Kind: Sendable { case dash, gap, offset }
    /// What kind it is.
    public var kind: Kind
    /// Length.
    public var length: Animated<Double>
}

/// What strokes and gradient strokes share.
public struct StrokeParameters: Sendable {
    /// Width in points.
    public var width: Animated<Double>
    /// 1 butt, 2 round, 3 square.
    public var cap: LineCap
    /// 1 miter, 2 round, 3 bevel.
    public var join: LineJoin
    /// Miter limit.
    public var miterLimit: Double
    /// Dashes.
    public var dashes: [DashEntry]
}

/// Stroke style item.
public struct StrokeStyleItem: Sendable {
    /// Color.
    public var color: Animated<LottieVector>
    /// Opacity in percent (0…100).
    public var opacity: Animated<Double>
    /// Stroke.
    public var stroke: StrokeParameters
    /// How it blends with what lies under it (`bm`).
    public var blendMode: LottieBlendMode
    /// True when the file hides it (`hd`): nothing of it is drawn.
    public var hidden: Bool
}

/// A gradient's colours: `count` colour stops as (offset, r, g, b) then opacity stops as
/// (offset, alpha), all keyframed together as one list of numbers.
public struct GradientColors: Sendable {
    /// Count.
    public var count: Int
    /// Values.
    public var values: Animated<GradientValues>
}

/// The numbers of a gradient at one time.
public struct GradientValues: KeyframeValue, Sendable {
    /// Numbers.
    public var numbers: [Double]
    /// Creates it from its parts.
    public init(_ numbers: [Double]) { self.numbers = numbers }
    /// The value `progress` of the way from `from` to `to` (see `KeyframeValue`).
    public static func interpolate(from: GradientValues, to: GradientValues, progress: (Int) -> Double) -> GradientValues {
        let t = progress(0)
        guard from.numbers.count == to.numbers.count else { return t < 1 ? from : to }
        var numbers = from.numbers
        for i in numbers.indices { numbers[i] += (to.numbers[i] - numbers[i]) * t }
        return GradientValues(numbers)
    }
}

/// Gradient parameters.
public struct GradientParameters: Sendable {
    /// Is radial.
    public var isRadial: Bool
    /// Start.
    public var start: Animated<LottieVector>
    /// End.
    public var end: Animated<LottieVector>
    /// Highlight length, percent of the radius (radial only).
    public var highlightLength: Animated<Double>
    /// Highlight angle, degrees (radial only).
    public var highlightAngle: Animated<Double>
    /// Colors.
    public var colors: GradientColors
}

/// Gradient fill style.
public struct GradientFillStyle: Sendable {
    /// Gradient.
    public var gradient: GradientParameters
    /// Opacity in percent (0…100).
    public var opacity: Animated<Double>
    /// Even odd.
    public var evenOdd: Bool
    /// How it blends with what lies under it (`bm`).
    public var blendMode: LottieBlendMode
    /// True when the file hides it (`hd`): nothing of it is drawn.
    public var hidden: Bool
}

/// Gradient stroke style.
public struct GradientStrokeStyle: Sendable {
    /// Gradient.
    public var gradient: GradientParameters
    /// Opacity in percent (0…100).
    public var opacity: Animated<Double>
    /// Stroke.
    public var stroke: StrokeParameters
    /// How it blends with what lies under it (`bm`).
    public var blendMode: LottieBlendMode
    /// True when the file hides it (`hd`): nothing of it is drawn.
    public var hidden: Bool
}

/// A transform as groups, layers and repeaters have it.
public struct ShapeTransform: Sendable {
    /// Anchor.
    public var anchor: Animated<LottieVector>
    /// Its position in points.
    public var position: PositionProperty
    /// Scale.
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
    /// End opacity.
    public var endOpacity: Animated<Double>?

    /// Identity.
    public static let identity = ShapeTransform(
        anchor: Animated(LottieVector(x: 0, y: 0)), position: .combined(Animated(LottieVector(x: 0, y: 0))),
        scale: Animated(LottieVector(x: 100, y: 100)), rotation: Animated(0), opacity: Animated(100),
        skew: Animated(0), skewAxis: Animated(0), startOpacity: nil, endOpacity: nil)
}

/// A position given whole or as separate x and y (`s: true`).
public enum PositionProperty: Sendable {
    /// Combined.
    case combined(Animated<LottieVector>)
    /// Split.
    case split(x: Animated<Double>, y: Animated<Double>)
}

/// Trim paths.
public struct TrimPaths: Sendable {
    /// Percent.
    public var start: Animated<Double>
    /// Percent.
    public var end: Animated<Double>
    /// Degrees (360 is a whole turn of the path).
    public var offset: Animated<Double>
    /// True for "individually" (`m: 2`): the paths are trimmed as one path laid end to end.
    public var individually: Bool
    /// True when the file hides it (`hd`): nothing of it is drawn.
    public var hidden: Bool
}

/// Repeater.
public struct Repeater: Sendable {
    /// Copies.
    public var copies: Animated<Double>
    /// Offset.
    public var offset: Animated<Double>
    /// True when later copies draw above earlier ones (`m: 1`).
    public var newAbove: Bool
    /// Its transform.
    public var transform: ShapeTransform
    /// True when the file hides it (`hd`): nothing of it is drawn.
    public var hidden: Bool
}

/// Round corners.
public struct RoundCorners: Sendable {
    /// Radius.
    public var radius: Animated<Double>
    /// True when the file hides it (`hd`): nothing of it is drawn.
    public var hidden: Bool
}

/// Merge paths.
public struct MergePaths: Sendable {
    /// 1 merge, 2 add, 3 subtract, 4 intersect, 5 exclude intersections.
    public var mode: Int
    /// True when the file hides it (`hd`): nothing of it is drawn.
    public var hidden: Bool
}

/// Offset path.
public struct OffsetPath: Sendable {
    /// Amount.
    public var amount: Animated<Double>
    /// Join.
    public var join: LineJoin
    /// Miter limit.
    public var miterLimit: Animated<Double>
    /// True when the file hides it (`hd`): nothing of it is drawn.
    public var hidden: Bool
}

/// Zig zag.
public struct ZigZag: Sendable {
    /// Its size in points.
    public var size: Animated<Double>
    /// Ridges per segment.
    public var ridges: Animated<Double>
    /// True for smooth points (`pt: 2`).
    public var smooth: Bool
    /// True when the file hides it (`hd`): nothing of it is drawn.
    public var hidden: Bool
}

/// Pucker bloat.
public struct PuckerBloat: Sendable {
    /// Percent; negative puckers, positive bloats.
    public var amount: Animated<Double>
    /// True when the file hides it (`hd`): nothing of it is drawn.
    public var hidden: Bool
}

/// Twist.
public struct Twist: Sendable {
    /// Degrees.
    public var angle: Animated<Double>
    /// Center.
    public var center: Animated<LottieVector>
    /// True when the file hides it (`hd`): nothing of it is drawn.
    public var hidden: Bool
}
