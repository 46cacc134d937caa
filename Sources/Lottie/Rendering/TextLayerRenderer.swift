import Foundation
import Geometry
import LottieModel
import Raster

/// Draws a text layer's document at a frame: glyph outlines embedded in the file (`chars`) as
/// shapes, scaled from their size-100 design, with tracking, line height and justification;
/// without outlines, the bundled font through the host's `TextRasterizer` (a warning says so at
/// load). Text animators are reported and not applied.
final class TextLayerRenderer {
    let composition: Composition
    /// The host's text, for files without glyph outlines; nil draws no such text.
    var rasterizer: TextRasterizer?

    init(composition: Composition) {
        self.composition = composition
    }

    func draw(_ data: TextLayerData, at frame: Double, in canvas: Canvas, shapes: ShapeRenderer) {
        guard let document = data.documents.last(where: { $0.time <= frame })?.document ?? data.documents.first?.document else { return }
        let font = composition.fonts[document.fontName]
        let family = font?.family ?? document.fontName, style = font?.style ?? ""
        let scale = document.size / 100
        let lines = document.text.split(omittingEmptySubsequences: false) { $0 == "\r" || $0 == "\n" || $0 == "\u{3}" }
        let fill = document.fillColor.map { Paint(ShapeRenderer.color($0)) }
        var baseline = document.boxPosition.map { $0.y + document.size * (font?.ascent ?? 75) / 100 } ?? 0
        for line in lines {
            let characters = line.map(String.init)
            let tracking = document.tracking / 1000 * document.size
            let advances = characters.map { character -> Double in
                if let glyph = composition.glyphs[GlyphKey(character: character, family: family, style: style)] {
                    return glyph.width * scale + tracking
                }
                return (rasterizer?.measure(character, font: FontSpec(size: document.size)).width ?? document.size * 0.5) + tracking
            }
            let width = advances.reduce(0, +) - (advances.isEmpty ? 0 : tracking)
            var x: Double = switch document.justification {
            case 1: -width
            case 2: -width / 2
            default: 0
            }
            if let box = document.boxPosition, let size = document.boxSize {
                x += box.x + (document.justification == 1 ? size.x : document.justification == 2 ? size.x / 2 : 0)
            }
            for (index, character) in characters.enumerated() {
                if let glyph = composition.glyphs[GlyphKey(character: character, family: family, style: style)] {
                    canvas.save()
                    canvas.concatenate(Transform.scale(x: scale, y: scale).concatenating(.translation(x: x, y: baseline + document.baselineShift)))
                    shapes.drawGlyph(glyph.items, fill: fill, in: canvas)
                    canvas.restore()
                } else if let rasterizer, let fill, let run = rasterizer.run(character, font: FontSpec(size: document.size), scale: canvas.transform.maxScale) {
                    let top = baseline - run.metrics.ascent
                    canvas.draw(run, at: Point(x: x, y: top), with: fill)
                }
                x += advances[index]
            }
            baseline += document.lineHeight
        }
    }
}

extension ShapeRenderer {
    /// Draws a glyph's outline items filled with `fill` (the text's colour, not the glyph's own styles).
    func drawGlyph(_ items: [ShapeItem], fill: Paint?, in canvas: Canvas) {
        guard let fill else { return }
        var contours: [Contour] = []
        func collect(_ items: [ShapeItem], _ transform: Transform) {
            for item in items {
                switch item {
                case .group(let group): collect(group.items, group.transform.matrix(at: 0).concatenating(transform))
                case .path(let shape): contours.append(Contour(shape.shape.value(at: 0)).transformed(by: transform))
                default: break
                }
            }
        }
        collect(items, .identity)
        if let path = contours.path() { canvas.fill(path, with: fill) }
    }
}
