import Foundation
import Geometry
import Lottie
import LottieModel
import Platform
import Raster
import Testing

/// Every reference frame After Effects rendered for the LottieFiles feature corpus
/// (`../shared/lottie/test-files` beside the checkout), drawn by our player and scored as the
/// corpus's own report scores it: the universal quality index over straight RGBA with fully
/// transparent pixels zeroed, 8 × 8 windows, the channels averaged; a frame scores 1 when its
/// index is over 0.95, else the index cubed. The suite holds the total at 99 % of the frames and
/// every group at 97 %, so the player cannot quietly regress. Skipped, with a note, where the
/// corpus is not beside the checkout.
@Suite struct ReferenceFrameTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/lottie/test-files/data").path

    static var references: [(group: String, json: String, png: String, frame: Double)] {
        guard let groups = try? FileManager.default.contentsOfDirectory(atPath: corpus) else { return [] }
        var found: [(String, String, String, Double)] = []
        for group in groups.sorted() {
            let folder = corpus + "/" + group
            for name in ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted() where name.hasSuffix(".png") {
                let stem = String(name.dropLast(4))
                guard let dash = stem.lastIndex(of: "-"), let frame = Double(stem[stem.index(after: dash)...]) else { continue }
                let json = folder + "/" + stem[..<dash] + ".json"
                guard FileManager.default.fileExists(atPath: json) else { continue }
                found.append((group, json, folder + "/" + name, frame))
            }
        }
        return found
    }

    @Test func scoresAsTheCorpusReportDoes() throws {
        let references = Self.references
        guard !references.isEmpty else {
            print("ReferenceFrameTests: the corpus is not at \(Self.corpus); skipped")
            return
        }
        var total = 0.0
        var groups: [String: (score: Double, count: Int)] = [:]
        var short: [String] = []
        for reference in references {
            guard let data = FileManager.default.contents(atPath: reference.json) else { continue }
            let (composition, _) = try DocumentParser.parse([UInt8](data))
            let expected = try PNGFile.readRGBA(reference.png)
            guard let canvas = Canvas(width: expected.width, height: expected.height) else { continue }
            canvas.setTransform(.scale(x: Double(expected.width) / composition.width, y: Double(expected.height) / composition.height))
            let images = Self.images(of: composition, beside: reference.json)
            CompositionRenderer(composition: composition, images: images).draw(frame: reference.frame, in: canvas)
            let index = Self.qualityIndex(expected.bytes, PNGFile.straightRGBA(canvas.pixmap), width: expected.width, height: expected.height)
            let score = index > 0.95 ? 1 : index * index * index
            total += score
            groups[reference.group, default: (0, 0)].score += score
            groups[reference.group, default: (0, 0)].count += 1
            if score < 1 { short.append("\((reference.png as NSString).lastPathComponent) \(String(format: "%.3f", index))") }
        }
        // 143 frames; measured 2026-12-08: 142.4 (99.6 %), offset-path-round and
        // gradient-linear-midpoint short. ThorVG 1.0.1 scores 138.8 (97.1 %).
        #expect(total >= 0.99 * Double(references.count), "score \(total) of \(references.count); short: \(short)")
        for (group, result) in groups.sorted(by: { $0.key < $1.key }) {
            #expect(result.score >= 0.97 * Double(result.count), "\(group): \(result.score) of \(result.count); short: \(short)")
        }
    }

    @Test func theIndexIsTheCorpusReportsOwn() {
        // Equal pictures score 1; the other two figures are what sewar 0.4.6 gives for the same
        // arrays (`sewar.full_ref.uqi`): its window sums are means, so two flat pictures of
        // levels a and b score (2ab / (a² + b²))², not the paper's 2ab / (a² + b²).
        let width = 16, height = 16
        var a = [UInt8](repeating: 0, count: width * height * 4), b = a
        for i in 0..<(width * height) {
            let v = UInt8((i * 37) % 251)
            a[i * 4] = v; a[i * 4 + 1] = v; a[i * 4 + 2] = 255 - v; a[i * 4 + 3] = 255
            b[i * 4] = 255 - v; b[i * 4 + 1] = 255 - v; b[i * 4 + 2] = v; b[i * 4 + 3] = 255
        }
        #expect(abs(Self.qualityIndex(a, a, width: width, height: height) - 1) < 1e-12)
        #expect(abs(Self.qualityIndex(a, b, width: width, height: height) - 0.6298153062439378) < 1e-12)
        let flat = [UInt8](repeating: 100, count: width * height * 4), other = [UInt8](repeating: 200, count: width * height * 4)
        #expect(abs(Self.qualityIndex(flat, other, width: width, height: height) - 0.64) < 1e-12)
    }

    /// The images of the composition's file assets, read from beside the JSON.
    static func images(of composition: Composition, beside json: String) -> [String: Pixmap] {
        var images: [String: Pixmap] = [:]
        let folder = (json as NSString).deletingLastPathComponent
        for case .image(let asset) in composition.assets.values {
            let bytes: [UInt8]?
            switch asset.source {
            case .embedded(let data): bytes = data
            case .file(let directory, let file): bytes = FileManager.default.contents(atPath: folder + "/" + directory + file).map { [UInt8]($0) }
            }
            if let bytes, let image = try? ImageDecoder.decode(bytes, name: asset.path, maximumPixels: 1 << 24) { images[asset.id] = image }
        }
        return images
    }

    /// sewar's `uqi` (the corpus report's metric) over straight RGBA bytes: fully transparent
    /// pixels count as zero in every channel; per channel, the index of every 8 × 8 window lying
    /// wholly inside the picture (window means as scipy's `uniform_filter` gives them, combined
    /// as sewar does, N = 64), averaged; then averaged over the four channels.
    static func qualityIndex(_ a: [UInt8], _ b: [UInt8], width: Int, height: Int) -> Double {
        let window = 8, n = Double(window * window)
        guard width > window, height > window, a.count == width * height * 4, b.count == a.count else { return 0 }
        var total = 0.0
        for channel in 0..<4 {
            // Summed-area tables of x, y, x², y², xy, one row and column of zeros first.
            let stride = width + 1
            var sx = [Double](repeating: 0, count: stride * (height + 1)), sy = sx, sxx = sx, syy = sx, sxy = sx
            for row in 0..<height {
                for column in 0..<width {
                    let pixel = (row * width + column) * 4
                    let x = a[pixel + 3] == 0 ? 0 : Double(a[pixel + channel]), y = b[pixel + 3] == 0 ? 0 : Double(b[pixel + channel])
                    let at = (row + 1) * stride + column + 1, up = row * stride + column + 1, left = at - 1, corner = up - 1
                    sx[at] = x + sx[up] + sx[left] - sx[corner]
                    sy[at] = y + sy[up] + sy[left] - sy[corner]
                    sxx[at] = x * x + sxx[up] + sxx[left] - sxx[corner]
                    syy[at] = y * y + syy[up] + syy[left] - syy[corner]
                    sxy[at] = x * y + sxy[up] + sxy[left] - sxy[corner]
                }
            }
            func mean(_ table: [Double], _ top: Int, _ left: Int) -> Double {
                let bottom = top + window, right = left + window
                return (table[bottom * stride + right] - table[top * stride + right] - table[bottom * stride + left] + table[top * stride + left]) / n
            }
            // Output pixel i averages inputs i − 4 … i + 3; sewar keeps i in 4 … size − 5.
            var sum = 0.0, count = 0
            for row in 4...(height - 5) {
                for column in 4...(width - 5) {
                    let top = row - 4, left = column - 4
                    let mx = mean(sx, top, left), my = mean(sy, top, left)
                    let mxx = mean(sxx, top, left), myy = mean(syy, top, left), mxy = mean(sxy, top, left)
                    let product = mx * my, squares = mx * mx + my * my
                    let numerator = 4 * (n * mxy - product) * product
                    let denominator1 = n * (mxx + myy) - squares
                    let denominator = denominator1 * squares
                    var q = 1.0
                    if denominator1 == 0 && squares != 0 { q = 2 * product / squares }
                    if denominator != 0 { q = numerator / denominator }
                    sum += q
                    count += 1
                }
            }
            total += sum / Double(count)
        }
        return total / 4
    }
}
