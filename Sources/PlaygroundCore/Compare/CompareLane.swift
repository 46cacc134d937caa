import Raster

/// How compare mode names and colours its lanes: A to D, each in one colour wherever the lane
/// shows (its header letter, its curve in the graph editor).
enum CompareLane {
    /// The lanes' letters, lane 0 first.
    static let letters = ["A", "B", "C", "D"]
    /// The lanes' colours: distinct in hue and readable on the light panels.
    static let colors = [Color(r255: 0, g255: 122, b255: 255), Color(r255: 255, g255: 120, b255: 0),
                         Color(r255: 40, g255: 167, b255: 69), Color(r255: 175, g255: 82, b255: 222)]

    /// Lane `index`'s letter ("A" for 0); past D, its number.
    static func letter(_ index: Int) -> String { letters.indices.contains(index) ? letters[index] : "\(index + 1)" }
    /// Lane `index`'s parameter prefix, as `--set` addresses it (`b.spring`).
    static func partName(_ index: Int) -> String { letter(index).lowercased() }
    /// Lane `index`'s colour.
    static func color(_ index: Int) -> Color { colors[((index % colors.count) + colors.count) % colors.count] }
}
