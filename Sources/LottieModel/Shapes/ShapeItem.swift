/// One item of a shape layer's contents or of a group, in the file's order (the first item is
/// drawn on top). Each case's model is in `Shapes/ShapeModels.swift`.
public indirect enum ShapeItem: Sendable {
    case group(ShapeGroup)
    case rectangle(RectangleShape)
    case ellipse(EllipseShape)
    case star(StarShape)
    case path(PathShape)
    case fill(FillStyle)
    case stroke(StrokeStyleItem)
    case gradientFill(GradientFillStyle)
    case gradientStroke(GradientStrokeStyle)
    case transform(ShapeTransform)
    case trim(TrimPaths)
    case repeater(Repeater)
    case roundCorners(RoundCorners)
    case mergePaths(MergePaths)
    case offsetPath(OffsetPath)
    case zigZag(ZigZag)
    case puckerBloat(PuckerBloat)
    case twist(Twist)
    /// An item of a kind not drawn (its `ty` and where it is); reported, skipped.
    case unsupported(type: String, path: String)
}
