import Raster

/// The frame HUD's colours: iOS's dark-mode system colours, so the stages read as they do in
/// Apple's tools, on a translucent near-black panel.
enum HUDPalette {
    static let panel = Color(red: 0.07, green: 0.07, blue: 0.09, alpha: 0.82)
    /// Behind the bars, so an empty graph still shows where it is.
    static let track = Color(red: 1, green: 1, blue: 1, alpha: 0.06)
    static let ink = Color(r255: 242, g255: 242, b255: 247)
    static let muted = Color(r255: 152, g255: 152, b255: 160)
    static let budgetLine = Color(red: 1, green: 1, blue: 1, alpha: 0.75)

    static let good = Color(r255: 48, g255: 209, b255: 88)
    static let warning = Color(r255: 255, g255: 214, b255: 10)
    static let critical = Color(r255: 255, g255: 69, b255: 58)

    /// Input, animation, layout, paint, upload: bottom to top in each bar, left to right in the
    /// legend.
    static let stages: [(label: String, color: Color)] = [
        ("input", Color(r255: 255, g255: 55, b255: 95)),
        ("animation", Color(r255: 100, g255: 210, b255: 255)),
        ("layout", Color(r255: 191, g255: 90, b255: 242)),
        ("paint", Color(r255: 48, g255: 209, b255: 88)),
        ("upload", Color(r255: 255, g255: 159, b255: 10)),
    ]
}
