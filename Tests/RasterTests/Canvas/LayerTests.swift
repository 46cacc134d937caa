import Geometry
import Raster
import Testing

@Suite("Layers and masks")
struct LayerTests {
    static func twoSquares(_ canvas: Canvas, opacity: Double = 1) {
        canvas.fill(Rect(x: 20, y: 20, width: 60, height: 60), with: Paint(.solid(ink), opacity: opacity))
        canvas.fill(Rect(x: 50, y: 40, width: 60, height: 60), with: Paint(.solid(accent), opacity: opacity))
    }

    /// Group opacity: the overlap shows only the top square, unlike per-shape opacity.
    @Test func groupOpacityDoesNotShowOverlaps() {
        let group = whiteCanvas()
        group.withOpacity(0.5) { Self.twoSquares(group) }
        let separate = whiteCanvas()
        Self.twoSquares(separate, opacity: 0.5)
        #expect(group.pixmap[60, 60] == group.pixmap[100, 90])
        #expect(separate.pixmap[60, 60] != separate.pixmap[100, 90])
        expectGolden(group, "layer-opacity")
    }

    @Test func opacityOneDrawsDirectlyAndZeroDrawsNothing() {
        let direct = whiteCanvas(), layered = whiteCanvas(), none = whiteCanvas()
        Self.twoSquares(direct)
        layered.withOpacity(1) { Self.twoSquares(layered) }
        none.withOpacity(0) { Self.twoSquares(none) }
        #expect(direct.pixmap.pixels == layered.pixmap.pixels)
        #expect(none.pixmap.pixels.allSatisfy { $0 == Color.white.premultiplied.packed })
    }

    /// A transparency layer keeps what its drawing replaces to itself: a half-transparent clear
    /// inside it blends over the canvas, where straight on the canvas it wipes what was there.
    @Test func layerBlendsWhatItsDrawingReplaces() {
        let tint = Color(r255: 0, g255: 0, b255: 255, alpha: 0.5)
        let layered = whiteCanvas(), direct = whiteCanvas(), expected = whiteCanvas()
        layered.withLayer(deviceBounds: Rect(x: 0, y: 0, width: 40, height: 40)) {
            layered.limitDrawing(toDevice: IntRect(x: 10, y: 10, width: 20, height: 20))
            layered.clear(tint)
        }
        direct.limitDrawing(toDevice: IntRect(x: 10, y: 10, width: 20, height: 20))
        direct.clear(tint)
        expected.fill(Rect(x: 10, y: 10, width: 20, height: 20), with: .solid(tint))
        #expect(layered.pixmap[15, 15] == expected.pixmap[15, 15])
        #expect(direct.pixmap[15, 15] == tint.premultiplied)
        #expect(layered.pixmap[5, 5] == Color.white.premultiplied, "outside the drawing the layer leaves the canvas")
    }

    /// A mask of full coverage leaves the picture unchanged.
    @Test func fullMaskIsIdentity() {
        let plain = whiteCanvas()
        Self.twoSquares(plain)
        let masked = whiteCanvas()
        masked.drawMasked(content: { Self.twoSquares(masked) },
                          mask: { masked.fill(Rect(x: 0, y: 0, width: 160, height: 120), with: .solid(.black)) })
        #expect(plain.pixmap.pixels == masked.pixmap.pixels)
    }

    /// Any drawing masks any other: squares seen through a soft ring and a circle.
    @Test func shapedMask() {
        let canvas = whiteCanvas()
        canvas.drawMasked(content: { Self.twoSquares(canvas) }, mask: {
            canvas.fill(Path.circle(center: Point(x: 65, y: 60), radius: 35)!, with: .solid(.black))
            canvas.stroke(Path.circle(center: Point(x: 65, y: 60), radius: 48)!, style: StrokeStyle(width: 6),
                          with: .solid(Color(red: 0, green: 0, blue: 0, alpha: 0.5)))
        })
        expectGolden(canvas, "layer-mask")
        #expect(canvas.pixmap[22, 22] == Color.white.premultiplied)
        #expect(canvas.pixmap[65, 60] == accent.premultiplied)
    }

    /// Drawing in a layer is limited to the part composited back: a masked copy of a whole list
    /// of which one row shows draws that row only (a menu's selected look, which at scale 2 drew
    /// its whole list on every frame), and the pixels are those of drawing it all.
    @Test func layerDrawingIsLimitedToItsBounds() {
        let bounds = Rect(x: 40, y: 30, width: 50, height: 40)
        let region = IntRect(enclosing: bounds)
        // A mask inside the bounds: drawn with unbounded layers, the same pixels show.
        func mask(_ canvas: Canvas) { canvas.fill(Path.circle(center: Point(x: 65, y: 50), radius: 18)!, with: .solid(.black)) }
        var seen: [IntRect] = []
        let masked = whiteCanvas()
        masked.drawMasked(deviceBounds: bounds, content: {
            seen.append(masked.clipBounds)
            Self.twoSquares(masked)
        }, mask: {
            seen.append(masked.clipBounds)
            mask(masked)
        })
        let faded = whiteCanvas()
        faded.withOpacity(0.5, deviceBounds: bounds) {
            seen.append(faded.clipBounds)
            Self.twoSquares(faded)
        }
        #expect(seen == [region, region, region])
        #expect(masked.clipBounds == whiteCanvas().clipBounds, "the limit ends with the layer")
        let maskedWhole = whiteCanvas()
        maskedWhole.drawMasked(deviceBounds: nil, content: { Self.twoSquares(maskedWhole) }, mask: { mask(maskedWhole) })
        #expect(masked.pixmap.pixels == maskedWhole.pixmap.pixels)
        // Unbounded, the group composites its whole layer, blank outside the drawing's limit.
        let fadedWhole = whiteCanvas()
        fadedWhole.withOpacity(0.5, deviceBounds: nil) {
            fadedWhole.limitDrawing(toDevice: region)
            Self.twoSquares(fadedWhole)
        }
        #expect(faded.pixmap.pixels == fadedWhole.pixmap.pixels)
        #expect(faded.pixmap[22, 22] == Color.white.premultiplied, "nothing outside the bounds")
    }
}
