import Animation
import Raster
import Scene

/// D1's state: the page shown, the page count the pager is built for, the declared parameters,
/// and the article's progress model (`FluidProgressModel`), with how they follow each other.
/// No node handles: the pager and the indicator follow these states.
final class OnboardingModel {
    static let indicatorForeground = Color(red: 0.20, green: 0.62, blue: 0.27)
    static let indicatorBackground = Color(red: 0.88, green: 0.89, blue: 0.91)

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
    let fluidColor = Parameter("fluidColor", "Colour of the indicator's fluid", default: OnboardingModel.indicatorForeground)
    /// The indicator's background row: the empty capsules.
    let trackColor = Parameter("trackColor", "Colour of the indicator's empty capsules", default: OnboardingModel.indicatorBackground)

    /// The pager's page: the article's `selectedItemPage`.
    let selection = State(0)
    /// The page count the body is built for: follows `pages` once the page and the progress are
    /// back in range, so the new pager is built on a valid page.
    let builtPages: State<Int>
    /// The article's view model: the timer-driven progress and its page.
    let progress: FluidProgressModel
    private let runLoop: SceneRunLoop
    private var subscriptions: [Subscription] = []

    /// On page 0, the progress not started yet (`start`).
    init(runLoop: SceneRunLoop) {
        self.runLoop = runLoop
        builtPages = State(pages.value)
        progress = FluidProgressModel(elementsCount: pages.value, timePerItem: timePerPage.value, runLoop: runLoop)
    }

    /// D1's parameters, in the order the inspector lists them.
    var parameters: [AnyParameter] { [pages, timePerPage, fluidColor, trackColor] }

    /// Connects the progress, the pager's page and the parameters, and starts the progress
    /// timer. After the body is built: the pager follows the page before these do.
    func start() {
        wireProgressToPager()
        wireParameters()
        progress.start()
    }

    /// The article's two `onChange`s: the progress's page drives the pager with the default
    /// animation, and a page chosen by hand (drag, key, capsule) restarts the progress there.
    private func wireProgressToPager() {
        let model = self.progress, selection = self.selection, runLoop = self.runLoop
        subscriptions.append(model.currentIndex.subscribe { index in
            runLoop.withAnimation(.default) { selection.value = index }
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
            if selection.value >= count || progress.currentIndex.value != selection.value { restartProgress() }
        })
        subscriptions.append(timePerPage.subscribe { [unowned self] _ in restartProgress() })
    }

    /// Restarts the progress at the current page (clamped to `pages`) with the current
    /// parameters, and puts the pager on that page.
    private func restartProgress() {
        let page = min(max(selection.value, 0), pages.value - 1)
        progress.reconfigure(elementsCount: pages.value, timePerItem: timePerPage.value, restartAt: page)
        if selection.value != page { selection.value = page }
    }

    /// Shows page `page` with the default animation, as a manual change.
    func show(_ page: Int) {
        let clamped = min(max(page, 0), pages.value - 1)
        runLoop.withAnimation(.default) { selection.value = clamped }
    }
}
