import Foundation
import MotionPlaygroundTesting
import PlatformTestSupport
import Testing
import TestSupport

// The demo tests drive every demo through `DemoTester`, the harness users' packages get; this
// adds only what the repository's own tests need beside it: golden frames.
extension DemoTester {
    /// Compares the current frame (drawn by `draw`, only what it repaints) with the golden `name`
    /// in Tests/DemosTests/Goldens (`UPDATE_GOLDENS=1` writes it).
    func expectGolden(_ name: String, scale: Double = 1, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let canvas = try draw(scale: scale)
        GoldenImage.expect(canvas.pixmap, name: name, directory: RepositoryPaths.goldens(), sourceLocation: sourceLocation)
    }
}
