import Foundation
import Geometry
import PlatformTestSupport
import Raster
import Testing
import TestSupport

/// Where this suite's goldens live.
let goldenDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens").path

/// A white canvas of a fixed size, for golden images.
func whiteCanvas(_ width: Int = 160, _ height: Int = 120) -> Canvas {
    let canvas = Canvas(width: width, height: height)!
    canvas.clear(.white)
    return canvas
}

/// Expects `canvas` to match its golden image.
func expectGolden(_ canvas: Canvas, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    GoldenImage.expect(canvas.pixmap, name: name, directory: goldenDirectory, sourceLocation: sourceLocation)
}

/// Sum of coverage over the pixmap: alpha of every pixel / 255, in square pixels.
func totalCoverage(_ pixmap: Pixmap) -> Double {
    pixmap.pixels.reduce(0.0) { $0 + Double($1 >> 24) / 255 }
}

let ink = Color(r255: 30, g255: 40, b255: 60)
let accent = Color(r255: 94, g255: 192, b255: 224)
