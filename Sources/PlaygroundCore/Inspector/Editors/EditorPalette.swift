import Geometry
import Raster
import Scene

/// The colours and fonts the curve and spring editors share, as semantic colours so they follow
/// the panel's colour scheme. Values follow Apple's system colours (labels, separators, fills),
/// with cubic-bezier.com's convention of one colour per control point.
enum EditorPalette {
    /// Titles and figures.
    static let ink = ColorSource.dynamic(light: Color(r255: 28, g255: 28, b255: 30), dark: Color(r255: 235, g255: 235, b255: 245))
    /// Captions and axis labels.
    static let secondaryInk = ColorSource.dynamic(light: Color(r255: 60, g255: 60, b255: 67, alpha: 0.6),
                                                  dark: Color(r255: 235, g255: 235, b255: 245, alpha: 0.6))
    /// A plot's background.
    static let plotFill = ColorSource.dynamic(light: Color(r255: 255, g255: 255, b255: 255),
                                              dark: Color(r255: 44, g255: 44, b255: 46))
    /// Grid lines, the unit square and the axes.
    static let grid = ColorSource.dynamic(light: Color(r255: 60, g255: 60, b255: 67, alpha: 0.18),
                                          dark: Color(r255: 235, g255: 235, b255: 245, alpha: 0.16))
    /// The edited curve and the step response (systemBlue).
    static let curve = ControlPalette.accent
    /// The lines from the ends of the curve to their control points.
    static let handle = ColorSource.dynamic(light: Color(r255: 60, g255: 60, b255: 67, alpha: 0.55),
                                            dark: Color(r255: 235, g255: 235, b255: 245, alpha: 0.5))
    /// The first control point (systemPink) and the second (systemTeal).
    static let point1 = ColorSource.dynamic(light: Color(r255: 255, g255: 45, b255: 85), dark: Color(r255: 255, g255: 55, b255: 95))
    static let point2 = ColorSource.dynamic(light: Color(r255: 48, g255: 176, b255: 199), dark: Color(r255: 64, g255: 200, b255: 224))
    /// The live progress dot and the moving object of previews (systemOrange).
    static let live = ColorSource.dynamic(light: Color(r255: 255, g255: 149, b255: 0), dark: Color(r255: 255, g255: 159, b255: 10))
    /// A chip's background, and the chosen chip's.
    static let chip = ColorSource.dynamic(light: Color(r255: 118, g255: 118, b255: 128, alpha: 0.12),
                                          dark: Color(r255: 118, g255: 118, b255: 128, alpha: 0.24))
    static let chipSelected = ColorSource.dynamic(light: Color(r255: 0, g255: 122, b255: 255, alpha: 0.18),
                                                  dark: Color(r255: 10, g255: 132, b255: 255, alpha: 0.36))

    static let titleFont = FontSpec(size: 13, weight: .semibold)
    static let captionFont = FontSpec(size: 11)
    static let figureFont = FontSpec(size: 12)
}

/// The editors' colours resolved for one environment, as paints: what a plot draws with. A plot
/// keeps one and makes it again only when its environment changes, so a repaint walks no
/// ancestors.
struct EditorPaints {
    let plotFill, grid, curve, handle, point1, point2, live, ink, secondaryInk: Paint

    init(_ environment: EnvironmentValues) {
        func paint(_ source: ColorSource) -> Paint { Paint(source.resolved(in: environment)) }
        plotFill = paint(EditorPalette.plotFill)
        grid = paint(EditorPalette.grid)
        curve = paint(EditorPalette.curve)
        handle = paint(EditorPalette.handle)
        point1 = paint(EditorPalette.point1)
        point2 = paint(EditorPalette.point2)
        live = paint(EditorPalette.live)
        ink = paint(EditorPalette.ink)
        secondaryInk = paint(EditorPalette.secondaryInk)
    }
}

/// A node that draws with the editors' colours, resolved once per environment.
class EditorPlotNode: Node {
    private var resolvedPaints: EditorPaints?

    /// The paints for the node's current environment.
    var paints: EditorPaints {
        if let resolvedPaints { return resolvedPaints }
        let made = EditorPaints(environment)
        resolvedPaints = made
        return made
    }

    override func environmentDidChange() {
        resolvedPaints = nil
        setNeedsPaint()
    }

    override func contentBounds(size: Size) -> Rect? { Rect(origin: .zero, size: size).insetBy(dx: -1, dy: -1) }

    override func contentContains(_ point: Point, size: Size) -> Bool { Rect(origin: .zero, size: size).contains(point) }
}
