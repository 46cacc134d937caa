import Raster
import Scene

/// The two round buttons (the article's buttons view): Reset in the bottom-leading corner,
/// Start/Pause in the bottom-trailing one, each a circle with its symbol and a caption. They
/// run the same model actions as R and Space.
enum TimerControls {
    static let startTint = Color(r255: 52, g255: 199, b255: 89)
    static let pauseTint = Color(r255: 255, g255: 149, b255: 0)
    static let resetTint = Color(r255: 142, g255: 142, b255: 147)
    /// Reset is dimmed while stopped, where it would change nothing.
    static let idleOpacity = 0.4

    static func make(model: TimerModel, metrics: DerivedState<TimerMetrics>) -> Node {
        let isRunning = model.status.map { $0 == .running }
        let startCaption = Text(model.status.map(TimerControls.startCaption), color: TimerDemo.ink)
        return ZStack {
            Button(action: { model.reset() }) {
                label(Text("Reset", color: TimerDemo.ink), metrics: metrics) {
                    Circle().fill(TimerControls.resetTint)
                    ShapePath(TimerIcons.stop).fill(.white)
                }
            }
            .named("Reset")
            .padding(0)
            .bind(metrics) { padding, metrics in padding.insets = EdgeInsets(all: metrics.margin) }
            // On the padding, not the button: the button's pressed style owns its own opacity.
            .opacity(model.status) { $0 == .stopped ? TimerControls.idleOpacity : 1 }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomLeading)
            Button(action: { model.startOrPause() }) {
                label(startCaption, metrics: metrics) {
                    Circle().bind(isRunning) { circle, running in
                        circle.fillColor = running ? TimerControls.pauseTint : TimerControls.startTint
                    }
                    Dynamic(isRunning) { running in
                        ShapePath(running ? TimerIcons.pause : TimerIcons.play).fill(.white).id(running)
                    }
                }
            }
            .named("Start/Pause")
            .padding(0)
            .bind(metrics) { padding, metrics in padding.insets = EdgeInsets(all: metrics.margin) }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomTrailing)
        }
    }

    /// "Start" when stopped, "Pause" while running, "Resume" when paused.
    static func startCaption(_ status: TimerStatus) -> String {
        switch status {
        case .stopped: "Start"
        case .running: "Pause"
        case .paused: "Resume"
        }
    }

    /// A round symbol of the button size over its caption.
    private static func label(_ caption: TextNode, metrics: DerivedState<TimerMetrics>, @NodeBuilder symbol: () -> [Node]) -> Node {
        VStack(spacing: 4) {
            ZStack(alignment: .center, symbol)
                .frame(width: 0, height: 0)
                .bind(metrics) { frame, metrics in
                    frame.width = metrics.buttonDiameter
                    frame.height = metrics.buttonDiameter
                }
            caption.bind(metrics) { text, metrics in text.font = metrics.captionFont }
        }
    }
}
