import Animation

/// How a property animator moves the drawer: its progress moves the model's `openness` (0 closed,
/// 1 open) between the value it had when the animations block ran and the block's target, as a
/// view property's track would move the view.
///
/// The animator animates how far open the drawer is rather than its translation in points, so the
/// `travel` parameter can change at any moment — at rest, mid-flight, mid-drag — and the drawer
/// stays at the same fraction of its way, heading for the right end.
final class DrawerOpennessTrack: AnimatorTrack {
    /// Weak: the animator (kept by the run loop while it runs) holds the track, and nothing here
    /// should keep the model alive. Read once per frame, where a weak load costs nothing measurable.
    private weak var model: DrawerModel?
    /// Openness at progress 0 and at progress 1.
    private let from: Double
    private let to: Double

    init(model: DrawerModel, from: Double, to: Double) {
        self.model = model
        self.from = from
        self.to = to
    }

    func animatorDidUpdate(progress: Double) {
        guard progress.isFinite, let model, model.openingTrack === self else { return }
        // `interpolate`, as a view property's track: exactly `from` at 0 and `to` at 1.
        model.openness.value = interpolate(from, to, progress)
    }

    func animatorDidEnd(at position: AnimatingPosition) {
        guard let model, model.openingTrack === self else { return }
        switch position {
        case .start: model.openness.value = from
        case .end: model.openness.value = to
        case .current: break
        }
        model.openingTrack = nil
    }
}
