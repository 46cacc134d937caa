import CSDL
import Geometry
import Input

/// Turns SDL events into the engine's `InputEvent`s. Coordinates are logical points: SDL reports
/// window coordinates, which are points on a HiDPI display that scales, and are divided by
/// `pointScale` where the window itself adds a scale (`Window.pointScale`).
enum EventTranslator {
    static func translate(_ event: SDL_Event, pointScale: Double = 1) -> InputEvent? {
        func point(_ x: Int32, _ y: Int32) -> Point { Point(x: Double(x) / pointScale, y: Double(y) / pointScale) }
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            return .quitRequested
        case SDL_WINDOWEVENT:
            let id = SDL_WindowEventID(UInt32(event.window.event))
            if id == SDL_WINDOWEVENT_SIZE_CHANGED {
                return .resized(Size(width: Double(event.window.data1) / pointScale, height: Double(event.window.data2) / pointScale))
            }
            if id == SDL_WINDOWEVENT_CLOSE { return .quitRequested }
            // The system asks for pixels it no longer has: an uncovered or restored window, or
            // one moved back on screen. Without a present of every pixel those areas stay
            // black or stale.
            if id == SDL_WINDOWEVENT_EXPOSED || id == SDL_WINDOWEVENT_SHOWN || id == SDL_WINDOWEVENT_RESTORED
                || id == SDL_WINDOWEVENT_MAXIMIZED {
                return .exposed
            }
            return nil
        case SDL_MOUSEBUTTONDOWN:
            guard let button = button(event.button.button) else { return nil }
            return .pointerDown(point(event.button.x, event.button.y), button)
        case SDL_MOUSEBUTTONUP:
            guard let button = button(event.button.button) else { return nil }
            return .pointerUp(point(event.button.x, event.button.y), button)
        case SDL_MOUSEMOTION:
            return .pointerMoved(point(event.motion.x, event.motion.y))
        case SDL_MOUSEWHEEL:
            let flip: Double = event.wheel.direction == UInt32(SDL_MOUSEWHEEL_FLIPPED.rawValue) ? -1 : 1
            return .wheel(dx: Double(event.wheel.x) * flip, dy: Double(event.wheel.y) * flip)
        case SDL_DROPFILE:
            // SDL hands over a string it allocated; it is ours to free.
            guard let file = event.drop.file else { return nil }
            defer { SDL_free(file) }
            return .fileDropped(String(cString: file))
        case SDL_KEYDOWN:
            guard case .key(var press)? = key(event.key.keysym) else { return nil }
            press.isRepeat = event.key.repeat != 0
            return .key(press)
        default:
            return nil
        }
    }

    private static func button(_ index: UInt8) -> PointerButton? {
        switch Int32(index) {
        case SDL_BUTTON_LEFT: return .primary
        case SDL_BUTTON_RIGHT: return .secondary
        case SDL_BUTTON_MIDDLE: return .middle
        default: return nil
        }
    }

    private static func key(_ keysym: SDL_Keysym) -> InputEvent? {
        let state = UInt32(keysym.mod)
        var modifiers: KeyModifiers = []
        if state & UInt32(KMOD_SHIFT.rawValue) != 0 { modifiers.insert(.shift) }
        if state & UInt32(KMOD_CTRL.rawValue) != 0 { modifiers.insert(.control) }
        if state & UInt32(KMOD_ALT.rawValue) != 0 { modifiers.insert(.alt) }
        if state & UInt32(KMOD_GUI.rawValue) != 0 { modifiers.insert(.command) }
        let symbol = keysym.sym
        // "+" lives on the "=" key of most layouts: accept it with or without Shift, and the
        // keypad's plus and minus, so `+`/`-` bindings work as people press them.
        switch symbol {
        case SDL_Keycode(SDLK_EQUALS.rawValue), SDL_Keycode(SDLK_PLUS.rawValue), SDL_Keycode(SDLK_KP_PLUS.rawValue):
            return .key(KeyPress("+", modifiers: modifiers.subtracting(.shift)))
        case SDL_Keycode(SDLK_MINUS.rawValue), SDL_Keycode(SDLK_KP_MINUS.rawValue):
            return .key(KeyPress("-", modifiers: modifiers.subtracting(.shift)))
        default:
            break
        }
        guard let cName = SDL_GetKeyName(symbol) else { return nil }
        let name = String(cString: cName)
        guard !name.isEmpty else { return nil }
        return .key(KeyPress(name.lowercased(), modifiers: modifiers))
    }
}
