import Geometry
import Lottie
import LottieModel
import Raster
import Testing

/// A layer's Gaussian Blur and Drop Shadow effects, sized in the layer's units (so scaled with
/// the picture), After Effects' blurriness read as a standard deviation of 0.3 of it.
@Suite struct LayerEffectTests {
    /// A 100 × 100 composition: a red 20 × 20 square at the centre with `effects`.
    static func composition(effects: String) throws -> Composition {
        let text = #"{"v":"5.7","fr":30,"ip":0,"op":30,"w":100,"h":100,"layers":[{"ty":4,"ind":1,"ip":0,"op":30,"ks":{},"ef":[\#(effects)],"shapes":[{"ty":"rc","p":{"a":0,"k":[50,50]},"s":{"a":0,"k":[20,20]},"r":{"a":0,"k":0}},{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}}]}]}"#
        let (composition, report) = try DocumentParser.parse(Array(text.utf8))
        #expect(report.unsupported.isEmpty, "\(report.unsupportedLines)")
        return composition
    }

    private func render(_ composition: Composition, scale: Double = 1) throws -> Pixmap {
        let canvas = try #require(Canvas(width: Int(100 * scale), height: Int(100 * scale)))
        canvas.setTransform(.scale(scale))
        CompositionRenderer(composition: composition).draw(frame: 0, in: canvas)
        return canvas.pixmap
    }

    @Test func gaussianBlurSoftensTheEdgesInTheLayersUnits() throws {
        let blurred = try Self.composition(effects: #"{"ty":29,"nm":"Gaussian Blur","en":1,"ef":[{"ty":0,"nm":"Blurriness","v":{"a":0,"k":20}},{"ty":7,"nm":"Blur Dimensions","v":{"a":0,"k":1}},{"ty":7,"nm":"Repeat Edge Pixels","v":{"a":0,"k":0}}]}"#)
        let once = try render(blurred)
        #expect(once[40, 50].alpha > 90 && once[40, 50].alpha < 170, "the edge half covered: \(once[40, 50].alpha)")
        #expect(once[34, 50].alpha > 0, "the blur reaches beyond the square")
        // At twice the size, the same picture twice as large: the blur is in the layer's units.
        let twice = try render(blurred, scale: 2)
        #expect(abs(Int(twice[68, 100].alpha) - Int(once[34, 50].alpha)) <= 12, "\(twice[68, 100].alpha) vs \(once[34, 50].alpha)")
        // Switched off, it is not drawn.
        let off = try render(try Self.composition(effects: #"{"ty":29,"nm":"Gaussian Blur","en":0,"ef":[{"ty":0,"nm":"Blurriness","v":{"a":0,"k":20}}]}"#))
        #expect(off[34, 50].alpha == 0 && off[40, 50].alpha == 255)
    }

    @Test func dropShadowFallsInItsDirectionAtItsDistance() throws {
        // Black at full opacity (255), direction 135° (down and right), distance 10·√2, no softness.
        let shadow = try Self.composition(effects: #"{"ty":25,"nm":"Drop Shadow","en":1,"ef":[{"ty":2,"nm":"Shadow Color","v":{"a":0,"k":[0,0,0,1]}},{"ty":0,"nm":"Opacity","v":{"a":0,"k":255}},{"ty":1,"nm":"Direction","v":{"a":0,"k":135}},{"ty":0,"nm":"Distance","v":{"a":0,"k":14.142}},{"ty":0,"nm":"Softness","v":{"a":0,"k":0}}]}"#)
        let picture = try render(shadow)
        #expect(picture[50, 50].packed == 0xffff_0000, "the square on top")
        #expect(picture[65, 65].packed == 0xff00_0000, "its shadow 10 down and 10 right")
        #expect(picture[35, 35].alpha == 0)
    }

    @Test func maskFeatherSoftensTheMasksEdge() throws {
        func solid(feather: Double) throws -> Pixmap {
            let mask = #"{"mode":"a","pt":{"a":0,"k":{"c":true,"v":[[30,30],[70,30],[70,70],[30,70]],"i":[[0,0],[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0],[0,0]]}},"o":{"a":0,"k":100},"f":{"a":0,"k":[\#(feather),\#(feather)]}}"#
            let text = ##"{"v":"5.7","fr":30,"ip":0,"op":30,"w":100,"h":100,"layers":[{"ty":1,"ind":1,"ip":0,"op":30,"ks":{},"sc":"#0000ff","sw":100,"sh":100,"hasMask":true,"masksProperties":["## + mask + "]}]}"
            let (composition, report) = try DocumentParser.parse(Array(text.utf8))
            #expect(report.unsupported.isEmpty, "\(report.unsupportedLines)")
            return try render(composition)
        }
        let hard = try solid(feather: 0), soft = try solid(feather: 20)
        #expect(hard[29, 50].alpha == 0 && hard[31, 50].alpha == 255)
        #expect(soft[30, 50].alpha > 80 && soft[30, 50].alpha < 180, "the feathered edge is half covered: \(soft[30, 50].alpha)")
        #expect(soft[25, 50].alpha > 0 && soft[36, 50].alpha < 255, "softened on both sides")
        #expect(soft[50, 50].alpha == 255)
    }
}
