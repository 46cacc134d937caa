extension DemoDescriptor {
    /// D3 · Timer (seed 002): key 3, `--demo timer`, the window titled "MotionPlayground — Timer".
    public static let timer = DemoDescriptor(number: 3, name: "timer", title: "Timer") { TimerDemo(context: $0) }
}
