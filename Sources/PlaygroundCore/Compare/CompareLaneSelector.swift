import Raster
import Scene

/// The inspector's lane selector in compare mode: a chip per lane in the lane's colour (the one
/// inspected filled), and a chip per other lane that gives the inspected lane that lane's settings.
enum CompareLaneSelector {
    static let font = FontSpec(size: 12, weight: .semibold)
    static let chip = Color(r255: 228, g255: 228, b255: 234)

    /// The selector for `count` lanes with lane `selected` inspected; `select` is called with a
    /// clicked lane, `copy` with the lane whose settings the inspected one should take.
    static func make(count: Int, selected: Int, select: @escaping (Int) -> Void, copy: @escaping (Int) -> Void) -> Node {
        VStack(alignment: .leading, spacing: 6) {
            HStack(spacing: 6) {
                Text("Lane", font: FontSpec(size: 12), color: InspectorPalette.muted)
                for index in 0..<count {
                    Button(action: { select(index) }) {
                        Text(CompareLane.letter(index), font: font, color: index == selected ? .white : CompareLane.color(index))
                            .padding(horizontal: 10, vertical: 3)
                            .background(RoundedRectangle(cornerRadius: 6).fill(index == selected ? CompareLane.color(index) : chip))
                    }
                    .named("Lane.\(CompareLane.letter(index))")
                }
                Spacer()
            }
            HStack(spacing: 6) {
                Text("Copy settings from", font: FontSpec(size: 12), color: InspectorPalette.muted)
                for index in 0..<count where index != selected {
                    Button(action: { copy(index) }) {
                        Text(CompareLane.letter(index), font: font, color: CompareLane.color(index))
                            .padding(horizontal: 10, vertical: 3)
                            .background(RoundedRectangle(cornerRadius: 6).fill(chip))
                    }
                    .named("Lane.copy\(CompareLane.letter(index))")
                }
                Spacer()
            }
        }
    }
}
