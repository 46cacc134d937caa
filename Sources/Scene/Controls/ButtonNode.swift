import Animation
import Geometry

/// How a button shows that it is held down: applied to the button with `true` when a press
/// starts on it and `false` when the press ends.
public struct ButtonStyle: Sendable {
    /// Called with the button and `true` when a press starts on it, `false` when the press ends.
    public let pressedChanged: @Sendable (ButtonNode, Bool) -> Void

    /// A style that reacts to press changes through `pressedChanged`.
    public init(_ pressedChanged: @escaping @Sendable (ButtonNode, Bool) -> Void) {
        self.pressedChanged = pressedChanged
    }

    /// UIKit's system button: dims at once when pressed, fades back over 0.25 s on release.
    public static let dimming = ButtonStyle { button, pressed in
        guard let graph = button.graph else { return }
        if pressed {
            graph.runLoop.withAnimation(nil) { button.opacity = 0.45 }
        } else {
            graph.runLoop.withAnimation(.easeOut(duration: 0.25)) { button.opacity = 1 }
        }
    }

    /// No feedback.
    public static let plain = ButtonStyle { _, _ in }
}

/// A tappable label: runs its action on a tap that ends over it, and shows the pressed state
/// through its style. The whole frame takes hits, not only the label's drawing.
public final class ButtonNode: WrapperNode {
    /// True while a press on the button lasts (the style has been told `true`).
    public private(set) var isPressed = false
    private let action: () -> Void
    /// How the button shows presses (default: `.dimming`); read at each press change.
    public var style: ButtonStyle

    init(label: Node, style: ButtonStyle, action: @escaping () -> Void) {
        self.action = action
        self.style = style
        super.init(label, debugName: "Button")
        contentShape = .rectangle
        // Like UIKit's touch-up-inside: a press that wanders but comes up over the button still
        // counts, unless a drag in an ancestor claimed the sequence.
        let tap = TapGesture { [unowned(unsafe) self] in self.action() }
        tap.allowableMovement = .infinity
        addGesture(tap)
        onPressingChanged { [unowned(unsafe) self] pressed in
            isPressed = pressed
            self.style.pressedChanged(self, pressed)
        }
    }

    /// Runs the action as a tap would (keyboard shortcuts).
    public func trigger() {
        action()
    }
}

/// A button whose label is `label` (several nodes are stacked in a `ZStack`).
public func Button(style: ButtonStyle = .dimming, action: @escaping () -> Void,
                   @NodeBuilder label: () -> [Node]) -> ButtonNode {
    let nodes = label()
    let content = nodes.count == 1 ? nodes[0] : ZStackNode(children: nodes)
    return ButtonNode(label: content, style: style, action: action)
}
