import Animation
import Geometry
import Raster

/// An on/off switch in the iOS style: SwiftUI's `Toggle` with the switch style. A capsule track
/// (`tint` when on, a translucent grey when off) and a white knob that slides to the trailing end
/// when on.
///
/// The state lives in `isOn`, which other nodes bind to and code sets. Every change — a click,
/// `toggle()`, or code setting `isOn` — slides the knob and cross-fades the track with
/// `knobAnimation`, whatever the transaction of the change (as `bind(_:animation:_:)` does), so
/// the switch always moves like one; under reduce motion (`environment.reduceMotion`) the knob
/// jumps and the colour changes at once.
///
/// A click on the switch toggles it: like a button, the press may wander but must come up over
/// the switch. While pressed the knob stretches by `pressedStretch` towards the other end, as
/// iOS's does. With a label (`Toggle(isOn:) { … }`) the label's nodes lead an `HStack` and the
/// switch sits at its trailing end after a spacer, so in a panel the toggle takes the proposed
/// width and switches line up; only the switch takes clicks, as on iOS and the Mac.
///
/// Layout: the switch is `switchSize` (38 × 22 pt) whatever it is proposed.
public final class ToggleNode: WrapperNode {
    /// Points: the switch's fixed size.
    public static let switchSize = Size(width: 38, height: 22)
    /// Points between the knob and the track's edge.
    public static let knobInset = 2.0
    /// Points the knob widens by while the switch is held.
    public static let pressedStretch = 4.0

    /// Whether the switch is on; every change, from a click or from code, slides the knob.
    public let isOn: State<Bool>
    /// The track's colour when on (default: the system green).
    public var tint: ColorSource {
        didSet { showState(animated: false) }
    }
    /// How the knob slides and the track changes colour (default: a short spring, 0.3 s).
    public var knobAnimation: AnimationSpec = .spring(response: 0.3, dampingFraction: 0.8)
    /// True while a press on the switch lasts.
    public private(set) var isPressed = false

    /// The switch: the knob's slot at the switch's size, with the track behind it. Takes clicks.
    let switchNode: FrameNode
    let track: ShapeNode
    let knob: ShapeNode
    /// The knob's size (its width stretches while pressed).
    let knobFrame: FrameNode

    init(isOn: State<Bool>, label: [Node]) {
        self.isOn = isOn
        tint = ControlPalette.switchOn
        let knobDiameter = ToggleNode.switchSize.height - 2 * ToggleNode.knobInset
        knob = Capsule().named("ToggleKnob")
        knob.fill(ControlPalette.knob)
        knob.setBackground(ControlPalette.knobShadow(.capsule))
        knob.allowsHitTesting = false
        knobFrame = knob.frame(width: knobDiameter, height: knobDiameter)
        switchNode = knobFrame.padding(ToggleNode.knobInset)
            .frame(width: ToggleNode.switchSize.width, height: ToggleNode.switchSize.height, alignment: .leading)
        switchNode.named("ToggleSwitch")
        track = Capsule().named("ToggleTrack")
        track.allowsHitTesting = false
        switchNode.setBackground(track)
        // The switch's whole frame takes the click (the knob and track take none).
        switchNode.contentShape = .rectangle
        let content: Node = label.isEmpty ? switchNode : StackNode(axis: .horizontal, spacing: 8, children: label + [Spacer(), switchNode])
        super.init(content, debugName: "Toggle")
        // Touch-up-inside, as `ButtonNode`: the press may wander but must end over the switch.
        let tap = TapGesture { [unowned(unsafe) self] in toggle() }
        tap.allowableMovement = .infinity
        switchNode.addGesture(tap)
        switchNode.onPressingChanged { [unowned(unsafe) self] pressed in pressingChanged(pressed) }
        showState(animated: false)
        onChange(of: isOn) { toggle, _ in toggle.showState(animated: true) }
    }

    /// Flips `isOn`, as a click does.
    public func toggle() {
        isOn.value.toggle()
    }

    /// The animation changes use now: none under reduce motion or when `animated` is false.
    private func animation(_ animated: Bool) -> AnimationSpec? {
        animated && !environment.reduceMotion ? knobAnimation : nil
    }

    private func showState(animated: Bool) {
        let on = isOn.value
        perform(animation(animated)) {
            switchNode.alignment = on ? .trailing : .leading
            track.fill(on ? tint : ControlPalette.switchOff)
        }
    }

    private func pressingChanged(_ pressed: Bool) {
        isPressed = pressed
        let diameter = ToggleNode.switchSize.height - 2 * ToggleNode.knobInset
        perform(animation(true)) { knobFrame.width = diameter + (pressed ? ToggleNode.pressedStretch : 0) }
    }

    /// Runs `body` with `animation` (nil: the changes jump), whatever transaction is current.
    private func perform(_ animation: AnimationSpec?, _ body: () -> Void) {
        guard let graph else { return body() }
        graph.runLoop.withAnimation(animation, body)
    }
}

extension ToggleNode {
    /// The track's colour when on.
    @discardableResult
    public func tint(_ color: Color) -> Self { tint = .fixed(color); return self }

    /// The track's colour when on, from `source` (a semantic colour follows the scheme).
    @discardableResult
    public func tint(_ source: ColorSource) -> Self { tint = source; return self }
}

/// A switch for `isOn` without a label (see `ToggleNode`).
public func Toggle(isOn: State<Bool>) -> ToggleNode {
    ToggleNode(isOn: isOn, label: [])
}

/// A switch for `isOn` at the trailing end of an `HStack` led by `label` (see `ToggleNode`).
public func Toggle(isOn: State<Bool>, @NodeBuilder label: () -> [Node]) -> ToggleNode {
    ToggleNode(isOn: isOn, label: label())
}
