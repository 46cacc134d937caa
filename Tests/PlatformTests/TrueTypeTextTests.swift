import Platform
import Raster
import Testing
import TestSupport

@Suite("Text through SDL_ttf")
struct TrueTypeTextTests {
    @Test func measuresInPointsAtEveryScale() throws {
        let text = try TrueTypeText(fontDirectory: RepositoryPaths.fonts)
        let metrics = text.measure("easeInEaseOut", font: FontSpec(size: 16))
        #expect(metrics.width > 60 && metrics.width < 160)
        #expect(metrics.ascent > 10 && metrics.ascent < 20)
        let run1 = try #require(text.run("easeInEaseOut", font: FontSpec(size: 16), scale: 1))
        let run2 = try #require(text.run("easeInEaseOut", font: FontSpec(size: 16), scale: 2))
        // The 2× run has twice the pixels for about the same size in points.
        #expect(abs(run2.metrics.width - run1.metrics.width) <= 2)
        #expect(abs(run2.mask.width - 2 * run1.mask.width) <= 4)
        #expect(run1.mask.values.contains(255))
    }

    @Test func runsAreCachedNotRasterizedAgain() throws {
        let text = try TrueTypeText(fontDirectory: RepositoryPaths.fonts)
        let a = try #require(text.run("linear", font: FontSpec(size: 14, weight: .semibold), scale: 1))
        let b = try #require(text.run("linear", font: FontSpec(size: 14, weight: .semibold), scale: 1))
        a.mask.values.withUnsafeBufferPointer { pa in
            b.mask.values.withUnsafeBufferPointer { pb in #expect(pa.baseAddress == pb.baseAddress) }
        }
        #expect(text.run("", font: FontSpec(size: 14), scale: 1) == nil)
    }

    @Test func missingFontDirectoryIsAnError() {
        #expect(throws: SDLError.self) { try TrueTypeText(fontDirectory: "/nonexistent") }
    }
}
