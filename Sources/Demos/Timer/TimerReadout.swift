import Scene

/// The centre of the ring (the article's `TimerView`): the status line above the time left as
/// mm:ss in large type.
///
/// The minutes and the seconds are each a `LiveTextNode` (tabular digits, sized by a template),
/// so a new second repaints two cached glyphs and allocates nothing; the colon between them never
/// changes and is plain text, which also keeps every character a live node draws a digit (a live
/// node measures other characters through the font on every draw).
enum TimerReadout {
    static func make(model: TimerModel, metrics: DerivedState<TimerMetrics>) -> Node {
        let minutes = model.remainingSeconds.map(ClockText.minutes)
        let seconds = model.remainingSeconds.map(ClockText.seconds)
        return VStack(spacing: 0) {
            Text(model.statusText, color: TimerDemo.secondaryInk)
                .bind(metrics) { text, metrics in text.font = metrics.statusFont }
                .named("Status")
            HStack(spacing: 0) {
                field(minutes, metrics: metrics).named("Minutes")
                Text(":", color: TimerDemo.ink)
                    .bind(metrics) { colon, metrics in colon.font = metrics.timeFont }
                field(seconds, metrics: metrics).named("Seconds")
            }
        }
        .allowsHitTesting(false)
    }

    /// Two large digits following `value`.
    private static func field(_ value: DerivedState<Int>, metrics: DerivedState<TimerMetrics>) -> LiveTextNode {
        LiveTextNode(ClockText.twoDigits(value.value), template: "00", color: TimerDemo.ink)
            .bind(value) { field, value in field.string = ClockText.twoDigits(value) }
            .bind(metrics) { field, metrics in field.font = metrics.timeFont }
    }
}
