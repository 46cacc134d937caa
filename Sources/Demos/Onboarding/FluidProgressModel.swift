import Animation
import Scene

/// The article's `FluidProgressViewModel`: a timer in the default run-loop mode adds exactly one
/// tick to `timePassed` per fire, so the progress stops while the pager is dragged (the run loop
/// is tracking) and resumes on release; a manual page change restarts it from that page.
///
/// Times are scene seconds. `progress` is `timePassed / totalDuration` (0…1) and `currentIndex`
/// the page it falls in; both are sources the indicator and the pager follow. The page count and
/// the time per page can change while it runs (`reconfigure`): the progress then restarts at a
/// page, as a manual page change does.
final class FluidProgressModel {
    /// The article's tick: 0.01 s.
    static let tick = 0.01

    /// Pages, ≥ 1.
    private(set) var elementsCount: Int
    /// Seconds each page shows before the progress reaches the next one, > 0.
    private(set) var timePerItem: Double
    /// `timePerItem × elementsCount`, seconds.
    private(set) var totalDuration: Double
    /// `1 / elementsCount`.
    private(set) var progressPerItem: Double
    private(set) var timePassed = 0.0
    let currentProgress = State(0.0)
    let currentIndex = State(0)
    /// Timer fires so far (what a test counts to see that dragging stops the clock).
    private(set) var ticks = 0

    private let timeline: SceneTimeline
    private var timer: SceneTimer?

    init(elementsCount: Int, timePerItem: Double, timeline: SceneTimeline) {
        self.elementsCount = max(elementsCount, 1)
        self.timePerItem = FluidProgressModel.validTime(timePerItem)
        totalDuration = self.timePerItem * Double(self.elementsCount)
        progressPerItem = 1 / Double(self.elementsCount)
        self.timeline = timeline
    }

    /// A usable time per page: positive and finite (the parameter's limits keep it in 1…15 s).
    private static func validTime(_ seconds: Double) -> Double {
        seconds.isFinite && seconds > 0 ? seconds : 4
    }

    deinit {
        timer?.invalidate()
    }

    /// `Timer.publish(every: tick, tolerance: tick, on: .main, in: .default).autoconnect()`.
    func start() {
        timer?.invalidate()
        timer = timeline.scheduleTimer(interval: FluidProgressModel.tick, mode: .default) { [unowned self] _ in
            fire()
        }
    }

    func stop() {
        timer?.invalidate()
        timer = nil
    }

    private func fire() {
        ticks += 1
        timePassed += FluidProgressModel.tick
        if timePassed > totalDuration {
            timePassed = 0
        }
        currentProgress.value = timePassed / totalDuration
        currentIndex.value = Int(currentProgress.value / progressPerItem)
    }

    /// New page count and time per page, effective at once: the progress restarts at page
    /// `index` (clamped to the new pages) as `updateIndex(to:)` does, so the fill, the page and
    /// the timer agree with the new totals rather than keeping a fraction of the old ones.
    func reconfigure(elementsCount: Int, timePerItem: Double, restartAt index: Int) {
        self.elementsCount = max(elementsCount, 1)
        self.timePerItem = FluidProgressModel.validTime(timePerItem)
        totalDuration = self.timePerItem * Double(self.elementsCount)
        progressPerItem = 1 / Double(self.elementsCount)
        updateIndex(to: min(max(index, 0), self.elementsCount - 1))
    }

    /// The article's `updateIndexTo(_:)`: the progress jumps to the start of page `index` and the
    /// timer starts over from there.
    func updateIndex(to index: Int) {
        stop()
        timePassed = timePerItem * Double(index)
        currentProgress.value = progressPerItem * Double(index)
        currentIndex.value = index
        start()
    }
}
