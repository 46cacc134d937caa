import Geometry
import Raster

/// The exact coverage of a filled path, estimated independently of the renderer: 16 × 16 point
/// samples per pixel (non-zero rule) of the path flattened a hundred times finer than the
/// renderer flattens, so the estimate is within about one level of the true area.
public enum SupersampledCoverage {
    /// Alpha 0…255 of each pixel of a `width` × `height` canvas (row by row) covered by `path`
    /// under `transform`.
    public static func alpha(of path: Path, transform: Transform, width: Int, height: Int) -> [Int] {
        sample(path, transform: transform, width: width, height: height).alpha
    }

    /// The alpha of each pixel, and whether its samples see a winding other than 0 and one
    /// sign's 1 (parts covered twice, or both ways round: a self-overlapping outline). There an
    /// area-accumulating rasterizer — ours, FreeType's, Blend2D's, font-rs's — sums the signed
    /// areas before taking the rule, and cannot equal the sampled coverage.
    public static func sample(_ path: Path, transform: Transform, width: Int, height: Int) -> (alpha: [Int], mixed: [Bool]) {
        var polygons = Polygons()
        path.flatten(transform: transform, tolerance: 0.002, into: &polygons)
        var edges: [(Point, Point)] = []
        var start = 0
        for end in polygons.contourEnds {
            for i in start..<end { edges.append((polygons.points[i], polygons.points[i + 1 < end ? i + 1 : start])) }
            start = end
        }
        let samples = 16
        var counts = [Int](repeating: 0, count: width * height)
        var positive = [Bool](repeating: false, count: width * height)
        var negative = [Bool](repeating: false, count: width * height)
        var mixed = [Bool](repeating: false, count: width * height)
        let bounds = polygons.bounds
        let firstRow = max(0, Int((bounds.minY * Double(samples)).rounded(.down)))
        let lastRow = min(height * samples, Int((bounds.maxY * Double(samples)).rounded(.up)) + 1)
        var crossings: [(x: Double, winding: Int)] = []
        for sampleRow in firstRow..<max(firstRow, lastRow) {
            let y = (Double(sampleRow) + 0.5) / Double(samples)
            crossings.removeAll(keepingCapacity: true)
            for (a, b) in edges where (a.y <= y) != (b.y <= y) {
                let t = (y - a.y) / (b.y - a.y)
                crossings.append((a.x + t * (b.x - a.x), b.y > a.y ? 1 : -1))
            }
            crossings.sort { $0.x < $1.x }
            var winding = 0
            let row = sampleRow / samples
            for (index, crossing) in crossings.enumerated() {
                winding += crossing.winding
                guard winding != 0, index + 1 < crossings.count else { continue }
                // The sample columns whose centres lie between this crossing and the next.
                let from = max(0, Int((crossing.x * Double(samples) - 0.5).rounded(.up)))
                let to = min(width * samples, Int((crossings[index + 1].x * Double(samples) - 0.5).rounded(.up)))
                guard from < to else { continue }
                for column in from..<to {
                    let pixel = row * width + column / samples
                    counts[pixel] += 1
                    if winding > 0 { positive[pixel] = true } else { negative[pixel] = true }
                    if abs(winding) > 1 || positive[pixel] && negative[pixel] { mixed[pixel] = true }
                }
            }
        }
        return (counts.map { Int((Double($0) * 255 / Double(samples * samples)).rounded()) }, mixed)
    }

    /// The largest difference in alpha between `Canvas.fill` of `path` under `transform` and
    /// the supersampled coverage, and the pixel where it is; pixels of mixed winding (see
    /// `sample`) are left out.
    public static func worstError(of path: Path, transform: Transform = .identity, width: Int, height: Int) -> (levels: Int, x: Int, y: Int) {
        guard let canvas = Canvas(width: width, height: height) else { return (255, 0, 0) }
        canvas.setTransform(transform)
        canvas.fill(path, with: .solid(.black))
        let reference = sample(path, transform: transform, width: width, height: height)
        var worst = (levels: 0, x: 0, y: 0)
        for y in 0..<height {
            for x in 0..<width where !reference.mixed[y * width + x] {
                let error = abs(Int(canvas.pixmap[x, y].alpha) - reference.alpha[y * width + x])
                if error > worst.levels { worst = (error, x, y) }
            }
        }
        return worst
    }
}
