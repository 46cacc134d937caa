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

    private let runLoop: SceneRunLoop
    private var timer: SceneTimer?

    init(elementsCount: Int, timePerItem: Double, runLoop: SceneRunLoop) {
        self.elementsCount = max(elementsCount, 1)
        self.timePerItem = FluidProgressModel.validTime(timePerItem)
        totalDuration = self.timePerItem * Double(self.elementsCount)
        progressPerItem = 1 / Double(self.elementsCount)
        self.runLoop = runLoop
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
        let timer = runLoop.scheduleTimer(interval: FluidProgressModel.tick, mode: .default) { [unowned self] _ in
            _ = fire(times: 1, keepingPage: false)
        }
        // A far time reached in long strides applies runs of ticks in one go (the same sums, one
        // update), each run up to a page change, which fires on its own, at its time.
        timer.catchUp { [unowned self] ticks in fire(times: ticks, keepingPage: true) }
        self.timer = timer
    }

    func stop() {
        timer?.invalidate()
        timer = nil
    }

    /// Up to `times` ticks of the article's timer: each adds one tick, and past the total starts
    /// over at 0; the progress and the page follow once, after the last. `keepingPage` stops
    /// before a tick that would turn the page. Returns the ticks applied.
    private func fire(times: Int, keepingPage: Bool) -> Int {
        var applied = 0
        var passed = timePassed
        while applied < times {
            var next = passed + FluidProgressModel.tick
            if next > totalDuration { next = 0 }
            if keepingPage, Int(next / totalDuration / progressPerItem) != currentIndex.value { break }
            passed = next
            applied += 1
        }
        guard applied > 0 else { return 0 }
        ticks += applied
        timePassed = passed
        currentProgress.value = timePassed / totalDuration
        currentIndex.value = Int(currentProgress.value / progressPerItem)
        return applied
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
