import Scene

/// The demo's title and, where there is room beside the ring, a reminder of the keys with the
/// state of the two toggles.
enum TimerHeader {
    static func make(model: TimerModel, metrics: DerivedState<TimerMetrics>) -> Node {
        VStack(alignment: .leading, spacing: 6) {
            Text("Timer", color: TimerDemo.ink)
                .bind(metrics) { title, metrics in title.font = metrics.titleFont }
            Text(combine(model.effect, model.ring) { effect, ring in TimerHeader.hint(effect: effect, ring: ring) },
                 color: TimerDemo.secondaryInk)
                .bind(metrics) { hint, metrics in
                    hint.font = metrics.hintFont
                    hint.opacity = metrics.showsHint ? 1 : 0
                }
                .named("Hint")
        }
        .padding(0)
        .bind(metrics) { padding, metrics in padding.insets = EdgeInsets(all: metrics.margin) }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .allowsHitTesting(false)
    }

    /// One line per key, with the toggles' current state.
    static func hint(effect: Bool, ring: Bool) -> String {
        """
        Space  start / pause
        R  reset
        + / −  duration ±5 s (stopped)
        E  orbit effect: \(effect ? "on" : "off")
        G  ring: \(ring ? "on" : "off")
        F1  all keys
        """
    }
}
