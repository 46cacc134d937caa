import Geometry
import Raster

/// The exact coverage of a filled path, estimated independently of the renderer: 64 × 64 point
/// samples per pixel (non-zero rule) of the path flattened a hundred times finer than the
/// renderer flattens. A grid reads an edge along a pixel's side a whole row or column of samples
/// at a time, so it can be off by half a row there: a level at 64 × 64 (a 16 × 16 grid is up to
/// 8 levels off, as much as the error the tests bound).
public enum SupersampledCoverage {
    /// Samples along each side of a pixel.
    static let side = 64

    /// Alpha 0…255 of each pixel of a `width` × `height` canvas (row by row) covered by `path`
    /// under `transform`.
    public static func alpha(of path: Path, transform: Transform, width: Int, height: Int) -> [Int] {
        sample(path, transform: transform, width: width, height: height).alpha
    }

    private struct Edge {
        var top: Double, bottom: Double, xAtTop: Double, slope: Double
        var winding: Int
    }

    /// The alpha of each pixel, and whether its samples see a winding other than 0 and one
    /// sign's 1 (parts covered twice, or both ways round: a self-overlapping outline). There an
    /// area-accumulating rasterizer — ours, FreeType's, Blend2D's, font-rs's — sums the signed
    /// areas before taking the rule, and cannot equal the sampled coverage.
    public static func sample(_ path: Path, transform: Transform, width: Int, height: Int) -> (alpha: [Int], mixed: [Bool]) {
        var polygons = Polygons()
        path.flatten(transform: transform, tolerance: 0.002, into: &polygons)
        var edges: [Edge] = []
        var start = 0
        for end in polygons.contourEnds {
            for i in start..<end {
                let a = polygons.points[i], b = polygons.points[i + 1 < end ? i + 1 : start]
                guard a.y != b.y else { continue }
                let (upper, lower) = a.y < b.y ? (a, b) : (b, a)
                edges.append(Edge(top: upper.y, bottom: lower.y, xAtTop: upper.x, slope: (lower.x - upper.x) / (lower.y - upper.y),
                                  winding: b.y > a.y ? 1 : -1))
            }
            start = end
        }
        edges.sort { $0.top < $1.top }
        let side = Self.side, perPixel = side * side
        var alpha = [Int](repeating: 0, count: width * height)
        var mixed = [Bool](repeating: false, count: width * height)
        let bounds = polygons.bounds
        let firstRow = max(0, Int(bounds.minY.rounded(.down)))
        let lastRow = min(height, Int(bounds.maxY.rounded(.up)) + 1)
        var active: [Edge] = []
        var nextEdge = 0
        var crossings: [(x: Double, winding: Int)] = []
        // Per pixel row: samples inside each pixel, counted directly where a run of samples starts
        // or ends inside the pixel and through difference arrays across the pixels it covers
        // whole; the same for samples of positive and negative winding and those wound twice.
        var partial = [Int](repeating: 0, count: width + 1), whole = partial
        var positive = partial, negative = partial, multiple = partial
        for row in firstRow..<max(firstRow, lastRow) {
            for i in 0...width { partial[i] = 0; whole[i] = 0; positive[i] = 0; negative[i] = 0; multiple[i] = 0 }
            for sampleRow in 0..<side {
                let y = Double(row) + (Double(sampleRow) + 0.5) / Double(side)
                while nextEdge < edges.count, edges[nextEdge].top <= y {
                    active.append(edges[nextEdge])
                    nextEdge += 1
                }
                active.removeAll { $0.bottom <= y }
                crossings.removeAll(keepingCapacity: true)
                for edge in active where edge.top <= y {
                    crossings.append((edge.xAtTop + (y - edge.top) * edge.slope, edge.winding))
                }
                crossings.sort { $0.x < $1.x }
                var winding = 0
                for (index, crossing) in crossings.enumerated() {
                    winding += crossing.winding
                    guard winding != 0, index + 1 < crossings.count else { continue }
                    // Sample columns (across the whole row) whose centres lie between this crossing
                    // and the next.
                    let limit = Double(width * side)
                    let from = Int(min(max((crossing.x * Double(side) - 0.5).rounded(.up), 0), limit))
                    let to = Int(min(max((crossings[index + 1].x * Double(side) - 0.5).rounded(.up), 0), limit))
                    guard from < to else { continue }
                    let firstPixel = from / side, lastPixel = (to - 1) / side
                    func mark(_ array: inout [Int]) { array[firstPixel] += 1; array[lastPixel + 1] -= 1 }
                    if winding > 0 { mark(&positive) } else { mark(&negative) }
                    if abs(winding) > 1 { mark(&multiple) }
                    if firstPixel == lastPixel {
                        partial[firstPixel] += to - from
                    } else {
                        partial[firstPixel] += (firstPixel + 1) * side - from
                        partial[lastPixel] += to - lastPixel * side
                        if lastPixel > firstPixel + 1 { whole[firstPixel + 1] += 1; whole[lastPixel] -= 1 }
                    }
                }
            }
            var wholeRuns = 0, positives = 0, negatives = 0, multiples = 0
            for x in 0..<width {
                wholeRuns += whole[x]; positives += positive[x]; negatives += negative[x]; multiples += multiple[x]
                let count = partial[x] + wholeRuns * side
                alpha[row * width + x] = Int((Double(count) * 255 / Double(perPixel)).rounded())
                mixed[row * width + x] = multiples > 0 || (positives > 0 && negatives > 0)
            }
        }
        return (alpha, mixed)
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
