import Animation
import Scene

/// D2's state: the selection, the parameters (the colour scheme among them), and what the rows,
/// the picker and the keys do to them. No node handles: the menu follows these states.
final class MenuModel {
    /// The selected item; nil after a deselection.
    let selection = State<MenuItem?>(.dashboard)
    /// The declared parameters (spring, cornerRadius, scheme).
    let parameters = MenuParameters()
    /// The item Return brings back after a deselection.
    private var lastSelection = MenuItem.dashboard
    /// The scene's timeline, for the selection spring and the scheme's growth.
    private let timeline: SceneTimeline

    init(timeline: SceneTimeline) {
        self.timeline = timeline
    }

    /// The selection spring as an animation: the `spring` parameter's value now.
    private var springAnimation: AnimationSpec { .spring(parameters.spring.value) }

    /// Selects `item`, or deselects it when it is the selection, with the selection spring.
    func toggle(_ item: MenuItem) {
        timeline.withAnimation(springAnimation) {
            selection.value = selection.value == item ? nil : item
        }
        if let current = selection.value { lastSelection = current }
    }

    /// Return: the selection, or the last one after a deselection, toggled.
    func toggleCurrent() {
        toggle(selection.value ?? lastSelection)
    }

    /// Switches the colour scheme: the new background grows with the default animation.
    func choose(_ value: ColorScheme) {
        timeline.withAnimation(.default) { parameters.scheme.value = MenuParameters.option(for: value) }
    }

    /// Up and Down: the item `step` rows away (clamped to the list), or the last selection
    /// again when nothing is selected.
    func move(by step: Int) {
        let items = MenuItem.allCases
        let current = selection.value ?? lastSelection
        let index = min(max(current.rawValue + (selection.value == nil ? 0 : step), 0), items.count - 1)
        timeline.withAnimation(springAnimation) { selection.value = items[index] }
        lastSelection = items[index]
    }
}
