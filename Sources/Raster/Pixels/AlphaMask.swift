/// An 8-bit coverage bitmap (a glyph run, say) that a paint is drawn through.
///
/// Invariant: `values.count == width × height`, row by row without padding.
public struct AlphaMask: Sendable {
    /// Columns, ≥ 0.
    public let width: Int
    /// Rows, ≥ 0.
    public let height: Int
    /// Coverage per pixel, 0 (none) … 255 (full), `width × height` of them, row by row.
    public let values: [UInt8]

    /// Nil when the sizes do not match the values.
    public init?(width: Int, height: Int, values: [UInt8]) {
        guard width >= 0, height >= 0, values.count == width * height else { return nil }
        self.width = width
        self.height = height
        self.values = values
    }
}
