/// A demo as the registry lists it: how to find it and how to make one.
public struct DemoDescriptor: Sendable {
    /// The number key that selects it (1…9; 0 is the gallery).
    public let number: Int
    /// The command-line name (`drops`, `drawer`…).
    public let name: String
    /// The title shown in the window's title bar.
    public let title: String
    /// Builds a fresh instance of the demo from the host's context; hosts call it each time they (re)start the demo.
    public let make: @Sendable (DemoContext) -> Demo
    /// What a person does in the demo, as an input script (times in seconds, points of a
    /// 1280 × 800 window): `bench --scenes demos` and `soak` replay it; nil runs it untouched.
    public let interaction: String?
    /// The file the demo plays (a Lottie file opened in the window), which a replay of a
    /// session must open too; nil for a demo made in code.
    public let file: String?

    /// Describes a demo by its number key, command-line name and title, with its factory and
    /// the interaction benchmarks replay.
    public init(number: Int, name: String, title: String, interaction: String? = nil, file: String? = nil,
                make: @escaping @Sendable (DemoContext) -> Demo) {
        self.file = file
        self.number = number
        self.name = name
        self.title = title
        self.interaction = interaction
        self.make = make
    }
}
