extension DemoDescriptor {
    /// D4 · the interactive drawer of seed 003 (key 4, `--demo drawer`).
    public static let drawer = DemoDescriptor(number: 4, name: "drawer", title: "Drawer") { DrawerDemo(context: $0) }
}
