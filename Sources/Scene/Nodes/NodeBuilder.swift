import Geometry
import Raster

/// Builds a list of nodes from a closure, SwiftUI style: plain expressions, `if`/`else`, `for`
/// loops and `ForEach` all contribute nodes.
@resultBuilder
public enum NodeBuilder {
    /// One node as a statement.
    public static func buildExpression(_ node: Node) -> [Node] { [node] }
    /// An array of nodes as a statement (a `ForEach`, a helper's result).
    public static func buildExpression(_ nodes: [Node]) -> [Node] { nodes }
    /// Joins the statements' nodes in order.
    public static func buildBlock(_ parts: [Node]...) -> [Node] { parts.flatMap { $0 } }
    /// An `if` without `else`: its nodes, or none.
    public static func buildOptional(_ part: [Node]?) -> [Node] { part ?? [] }
    /// The `if` branch of an `if`/`else`.
    public static func buildEither(first: [Node]) -> [Node] { first }
    /// The `else` branch of an `if`/`else`.
    public static func buildEither(second: [Node]) -> [Node] { second }
    /// A `for` loop: every iteration's nodes, in order.
    public static func buildArray(_ parts: [[Node]]) -> [Node] { parts.flatMap { $0 } }
    /// An `if #available` block: its nodes unchanged.
    public static func buildLimitedAvailability(_ part: [Node]) -> [Node] { part }
}

// The declarative vocabulary: capitalised like SwiftUI's views so that a demo reads like the
// article it re-creates.

/// A vertical stack.
public func VStack(alignment: AxisAlignment = .center, spacing: Double = 8, @NodeBuilder _ content: () -> [Node]) -> StackNode {
    StackNode(axis: .vertical, alignment: alignment, spacing: spacing, children: content())
}

/// A horizontal stack.
public func HStack(alignment: AxisAlignment = .center, spacing: Double = 8, @NodeBuilder _ content: () -> [Node]) -> StackNode {
    StackNode(axis: .horizontal, alignment: alignment, spacing: spacing, children: content())
}

/// A depth stack.
public func ZStack(alignment: Alignment = .center, @NodeBuilder _ content: () -> [Node]) -> ZStackNode {
    ZStackNode(alignment: alignment, children: content())
}

/// A transparent group of one node, for modifiers that must apply outside others.
public func Group(_ content: Node) -> WrapperNode {
    WrapperNode(content, debugName: "Group")
}

/// Flexible space of at least `minLength` points along its stack's axis.
public func Spacer(minLength: Double = 0) -> SpacerNode { SpacerNode(minLength: minLength) }

/// Text in `font` (15 pt by default) and a fixed `color`.
public func Text(_ string: String, font: FontSpec = FontSpec(size: 15), color: Color = .black) -> TextNode {
    TextNode(string, font: font, color: color)
}

/// Text coloured from a source that may follow the environment (`.foreground`, a semantic colour).
public func Text(_ string: String, font: FontSpec = FontSpec(size: 15), foreground: ColorSource) -> TextNode {
    TextNode(string, font: font).foreground(foreground)
}

/// Text that shows `source`'s value and follows every change of it, in the change's transaction.
public func Text<Source: StateSource>(_ source: Source, font: FontSpec = FontSpec(size: 15), color: Color = .black) -> TextNode
where Source.Value == String {
    TextNode(source.value, font: font, color: color).bind(source) { node, string in node.string = string }
}

/// Text that shows `source`'s value, coloured from `foreground` (see `Text(_:font:foreground:)`).
public func Text<Source: StateSource>(_ source: Source, font: FontSpec = FontSpec(size: 15), foreground: ColorSource) -> TextNode
where Source.Value == String {
    TextNode(source.value, font: font).foreground(foreground).bind(source) { node, string in node.string = string }
}

/// A rectangle filling its frame; clear until given a fill or stroke.
public func Rectangle() -> ShapeNode { ShapeNode(.rectangle) }
/// A rectangle with the same corner radius, in points, at every corner.
public func RoundedRectangle(cornerRadius: Double) -> ShapeNode { ShapeNode(.roundedRectangle(cornerRadius: cornerRadius)) }
/// A rectangle with its own radius, in points, at each corner.
public func RoundedRectangle(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) -> ShapeNode {
    ShapeNode(.roundedRectangle(topLeft: topLeft, topRight: topRight, bottomRight: bottomRight, bottomLeft: bottomLeft))
}
/// A rectangle with semicircular ends on its shorter sides.
public func Capsule() -> ShapeNode { ShapeNode(.capsule) }
/// The largest circle centred in its frame.
public func Circle() -> ShapeNode { ShapeNode(.circle) }
/// An ellipse filling its frame.
public func Ellipse() -> ShapeNode { ShapeNode(.ellipse) }
/// A custom shape: `path` builds the outline for the rectangle the shape is given.
public func ShapePath(_ path: @escaping @Sendable (Rect) -> Path?) -> ShapeNode { ShapeNode(.path(path)) }

/// Passes the container's size to `content`.
public func GeometryReader(@NodeBuilder _ content: @escaping (Size) -> [Node]) -> GeometryReaderNode {
    GeometryReaderNode(content)
}

/// One node per element, each identified by `id` so that a later `setChildren` keeps, inserts
/// and removes the right ones.
public func ForEach<Data: Sequence, ID: Hashable>(_ data: Data, id: KeyPath<Data.Element, ID>, _ make: (Data.Element) -> Node) -> [Node] {
    data.map { element in
        let node = make(element)
        node.id = AnyHashable(element[keyPath: id])
        return node
    }
}

/// One node per element, identified by the element itself.
public func ForEach<Data: Sequence>(_ data: Data, _ make: (Data.Element) -> Node) -> [Node] where Data.Element: Hashable {
    ForEach(data, id: \.self, make)
}
