import Foundation
import Geometry

/// Where the gallery's tiles go for a size: a grid of equal tiles (two rows of three for the
/// six demos on a landscape window, more rows on a tall one), each a caption strip above the
/// demo's own area. All lengths in points.
struct GalleryLayout: Equatable {
    static let margin = 12.0
    static let gap = 12.0
    static let captionHeight = 24.0
    /// Between a tile's edge and its demo: room for the focus ring, which the demo must not cover.
    static let inset = 3.0

    /// The whole tile (caption and content), in the gallery's coordinates.
    let tiles: [Rect]
    /// The area each tile's demo is laid out in.
    let contents: [Rect]

    init(count: Int, size: Size) {
        let count = max(count, 0)
        let width = max(size.width, 0), height = max(size.height, 0)
        // The column count whose tiles come closest to the window's own proportions.
        var columns = 1
        var best = Double.infinity
        for candidate in 1...max(count, 1) {
            let rows = (count + candidate - 1) / candidate
            let tileWidth = (width - 2 * Self.margin - Double(candidate - 1) * Self.gap) / Double(candidate)
            let tileHeight = (height - 2 * Self.margin - Double(max(rows - 1, 0)) * Self.gap) / Double(max(rows, 1))
            guard tileWidth > 0, tileHeight > 0 else { continue }
            let mismatch = abs(log((tileWidth / tileHeight) / max(width / max(height, 1), 0.01)))
            if mismatch < best {
                best = mismatch
                columns = candidate
            }
        }
        let rows = max((count + columns - 1) / columns, 1)
        let tileWidth = max((width - 2 * Self.margin - Double(columns - 1) * Self.gap) / Double(columns), 0)
        let tileHeight = max((height - 2 * Self.margin - Double(rows - 1) * Self.gap) / Double(rows), 0)
        var tiles: [Rect] = []
        var contents: [Rect] = []
        for index in 0..<count {
            let column = index % columns, row = index / columns
            // A short last row is centred.
            let inRow = row == rows - 1 ? count - row * columns : columns
            let rowInset = Double(columns - inRow) * (tileWidth + Self.gap) / 2
            let tile = Rect(x: (Self.margin + rowInset + Double(column) * (tileWidth + Self.gap)).rounded(),
                            y: (Self.margin + Double(row) * (tileHeight + Self.gap)).rounded(),
                            width: tileWidth.rounded(.down), height: tileHeight.rounded(.down))
            tiles.append(tile)
            let captionHeight = min(Self.captionHeight, tile.height)
            contents.append(Rect(x: tile.minX + Self.inset, y: tile.minY + captionHeight,
                                 width: max(tile.width - 2 * Self.inset, 0),
                                 height: max(tile.height - captionHeight - Self.inset, 0)))
        }
        self.tiles = tiles
        self.contents = contents
    }

    /// The tile whose whole area contains `point`, if any.
    func tile(at point: Point) -> Int? {
        tiles.firstIndex { $0.contains(point) }
    }
}
