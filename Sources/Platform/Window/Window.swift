import CSDL
import Foundation
import Geometry
import Input
import Raster

/// A resizable, HiDPI-aware SDL window that shows pixmaps through a streaming texture in the
/// pixmap's own byte order (ARGB8888), so presenting a frame is one copy.
public final class Window {
    private let window: OpaquePointer
    /// SDL's renderer, nil when frames go through the window surface instead.
    private var renderer: OpaquePointer?
    /// The window surface, when presenting through it (see `WindowSurface`).
    private var surface: WindowSurface?
    private var texture: OpaquePointer?
    private var textureWidth: Int32 = 0
    private var textureHeight: Int32 = 0
    private var currentTitle = ""
    /// Device pixels per point the window adds to what the system gives (1…4): a display that
    /// reports no HiDPI scale (X11, Xvfb) shows the playground at 2× with 2. Window coordinates
    /// are divided by it into points, and the window is that many times larger in pixels.
    public let pointScale: Double
    /// The smallest size a person can resize the window to, in points: the bar and the gallery's
    /// tiles hold their content from here up (`GalleryLegibilityTests`).
    public static let minimumSize = Size(width: 320, height: 240)
    /// True when the renderer presents in step with the display's refresh.
    public private(set) var hasVSync: Bool
    /// The renderer SDL picked (for diagnostics).
    public let rendererName: String
    /// What OpenGL says it renders with (`GL_RENDERER`, e.g. "llvmpipe (LLVM 15.0.6, 256 bits)")
    /// when SDL's renderer is OpenGL; nil otherwise.
    public let glRenderer: String?

    /// How frames go to the screen: the window surface (the software path) or an SDL
    /// renderer's texture.
    public var presentation: WindowPresentation { surface != nil ? .surface : .texture }

    /// How frames reach the screen, for `--stats`.
    public var presentationDescription: String {
        var parts = [surface != nil ? "window surface, damaged rectangles only (instead of the SDL \(rendererName) renderer)"
                                    : "SDL \(rendererName) renderer, streaming texture"]
        if let glRenderer { parts.append("GL: \(glRenderer)") }
        parts.append(hasVSync ? "vsync" : "timed 60 Hz")
        return parts.joined(separator: ", ")
    }

    /// Whether OpenGL (or SDL's renderer) rasterises on the CPU: then presenting through the
    /// window surface costs less than through a texture.
    private static func isSoftware(renderer name: String, gl: String?) -> Bool {
        if name == "software" { return true }
        guard let gl = gl?.lowercased() else { return false }
        return ["llvmpipe", "softpipe", "swrast", "software rasterizer"].contains { gl.contains($0) }
    }

