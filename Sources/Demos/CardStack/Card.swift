import Geometry
import Raster

// guide: card
/// One card of the stack: what it says and its colour. `id` is what the scene diffs by, so a card
/// keeps its node (and whatever animation it is in) when the pile around it changes.
struct Card: Hashable {
    let id: Int
    let title: String
    let detail: String
    let color: Color

    /// The deck the demo deals: six techniques this playground shows, in the order they come up.
    static let deck: [Card] = [
        Card(id: 1, title: "Springs", detail: "Closed form, retargetable", color: Color(r255: 255, g255: 94, b255: 87)),
        Card(id: 2, title: "Curves", detail: "Core Animation's cubic Bézier", color: Color(r255: 255, g255: 159, b255: 10)),
        Card(id: 3, title: "Masks", detail: "Any subtree masks any other", color: Color(r255: 48, g255: 176, b255: 99)),
        Card(id: 4, title: "Layout", detail: "Propose, size, place", color: Color(r255: 50, g255: 173, b255: 230)),
        Card(id: 5, title: "Gestures", detail: "Velocity from the finger", color: Color(r255: 88, g255: 86, b255: 214)),
        Card(id: 6, title: "Animators", detail: "Scrub, continue, reverse", color: Color(r255: 191, g255: 90, b255: 242)),
    ]
}

// guide: end

// guide: pile
/// A card that was thrown: where it flies to, relative to the stack's centre, in points.
/// `serial` tells two throws of the same card apart (thrown, brought back, thrown again), so the
/// end of the first flight cannot take the second one out of the scene.
struct ThrownCard: Hashable {
    let card: Card
    let offset: Point
    let serial: Int
}

/// Everything the stack shows, as one value: the cards still stacked (top first), the cards
/// flying off (oldest first) and the top card's drag translation in points. The scene draws it
/// and every change to it animates in the transaction it is made in.
struct CardPile: Equatable {
    var deck: [Card]
    var thrown: [ThrownCard] = []
    /// The top card's translation while a finger holds it; zero otherwise.
    var drag: Point = .zero

    /// Card ids in drawing order: the stack from the bottom up, then the thrown cards over it.
    /// A card being thrown is in both lists for a moment (it leaves the deck in a transaction of
    /// its own, so the cards below move up on their own spring); it is drawn once, as thrown.
    var drawingOrder: [Int] {
        deck.reversed().map(\.id).filter { id in !thrown.contains { $0.card.id == id } } + thrown.map(\.card.id)
    }

    /// The card with `id`, stacked or thrown.
    func card(_ id: Int) -> Card? {
        deck.first { $0.id == id } ?? thrown.first { $0.card.id == id }?.card
    }
}
// guide: end
