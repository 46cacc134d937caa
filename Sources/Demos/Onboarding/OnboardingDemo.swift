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
    static let indicatorForeground = Color(red: 0.20, green: 0.62, blue: 0.27)
    static let indicatorBackground = Color(red: 0.88, green: 0.89, blue: 0.91)
    static let bodyInk = Color(r255: 99, g255: 99, b255: 102)

    /// Pages in the pager, capsules in the indicator and items of the progress model: 2…6,
    /// default 4 (the original's). A change rebuilds the pager and the indicator and restarts
    /// the progress at the current page (kept in range).
    let pages = Parameter("pages", "Pages in the pager, the indicator and the progress", default: 4,
                          values: Array(2...OnboardingPage.maximumCount))
    /// Seconds the progress spends on each page (the model's `timePerItem`), 1…15 s, default 4.
    /// A change restarts the progress at the current page.
    let timePerPage = Parameter("timePerPage", "Seconds the progress spends on each page", default: 4,
                                range: 1...15, unit: "s")
    /// The indicator's foreground row: the fluid.
    let fluidColor = Parameter("fluidColor", "Colour of the indicator's fluid", default: OnboardingDemo.indicatorForeground)
    /// The indicator's background row: the empty capsules.
    let trackColor = Parameter("trackColor", "Colour of the indicator's empty capsules", default: OnboardingDemo.indicatorBackground)

    /// The pager's page: the article's `selectedItemPage`.
    let selection = State(0)
    /// The page count the body is built for: follows `pages` once the page and the progress are
    /// back in range, so the new pager is built on a valid page.
    private let builtPages: State<Int>
    let model: FluidProgressModel
    private var subscriptions: [Subscription] = []

    /// Builds the pager and fluid indicator on page 0 and starts the progress timer on the scene's timeline.
    public init(context: DemoContext) {
        let selection = self.selection
        let builtPages = State(pages.value)
        self.builtPages = builtPages
        let select = SelectPage()
        let timeline = SceneTimeline()
        model = FluidProgressModel(elementsCount: pages.value, timePerItem: timePerPage.value, timeline: timeline)
        let model = self.model, fluidColor = self.fluidColor, trackColor = self.trackColor
        // The page count changes the structure (`ForEach` over the pages in the original); the
        // size only re-lays it out.
        let root = Dynamic(builtPages) { count in
            GeometryReader { size in
                OnboardingDemo.body(size: size, pages: OnboardingPage.pages(count), selection: selection,
                                    progress: model.currentProgress, colors: (fluidColor, trackColor),
                                    select: { select.action?($0) })
            }
        }
        super.init(root: root, context: context, timeline: timeline)
        scene.backgroundColor = .white
        select.action = { [unowned self] page in show(page) }
        wireProgressToPager()
        wireParameters()
        bindKeys()
        model.start()
    }

    /// D1's parameters: pages, timePerPage, fluidColor, trackColor.
    public override var parameters: [AnyParameter] { [pages, timePerPage, fluidColor, trackColor] }

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
                        // Under reduce motion the page fades but does not grow or shrink.
                        if node.environment.reduceMotion {
                            node.withAnimation(nil) { node.scale = Size(width: scale, height: scale) }
                        } else {
                            node.scale = Size(width: scale, height: scale)
                        }
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

    /// The article's two `onChange`s: the progress's page drives the pager with the default
    /// animation, and a page chosen by hand (drag, key, capsule) restarts the progress there.
    private func wireProgressToPager() {
        let model = self.model, selection = self.selection, timeline = scene.timeline
        subscriptions.append(model.currentIndex.subscribe { index in
            timeline.withAnimation(.default) { selection.value = index }
        })
        subscriptions.append(selection.subscribe { index in
            // Out of range only for a moment while the page count changes (a drag cancelled on
            // the pager being replaced); `restartProgress` then brings both back.
            if model.currentIndex.value != index, index < model.elementsCount { model.updateIndex(to: index) }
        })
    }

    /// `pages` and `timePerPage` restart the progress at the current page, as the article's
    /// `updateIndex` does; a new page count then rebuilds the pager and the indicator.
    private func wireParameters() {
        subscriptions.append(pages.subscribe { [unowned self] count in
            restartProgress()
            builtPages.value = count
            // Replacing the pager ends a drag on it, whose release may pick a page of the old
            // count: bring the page and the progress back in range.
            if selection.value >= count || model.currentIndex.value != selection.value { restartProgress() }
        })
        subscriptions.append(timePerPage.subscribe { [unowned self] _ in restartProgress() })
    }

    /// Restarts the progress at the current page (clamped to `pages`) with the current
    /// parameters, and puts the pager on that page.
    private func restartProgress() {
        let page = min(max(selection.value, 0), pages.value - 1)
        model.reconfigure(elementsCount: pages.value, timePerItem: timePerPage.value, restartAt: page)
        if selection.value != page { selection.value = page }
    }

    /// Shows page `page` with the default animation, as a manual change.
    func show(_ page: Int) {
        let clamped = min(max(page, 0), pages.value - 1)
        scene.withAnimation(.default) { selection.value = clamped }
    }

    private func bindKeys() {
        keyBindings.bind("left", summary: "Previous page", repeats: true) { [unowned self] in show(selection.value - 1) }
        keyBindings.bind("right", summary: "Next page", repeats: true) { [unowned self] in show(selection.value + 1) }
    }

    // MARK: What tests and tools read

    /// The page shown (or being moved to).
    public var page: Int { selection.value }
    /// The indicator's fill, 0…1.
    public var progress: Double { model.currentProgress.value }
    /// The progress model's page.
    public var progressIndex: Int { model.currentIndex.value }
    /// How many times the progress timer has fired.
    public var progressTicks: Int { model.ticks }
}

/// Lets the body call back into the demo, which does not exist yet while the body is built.
private final class SelectPage {
    var action: ((Int) -> Void)?
}

/// D1's proportions for a demo size, so a gallery tile and a full window look alike.
struct OnboardingMetrics {
    let titleFont: FontSpec
    let bodyFont: FontSpec
    let spacing: Double
    let illustration: Double
    /// Space kept free under the text for the indicator.
    let bottomReserve: Double
    /// The indicator's distance from the bottom edge.
    let indicatorBottom: Double

    init(size: Size) {
        let unit = min(size.width / 1280, size.height / 800)
        titleFont = FontSpec(size: max(13, min(34, 34 * unit * 1.2)), weight: .semibold)
        bodyFont = FontSpec(size: max(10, min(18, 18 * unit * 1.2)))
        spacing = max(6, 22 * unit)
        illustration = max(40, min(320, size.height * 0.4))
        indicatorBottom = max(8, 48 * unit)
        bottomReserve = indicatorBottom + FluidProgressView.touchHeight + spacing
    }
}

extension DemoDescriptor {
    /// D1 in the registry.
    public static let onboarding = DemoDescriptor(number: 1, name: "onboarding", title: "Onboarding") {
        OnboardingDemo(context: $0)
    }
}
