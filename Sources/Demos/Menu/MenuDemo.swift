import Animation
import Geometry
import Input
import Raster
import Scene

/// D2 · Menu with a masked selection highlight and a colour-scheme transition (seed 001).
///
/// Keys: Up/Down move the selection, Return selects or deselects, `L`/`K` pick Light/Dark.
/// Parameters: `spring`, `cornerRadius`, `scheme`.
public final class MenuDemo: SceneDemo {
    /// How long text and icon colours take to cross-fade to a new scheme.
    static let colorFade = AnimationSpec.easeInOut(duration: 0.22)

    let selection = State<MenuItem?>(.dashboard)
    /// The declared parameters (`parameters` lists them).
    let tunables = MenuParameters()
    /// The item Return brings back after a deselection.
    private var lastSelection = MenuItem.dashboard

    /// Builds the menu with Dashboard selected and binds the selection and colour-scheme keys.
    public init(context: DemoContext) {
        let actions = MenuActions()
        let selection = self.selection, parameters = tunables
        let root = GeometryReader { size in
            MenuDemo.body(size: size, selection: selection, parameters: parameters, actions: actions)
        }
        .bind(parameters.colorScheme) { node, scheme in
            // The picker and the keys change the scheme inside an animation: the colours then
            // cross-fade over 0.22 s whatever that animation is (SwiftUI's
            // `.animation(_:value:)`); a change made without one shows at once, so `--set
            // scheme=dark` starts dark rather than fading in from light.
            node.withAnimation(node.isInAnimatedTransaction ? MenuDemo.colorFade : nil) {
                _ = node.environment(\.colorScheme, scheme)
            }
        }
        super.init(root: root, context: context)
        actions.select = { [unowned self] item in toggle(item) }
        actions.choose = { [unowned self] value in choose(value) }
        bindKeys()
    }

    /// D2's parameters: spring, cornerRadius, scheme.
    public override var parameters: [AnyParameter] { tunables.all }

    /// The whole demo for a size: the menu (scaled down when the size cannot hold it) and, when
    /// there is room, the page the selection stands for.
    private static func body(size: Size, selection: State<MenuItem?>, parameters: MenuParameters, actions: MenuActions) -> [Node] {
        // The menu's own size; a smaller demo shows it scaled down whole (vector, not a bitmap).
        let natural = Size(width: 320, height: 620)
        let fit = max(min(1, (size.width - 24) / natural.width, (size.height - 24) / natural.height), 0.05)
        let showsPage = size.width >= 760
        return [
            Rectangle().fill(.dynamic(MenuPalette.backdrop)),
            HStack(alignment: .top, spacing: 40) {
                menu(selection: selection, parameters: parameters, actions: actions)
                    .scaleEffect(fit)
                    .frame(width: natural.width * fit, height: natural.height * fit)
                if showsPage {
                    MenuContentPage.make(selection: selection)
                }
            }
            .padding(fit < 1 ? 12 : 24)
            .frame(width: size.width, height: size.height, alignment: showsPage ? .topLeading : .center),
        ]
    }

    private static func menu(selection: State<MenuItem?>, parameters: MenuParameters, actions: MenuActions) -> Node {
        let picker = PickerFrame()
        let content = VStack(alignment: .leading, spacing: 20) {
            MenuHeader.make()
            MenuItemList.make(selection: selection, cornerRadius: parameters.cornerRadius) { actions.select?($0) }
            Spacer().frame(height: 10)
            ColorSchemePicker.make(parameters: parameters) { actions.choose?($0) }
                .anchorPreference(MenuBackground.pickerKey, value: "picker")
        }
        .frame(width: 280)
        .foregroundColor(MenuPalette.text)
        .padding(20)
        content.onAnchors(MenuBackground.pickerKey) { anchors in picker.rect = anchors["picker"] ?? picker.rect }
        // `.backgroundPreferenceValue(AnchorPreferenceKey<CGRect>.self) { MenuBackground(…) }`:
        // a node per scheme, inserted from where the picker is.
        return content.background(Dynamic(parameters.colorScheme) { value in
            MenuBackground.make(value, growingFrom: picker.rect)
        })
    }

    /// The selection spring as an animation: the `spring` parameter's value now.
    private var springAnimation: AnimationSpec { .spring(tunables.spring.value) }

    /// Selects `item`, or deselects it when it is the selection, with the selection spring.
    func toggle(_ item: MenuItem) {
        scene.withAnimation(springAnimation) {
            selection.value = selection.value == item ? nil : item
        }
        if let current = selection.value { lastSelection = current }
    }

    /// Switches the colour scheme: the new background grows with the default animation.
    func choose(_ value: ColorScheme) {
        scene.withAnimation(.default) { tunables.scheme.value = MenuParameters.option(for: value) }
    }

    private func move(by step: Int) {
        let items = MenuItem.allCases
        let current = selection.value ?? lastSelection
        let index = min(max(current.rawValue + (selection.value == nil ? 0 : step), 0), items.count - 1)
        scene.withAnimation(springAnimation) { selection.value = items[index] }
        lastSelection = items[index]
    }

    private func bindKeys() {
        keyBindings.bind("up", summary: "Select the item above", repeats: true) { [unowned self] in move(by: -1) }
        keyBindings.bind("down", summary: "Select the item below", repeats: true) { [unowned self] in move(by: 1) }
        keyBindings.bind("return", summary: "Select or deselect the item") { [unowned self] in
            toggle(selection.value ?? lastSelection)
        }
        keyBindings.bind("l", summary: "Light colour scheme") { [unowned self] in choose(.light) }
        keyBindings.bind("k", summary: "Dark colour scheme") { [unowned self] in choose(.dark) }
    }

    // MARK: What tests and tools read

    /// The selected item's title, nil when nothing is selected.
    public var selectedTitle: String? { selection.value?.title }
    /// The colour scheme.
    public var colorScheme: ColorScheme { tunables.colorScheme.value }
}

/// The demo's actions, filled in once the demo exists (the body is built before it).
private final class MenuActions {
    var select: ((MenuItem) -> Void)?
    var choose: ((ColorScheme) -> Void)?
}

/// The picker's last known frame in the menu's coordinates (the article keeps the most recent
/// valid anchor for the same reason: the transition needs it at any time).
private final class PickerFrame {
    var rect = Rect.zero
}

extension DemoDescriptor {
    /// D2 in the registry.
    public static let menu = DemoDescriptor(number: 2, name: "menu", title: "Menu") { MenuDemo(context: $0) }
}
