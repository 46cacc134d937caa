import Animation
import Geometry
import Input
import Raster
import Scene

/// D5 · Drop progress indicators (seed 004): three indicators side by side, one per timing
/// function, each rotating once per period (3 s) forever, redrawn on every frame.
///
/// Keys: `D` reverses the direction, `T` cycles every indicator's timing function,
/// `+`/`-` step the drop count through the divisors of 100. Each of these, and the drops' shape
/// and period, is a declared parameter (`parameters`): set from the inspector or `--set`, the
/// live indicators follow at once.
public final class DropsDemo: SceneDemo {
    /// Drop counts the original supports: positions are computed in hundredths.
    public static let dropCounts = [1, 2, 4, 5, 10, 20, 25, 50, 100]
    /// The cycle `T` walks through; the three indicators start at easeInEaseOut, linear, easeOut.
    public static let curveCycle: [(name: String, curve: TimingCurve)] = [
        ("easeInEaseOut", .easeInEaseOut), ("linear", .linear), ("easeOut", .easeOut),
        ("easeIn", .easeIn), ("default", .default),
    ]

    static let ink = Color(r255: 60, g255: 60, b255: 67)
    static let secondaryInk = Color(r255: 120, g255: 120, b255: 128)

    private let model: DropsModel

    /// Builds the three indicators on a white background, with their run loop created first, and
    /// binds the keys.
    public init(context: DemoContext) {
        // The model measures the revolution on the scene's run loop, so that exists first.
        let runLoop = SceneRunLoop()
        let model = DropsModel(runLoop: runLoop)
        self.model = model
        super.init(root: DropsDemo.body(model), context: context, runLoop: runLoop)
        scene.minimumLayoutSize = DropsMetrics.minimumLayoutSize
        scene.backgroundColor = .white
        bindKeys()
    }

    /// D5's parameters: count, shapeLength, elementLength, originWidth, timing, direction, period.
    public override var parameters: [AnyParameter] { model.parameters }

    /// The whole demo, from the demo's size: a title, a row of three tiles (indicator above its
    /// timing function's name) and the key hint.
    private static func body(_ model: DropsModel) -> Node {
        GeometryReader { size in
            let metrics = DropsMetrics(size: size)
            ZStack(alignment: .topLeading) {
                HStack(alignment: .top, spacing: 0) {
                    for index in 0..<3 {
                        VStack(spacing: metrics.labelGap) {
                            DropIndicatorNode(shape: model.shape.value)
                                .bind(model.shape) { node, shape in node.shape = shape }
                                .onFrame { node, time in node.rotation = model.rotation(ofIndicator: index, at: time) }
                                .frame(width: metrics.side, height: metrics.side)
                            // The first label names `timing` (a custom curve by its numbers);
                            // the others follow the cycle.
                            Text(model.curveName(ofIndicator: index), font: metrics.labelFont, color: DropsDemo.ink)
                                // A narrow tile shrinks a long name rather than breaking it.
                                .minimumScaleFactor(0.6)
                                .named("DropLabel.\(index)")
                        }
                        .padding(EdgeInsets(top: metrics.indicatorTop))
                        .frame(width: metrics.tileWidth, height: size.height, alignment: .top)
                    }
                }
                Text("Drop progress indicators", font: metrics.titleFont, color: DropsDemo.ink)
                    .padding(metrics.margin)
                Text(model.hint, font: metrics.hintFont, color: DropsDemo.secondaryInk)
                    .padding(metrics.margin)
                    .frame(width: size.width, height: size.height, alignment: .bottomLeading)
            }
        }
    }

    private func bindKeys() {
        let model = self.model
        keyBindings.bind("d", summary: "Reverse the direction") { model.direction.value = 1 - model.direction.value }
        keyBindings.bind("t", summary: "Cycle the timing functions") {
            // From a custom first curve, on from the named one the others follow.
            model.timing.value = DropsDemo.curveCycle[(model.curveOffset.value + 1) % DropsDemo.curveCycle.count].curve
        }
        keyBindings.bind("+", "=", label: "+", summary: "More drops", repeats: true) { [unowned self] in changeDropCount(by: 1) }
        keyBindings.bind("-", summary: "Fewer drops", repeats: true) { [unowned self] in changeDropCount(by: -1) }
    }

    private func changeDropCount(by step: Int) {
        let counts = DropsDemo.dropCounts
        let index = counts.firstIndex(of: model.count.value) ?? 3
        model.count.value = counts[min(max(index + step, 0), counts.count - 1)]
    }

    /// Index into `curveCycle` where the indicators' curves start; `T` advances it.
    public var curveOffset: Int { model.curveOffset.value }
    /// True when the drops travel counterclockwise (`D` toggles it).
    public var isReversed: Bool { model.isReversed }
    /// Drops per indicator; always one of `dropCounts`.
    public var dropCount: Int { model.count.value }

    /// The timing curve of indicator `index` (0, 1, 2 from the left).
    public func curve(ofIndicator index: Int) -> (name: String, curve: TimingCurve) {
        model.curve(ofIndicator: index)
    }

    /// The rotation of indicator `index` at the current time, in radians (clockwise positive).
    public func rotation(ofIndicator index: Int) -> Double {
        model.rotation(ofIndicator: index, at: scene.runLoop.now)
    }

    /// Path fractions of the drop heads, before rotation.
    public var headFractions: [Double] { model.shape.value.heads }

    /// Segments each drop is cut into (`shapeLength / elementLength`, rounded).
    public var segmentsPerDrop: Int { model.shape.value.segmentsPerDrop }

    /// Where indicator `index` sits for a demo of `size`: its centre and diameter, in points.
    public static func indicatorFrame(index: Int, size: Size) -> (center: Point, side: Double) {
        let metrics = DropsMetrics(size: size)
        let center = Point(x: metrics.tileWidth * (Double(index) + 0.5), y: metrics.indicatorTop + metrics.side / 2)
        return (center, metrics.side)
    }
}

extension DemoDescriptor {
    /// D5 in the registry.
    public static let drops = DemoDescriptor(number: 5, name: "drops", title: "Drops") { DropsDemo(context: $0) }
}
