import Animation
import Scene

/// D2's state: the selection, the parameters (the colour scheme among them), and what the rows,
/// the picker and the keys do to them. No node handles: the menu follows these states.
final class MenuModel {
    /// The selected item; nil after a deselection.
    let selection = State<MenuItem?>(.dashboard)
    /// The item Return brings back after a deselection.
    private var lastSelection = MenuItem.dashboard
    /// The scene's run loop, for the selection spring and the scheme's growth.
    private let runLoop: SceneRunLoop

    init(runLoop: SceneRunLoop) {
        self.runLoop = runLoop
        colorScheme = scheme.map { $0 == 1 ? ColorScheme.dark : .light }
    }

    /// The spring the highlight travels with and the picker's selection slides with: response
    /// 0.5 s, damping fraction 0.825 (seed 001). Read at each selection change, so a new spring
    /// applies from the next move on.
    let spring = Parameter("spring", "Spring of the selection highlight and the scheme picker",
                           default: Spring(response: 0.5, dampingFraction: 0.825))
    /// The highlight's corner radius, 0…24 pt (default 13); the selected copy's mask is the same
    /// shape, so the colour wipe keeps its corners. Animates in an animated transaction.
    let cornerRadius = Parameter("cornerRadius", "Corner radius of the selection highlight", default: 13,
                                 range: 0...24, unit: "pt")
    /// The colour scheme, as an index into ["light", "dark"]. `L`/`K` and the picker set it
    /// inside the default animation (the background grows from the picker, colours cross-fade);
    /// a change made without an animation (`--set` before the first frame) shows at once.
    let scheme = Parameter("scheme", "Colour scheme (L and K, and the picker, set it)", default: 0,
                           options: ["light", "dark"])
    /// `scheme` as the environment takes it.
    let colorScheme: DerivedState<ColorScheme>

    /// The option of `scheme` for `value`.
    static func option(for value: ColorScheme) -> Int { value == .dark ? 1 : 0 }

    /// The parameters in the order the inspector and `playground params` list them.
    var parameters: [AnyParameter] { [spring, cornerRadius, scheme] }

    /// Runs `body` — a change that moves something with the selection spring — with the spring
    /// when the change happens in an animated transaction (a click, a key), and without
    /// animation when it does not (`--set`, or an inspector change that asks for none), so a
    /// plain change never leaves a spring playing from the old state.
    ///
    /// The keys and the picker change the scheme inside the default animation, `--set` (and an
    /// inspector that asks for no animation) outside any: `node` tells which this change is.
    func withSpring(on node: Node, _ body: () -> Void) {
        guard node.isInAnimatedTransaction else { return body() }
        node.withAnimation(.spring(spring.value), body)
    }

    /// The selection spring as an animation: the `spring` parameter's value now.
    private var springAnimation: AnimationSpec { .spring(spring.value) }

    /// Selects `item`, or deselects it when it is the selection, with the selection spring.
    func toggle(_ item: MenuItem) {
        runLoop.withAnimation(springAnimation) {
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
        runLoop.withAnimation(.default) { scheme.value = MenuModel.option(for: value) }
    }

    /// Up and Down: the item `step` rows away (clamped to the list), or the last selection
    /// again when nothing is selected.
    func move(by step: Int) {
        let items = MenuItem.allCases
        let current = selection.value ?? lastSelection
        let index = min(max(current.rawValue + (selection.value == nil ? 0 : step), 0), items.count - 1)
        runLoop.withAnimation(springAnimation) { selection.value = items[index] }
        lastSelection = items[index]
    }
}
