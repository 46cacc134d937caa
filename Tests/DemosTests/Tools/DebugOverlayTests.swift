import Foundation
import Geometry
import Platform
import PlatformTestSupport
@testable import PlaygroundCore
import Raster
import Scene
import Testing
import TestSupport

/// A scene drawn as the window draws it with the debug overlay on: both are layers of a
/// compositor, which repaints the scene wherever the overlay changes before the overlay draws.
private final class OverlayHost {
    let scene: SceneGraph
    let overlay = DebugOverlay()
    let canvas: Canvas
    private let compositor = Compositor()
    private let sceneOnly: Canvas
    private let area: Rect
    /// The scene's pixels of the last frame, without the overlay.
    private(set) var clean: [UInt32] = []
    /// What this frame's upload covers.
    private(set) var upload = Damage.none

    init(_ root: Node, size: Size, scale: Double, text: TextRasterizer) throws {
        scene = SceneGraph(root: root, size: size, text: text)
        scene.backgroundColor = Color(r255: 229, g255: 229, b255: 234)
        canvas = try #require(Canvas(width: Int(size.width * scale), height: Int(size.height * scale)))
        canvas.setTransform(.scale(x: scale, y: scale))
        sceneOnly = try #require(Canvas(width: Int(size.width * scale), height: Int(size.height * scale)))
        sceneOnly.setTransform(.scale(x: scale, y: scale))
        area = Rect(origin: .zero, size: size)
        let scene = self.scene, area = self.area
        overlay.scenes = { visit in visit(scene, area) }
    }

    func frame(at time: Double) {
        scene.advance(to: time)
        overlay.frameTime = time
        compositor.begin()
        compositor.add(scene, frame: area, role: .demo(scene: 0))
        if overlay.mode != .off { compositor.add(overlay, frame: area, role: .debugOverlay) }
        upload = compositor.composite(into: canvas)
        scene.paint(in: sceneOnly, region: sceneOnly.clipBounds, fromScratch: true)
        clean = sceneOnly.pixmap.pixels
    }

    /// The pixel at the device position of scene point `point`, and what the scene alone has there.
    func pixel(_ point: Point) -> (shown: PremultipliedColor, clean: PremultipliedColor) {
        let device = canvas.transform.apply(point)
        let x = Int(device.x), y = Int(device.y)
        return (canvas.pixmap[x, y], PremultipliedColor(packed: clean[y * canvas.pixmap.width + x]))
    }

    /// Scene bounds of the node named `name`.
    func bounds(_ name: String) throws -> Rect {
        let node = try #require(scene.root.descendants(named: name).first)
        return try #require(scene.bounds(of: node))
    }
}

@Suite("Debug overlays")
struct DebugOverlayTests {
    private static let goldens = RepositoryPaths.goldens()
    static let size = Size(width: 260, height: 170)

    /// A card with one node per thing the overlays show: a translucent group, a mask, a clip,
    /// a subtree that takes no hits, a rotated node, text.
    static func testScene() -> Node {
        VStack(spacing: 10) {
            HStack(spacing: 10) {
                RoundedRectangle(cornerRadius: 8).fill(Color(r255: 52, g255: 120, b255: 246)).frame(width: 60, height: 40)
                    .opacity(0.5).named("faded")
                Rectangle().fill(Color(r255: 255, g255: 149, b255: 0)).frame(width: 60, height: 40).mask(Circle().fill(.black)).named("masked")
                Rectangle().fill(Color(r255: 40, g255: 180, b255: 99)).frame(width: 60, height: 40)
                    .clipShape(.roundedRectangle(cornerRadius: 14)).named("clipped")
            }
            HStack(spacing: 10) {
                ZStack {
                    Rectangle().fill(Color(r255: 174, g255: 174, b255: 178)).frame(width: 60, height: 40)
                    Circle().fill(Color(r255: 255, g255: 59, b255: 48)).frame(width: 20, height: 20)
                }.allowsHitTesting(false).named("inert")
                Rectangle().fill(Color(r255: 175, g255: 82, b255: 222)).frame(width: 50, height: 26)
                    .rotationEffect(Double.pi / 8).named("tilted")
                Text("Tap", font: FontSpec(size: 15, weight: .semibold)).frame(width: 60, height: 40).named("label")
            }
        }
        .padding(14)
        .background(RoundedRectangle(cornerRadius: 14).fill(.white))
    }

    private func host(scale: Double = 1, text: TextRasterizer = FixedText()) throws -> OverlayHost {
        try OverlayHost(Self.testScene(), size: Self.size, scale: scale, text: text)
    }

    @Test("F3 cycles off → bounds → damage → layers → hits → off")
    func cycle() {
        var mode = DebugOverlayMode.off
        var seen: [DebugOverlayMode] = []
        for _ in 0..<5 {
            mode = mode.next
            seen.append(mode)
        }
        #expect(seen == [.bounds, .damage, .layers, .hits, .off])
        #expect(DebugOverlayMode.allCases.count == 5)
    }

    @Test("Off draws nothing")
    func off() throws {
        let host = try host()
        host.frame(at: 0)
        #expect(host.canvas.pixmap.pixels == host.clean)
        #expect(host.overlay.lastDrawnRegion == nil)
    }

