import Animation
import Geometry
import Raster

/// A property value as the run loop keeps it: its components as numbers, and short text.
///
/// Components: a number is one; a point (x, y) and a size (width, height) two; a rectangle four
/// (x, y, width, height); a colour four (red, green, blue, alpha, 0…1 straight). Other types
/// have none and only text.
public struct RecordedValue: Sendable, Equatable {
    /// The value's numbers (see the type's documentation).
    public var components: [Double]
    /// Short text: two-decimal numbers, point pairs, hex colours.
    public var text: String

    /// A value of `components`, shown as `text`.
    public init(components: [Double], text: String) {
        self.components = components
        self.text = text
    }

    init<Value: VectorArithmetic>(_ value: Value) {
        self.init(components: Self.components(of: value), text: NodePropertyMotion<Value>.describe(value))
    }

    /// `value`'s components (see the type's documentation).
    static func components<Value: VectorArithmetic>(of value: Value) -> [Double] {
        switch value {
        case let number as Double: return [number]
        case let point as Point: return [point.x, point.y]
        case let size as Size: return [size.width, size.height]
        case let rect as Rect: return [rect.minX, rect.minY, rect.width, rect.height]
        case let color as Color: return [color.red, color.green, color.blue, color.alpha]
        default: return []
        }
    }
}
