import Foundation
import Geometry
import Raster

/// The Ghostscript Tiger as `shared/bench/data/tiger.json` gives it (scene S5 of
/// `shared/bench/peer-scenes.md`): 240 paths in drawing order, each filled and/or stroked. Read
/// from that file at run time, never copied into this repository (its licence follows
/// Ghostscript's). The paths are built once, in path units; every frame transforms, flattens,
/// strokes and rasterizes them again, as the specification requires.
public struct TigerArtwork: Sendable {
    /// One path of the drawing and how it is painted.
    public struct Shape: Sendable {
        /// The outline, in path units (y down).
        public let path: Path
        /// The fill colour (non-zero rule), nil when the path is not filled.
        public let fill: Color?
        /// The stroke colour, nil when the path is not stroked.
        public let stroke: Color?
        /// Miter joins with the file's limit, butt caps; the width in path units.
        public let strokeStyle: StrokeStyle

        init(path: Path, fill: Color?, stroke: Color?, strokeStyle: StrokeStyle) {
            self.path = path
            self.fill = fill
            self.stroke = stroke
            self.strokeStyle = strokeStyle
        }
    }

    /// The paths in drawing order.
    public let shapes: [Shape]
    /// The exact geometric bounds of every outline in path units (stroke widths excluded), as
    /// the file states them: the specification centres and scales the tiger by them.
    public let bounds: Rect

    /// What a file that is not the tiger's JSON gets: which path and what is wrong.
    public struct Malformed: Error, CustomStringConvertible {
        /// The path's id (or index) and what is wrong with it, in one line.
        public let description: String
    }

    private struct File: Decodable {
        struct Entry: Decodable {
            let id: String?
            let fill: [Double]?
            let stroke: [Double]?
            let stroke_width: Double?
            let join: String?
            let cap: String?
            let miter_limit: Double?
            let fill_rule: String?
            let d: String
        }
        let bounds: [Double]
        let paths: [Entry]
    }

    /// Reads and parses `path`. Throws `Malformed` (or the file system's error) with the reason.
    public init(contentsOf path: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        try self.init(json: data)
    }

    /// Parses the tiger's JSON.
    public init(json: Data) throws {
        let file: File
        do { file = try JSONDecoder().decode(File.self, from: json) } catch {
            throw Malformed(description: "not the tiger's JSON (\(error))")
        }
        guard file.bounds.count == 4, file.bounds.allSatisfy(\.isFinite), file.bounds[2] > file.bounds[0], file.bounds[3] > file.bounds[1] else {
            throw Malformed(description: "\"bounds\" must be four finite numbers x0, y0, x1, y1 with x1 > x0 and y1 > y0")
        }
        bounds = Rect(x: file.bounds[0], y: file.bounds[1], width: file.bounds[2] - file.bounds[0], height: file.bounds[3] - file.bounds[1])
        shapes = try file.paths.enumerated().compactMap { index, entry in
            let name = entry.id ?? "path \(index)"
            // The specification's scene uses the SVG defaults the file states for every path.
            guard (entry.join ?? "miter") == "miter", (entry.cap ?? "butt") == "butt", (entry.fill_rule ?? "nonzero") == "nonzero" else {
                throw Malformed(description: "\(name): only miter joins, butt caps and the non-zero rule are drawn")
            }
            let width = entry.stroke_width ?? 1
            guard width.isFinite, width >= 0 else { throw Malformed(description: "\(name): stroke_width must be a finite number ≥ 0") }
            // A path that draws nothing (the file has a lone "M x y Z") is left out.
            guard let path = try Self.parse(entry.d, name: name) else { return nil }
            return Shape(path: path, fill: try entry.fill.map { try Self.color($0, name: name) },
                         stroke: try entry.stroke.map { try Self.color($0, name: name) },
                         strokeStyle: StrokeStyle(width: width, cap: .butt, join: .miter, miterLimit: entry.miter_limit ?? 4))
        }
    }

    /// `[r, g, b, a]`, each 0…255 (a straight).
    private static func color(_ channels: [Double], name: String) throws -> Color {
        guard channels.count == 4, channels.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= 255 }) else {
            throw Malformed(description: "\(name): a colour is four numbers 0…255")
        }
        return Color(red: channels[0] / 255, green: channels[1] / 255, blue: channels[2] / 255, alpha: channels[3] / 255)
    }

    /// `M x y | L x y | C x1 y1 x2 y2 x y | Z`, absolute, separated by spaces.
    /// Nil when the outline draws nothing (only moves and closes).
    static func parse(_ d: String, name: String) throws -> Path? {
        var builder = PathBuilder()
        var tokens = d.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\n" })[...]
        func numbers(_ count: Int, after command: Substring) throws -> [Double] {
            guard tokens.count >= count else { throw Malformed(description: "\(name): \(command) needs \(count) numbers") }
            let values = tokens.prefix(count).compactMap { Double($0) }
            guard values.count == count, values.allSatisfy(\.isFinite) else {
                throw Malformed(description: "\(name): \(command) needs \(count) finite numbers")
            }
            tokens = tokens.dropFirst(count)
            return values
        }
        while let command = tokens.popFirst() {
            switch command {
            case "M":
                let v = try numbers(2, after: command)
                builder.move(to: Point(x: v[0], y: v[1]))
            case "L":
                let v = try numbers(2, after: command)
                builder.line(to: Point(x: v[0], y: v[1]))
            case "C":
                let v = try numbers(6, after: command)
                builder.cubic(to: Point(x: v[4], y: v[5]), control1: Point(x: v[0], y: v[1]), control2: Point(x: v[2], y: v[3]))
            case "Z":
                builder.close()
            default:
                throw Malformed(description: "\(name): unknown command \(command.prefix(20)) (M, L, C and Z only)")
            }
        }
        return builder.finish()
    }

    /// The specification's transform for frame `t` of an 800 × 800 canvas: the tiger centred,
    /// its larger side 760 pixels, turned 2π t / 120 clockwise.
    public func transform(frame t: Int, canvasSide: Double = 800) -> Transform {
        let scale = 760 / max(bounds.width, bounds.height)
        let theta = 2 * Double.pi * Double(t) / 120
        let a = scale * cos(theta), b = scale * sin(theta)
        let c = -b, d = a
        let cx = bounds.midX, cy = bounds.midY
        let half = canvasSide / 2
        return Transform(a: a, b: b, c: c, d: d, tx: half - (a * cx + c * cy), ty: half - (b * cx + d * cy))
    }

    /// Frame `t`: white, then each path's fill and stroke under that frame's transform. Every
    /// path is flattened and stroked again under the frame's transform, as the specification
    /// requires ("nothing flattened, stroked or rasterized may be kept from a previous frame"):
    /// outlines kept across frames would time less work than a peer does.
    public func draw(in canvas: Canvas, frame t: Int) {
        canvas.setTransform(.identity)
        canvas.clear(.white)
        canvas.setTransform(transform(frame: t))
        for shape in shapes {
            if let fill = shape.fill { canvas.fill(shape.path, with: .solid(fill)) }
            if let stroke = shape.stroke { canvas.stroke(shape.path, style: shape.strokeStyle, with: .solid(stroke)) }
        }
    }
}

extension PeerScene {
    /// S5: the Ghostscript Tiger, turning once over the 120 frames.
    public static func tiger(_ artwork: TigerArtwork) -> PeerScene {
        PeerScene(id: tigerID, width: 800, height: 800) { canvas, t in artwork.draw(in: canvas, frame: t) }
    }

    /// S5's id.
    public static let tigerID = "s5_tiger"
}