    @Test("Bounds: a one-pixel outline of every node, coloured by depth; insides untouched")
    func bounds() throws {
        let host = try host()
        host.overlay.mode = .bounds
        host.frame(at: 0)
        let masked = try host.bounds("masked")
        // The masked frame and its rectangle share their bounds: the deeper one's outline is on top.
        var depth = -1
        host.scene.debugVisit(rootTransform: .identity) { info in
            if info.debugName == "Rectangle", info.deviceBounds == masked { depth = info.depth }
        }
        #expect(depth >= 0)
        let edge = host.pixel(Point(x: masked.minX, y: masked.midY))
        #expect(edge.shown == DebugOverlay.depthColors[depth % DebugOverlay.depthColors.count].premultiplied)
        let inside = host.pixel(Point(x: masked.midX, y: masked.midY))
        #expect(inside.shown == inside.clean)
        #expect(host.overlay.lastDrawnRegion != nil)
    }

    @Test("Damage: what was repainted flashes green, fading out over 0.3 s of frame time")
    func damage() throws {
        let host = try host()
        host.overlay.mode = .damage
        host.frame(at: 0)
        let tilted = try #require(host.scene.root.descendants(named: "tilted").first)
        tilted.offset = Point(x: 0, y: 4)
        host.frame(at: 1)
        let damaged = try host.bounds("tilted")
        let point = Point(x: damaged.midX, y: damaged.minY + 1)
        let fresh = host.pixel(point)
        #expect(fresh.shown.green > fresh.shown.red && fresh.shown.red < fresh.clean.red)
        let faraway = host.pixel(Point(x: 2, y: 2))
        #expect(faraway.shown == faraway.clean, "the first frame's full flash is over")
        host.frame(at: 1.15)
        let half = host.pixel(point)
        #expect(half.shown.red > fresh.shown.red && half.shown.red < half.clean.red)
        #expect(host.overlay.isAnimating(at: 1.2))
        host.frame(at: 1.31)
        #expect(!host.overlay.isAnimating(at: 1.31))
        #expect(host.canvas.pixmap.pixels == host.clean, "restored by the repaint, nothing left to flash")
    }

    @Test("Layers: opacity, mask and clip each tinted in their own colour; plain nodes untouched")
    func layers() throws {
        let host = try host()
        host.overlay.mode = .layers
        host.frame(at: 0)
        /// How much each channel dropped where the tint is.
        func drop(_ name: String, at corner: Bool = false) throws -> (red: Int, green: Int, blue: Int) {
            let bounds = try host.bounds(name)
            let pixel = host.pixel(corner ? Point(x: bounds.minX + 3, y: bounds.minY + 3) : Point(x: bounds.midX, y: bounds.midY))
            return (Int(pixel.clean.red) - Int(pixel.shown.red), Int(pixel.clean.green) - Int(pixel.shown.green),
                    Int(pixel.clean.blue) - Int(pixel.shown.blue))
        }
        // Blue over the faded group: red drops most. Purple over the mask's white corner: green.
        // Orange over the clipped green: blue.
        let faded = try drop("faded"), masked = try drop("masked", at: true), clipped = try drop("clipped")
        #expect(faded.red > faded.green && faded.red > faded.blue)
        #expect(masked.green > masked.red && masked.green > masked.blue)
        #expect(clipped.blue > clipped.red && clipped.blue > clipped.green)
        let inert = try drop("inert")
        #expect(inert == (0, 0, 0))
    }

    @Test("Hits: regions that take no hit tests are tinted red; the rest is untouched")
    func hits() throws {
        let host = try host()
        host.overlay.mode = .hits
        host.frame(at: 0)
        let inert = try host.bounds("inert")
        let tinted = host.pixel(Point(x: inert.minX + 4, y: inert.minY + 4))
        #expect(tinted.shown.green < tinted.clean.green && tinted.shown.red >= tinted.clean.red)
        let faded = try host.bounds("faded")
        let plain = host.pixel(Point(x: faded.midX, y: faded.midY))
        #expect(plain.shown == plain.clean)
    }

    @Test("No mode changes the scene, and the scene's damage stays its own")
    func readOnly() throws {
        let host = try host()
        host.frame(at: 0)
        let dump = host.scene.layoutDump()
        for mode in DebugOverlayMode.allCases {
            host.overlay.mode = mode
            host.frame(at: 1)
            #expect(!host.scene.needsRedraw)
            #expect(host.scene.takeDamage(rootTransform: host.canvas.transform) == .none,
                    "\(mode): the repaint of the overlay's region is not the scene's damage")
        }
        #expect(host.scene.layoutDump() == dump)
    }

    @Test("Each mode over the test scene matches its goldens at scale 1 and 2")
    func goldens() throws {
        let text = try TrueTypeText(fontDirectory: RepositoryPaths.fonts)
        for scale in [1.0, 2.0] {
            for mode in DebugOverlayMode.allCases where mode != .off {
                let host = try host(scale: scale, text: text)
                host.overlay.mode = mode
                host.frame(at: 0)
                if mode == .damage {
                    // Two changes 0.15 s apart: one half faded, one just repainted.
                    try #require(host.scene.root.descendants(named: "tilted").first).offset = Point(x: 0, y: 4)
                    host.frame(at: 1)
                    try #require(host.scene.root.descendants(named: "label").first).offset = Point(x: 6, y: 0)
                    host.frame(at: 1.15)
                }
                let mismatch = GoldenImage.compare(host.canvas.pixmap, name: "overlay-\(mode.title)@\(Int(scale))x", directory: Self.goldens)
                #expect(mismatch == nil, "\(mismatch?.description ?? "")")
            }
        }
    }
}
