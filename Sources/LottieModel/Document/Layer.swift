/// One layer of a composition. Times are frames of the composition that holds it.
public struct Layer: Sendable {
    /// The name the file gives it (`nm`).
    public var name: String
    /// The layer's `ind`, by which parents and mattes refer to it.
    public var index: Int?
    /// The `ind` of the parent layer, whose transform this one's is nested in.
    public var parent: Int?
    /// Content.
    public var content: LayerContent
    /// In point.
    public var inPoint: Double
    /// Out point.
    public var outPoint: Double
    /// Frame at which the layer's own time starts (`st`).
    public var startTime: Double
    /// Time stretch (`sr`): the layer's time runs 1/stretch as fast.
    public var stretch: Double
    /// Its transform.
    public var transform: ShapeTransform
    /// Rotates the layer along its motion path.
    public var autoOrient: Bool
    /// True when the file hides it (`hd`): nothing of it is drawn.
    public var hidden: Bool
    /// How it blends with what lies under it (`bm`).
    public var blendMode: LottieBlendMode
    /// Masks.
    public var masks: [Mask]
    /// How the matte source draws this layer through, when it has one (`tt`).
    public var matteMode: MatteMode?
    /// The `ind` of the matte source when chosen explicitly (`tp`); else the layer above.
    public var matteParent: Int?
    /// True for a layer that only serves as another's matte (`td`): not drawn itself.
    public var isMatteSource: Bool
    /// Effects.
    public var effects: [Effect]
    /// Time remapping (`tm`), seconds of the precomposition per frame.
    public var timeRemap: Animated<Double>?
    /// Where the layer is in the document.
    public var path: String
}

/// What a layer draws.
public enum LayerContent: Sendable {
    /// A precomposition's layers (by asset id), in a box of the given size.
    case precomposition(id: String, width: Double, height: Double)
    /// A rectangle of one colour.
    case solid(color: LottieVector, width: Double, height: Double)
    /// Image.
    case image(id: String)
    /// Nothing: a parent for others.
    case null
    /// Shapes.
    case shapes([ShapeItem])
    /// Text.
    case text(TextLayerData)
    /// A layer kind not drawn (3D camera, light, audio, data), with its `ty`.
    case unsupported(type: Int)
}

/// Mattes: how a layer shows through the one that is its matte source.
public enum MatteMode: Int, Sendable {
    /// Alpha.
    case alpha = 1, invertedAlpha = 2, luma = 3, invertedLuma = 4
}

/// A layer mask.
public struct Mask: Sendable {
    /// Mode.
    public enum Mode: String, Sendable {
        /// None.
        case none = "n", add = "a", subtract = "s", intersect = "i", lighten = "l", darken = "d", difference = "f"
    }
    /// The mode the file gives.
    public var mode: Mode
    /// True when inverted.
    public var inverted: Bool
    /// Its outline, keyframed.
    public var shape: Animated<BezierShape>
    /// Percent.
    public var opacity: Animated<Double>
    /// Points, outward positive.
    public var expansion: Animated<Double>
    /// Points.
    public var feather: Animated<LottieVector>
    /// Where it is in the document, as a JSON path.
    public var path: String
}

/// A layer effect (`ef`): its kind (`ty`) and its controls' values in order.
public struct Effect: Sendable {
    /// Kind.
    public enum Kind: Sendable, Equatable {
        /// Fill.
        case fill, tint, dropShadow, gaussianBlur
        /// Expression controls (sliders, colours, points that only feed expressions): nothing to draw.
        case controls
        /// Other.
        case other(Int)
    }
    /// What kind it is.
    public var kind: Kind
    /// The name the file gives it (`nm`).
    public var name: String
    /// False when the file switches it off.
    public var enabled: Bool
    /// The effect's controls (`ef[].v`), in the file's order.
    public var values: [EffectValue]
    /// Where it is in the document, as a JSON path.
    public var path: String
}

/// One control of an effect: a number, a colour or a point.
public enum EffectValue: Sendable {
    /// Scalar.
    case scalar(Animated<Double>)
    /// Vector.
    case vector(Animated<LottieVector>)
    /// Other.
    case other
}

/// A text layer's documents and what shapes its lines.
public struct TextLayerData: Sendable {
    /// The text document keyframes (each holds until the next).
    public var documents: [(time: Double, document: TextDocument)]
    /// True when the file animates the text with animators (`a`), which are reported.
    public var hasAnimators: Bool
}

/// Text document.
public struct TextDocument: Sendable {
    /// Text.
    public var text: String
    /// Font name.
    public var fontName: String
    /// Points.
    public var size: Double
    /// Fill color.
    public var fillColor: LottieVector?
    /// Stroke color.
    public var strokeColor: LottieVector?
    /// Stroke width.
    public var strokeWidth: Double
    /// Stroke over fill.
    public var strokeOverFill: Bool
    /// 0 left, 1 right, 2 centre (and AE's full-justify variants, drawn as left).
    public var justification: Int
    /// Thousandths of an em.
    public var tracking: Double
    /// Points.
    public var lineHeight: Double
    /// Shift of the baseline, points.
    public var baselineShift: Double
    /// The text box (paragraph text), when given: its top-left and size.
    public var boxPosition: LottieVector?
    /// Box size.
    public var boxSize: LottieVector?
}
