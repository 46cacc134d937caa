import Geometry
import Raster

/// D6's proportions for a demo size, so the gallery's tile and a full window look alike. Lengths
/// in points.
struct CardStackMetrics {
    /// The smallest size the demo lays itself out in, in points: proposed less (a gallery tile
    /// in a small window), it is laid out at this size and shown scaled down whole.
    static let minimumLayoutSize = Size(width: 320, height: 240)

    /// The key hint under the stack.
    static let hint = "Drag or ←/→ to throw · Z brings a card back · R deals again"
    /// The card's height at full size, in points: `peek` is in points of a card this tall, and
    /// shrinks with smaller cards.
    static let fullCardHeight = 420.0

    let cardWidth: Double
    let cardHeight: Double
    let cornerRadius: Double
    let cardPadding: Double
    let margin: Double
    /// How far a thrown card travels: the demo's diagonal, so it always ends out of sight.
    let throwDistance: Double
    let cardTitleFont: FontSpec
    let cardDetailFont: FontSpec
    let titleFont: FontSpec
    let hintFont: FontSpec
    /// Points from the top the title takes, and from the bottom the hint (as many lines of it as
    /// the width needs): the stack stays between them, so a small tile never hides the hint.
    let titleBand: Double
    let hintBand: Double
    /// Points the stack moves down (or up) from the middle to stay between the bands.
    let stackOffset: Double
    /// `peek` points become this many points here: the lower cards show in proportion to the
    /// card (1 at full size).
    let peekScale: Double

    init(size: Size) {
        margin = max(8, size.width * 0.03)
        titleFont = FontSpec(size: max(12, min(28, size.width * 0.022)), weight: .semibold)
        hintFont = FontSpec(size: max(10, min(15, size.width * 0.012)))
        titleBand = margin + titleFont.size * 1.4
        // The hint's width from its length and an average advance of 0.55 em.
        let hintWidth = Double(Self.hint.count) * 0.55 * hintFont.size
        let hintLines = max(1, (hintWidth / max(size.width - 2 * margin, 1)).rounded(.up))
        hintBand = margin + hintLines * hintFont.size * 1.4
        // Room for the card and its three lower cards peeking out by (at the default 14 points) a
        // tenth of its height.
        let room = (size.height - titleBand - hintBand) / 1.1
        cardHeight = max(0, min(size.height * 0.58, size.width * 0.55, Self.fullCardHeight, room))
        peekScale = cardHeight / Self.fullCardHeight
        cardWidth = cardHeight * 0.72
        cornerRadius = cardWidth * 0.07
        cardPadding = cardWidth * 0.08
        throwDistance = (size.width * size.width + size.height * size.height).squareRoot() + cardHeight
        cardTitleFont = FontSpec(size: max(10, cardWidth * 0.11), weight: .semibold)
        cardDetailFont = FontSpec(size: max(8, cardWidth * 0.055))
        // Centred, unless that puts the card under the title or its lower cards over the hint.
        let lowest = size.height - hintBand - cardHeight * 0.1 - (size.height + cardHeight) / 2
        let highest = titleBand - (size.height - cardHeight) / 2
        stackOffset = max(min(0, lowest), highest)
    }
}

/// Where one card sits, relative to its resting place at the top of the stack.
struct CardPlacement: Equatable {
    var offset: Point
    var scale: Double
    /// Radians, clockwise on screen.
    var rotation: Double
    var opacity: Double
    /// Drawing order among the cards: the stack from the bottom up, then the thrown cards over it.
    var zIndex: Double
}

// guide: placement
extension CardPile {
    /// Cards below the top that show; the next one waits, invisible, where it will appear.
    static let visibleDepth = 3

    /// Where card `id` goes: a stacked card `depth` places down shrinks by 6 % a step and shows
    /// `peek` points (of a full-size card) of its bottom edge below the one above; the top card
    /// follows the drag and a thrown card flies to its offset, both tilting by `tilt` degrees per
    /// card width travelled sideways (the finger's card turns like a held playing card). A card
    /// neither stacked nor flying is gone: transparent, so it draws nothing.
    func placement(of id: Int, peek: Double, tilt: Double, metrics: CardStackMetrics) -> CardPlacement {
        let turn = { (offset: Point) in
            tilt * .pi / 180 * offset.x / max(metrics.cardWidth, 1)
        }
        let index = Card.index(of: id)
        guard shows(cardAt: index) else { return CardPlacement(offset: .zero, scale: 1, rotation: 0, opacity: 0, zIndex: 0) }
        // Thrown cards draw over the stack, the later thrown over the earlier.
        if let thrown = flight(ofCardAt: index) {
            return CardPlacement(offset: thrown.offset, scale: 1, rotation: turn(thrown.offset), opacity: 1,
                                 zIndex: Double(1 + index))
        }
        let depth = index - offStack
        if depth == 0 { return CardPlacement(offset: drag, scale: 1, rotation: turn(drag), opacity: 1, zIndex: 0) }
        let shown = min(depth, Self.visibleDepth)
        let scale = 1 - 0.06 * Double(shown)
        // Scaled about its centre, a card's bottom edge rises by half the height it loses.
        let lift = metrics.cardHeight * (1 - scale) / 2
        return CardPlacement(offset: Point(x: 0, y: lift + peek * metrics.peekScale * Double(shown)), scale: scale, rotation: 0,
                             opacity: depth < Self.visibleDepth ? 1 : 0, zIndex: -Double(depth))
    }
}
// guide: end
