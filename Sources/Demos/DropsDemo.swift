import Animation
import Geometry
import Input
import Raster

/// D5 · Drop progress indicators (seed 004): three indicators side by side, one per timing
/// function, each rotating once every 3 s forever, redrawn on every frame.
///
/// Keys: `D` reverses the direction, `T` cycles every indicator's timing function,
/// `+`/`-` step the drop count through the divisors of 100.
public final class DropsDemo: Demo {
    /// Drop counts the original supports: positions are computed in hundredths.
    public static let dropCounts = [1, 2, 4, 5, 10, 20, 25, 50, 100]
    /// The cycle `T` walks through; the three indicators start at easeInEaseOut, linear, easeOut.
    public static let curveCycle: [(name: String, curve: TimingCurve)] = [
        ("easeInEaseOut", .easeInEaseOut), ("linear", .linear), ("easeOut", .easeOut),
        ("easeIn", .easeIn), ("default", .default),
    ]

    private let text: TextRasterizer
    private var time = 0.0
    /// Index into `curveCycle` of the first indicator; the others follow it.
    public private(set) var curveOffset = 0
    public private(set) var isReversed = false
    public private(set) var dropCount = 5
    private var heads = DropIndicator.headFractions(dropCount: 5)
    /// The circle path for the current indicator side, rebuilt only when the side changes.
    private var circle: Path?
    private var circleSide = 0.0
    /// The key hint under the indicators; rebuilt when a key changes what it says.
    private var hint = ""

    private static let background = Color.white
    private static let ink = Color(r255: 60, g255: 60, b255: 67)
    private static let secondaryInk = Color(r255: 120, g255: 120, b255: 128)

    public init(context: DemoContext) {
        text = context.text
        updateHint()
        bindKeys()
    }

    private func updateHint() {
        hint = "D direction (\(isReversed ? "counter-clockwise" : "clockwise"))   T timing   +/− drops (\(dropCount))"
    }

    public var isAnimating: Bool { true }

    public let keyBindings = KeyBindingTable()

    private func bindKeys() {
        keyBindings.bind("d", summary: "Reverse the direction") { [unowned self] in
            isReversed.toggle()
            updateHint()
        }
        keyBindings.bind("t", summary: "Cycle the timing functions") { [unowned self] in
            curveOffset = (curveOffset + 1) % DropsDemo.curveCycle.count
            updateHint()
        }
        keyBindings.bind("+", "=", label: "+", summary: "More drops", repeats: true) { [unowned self] in changeDropCount(by: 1) }
        keyBindings.bind("-", summary: "Fewer drops", repeats: true) { [unowned self] in changeDropCount(by: -1) }
    }

    private func changeDropCount(by step: Int) {
        let counts = DropsDemo.dropCounts
        let index = counts.firstIndex(of: dropCount) ?? 3
        dropCount = counts[min(max(index + step, 0), counts.count - 1)]
        heads = DropIndicator.headFractions(dropCount: dropCount)
        updateHint()
    }

    /// The timing curve of indicator `index` (0, 1, 2 from the left).
    public func curve(ofIndicator index: Int) -> (name: String, curve: TimingCurve) {
        DropsDemo.curveCycle[(curveOffset + index) % DropsDemo.curveCycle.count]
    }

    public func advance(to time: Double) {
        self.time = time
    }

    public func handle(_ event: InputEvent, size: Size, time: Double) -> Bool {
        false
    }

    /// Where indicator `index` sits for a demo of `size`: its centre and diameter, in points.
    public static func indicatorFrame(index: Int, size: Size) -> (center: Point, side: Double) {
        let tileWidth = size.width / 3
        let side = max(0, min(tileWidth * 0.375, size.height * 0.4))
        let center = Point(x: tileWidth * (Double(index) + 0.5), y: size.height * 0.48)
        return (center, side)
    }

    /// The rotation of indicator `index` at the current time, in radians (clockwise positive).
    public func rotation(ofIndicator index: Int) -> Double {
        DropIndicator.rotation(at: time, curve: curve(ofIndicator: index).curve, reversed: isReversed)
    }

    /// Path fractions of the drop heads, before rotation.
    public var headFractions: [Double] { heads }

    public func draw(in canvas: Canvas, size: Size) -> IntRect? {
        drawFrame(in: canvas, size: size)
        return nil
    }

    private func drawFrame(in canvas: Canvas, size: Size) {
        canvas.fill(Rect(origin: .zero, size: size), with: .solid(DropsDemo.background))
        let side = DropsDemo.indicatorFrame(index: 0, size: size).side
        guard side >= 1 else { return }
        if circle == nil || circleSide != side {
            circle = Path.circle(center: .zero, radius: side / 2)
            circleSide = side
        }
        guard let circle else { return }
        let labelFont = FontSpec(size: max(10, min(17, side * 0.1)), weight: .semibold)
        let scale = canvas.transform.maxScale
        for index in 0..<3 {
            let (center, side) = DropsDemo.indicatorFrame(index: index, size: size)
            DropIndicator.draw(in: canvas, circle: circle, center: center, side: side,
                               angle: rotation(ofIndicator: index), heads: heads)
            if let run = text.run(curve(ofIndicator: index).name, font: labelFont, scale: scale) {
                let origin = Point(x: center.x - run.metrics.width / 2, y: center.y + side / 2 + side * 0.22)
                canvas.draw(run, at: origin, with: .solid(DropsDemo.ink))
            }
        }
        drawCaption(in: canvas, size: size, scale: scale)
    }

    private func drawCaption(in canvas: Canvas, size: Size, scale: Double) {
        let titleFont = FontSpec(size: max(12, min(28, size.width * 0.022)), weight: .semibold)
        let hintFont = FontSpec(size: max(10, min(15, size.width * 0.012)))
        let margin = max(8, size.width * 0.03)
        if let title = text.run("Drop progress indicators", font: titleFont, scale: scale) {
            canvas.draw(title, at: Point(x: margin, y: margin), with: .solid(DropsDemo.ink))
        }
        if let run = text.run(hint, font: hintFont, scale: scale) {
            canvas.draw(run, at: Point(x: margin, y: size.height - margin - run.metrics.height),
                        with: .solid(DropsDemo.secondaryInk))
        }
    }
}
