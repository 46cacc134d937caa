import Geometry
import Raster

/// Modifiers. Render-time effects set the node's own properties and return it (offsets add,
/// opacities and scales multiply, rotations add, so chaining them composes as wrapping would);
/// layout modifiers wrap the node in a new node and return that.
extension Node {
    /// Sets the name shown in layout dumps, the inspector and diagnostics.
    @discardableResult public func named(_ name: String) -> Self { debugName = name; return self }
    /// Sets the identity `setChildren` matches nodes by; a new id counts as a removal plus an insertion.
    @discardableResult public func id(_ id: AnyHashable) -> Self { self.id = id; return self }

    /// Adds (`x`, `y`) points to the drawing offset; layout is unaffected.
    @discardableResult public func offset(x: Double = 0, y: Double = 0) -> Self {
        offset = offset + Point(x: x, y: y)
        return self
    }
    /// Multiplies the group opacity by `value`; the result is clamped to 0…1.
    @discardableResult public func opacity(_ value: Double) -> Self {
        opacity = opacity * value
        return self
    }
    /// Multiplies the scale by `factor` in both axes and sets the anchor; layout is unaffected.
    @discardableResult public func scaleEffect(_ factor: Double, anchor: UnitPoint = .center) -> Self {
        scaleEffect(x: factor, y: factor, anchor: anchor)
    }
    /// Multiplies the scale by `x` and `y` and sets the anchor scale and rotation act about.
    @discardableResult public func scaleEffect(x: Double, y: Double, anchor: UnitPoint = .center) -> Self {
        scale = Size(width: scale.width * x, height: scale.height * y)
        self.anchor = anchor
        return self
    }
    /// Rotation in radians, positive clockwise on screen.
    @discardableResult public func rotationEffect(_ radians: Double, anchor: UnitPoint = .center) -> Self {
        rotation += radians
        self.anchor = anchor
        return self
    }
    /// Sets a drop shadow blurred by `radius` points and moved by (`x`, `y`) points; replaces any
    /// earlier one.
    @discardableResult public func shadow(color: Color = Color(red: 0, green: 0, blue: 0, alpha: 0.33), radius: Double, x: Double = 0, y: Double = 0) -> Self {
        shadow = Shadow(color: color, radius: radius, offset: Point(x: x, y: y))
        return self
    }
    /// Limits drawing and hit testing to `shape`, fitted to the node's bounds.
    @discardableResult public func clipShape(_ shape: ShapeKind) -> Self { clipShape = shape; return self }
    /// Makes `shape`, fitted to the node's bounds, the area that receives hits.
    @discardableResult public func contentShape(_ shape: ShapeKind) -> Self { contentShape = shape; return self }
    /// With false, hits pass through the node and its whole subtree.
    @discardableResult public func allowsHitTesting(_ enabled: Bool) -> Self { allowsHitTesting = enabled; return self }
    /// Sets where the node draws among its siblings (see `zIndex`).
    @discardableResult public func zIndex(_ value: Double) -> Self { zIndex = value; return self }
    /// Sets how the node enters and leaves its container (default `.opacity`).
    @discardableResult public func transition(_ transition: Transition) -> Self { self.transition = transition; return self }
    /// Attaches `gesture` to the node, like `addGesture(_:)`.
    @discardableResult public func gesture(_ gesture: Gesture) -> Self { addGesture(gesture) }

    /// Shows the node only where `mask` draws (any subtree).
    @discardableResult public func mask(_ mask: Node) -> Self { self.mask = mask; return self }

    /// Wraps the node in `length` points of padding on every edge (default 16).
    public func padding(_ length: Double = 16) -> PaddingNode { PaddingNode(self, insets: EdgeInsets(all: length)) }
    /// Wraps the node in padding of `insets` points per edge.
    public func padding(_ insets: EdgeInsets) -> PaddingNode { PaddingNode(self, insets: insets) }
    /// Wraps the node in `horizontal` points of padding left and right and `vertical` top and bottom.
    public func padding(horizontal: Double = 0, vertical: Double = 0) -> PaddingNode {
        PaddingNode(self, insets: EdgeInsets(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal))
    }

    /// Wraps the node in a fixed frame of `width` × `height` points; a nil dimension follows the node.
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> FrameNode {
        FrameNode(self, width: width, height: height, alignment: alignment)
    }

    /// Wraps the node in a flexible frame with min/ideal/max limits in points;
    /// `maxWidth: .infinity` fills the proposed width.
    public func frame(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                      minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                      alignment: Alignment = .center) -> FlexibleFrameNode {
        FlexibleFrameNode(self, horizontal: .init(min: minWidth, ideal: idealWidth, max: maxWidth),
                          vertical: .init(min: minHeight, ideal: idealHeight, max: maxHeight), alignment: alignment)
    }

    /// Keeps the node at its ideal width and height (or the chosen one of them), whatever its
    /// container proposes: a label that must stay on one line.
    public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> FixedSizeNode {
        FixedSizeNode(self, horizontal: horizontal, vertical: vertical)
    }

    /// Wraps the node in a container that takes the whole proposal and centres it at (`x`, `y`) points.
    public func position(x: Double, y: Double) -> PositionNode { PositionNode(self, position: Point(x: x, y: y)) }

    /// `node` behind this one at its size; a node that already has a background is grouped
    /// first so the new background sits outside the old.
    public func background(alignment: Alignment = .center, _ node: Node) -> Node {
        let target = background == nil ? self : Group(self)
        target.setBackground(node, alignment: alignment)
        return target
    }

    /// `node` above this one at its size.
    public func overlay(alignment: Alignment = .center, _ node: Node) -> Node {
        let target = overlay == nil ? self : Group(self)
        target.setOverlay(node, alignment: alignment)
        return target
    }
}

extension ShapeNode {
    /// Fills with a fixed colour, no longer following the environment.
    @discardableResult public func fill(_ color: Color) -> Self { fillSource = nil; fillColor = color; return self }
    /// Fills with `paint` (a gradient, an image), which takes the place of `fillColor`.
    @discardableResult public func fill(_ paint: Paint) -> Self { fillPaint = paint; return self }
    /// Strokes the outline in a fixed colour, `lineWidth` points wide, with the given cap and join.
    @discardableResult public func stroke(_ color: Color, lineWidth: Double = 1, cap: LineCap = .butt, join: LineJoin = .miter) -> Self {
        strokeSource = nil
        strokeColor = color
        self.lineWidth = lineWidth
        strokeStyle = StrokeStyle(width: lineWidth, cap: cap, join: join)
        return self
    }
    /// Strokes only the part of the outline from `start` to `end`, as fractions of its length (0…1).
    @discardableResult public func trim(from start: Double = 0, to end: Double = 1) -> Self {
        trimStart = start
        trimEnd = end
        return self
    }
}

extension TextNode {
    /// Where the lines of a multi-line text sit relative to each other.
    @discardableResult public func lineAlignment(_ alignment: AxisAlignment) -> Self { lineAlignment = alignment; return self }
    /// How small the text may shrink, as a fraction of its font's size (0.1…1), to fit its
    /// width before it wraps (SwiftUI's `minimumScaleFactor`).
    @discardableResult public func minimumScaleFactor(_ factor: Double) -> Self { minimumScaleFactor = factor; return self }
    /// At most `limit` lines, the last ending in "…" when the text needs more (nil: no limit).
    @discardableResult public func lineLimit(_ limit: Int?) -> Self { lineLimit = limit; return self }
}
