import Foundation
import Geometry
import Platform
import PlatformTestSupport
import Raster
import Testing
import TestSupport

/// Text drawn through the canvas at device scale 1 and 2, with the bundled font, at fixed sizes.
@Suite("Text goldens")
struct TextGoldenTests {
    static let directory = RepositoryPaths.goldens()

    @Test(arguments: [1.0, 2.0])
    func paragraphAtScale(scale: Double) throws {
        let text = try TrueTypeText(fontDirectory: RepositoryPaths.fonts)
        let canvas = try #require(Canvas(width: Int(220 * scale), height: Int(110 * scale)))
        canvas.clear(.white)
        canvas.setTransform(.scale(x: scale, y: scale))
        let ink = Color(r255: 60, g255: 60, b255: 67)
        let title = try #require(text.run("Onboarding", font: FontSpec(size: 20, weight: .semibold), scale: scale))
        // Glyphs are coverage: any paint shows through them, here a gradient across the title.
        let gradient = try #require(LinearGradient(start: Point(x: 12, y: 0), end: Point(x: 130, y: 0),
                                                   stops: [GradientStop(0, ink), GradientStop(1, Color(r255: 255, g255: 59, b255: 48))]))
        canvas.draw(title, at: Point(x: 12, y: 10), with: .linearGradient(gradient))
        let font = FontSpec(size: 13)
        var y = 12 + title.metrics.lineHeight
        for line in text.wrap("Track your workload and see what the team is doing, at a glance.", font: font, width: 196) {
            let run = try #require(text.run(line, font: font, scale: scale))
            canvas.draw(run, at: Point(x: 12, y: y), with: .solid(Color(r255: 94, g255: 192, b255: 224)))
            y += run.metrics.lineHeight
        }
        let mismatch = GoldenImage.compare(canvas.pixmap, name: "text-scale\(Int(scale))", directory: Self.directory)
        #expect(mismatch == nil, "\(mismatch?.description ?? "")")
    }
}
