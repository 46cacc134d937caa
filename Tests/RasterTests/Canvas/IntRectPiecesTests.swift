import Testing
@testable import Raster

/// `IntRect.forEachPiece(around:)`: the pixels of a rectangle outside a hole, in at most four
/// bands, each pixel once.
@Suite("Rectangle pieces around a hole")
struct IntRectPiecesTests {
    static func pieces(of rect: IntRect, around hole: IntRect) -> [IntRect] {
        var pieces: [IntRect] = []
        rect.forEachPiece(around: hole) { pieces.append($0) }
        return pieces
    }

    @Test("Every pixel outside the hole once, none inside, whatever the overlap")
    func piecesCoverTheRestOnce() {
        let rect = IntRect(x: -3, y: 2, width: 17, height: 11)
        let holes = [IntRect(x: 2, y: 5, width: 4, height: 3), IntRect(x: -10, y: 0, width: 12, height: 30),
                     IntRect(x: 5, y: -4, width: 30, height: 9), IntRect(x: 13, y: 12, width: 9, height: 9),
                     IntRect(x: -3, y: 2, width: 17, height: 11), IntRect(x: 40, y: 40, width: 3, height: 3), .empty]
        for hole in holes {
            let pieces = Self.pieces(of: rect, around: hole)
            #expect(pieces.count <= 4)
            #expect(pieces.allSatisfy { !$0.isEmpty })
            for y in rect.minY..<rect.maxY {
                for x in rect.minX..<rect.maxX {
                    let inHole = x >= hole.minX && x < hole.maxX && y >= hole.minY && y < hole.maxY && !hole.isEmpty
                    let holders = pieces.filter { x >= $0.minX && x < $0.maxX && y >= $0.minY && y < $0.maxY }.count
                    #expect(holders == (inHole ? 0 : 1), "pixel (\(x), \(y)) around \(hole): in \(holders) pieces")
                }
            }
        }
        #expect(Self.pieces(of: rect, around: IntRect(x: 100, y: 0, width: 5, height: 5)) == [rect])
        #expect(Self.pieces(of: rect, around: IntRect(x: -5, y: 0, width: 40, height: 40)).isEmpty)
        #expect(Self.pieces(of: .empty, around: .empty).isEmpty)
    }
}
