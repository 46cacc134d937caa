import Geometry
import Raster

/// Modifiers. Render-time effects set the node's own properties and return it (offsets add,
/// opacities and scales multiply, rotations add, so chaining them composes as wrapping would);
/// layout modifiers wrap the node in a new node and return that.
extension Node {
    @discardableResult public func named(_ name: String) -> Self { debugName = name; return self }
    @discardableResult public func id(_ id: AnyHashable) -> Self { self.id = id; return self }

    @discardableResult public func offset(x: Double = 0, y: Double = 0) -> Self {
        offset = offset + Point(x: x, y: y)
        return self
    }
    @discardableResult public func opacity(_ value: Double) -> Self {
        opacity = opacity * value
        return self
    }
    @discardableResult public func scaleEffect(_ factor: Double, anchor: UnitPoint = .center) -> Self {
        scaleEffect(x: factor, y: factor, anchor: anchor)
    }
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
    @discardableResult public func shadow(color: Color = Color(red: 0, green: 0, blue: 0, alpha: 0.33), radius: Double, x: Double = 0, y: Double = 0) -> Self {
        shadow = Shadow(color: color, radius: radius, offset: Point(x: x, y: y))
        return self
    }
    @discardableResult public func clipShape(_ shape: ShapeKind) -> Self { clipShape = shape; return self }
    @discardableResult public func contentShape(_ shape: ShapeKind) -> Self { contentShape = shape; return self }
    @discardableResult public func allowsHitTesting(_ enabled: Bool) -> Self { allowsHitTesting = enabled; return self }
    @discardableResult public func transition(_ transition: Transition) -> Self { self.transition = transition; return self }
    @discardableResult public func gesture(_ gesture: Gesture) -> Self { addGesture(gesture) }

    /// Shows the node only where `mask` draws (any subtree).
    @discardableResult public func mask(_ mask: Node) -> Self { self.mask = mask; return self }

    public func padding(_ length: Double = 16) -> PaddingNode { PaddingNode(self, insets: EdgeInsets(all: length)) }
    public func padding(_ insets: EdgeInsets) -> PaddingNode { PaddingNode(self, insets: insets) }
    public func padding(horizontal: Double = 0, vertical: Double = 0) -> PaddingNode {
        PaddingNode(self, insets: EdgeInsets(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal))
    }

    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> FrameNode {
        FrameNode(self, width: width, height: height, alignment: alignment)
    }

    public func frame(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                      minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                      alignment: Alignment = .center) -> FlexibleFrameNode {
        FlexibleFrameNode(self, horizontal: .init(min: minWidth, ideal: idealWidth, max: maxWidth),
                          vertical: .init(min: minHeight, ideal: idealHeight, max: maxHeight), alignment: alignment)
    }

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
    @discardableResult public func fill(_ color: Color) -> Self { fillSource = nil; fillColor = color; return self }
    @discardableResult public func fill(_ paint: Paint) -> Self { fillPaint = paint; return self }
    @discardableResult public func stroke(_ color: Color, lineWidth: Double = 1, cap: LineCap = .butt, join: LineJoin = .miter) -> Self {
        strokeSource = nil
        strokeColor = color
        self.lineWidth = lineWidth
        strokeStyle = StrokeStyle(width: lineWidth, cap: cap, join: join)
        return self
    }
    @discardableResult public func trim(from start: Double = 0, to end: Double = 1) -> Self {
        trimStart = start
        trimEnd = end
        return self
    }
}

extension TextNode {
    /// Where the lines of a multi-line text sit relative to each other.
    @discardableResult public func lineAlignment(_ alignment: AxisAlignment) -> Self { lineAlignment = alignment; return self }
}
