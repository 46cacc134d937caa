import Geometry
import Raster
import Scene

/// The menu's header: an avatar and the signed-in person's name.
enum MenuHeader {
    static func make() -> Node {
        HStack(spacing: 14) {
            ZStack {
                Circle().fill(.dynamic(MenuPalette.avatar))
                Text("AM", font: FontSpec(size: 16, weight: .semibold), foreground: .dynamic(MenuPalette.avatarInk))
            }
            .frame(width: 48, height: 48)
            VStack(alignment: .leading, spacing: 2) {
                Text("Alex Morgan", font: FontSpec(size: 17, weight: .semibold), foreground: .foreground)
                Text("Operations lead", font: FontSpec(size: 13), foreground: .foreground).opacity(0.7)
            }
        }
    }
}
