import Foundation
import Geometry
import PlatformTestSupport
import RasterKernels
import Raster
import Testing
import TestSupport

/// Where this suite's goldens live.
let goldenDirectory = RepositoryPaths.goldens()

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

/// A small seeded generator (a linear congruential one, its high bits): the kernel tests' random
/// pixels, the same on every run.
struct SeededGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }
    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state >> 17
    }
}

/// Expects the pixels a kernel drew through the build the CPU picks (`chosen`) and through the
/// baseline build (`baseline`) to be the reference's (`expected`) to the bit, and the reference
/// to have painted more than `least` pixels of `background`.
func expectKernelPixels(_ expected: [UInt32], chosen: [UInt32], baseline: [UInt32], background: [UInt32], least: Int,
                        _ label: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let build = String(cString: rk_kernel_build())
    let firstDifference = expected.indices.first { expected[$0] != chosen[$0] }
    #expect(firstDifference == nil, "\(build) build, \(label): first difference at pixel \(firstDifference ?? 0)",
            sourceLocation: sourceLocation)
    let baselineDifference = expected.indices.first { expected[$0] != baseline[$0] }
    #expect(baselineDifference == nil, "baseline build, \(label): first difference at pixel \(baselineDifference ?? 0)",
            sourceLocation: sourceLocation)
    let painted = zip(expected, background).filter { $0 != $1 }.count
    #expect(painted > least, "\(label): the kernel must paint", sourceLocation: sourceLocation)
}
