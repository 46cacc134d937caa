/// One item of a shape layer's contents or of a group, in the file's order (the first item is
/// drawn on top). Each case's model is in `Shapes/ShapeModels.swift`.
public indirect enum ShapeItem: Sendable {
    /// Group.
    case group(ShapeGroup)
    /// Rectangle.
    case rectangle(RectangleShape)
    /// Ellipse.
    case ellipse(EllipseShape)
    /// Star.
    case star(StarShape)
    /// Where it is in the document, as a JSON path.
    case path(PathShape)
    /// Fill.
    case fill(FillStyle)
    /// Stroke.
    case stroke(StrokeStyleItem)
    /// Gradient fill.
    case gradientFill(GradientFillStyle)
    /// Gradient stroke.
    case gradientStroke(GradientStrokeStyle)
    /// Its transform.
    case transform(ShapeTransform)
    /// Trim.
    case trim(TrimPaths)
    /// Repeater.
    case repeater(Repeater)
    /// Round corners.
    case roundCorners(RoundCorners)
    /// Merge paths.
    case mergePaths(MergePaths)
    /// Offset path.
    case offsetPath(OffsetPath)
    /// Zig zag.
    case zigZag(ZigZag)
    /// Pucker bloat.
    case puckerBloat(PuckerBloat)
    /// Twist.
    case twist(Twist)
    /// An item of a kind not drawn (its `ty` and where it is); reported, skipped.
    case unsupported(type: String, path: String)
}