    /// Opens a window of `size` logical points, centred, or with its top-left corner at
    /// `position` (screen coordinates; `watch` opens a rebuilt program where the last one was).
    /// `presentation` skips the choice of how frames reach the screen (`watch` passes what the
    /// last window found); `MOTIONPLAYGROUND_PRESENTATION` overrides both.
    /// Throws `NoDisplayError` when there is no display and `SDLError` when SDL fails otherwise.
    public init(title: String, size: Size, position: WindowPosition? = nil, presentation: WindowPresentation? = nil,
                pointScale: Double = 1) throws {
        self.pointScale = pointScale.isFinite ? min(max(pointScale, 1), 4) : 1
        let environment = ProcessInfo.processInfo.environment
        let hasDisplay = [environment["DISPLAY"], environment["WAYLAND_DISPLAY"], environment["SDL_VIDEODRIVER"]]
            .contains { ($0 ?? "").isEmpty == false }
        guard hasDisplay else { throw NoDisplayError(detail: "DISPLAY is not set") }
        // Without a Wayland display to connect to, SDL would still try Wayland when X11 fails,
        // and libwayland prints its own "error: XDG_RUNTIME_DIR is invalid or not set" first:
        // then only X11 is tried, and its failure is our one line.
        let onlyX11 = Window.prefersX11(environment)
        if onlyX11 { SDL_SetHint(SDL_HINT_VIDEODRIVER, "x11") }
        if SDL_WasInit(UInt32(SDL_INIT_VIDEO)) == 0 {
            guard SDL_InitSubSystem(UInt32(SDL_INIT_VIDEO)) == 0 else {
                if onlyX11 { throw NoDisplayError(detail: "cannot open the display (DISPLAY=\(environment["DISPLAY"] ?? ""))") }
                throw NoDisplayError(detail: "SDL could not start video: \(SDLError.lastError())")
            }
        }
        // When DISPLAY names a display that does not answer, SDL falls back to a driver that
        // draws nowhere (offscreen, dummy): the window would run invisibly. Only a driver asked
        // for by name may be one of those.
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        let requestedDriver = (environment["SDL_VIDEODRIVER"] ?? "").lowercased()
        if ["offscreen", "dummy", "evdev"].contains(driver), !requestedDriver.contains(driver) {
            SDL_QuitSubSystem(UInt32(SDL_INIT_VIDEO))
            let display = environment["DISPLAY"].map { "DISPLAY=\($0)" } ?? "WAYLAND_DISPLAY=\(environment["WAYLAND_DISPLAY"] ?? "")"
            throw NoDisplayError(detail: "cannot open the display (\(display))")
        }
        let width = Int32(min(max((size.width.isFinite ? size.width : 1280) * self.pointScale, 1), 8192))
        let height = Int32(min(max((size.height.isFinite ? size.height : 800) * self.pointScale, 1), 8192))
        // Hidden until its renderer is chosen: an OpenGL renderer makes SDL destroy the X window
        // and create another (SDL_RecreateWindow), which a shown window would do on screen (a
        // flash, and a window id that dies under whoever found it first).
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_HIDDEN.rawValue
        let centered = Int32(SDL_WINDOWPOS_CENTERED_MASK)
        window = try check(SDL_CreateWindow(title, position?.x ?? centered, position?.y ?? centered, width, height, flags),
                           "SDL_CreateWindow")
        currentTitle = title
        // Below this the gallery's six tiles and the bar no longer fit legibly (window units
        // are points, times the scale where the platform counts pixels).
        SDL_SetWindowMinimumSize(window, Int32(Window.minimumSize.width * self.pointScale),
                                 Int32(Window.minimumSize.height * self.pointScale))
        // No frame holds more than `Pixmap.maximumPixels`: the window cannot be made larger.
        let side = Int32((Double(Pixmap.maximumPixels)).squareRoot())
        SDL_SetWindowMaximumSize(window, side, side)
        // MOTIONPLAYGROUND_PRESENTATION=texture|surface overrides the choice (to compare them).
        let requested = environment["MOTIONPLAYGROUND_PRESENTATION"] ?? presentation?.rawValue
        if requested == "surface" {
            // No renderer to try: making an OpenGL one costs a software rasterizer ~130 ms.
            renderer = nil
        } else if let accelerated = SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue) {
            renderer = accelerated
        } else {
            do {
                renderer = try check(SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue), "SDL_CreateRenderer")
            } catch {
                SDL_DestroyWindow(window)
                throw error
            }
        }
        var info = SDL_RendererInfo()
        if let renderer, SDL_GetRendererInfo(renderer, &info) == 0 {
            hasVSync = info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
            rendererName = info.name.map { String(cString: $0) } ?? "unknown"
        } else {
            hasVSync = false
            rendererName = requested == "surface" ? "none, the surface was asked for" : "unknown"
        }
        glRenderer = rendererName.hasPrefix("opengl") ? Window.currentGLRenderer() : nil
        if requested == "surface" || (requested != "texture" && Window.isSoftware(renderer: rendererName, gl: glRenderer)) {
            // A window surface cannot coexist with a renderer on the same window.
            if let renderer { SDL_DestroyRenderer(renderer) }
            renderer = nil
            do {
                surface = try WindowSurface(window: window)
                hasVSync = false
            } catch {
                SDL_DestroyWindow(window)
                throw error
            }
        }
        SDL_ShowWindow(window)
    }

    /// True when SDL should use X11 alone: DISPLAY is set, no video driver is asked for by name,
    /// and Wayland cannot be reached (no WAYLAND_DISPLAY, or a relative one with no
    /// XDG_RUNTIME_DIR to find it in).
    static func prefersX11(_ environment: [String: String]) -> Bool {
        let nonEmpty = { (name: String) in !(environment[name] ?? "").isEmpty }
        guard nonEmpty("DISPLAY"), !nonEmpty("SDL_VIDEODRIVER") else { return false }
        guard let wayland = environment["WAYLAND_DISPLAY"], !wayland.isEmpty else { return true }
        return !wayland.hasPrefix("/") && !nonEmpty("XDG_RUNTIME_DIR")
    }

    /// `GL_RENDERER` of the current OpenGL context (the renderer's), read through SDL's loader.
    private static func currentGLRenderer() -> String? {
        typealias GetString = @convention(c) (UInt32) -> UnsafePointer<UInt8>?
        guard let address = SDL_GL_GetProcAddress("glGetString") else { return nil }
        let getString = unsafeBitCast(address, to: GetString.self)
        let glRendererName: UInt32 = 0x1F01
        return getString(glRendererName).map { String(cString: $0) }
    }

    deinit {
        if let texture { SDL_DestroyTexture(texture) }
        if let renderer { SDL_DestroyRenderer(renderer) }
        surface = nil
        SDL_DestroyWindow(window)
    }

    /// The window's size in logical points.
    public var logicalSize: Size {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        return Size(width: Double(w) / pointScale, height: Double(h) / pointScale)
    }

    /// The size of the drawable in device pixels (larger than the logical size on HiDPI).
    public var pixelSize: (width: Int, height: Int) {
        if let surface { return surface.pixelSize }
        var w: Int32 = 0, h: Int32 = 0
        if SDL_GetRendererOutputSize(renderer, &w, &h) != 0 {
            SDL_GL_GetDrawableSize(window, &w, &h)
        }
        return (Int(w), Int(h))
    }

    /// Sets the window's title bar text; does nothing when it is unchanged, so calling it every frame is cheap.
    public func setTitle(_ title: String) {
        guard title != currentTitle else { return }
        currentTitle = title
        SDL_SetWindowTitle(window, title)
    }

    /// Uploads `pixmap` (device pixels) and presents it, stretched to the drawable if the sizes
    /// differ for a moment during a resize. Only `damage` of the texture is updated (the rest
    /// keeps the previous frame).
    public func present(_ pixmap: Pixmap, damage: Damage = .everything) throws {
        try upload(pixmap, damage: damage)
        try presentUploaded()
    }

    /// Shows what `upload` last sent; with vsync this waits for the display's refresh, which is
    /// why the frame loop times it apart from the upload.
    public func presentUploaded() throws {
        if let surface {
            try surface.present()
        } else {
            SDL_RenderPresent(renderer)
        }
    }

    /// `present` without showing: the damaged pixels go to the texture and the texture to the
    /// renderer's back buffer.
    public func upload(_ pixmap: Pixmap, damage: Damage = .everything) throws {
        if let surface { return try surface.upload(pixmap, damage: damage) }
        let w = Int32(pixmap.width), h = Int32(pixmap.height)
        if texture == nil || w != textureWidth || h != textureHeight {
            if let texture { SDL_DestroyTexture(texture) }
            texture = nil
            texture = try check(SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                                  Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), w, h),
                                "SDL_CreateTexture(\(w)x\(h))")
            try check(SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE), "SDL_SetTextureBlendMode")
            textureWidth = w
            textureHeight = h
            return try upload(pixmap, damage: .everything)
        }
        if let region = damage.region(within: pixmap.bounds) {
            try pixmap.pixels.withUnsafeBytes { bytes in
                guard let base = bytes.baseAddress else { return }
                var rect = SDL_Rect(x: Int32(region.x), y: Int32(region.y), w: Int32(region.width), h: Int32(region.height))
                let first = base + (region.y * pixmap.width + region.x) * 4
                try check(SDL_UpdateTexture(texture, &rect, first, Int32(pixmap.rowBytes)), "SDL_UpdateTexture")
            }
        }
        try check(SDL_RenderCopy(renderer, texture, nil, nil), "SDL_RenderCopy")
    }

    /// Puts `text` on the system clipboard (SDL's video subsystem must be running: a window is
    /// open).
    public static func setClipboardText(_ text: String) throws {
        try check(SDL_SetClipboardText(text), "SDL_SetClipboardText")
    }

    /// Asks the frame loop to stop as the window manager's close button does: it stops on the
    /// quit event it finds in the queue before the next frame. Safe from any thread.
    public static func requestQuit() throws {
        var event = SDL_Event()
        event.type = SDL_QUIT.rawValue
        // 1: queued, 0: filtered out (nothing to report), negative: an error.
        let status: Int32 = SDL_PushEvent(&event) < 0 ? -1 : 0
        try check(status, "SDL_PushEvent(SDL_QUIT)")
    }

    /// Wakes a frame loop waiting for events (from any thread): something outside SDL has work
    /// for the next frame (`watch`'s messages).
    public static func wake() {
        var event = SDL_Event()
        event.type = SDL_USEREVENT.rawValue
        // A full queue already wakes the loop; nothing to report.
        _ = SDL_PushEvent(&event)
    }

    /// The window's top-left corner on the screen.
    public var position: WindowPosition {
        var x: Int32 = 0, y: Int32 = 0
        SDL_GetWindowPosition(window, &x, &y)
        return WindowPosition(x: x, y: y)
    }

    /// An event with SDL's timestamp: milliseconds since SDL started (`SDL_GetTicks`' clock).
    public struct TimedEvent {
        /// The SDL event as a playground `InputEvent` (events with no translation are never returned).
        public let event: InputEvent
        /// SDL's timestamp for the event, in milliseconds since SDL started.
        public let milliseconds: UInt32
    }

    /// The next pending event, translated; nil when the queue is empty.
    public func pollEvent() -> TimedEvent? {
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            if let translated = EventTranslator.translate(event, pointScale: pointScale) {
                return TimedEvent(event: translated, milliseconds: event.common.timestamp)
            }
        }
        return nil
    }

    /// Waits up to `milliseconds` for an event (the idle path: nothing to animate).
    public func waitEvent(milliseconds: Int32) -> TimedEvent? {
        var event = SDL_Event()
        guard SDL_WaitEventTimeout(&event, milliseconds) != 0,
              let translated = EventTranslator.translate(event, pointScale: pointScale) else { return nil }
        return TimedEvent(event: translated, milliseconds: event.common.timestamp)
    }

    /// Resizes the window to `size` logical points (clamped to 1…16384 window units, 16384 ÷
    /// `pointScale` points); the platform then reports the new size as a `.resized` event.
    public func setLogicalSize(_ size: Size) {
        let w = Int32(min(max((size.width.isFinite ? size.width : 1) * pointScale, 1), 16_384))
        let h = Int32(min(max((size.height.isFinite ? size.height : 1) * pointScale, 1), 16_384))
        SDL_SetWindowSize(window, w, h)
    }
}

/// A window's top-left corner in screen coordinates.
public struct WindowPosition: Codable, Equatable, Sendable {
    /// Pixels from the screen's left edge.
    public var x: Int32
    /// Pixels from the screen's top edge.
    public var y: Int32
    /// The corner at (`x`, `y`).
    public init(x: Int32, y: Int32) {
        self.x = x
        self.y = y
    }
}

/// How a window's frames reach the screen.
public enum WindowPresentation: String, Codable, Sendable {
    /// Through an SDL renderer's streaming texture (a GPU, vsync).
    case texture
    /// Through the window surface, damaged rectangles only (software rasterizers).
    case surface
}
