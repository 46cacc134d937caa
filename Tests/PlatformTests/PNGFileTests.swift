import Platform
import Raster
import Testing
import TestSupport

@Suite("PNG files")
struct PNGFileTests {
    @Test func roundTripKeepsStraightColours() throws {
        var pixmap = try #require(Pixmap(width: 3, height: 2))
        pixmap[0, 0] = Color(r255: 94, g255: 192, b255: 224).premultiplied
        pixmap[1, 0] = Color(r255: 255, g255: 59, b255: 48, alpha: 0.5).premultiplied
        pixmap[2, 1] = Color.white.premultiplied
        let path = RepositoryPaths.temporaryDirectory("png") + "/round.png"
        try PNGFile.write(pixmap, to: path)
        let back = try PNGFile.read(path)
        #expect(back.width == 3 && back.height == 2)
        #expect(back.pixels == pixmap.pixels)
        let straight = try PNGFile.readRGBA(path)
        #expect(Array(straight.bytes[0..<4]) == [94, 192, 224, 255])
        #expect(straight.bytes[7] == 127)
    }

    @Test func unreadableFileIsAnError() {
        #expect(throws: SDLError.self) { try PNGFile.read("/nonexistent/file.png") }
    }
}
