import CSDL
import Raster

/// Frames shown through the window's own surface (`SDL_GetWindowSurface`) instead of a renderer:
/// the damaged rows are copied into the surface and only those rectangles are pushed to the
/// display (`SDL_UpdateWindowSurfaceRects`; on X11 an XShm put of just that region).
///
/// For when SDL's renderer is OpenGL on a software rasteriser (Mesa's llvmpipe under Xvfb or
/// without a GPU): there the texture path uploads to a texture that llvmpipe then converts and
/// composites on more threads, which costs more than drawing the frame; the surface path is one
/// copy of the changed pixels. It has no vsync: the frame loop paces itself.
final class WindowSurface {
    private let window: OpaquePointer
    /// The rectangle `upload` changed, pushed by `present`.
    private var pending = SDL_Rect()
    private var hasPending = false

    init(window: OpaquePointer) throws {
        self.window = window
        // Otherwise SDL backs the surface with a renderer of its own (OpenGL again, on llvmpipe's
        // threads) where the platform has a native framebuffer (X11: shared-memory images).
        SDL_SetHint("SDL_FRAMEBUFFER_ACCELERATION", "0")
        _ = try check(SDL_GetWindowSurface(window), "SDL_GetWindowSurface")
    }

    /// The surface's size in pixels (the window's drawable; SDL re-creates it on resize).
    var pixelSize: (width: Int, height: Int) {
        guard let surface = SDL_GetWindowSurface(window) else { return (0, 0) }
        return (Int(surface.pointee.w), Int(surface.pointee.h))
    }

    /// Copies `damage` of `pixmap` into the surface. Pixels outside the surface (a resize under
    /// way) are dropped.
    func upload(_ pixmap: Pixmap, damage: Damage) throws {
        let surface = try check(SDL_GetWindowSurface(window), "SDL_GetWindowSurface")
        let width = Int(surface.pointee.w), height = Int(surface.pointee.h)
        let bounds = IntRect(x: 0, y: 0, width: min(width, pixmap.width), height: min(height, pixmap.height))
        // After a resize the surface is new: all of it must be filled.
        let sameSize = width == pixmap.width && height == pixmap.height
        guard let region = (sameSize ? damage : .everything).region(within: bounds), let format = surface.pointee.format else { return }
        if surface.pointee.flags & UInt32(SDL_RLEACCEL) != 0 {
            try check(SDL_LockSurface(surface), "SDL_LockSurface")
        }
        defer { if surface.pointee.flags & UInt32(SDL_RLEACCEL) != 0 { SDL_UnlockSurface(surface) } }
        guard let destination = surface.pointee.pixels else { return }
        let pitch = Int(surface.pointee.pitch)
        let start = destination + region.y * pitch + region.x * 4
        try pixmap.pixels.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress else { return }
            let first = base + (region.y * pixmap.width + region.x) * 4
            // The window is opaque, so premultiplied ARGB is plain ARGB: a surface in that layout
            // (X11's usual XRGB8888 ignores the alpha byte) takes the rows as they are.
            let sameLayout = format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue
                || format.pointee.format == SDL_PIXELFORMAT_RGB888.rawValue
            if sameLayout {
                for row in 0..<region.height {
                    (start + row * pitch).copyMemory(from: first + row * pixmap.rowBytes, byteCount: region.width * 4)
                }
            } else {
                try check(SDL_ConvertPixels(Int32(region.width), Int32(region.height), SDL_PIXELFORMAT_ARGB8888.rawValue, first,
                                            Int32(pixmap.rowBytes), format.pointee.format, start, Int32(pitch)),
                          "SDL_ConvertPixels")
            }
        }
        let rect = SDL_Rect(x: Int32(region.x), y: Int32(region.y), w: Int32(region.width), h: Int32(region.height))
        if hasPending {
            var union = SDL_Rect()
            var previous = pending, next = rect
            SDL_UnionRect(&previous, &next, &union)
            pending = union
        } else {
            pending = rect
            hasPending = true
        }
    }

    /// Pushes what `upload` changed since the last present to the display.
    func present() throws {
        guard hasPending else { return }
        hasPending = false
        try check(SDL_UpdateWindowSurfaceRects(window, &pending, 1), "SDL_UpdateWindowSurfaceRects")
    }
}
