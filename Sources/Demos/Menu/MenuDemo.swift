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

    /// The selection, the parameters and what changes them.
    private let model: MenuModel

    /// Builds the menu with Dashboard selected and binds the selection and colour-scheme keys.
    public init(context: DemoContext) {
        let runLoop = SceneRunLoop()
        let model = MenuModel(runLoop: runLoop)
        self.model = model
        let root = GeometryReader { size in
            MenuDemo.body(size: size, model: model)
        }
        .bind(model.colorScheme) { node, scheme in
            // The picker and the keys change the scheme inside an animation: the colours then
            // cross-fade over 0.22 s whatever that animation is (SwiftUI's
            // `.animation(_:value:)`); a change made without one shows at once, so `--set
            // scheme=dark` starts dark rather than fading in from light.
            node.withAnimation(node.isInAnimatedTransaction ? MenuDemo.colorFade : nil) {
                _ = node.environment(\.colorScheme, scheme)
            }
        }
        super.init(root: root, context: context, runLoop: runLoop)
        bindKeys()
    }

    /// D2's parameters: spring, cornerRadius, scheme.
    public override var parameters: [AnyParameter] { model.parameters }

    /// The whole demo for a size: the menu (scaled down when the size cannot hold it) and, when
    /// there is room, the page the selection stands for.
    private static func body(size: Size, model: MenuModel) -> [Node] {
        let metrics = MenuMetrics(size: size)
        let natural = MenuMetrics.natural
        return [
            Rectangle().fill(.dynamic(MenuPalette.backdrop)),
            HStack(alignment: .top, spacing: 40) {
                menu(model)
                    .scaleEffect(metrics.fit)
                    .frame(width: natural.width * metrics.fit, height: natural.height * metrics.fit)
                if metrics.showsPage {
                    MenuContentPage.make(selection: model.selection)
                }
            }
            .padding(metrics.padding)
            .frame(width: size.width, height: size.height, alignment: metrics.showsPage ? .topLeading : .center),
        ]
    }

    private static func menu(_ model: MenuModel) -> Node {
        let picker = PickerFrame()
        let content = VStack(alignment: .leading, spacing: 20) {
            MenuHeader.make()
            MenuItemList.make(selection: model.selection, cornerRadius: model.cornerRadius) { [unowned model] in model.toggle($0) }
            Spacer().frame(height: 10)
            ColorSchemePicker.make(model: model) { [unowned model] in model.choose($0) }
                .anchorPreference(MenuBackground.pickerKey, value: "picker")
        }
        .frame(width: 280)
        .foregroundColor(MenuPalette.text)
        .padding(20)
        content.onAnchors(MenuBackground.pickerKey) { anchors in picker.rect = anchors["picker"] ?? picker.rect }
        // `.backgroundPreferenceValue(AnchorPreferenceKey<CGRect>.self) { MenuBackground(…) }`:
        // a node per scheme, inserted from where the picker is.
        return content.background(Dynamic(model.colorScheme) { value in
            MenuBackground.make(value, growingFrom: picker.rect)
        })
    }

    private func bindKeys() {
        keyBindings.bind("up", summary: "Select the item above", repeats: true) { [unowned model] in model.move(by: -1) }
        keyBindings.bind("down", summary: "Select the item below", repeats: true) { [unowned model] in model.move(by: 1) }
        keyBindings.bind("return", summary: "Select or deselect the item") { [unowned model] in model.toggleCurrent() }
        keyBindings.bind("l", summary: "Light colour scheme") { [unowned model] in model.choose(.light) }
        keyBindings.bind("k", summary: "Dark colour scheme") { [unowned model] in model.choose(.dark) }
    }

    // MARK: What tests and tools read

    /// The selected item's title, nil when nothing is selected.
    public var selectedTitle: String? { model.selection.value?.title }
    /// The colour scheme.
    public var colorScheme: ColorScheme { model.colorScheme.value }
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
