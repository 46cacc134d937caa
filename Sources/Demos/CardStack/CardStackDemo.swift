import Animation
import Geometry
import Input
import Raster
import Scene

// guide: demo
/// D6 · Card stack: a stack of cards whose top card follows the finger, tilting as it goes, and
/// on release either springs back or is thrown off at the finger's speed while the cards below
/// move up. The walk-through in docs/WRITING-A-SCENE.md builds this demo step by step.
///
/// Keys: ←/→ throw the top card, `Z` brings the last thrown card back, `R` deals again.
/// Parameters: `spring`, `throwSpring`, `threshold`, `tilt`, `peek`.
public final class CardStackDemo: SceneDemo {
    static let ink = Color(r255: 60, g255: 60, b255: 67)
    static let secondaryInk = Color(r255: 120, g255: 120, b255: 128)
    static let backdrop = Color(r255: 242, g255: 242, b255: 247)

    private let model: CardStackModel

    /// A full deck, laid out at `context.size` (or whatever size the host proposes later).
    public init(context: DemoContext) {
        // The model schedules on the scene's run loop, so that exists first.
        let runLoop = SceneRunLoop()
        let model = CardStackModel(runLoop: runLoop)
        self.model = model
        super.init(root: CardStackDemo.body(model), context: context, runLoop: runLoop)
        scene.minimumLayoutSize = CardStackMetrics.minimumLayoutSize
        scene.backgroundColor = CardStackDemo.backdrop
        bindKeys()
    }
    // guide: end

    // guide: body
    /// The title, the stack in the middle and the key hint; everything scales with the demo.
    private static func body(_ model: CardStackModel) -> Node {
        GeometryReader { size in
            let metrics = CardStackMetrics(size: size)
            ZStack(alignment: .topLeading) {
                stack(model, metrics)
                    .offset(y: metrics.stackOffset)
                    .frame(width: size.width, height: size.height)
                Text("Card stack", font: metrics.titleFont, color: ink)
                    .padding(metrics.margin)
                Text(CardStackMetrics.hint, font: metrics.hintFont, color: secondaryInk)
                    .named("CardHint")
                    .padding(metrics.margin)
                    .frame(width: size.width, height: size.height, alignment: .bottomLeading)
            }
        }
    }
    // guide: end

    // guide: stack
    /// Every card, made once: each follows the pile on every change of it — where it is, whether
    /// it shows, what it draws over — so a card coming or going builds nothing. One drag gesture on
    /// the stack's area moves whichever card is on top.
    private static func stack(_ model: CardStackModel, _ metrics: CardStackMetrics) -> Node {
        ZStack {
            ForEach(Card.deck, id: \.id) { card in
                cardView(card, metrics)
                    .id(card.id)
                    .bind(combine(model.pile, model.peek, model.tilt) { pile, peek, tilt in
                        pile.placement(of: card.id, peek: peek, tilt: tilt, metrics: metrics)
                    }) { node, placement in
                        node.offset = placement.offset
                        node.scale = Size(width: placement.scale, height: placement.scale)
                        node.rotation = placement.rotation
                        node.opacity = placement.opacity
                        node.zIndex = placement.zIndex
                    }
            }
        }
        .frame(width: metrics.cardWidth, height: metrics.cardHeight)
        .named("CardStack")
        .contentShape(.rectangle)
        .gesture(DragGesture(minimumDistance: 2)
            .onChanged { [unowned model] drag in model.dragChanged(translation: drag.translation) }
            .onEnded { [unowned model] drag in model.dragEnded(velocity: drag.velocity, metrics: metrics) }
            .onCancelled { [unowned model] in model.dragEnded(velocity: .zero, metrics: metrics) })
    }
    // guide: end

    // guide: cardView
    /// One card: a rounded, shadowed slab of colour with its title and a line under it, at the
    /// top, so the strips the cards below show stay plain colour.
    private static func cardView(_ card: Card, _ metrics: CardStackMetrics) -> Node {
        ZStack(alignment: .topLeading) {
            RoundedRectangle(cornerRadius: metrics.cornerRadius).fill(card.color)
            VStack(alignment: .leading, spacing: metrics.cardPadding / 3) {
                Text(card.title, font: metrics.cardTitleFont, color: .white)
                Text(card.detail, font: metrics.cardDetailFont, color: Color(red: 1, green: 1, blue: 1, alpha: 0.85))
            }
            .padding(metrics.cardPadding)
        }
        .frame(width: metrics.cardWidth, height: metrics.cardHeight)
        .shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.18), radius: metrics.cardWidth * 0.05, y: metrics.cardWidth * 0.02)
    }
    // guide: end

    // guide: keys
    private func bindKeys() {
        let model = self.model
        let scene = self.scene
        keyBindings.bind("left", summary: "Throw the top card to the left") {
            model.throwTopCard(direction: Point(x: -1, y: 0), metrics: CardStackMetrics(size: scene.size))
        }
        keyBindings.bind("right", summary: "Throw the top card to the right") {
            model.throwTopCard(direction: Point(x: 1, y: 0), metrics: CardStackMetrics(size: scene.size))
        }
        keyBindings.bind("z", summary: "Bring the last thrown card back", repeats: true) { model.undo() }
        keyBindings.bind("r", summary: "Deal the cards again") { model.deal() }
    }

    public override var parameters: [AnyParameter] { model.parameters }
    // guide: end

    // MARK: Observation (tests, tools)

    /// Titles of the stacked cards, top first.
    public var stackedTitles: [String] { model.pile.value.deck.map(\.title) }
    /// Titles of the cards in flight, oldest first.
    public var thrownTitles: [String] { model.pile.value.thrown.map(\.card.title) }
    /// The top card's drag translation in points (zero when no finger holds it).
    public var dragTranslation: Point { model.pile.value.drag }
    /// Where card `title` is drawn now, relative to its resting place: its presentation offset in
    /// points, or nil when it is gone (neither stacked nor flying).
    public func presentationOffset(ofCard title: String) -> Point? {
        guard let card = Card.deck.first(where: { $0.title == title }) else { return nil }
        guard model.pile.value.shows(cardAt: card.index) else { return nil }
        return scene.root.descendants(ofType: Node.self).first { $0.id == AnyHashable(card.id) }?.presentationOffset
    }
    /// The card's width and height in points for a demo of `size`.
    public static func cardSize(for size: Size) -> Size {
        let metrics = CardStackMetrics(size: size)
        return Size(width: metrics.cardWidth, height: metrics.cardHeight)
    }
}

// guide: registry
extension DemoDescriptor {
    /// D6 in the registry: the number key 6 and `--demo cards`.
    public static let cards = DemoDescriptor(number: 6, name: "cards", title: "Card stack") { CardStackDemo(context: $0) }
}
// guide: end
