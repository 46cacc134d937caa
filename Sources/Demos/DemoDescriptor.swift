/// A demo as the registry lists it: how to find it and how to make one.
public struct DemoDescriptor: Sendable {
    /// The number key that selects it (1…9; 0 is the gallery).
    public let number: Int
    /// The command-line name (`drops`, `drawer`…).
    public let name: String
    /// The title shown in the window's title bar.
    public let title: String
    public let make: @Sendable (DemoContext) -> Demo

    public init(number: Int, name: String, title: String, make: @escaping @Sendable (DemoContext) -> Demo) {
        self.number = number
        self.name = name
        self.title = title
        self.make = make
    }
}
