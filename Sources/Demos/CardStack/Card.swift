import Geometry
import Raster

// guide: card
/// One card of the stack: what it says and its colour. `id` names the card's node, made once
/// and kept, with whatever animation it is in, while the pile around it changes.
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

    /// The card's place in `deck`.
    var index: Int { Card.index(of: id) }

    /// The place in `deck` of the card with `id` (0 for an id not in it).
    static func index(of id: Int) -> Int { deck.firstIndex { $0.id == id } ?? 0 }
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

/// Everything the stack shows, as one value: the cards still stacked, the cards flying off and
/// the top card's drag translation in points. The scene draws it and every change to it animates
/// in the transaction it is made in.
///
/// Only the top card is ever thrown and undo brings back the last one thrown, so the stack is
/// always the end of `Card.deck` and the thrown cards come from before it. The pile says so in
/// fixed storage: changing it in a timer's frame (a flight ending, a deal bringing a card back)
/// allocates nothing.
struct CardPile: Equatable {
    /// How many cards from the start of `Card.deck` are off the stack (0…6): the stack is the rest.
    private(set) var offStack = 0
    /// Each card's flight, at its index in `Card.deck` (one slot per card), while it is thrown and
    /// still in the scene.
    private var flights = InlineArray<6, ThrownCard?>(repeating: nil)
    /// The top card's translation while a finger holds it; zero otherwise.
    var drag: Point = .zero

    /// The stacked cards, top first.
    var deck: ArraySlice<Card> { Card.deck[offStack...] }

    /// The thrown cards still in the scene, oldest first (they were thrown in deck order).
    var thrown: [ThrownCard] { flights.indices.compactMap { flights[$0] } }

    /// Whether `thrown` is still its card's flight (not ended, not replaced by a later throw).
    func isFlying(_ thrown: ThrownCard) -> Bool { flights[thrown.card.index] == thrown }

    /// The flight of the card at `index` in `Card.deck`, if it is thrown and in the scene.
    func flight(ofCardAt index: Int) -> ThrownCard? { flights[index] }

    /// Whether the card at `index` in `Card.deck` is in the scene: stacked or flying.
    func shows(cardAt index: Int) -> Bool { index >= offStack || flights[index] != nil }

    /// Starts `thrown`'s flight; the card stays on the stack until `removeTop()`.
    mutating func fly(_ thrown: ThrownCard) { flights[thrown.card.index] = thrown }

    /// Ends `thrown`'s flight: the card leaves the scene.
    mutating func land(_ thrown: ThrownCard) {
        if isFlying(thrown) { flights[thrown.card.index] = nil }
    }

    /// Takes the top card off the stack (it flies, or is gone).
    mutating func removeTop() {
        offStack = min(offStack + 1, Card.deck.count)
        drag = .zero
    }

    /// Puts the last card taken off back on top, ending its flight if it is still flying.
    mutating func bringBackTop() {
        guard offStack > 0 else { return }
        offStack -= 1
        flights[offStack] = nil
        drag = .zero
    }

    static func == (a: CardPile, b: CardPile) -> Bool {
        guard a.offStack == b.offStack, a.drag == b.drag else { return false }
        for index in a.flights.indices where a.flights[index] != b.flights[index] { return false }
        return true
    }
}
// guide: end
