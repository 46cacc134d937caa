import Animation
import Geometry
import Input
import Raster
import Scene

/// D1 · Onboarding with a fluid page indicator (seed 000): a pager of four pages whose
/// indicator fills like liquid as a default-mode timer advances it, page after page; dragging the
/// pager stops the timer (the run loop is tracking), and any manual page change restarts the
/// progress from that page.
///
/// Keys: Left/Right page. Parameters: `pages` (2…6), `timePerPage`, `fluidColor`, `trackColor`.
public final class OnboardingDemo: SceneDemo {
    static let bodyInk = Color(r255: 99, g255: 99, b255: 102)

    /// The page, the parameters and the progress.
    private let model: OnboardingModel

    /// Builds the pager and fluid indicator on page 0 and starts the progress timer on the scene's run loop.
    public init(context: DemoContext) {
        let runLoop = SceneRunLoop()
        let model = OnboardingModel(runLoop: runLoop)
        self.model = model
        // The page count changes the structure (`ForEach` over the pages in the original); the
        // size only re-lays it out.
        let root = Dynamic(model.builtPages) { count in
            GeometryReader { size in
                OnboardingDemo.body(size: size, pages: OnboardingPage.pages(count), selection: model.selection,
                                    progress: model.progress.currentProgress, colors: (model.fluidColor, model.trackColor),
                                    select: { [unowned model] page in model.show(page) })
            }
        }
        super.init(root: root, context: context, runLoop: runLoop)
        scene.minimumLayoutSize = OnboardingMetrics.minimumLayoutSize
        scene.backgroundColor = .white
        model.start()
        bindKeys()
    }

    /// D1's parameters: pages, timePerPage, fluidColor, trackColor.
    public override var parameters: [AnyParameter] { model.parameters }

    /// The whole demo for a size: the pager, and the indicator over its bottom edge.
    private static func body(size: Size, pages: [OnboardingPage], selection: State<Int>, progress: State<Double>,
                             colors: (fluid: Parameter<Color>, track: Parameter<Color>), select: @escaping (Int) -> Void) -> Node {
        let metrics = OnboardingMetrics(size: size)
        return Pager(selection: selection) {
            for (index, page) in pages.enumerated() {
                pageView(page, metrics: metrics)
                    // The article's `.opacity(…).scaleEffect(…).animation(.linear)`.
                    .bind(selection, animation: .linear(duration: 0.35)) { node, selected in
                        node.opacity = selected == index ? 1 : 0.2
                        let scale = selected == index ? 1.0 : 0.8
                        // Under reduce motion the page fades but does not grow or shrink: the
                        // engine makes a change of scale a jump there.
                        node.scale = Size(width: scale, height: scale)
                    }
            }
        }
        .overlay(alignment: .bottom,
                 FluidProgressView.make(elementsCount: pages.count, progress: progress,
                                        foreground: colors.fluid, background: colors.track, select: select)
                    .padding(EdgeInsets(top: 0, leading: 32, bottom: metrics.indicatorBottom, trailing: 32)))
    }

    /// One page: its illustration above its title and two lines of body text.
    private static func pageView(_ page: OnboardingPage, metrics: OnboardingMetrics) -> Node {
        VStack(spacing: metrics.spacing) {
            Spacer(minLength: metrics.spacing)
            PageIllustration.make(page.illustration, accent: page.accent)
                .frame(maxWidth: metrics.illustration, maxHeight: metrics.illustration)
            Text(page.title, font: metrics.titleFont, color: page.accent)
            Text(page.body, font: metrics.bodyFont, color: bodyInk).lineAlignment(.center)
            Spacer(minLength: metrics.bottomReserve)
        }
        .padding(horizontal: 32)
    }

    private func bindKeys() {
        keyBindings.bind("left", summary: "Previous page", repeats: true) { [unowned model] in model.show(model.selection.value - 1) }
        keyBindings.bind("right", summary: "Next page", repeats: true) { [unowned model] in model.show(model.selection.value + 1) }
    }

    // MARK: What tests and tools read

    /// The page shown (or being moved to).
    public var page: Int { model.selection.value }
    /// The indicator's fill, 0…1.
    public var progress: Double { model.progress.currentProgress.value }
    /// The progress model's page.
    public var progressIndex: Int { model.progress.currentIndex.value }
    /// How many times the progress timer has fired.
    public var progressTicks: Int { model.progress.ticks }
}

extension DemoDescriptor {
    /// D1 in the registry.
    public static let onboarding = DemoDescriptor(number: 1, name: "onboarding", title: "Onboarding") {
        OnboardingDemo(context: $0)
    }
}
