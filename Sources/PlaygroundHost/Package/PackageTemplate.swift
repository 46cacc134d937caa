import Foundation

/// The files `playground new NAME` writes: a package whose executable NAME hosts one demo, named
/// NAME in lower case, with a spring, a drag and a declared parameter, and a test that drives it.
struct PackageTemplate {
    /// The package's and the executable's name: a Swift identifier (`Sample`).
    let name: String
    /// How `Package.swift` names this engine: `.package(path: "…")` or `.package(url: …)`.
    let dependency: String
    /// The engine package's identity, which product references name (`package: "…"`).
    let engineIdentity: String
    /// Where the engine is, for the README's link: its git URL, or its checkout's absolute path
    /// (linked as a `file://` URL, which opens from the package wherever it is).
    var engineLocation = ""

    /// The README's link to the engine: the URL as given, a path as a `file://` URL.
    var engineLink: String {
        guard engineLocation.hasPrefix("/") else { return engineLocation }
        return "file://" + (engineLocation.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? engineLocation)
    }

    var demoName: String { name.lowercased() }
    var sceneModule: String { "\(name)Scene" }

    /// Each file's path inside the package, with its contents.
    var files: [(path: String, contents: String)] {
        [
            ("Package.swift", packageManifest),
            ("Sources/\(name)/main.swift", main),
            ("Sources/\(sceneModule)/\(name)Demo.swift", demo),
            ("Sources/\(sceneModule)/\(name)Model.swift", model),
            ("Tests/\(name)Tests/\(name)Tests.swift", tests),
            ("README.md", readme),
            ("run.sh", runScript),
            (".gitignore", "/.build\n/sessions\n*.png\n"),
        ]
    }

    private var packageManifest: String {
        """
        // swift-tools-version: 6.0
        // \(name): a scene of its own in MotionPlayground, with every tool of the playground.
        import PackageDescription

        let engine = "\(engineIdentity)"

        let package = Package(
            name: "\(name)",
            dependencies: [
                \(dependency),
            ],
            targets: [
                // The scene: what you edit. `watch` rebuilds only this and the executable.
                .target(name: "\(sceneModule)", dependencies: [.product(name: "MotionPlayground", package: engine)]),
                // The window and every command (`render`, `record`, `params`, `bench`, `fuzz`, `soak`, `watch`).
                .executableTarget(name: "\(name)", dependencies: ["\(sceneModule)", .product(name: "MotionPlayground", package: engine)]),
                .testTarget(name: "\(name)Tests", dependencies: [
                    "\(sceneModule)",
                    .product(name: "MotionPlayground", package: engine),
                    .product(name: "MotionPlaygroundTesting", package: engine),
                ]),
            ]
        )

        """
    }

    private var main: String {
        """
        import MotionPlayground
        import \(sceneModule)

        // The playground's window and commands, on this package's demos (add yours to the list;
        // `includingBuiltIns: true` brings the six built-in demos along).
        Playground.main(demos: [.`\(demoName)`])

        """
    }

    private var demo: String {
        """
        import MotionPlayground

        /// A ball to throw: it follows the pointer while held and, let go, springs back to the
        /// middle at the speed it was thrown with.
        public final class \(name)Demo: SceneDemo {
            /// The ball's colour: change it (or the spring in \(name)Model.swift) while `watch` runs.
            static let ballColor = Color(r255: 255, g255: 94, b255: 87)
            static let ink = Color(r255: 60, g255: 60, b255: 67)
            static let backdrop = Color(r255: 242, g255: 242, b255: 247)

            private let model: \(name)Model

            /// The scene, laid out at whatever size the host proposes.
            public init(context: DemoContext) {
                let runLoop = SceneRunLoop()
                let model = \(name)Model(runLoop: runLoop)
                self.model = model
                super.init(root: \(name)Demo.body(model), context: context, runLoop: runLoop)
                scene.backgroundColor = \(name)Demo.backdrop
                keyBindings.bind("r", summary: "Put the ball back") { model.reset() }
            }

            private static func body(_ model: \(name)Model) -> Node {
                GeometryReader { size in
                    let diameter = max(24, min(size.width, size.height) * 0.2)
                    ZStack(alignment: .topLeading) {
                        Circle()
                            .fill(ballColor)
                            .frame(width: diameter, height: diameter)
                            .named("ball")
                            .bind(model.offset) { node, offset in node.offset = offset }
                            .gesture(DragGesture(minimumDistance: 1)
                                .onChanged { drag in model.dragChanged(translation: drag.translation) }
                                .onEnded { drag in model.dragEnded(velocity: drag.velocity) }
                                .onCancelled { model.dragEnded(velocity: .zero) })
                            .frame(width: size.width, height: size.height)
                        Text("\(name): drag the ball", font: FontSpec(size: 22, weight: .semibold), color: ink)
                            .padding(24)
                    }
                }
            }

            /// The inspector's controls (F8), `--set` and `params` come from these.
            public override var parameters: [AnyParameter] { model.parameters }

            /// Where the ball is drawn now, relative to the middle, in points.
            public var ballOffset: Point {
                scene.root.descendants(named: "ball").first?.presentationOffset ?? .zero
            }
        }

        extension DemoDescriptor {
            /// Number key 1, and `--demo \(demoName)` on the command line. `bench --scenes demos`
            /// and `soak` replay the interaction: two throws (times in seconds, 1280 × 800 points).
            public static let `\(demoName)` = DemoDescriptor(
                number: 1, name: "\(demoName)", title: "\(name)",
                interaction: \"\"\"
                    0.5 drag 640 384 900 420 0.3
                    2.5 drag 640 384 420 300 0.15
                    5.0 key r
                    \"\"\"
            ) { \(name)Demo(context: $0) }
        }

        """
    }

    private var model: String {
        """
        import MotionPlayground

        /// The ball's state, its parameter and what a drag does to it.
        final class \(name)Model {
            /// The spring that brings the ball back: tune it in the inspector (F8), copy it as
            /// code (C), or change the default here while `watch` runs.
            let spring = Parameter("spring", "The spring that brings the ball back to the middle",
                                   default: Spring(response: 0.5, dampingFraction: 0.6))

            /// The ball's offset from the middle, in points: the one source of truth the scene draws.
            let offset = State(Point.zero)

            private let runLoop: SceneRunLoop

            init(runLoop: SceneRunLoop) {
                self.runLoop = runLoop
            }

            var parameters: [AnyParameter] { [spring] }

            /// The pointer moved while holding the ball: the ball follows it exactly.
            func dragChanged(translation: Point) {
                runLoop.withAnimation(nil) { offset.value = translation }
            }

            /// The pointer let go at `velocity` (points per second): the spring starts at that speed,
            /// so the ball never jumps from the hand to the animation.
            func dragEnded(velocity: Point) {
                let from = offset.value
                let squared = from.x * from.x + from.y * from.y
                // The spring's velocity is relative: the fraction of the way home per second.
                let relative = squared > 1e-9 ? -(velocity.x * from.x + velocity.y * from.y) / squared : 0
                runLoop.withAnimation(.spring(spring.value, initialVelocity: min(max(relative, -100), 100))) {
                    offset.value = .zero
                }
            }

            /// Back to the middle, on the spring.
            func reset() {
                runLoop.withAnimation(.spring(spring.value)) { offset.value = .zero }
            }
        }

        """
    }

    private var tests: String {
        """
        import MotionPlayground
        import MotionPlaygroundTesting
        import Testing
        import \(sceneModule)

        /// \(name) driven headless, as the window drives it: the same events, frames and pixels.
        @Suite struct \(name)Tests {
            @Test func theBallFollowsThePointerAndSpringsBack() throws {
                let tester = try DemoTester(.`\(demoName)`, size: Size(width: 800, height: 600))
                let demo = try tester.demo(\(name)Demo.self)
                let middle = Point(x: 400, y: 300)
                tester.drag(from: middle, to: Point(x: 550, y: 340), seconds: 0.25, release: false)
                #expect(abs(demo.ballOffset.x - 150) < 1 && abs(demo.ballOffset.y - 40) < 1)

                tester.release(at: Point(x: 550, y: 340))
                tester.run(for: 0.1)
                #expect(demo.ballOffset.x < 150, "the spring has started back")
                tester.run(for: 4)
                #expect(abs(demo.ballOffset.x) < 0.5 && abs(demo.ballOffset.y) < 0.5, "the ball has come to rest")
            }

            @Test func theBallIsDrawnInTheMiddle() throws {
                let tester = try DemoTester(.`\(demoName)`, size: Size(width: 800, height: 600))
                tester.run(for: 0.1)
                let picture = try tester.render()
                let middle = picture[400, 300]
                let corner = picture[790, 590]
                #expect(middle != corner, "the ball differs from the backdrop")
            }

            @Test func everyToolOfThePlaygroundWorksOnIt() throws {
                let tester = try DemoTester(.`\(demoName)`, size: Size(width: 1280, height: 800), showsBar: true)
                tester.drag(from: Point(x: 640, y: 384), to: Point(x: 840, y: 384), seconds: 0.5)
                tester.run(for: 1)
                tester.press("f2")
                #expect(tester.session.isShowingHUD, "F2: the frame HUD")
                tester.press("f3")
                #expect(tester.session.debugOverlay.mode != .off, "F3: a debug overlay")
                tester.press("s")
                #expect(tester.session.isShowingScrubber, "S: the timeline scrubber")
                tester.session.scrub(to: 0.3)
                // Scrubbing replays the session into a fresh demo.
                #expect(try tester.demo(\(name)Demo.self).ballOffset.x > 50, "scrubbed back into the drag, the ball is out with the pointer")
                tester.press("s")
                tester.press("f8")
                tester.run(for: 0.2)
                let inspector = try #require(tester.session.inspector, "F8: the inspector")
                #expect(inspector.parameters.map(\\.name) == ["spring"])
                tester.press("right")
                #expect(tester.session.parameters[0].valueText == "response=0.51,dampingFraction=0.6", "→ steps the spring's response")
                var copied: [String] = []
                tester.session.onCopyCode = { copied.append($0) }
                tester.press("c")
                #expect(copied.first?.contains("response: 0.51") == true, "C: the code of the changed spring")
            }

            @Test func theSpringIsAParameter() throws {
                let tester = try DemoTester(.`\(demoName)`, settings: [("spring", "response=0.3,dampingFraction=0.9")])
                #expect(tester.session.parameters.map(\\.name) == ["spring"])
            }
        }

        """
    }

    private var readme: String {
        """
        # \(name)

        A scene of its own in [MotionPlayground](\(engineLink)): every tool of the playground
        (the gallery, HUD, overlays, scrubber and sessions, inspector with copy as code, clips)
        works on it.

        ```sh
        ./run.sh          # build, then open the window
        ./run.sh test     # build, then run the tests
        ```

        While you edit, `./run.sh watch` keeps the window open: on every save it rebuilds your code,
        replays what you did so far (the same drag, at the same moment) with the new build, and
        shows the compiler's first error in the window if the build fails.

        The scene is in `Sources/\(sceneModule)/`; the executable (`swift run \(name) --help`) takes
        every command of `playground`: `render --demo \(demoName) --at 1 --out frame.png`,
        `params --demo \(demoName)`, `record`, `bench --scenes demos`, `fuzz`, `soak`.

        """
    }

    private var runScript: String {
        """
        #!/usr/bin/env bash
        # \(name)'s entry point.
        #   ./run.sh [options]   build (release), then open the window
        #   ./run.sh test        build (debug), then run the tests
        #   ./run.sh watch       open the window and rebuild and replay on every save
        #   ./run.sh render …    any command of the executable
        # The first release build compiles the engine once (minutes); after that only your code.
        set -euo pipefail
        cd "$(dirname "$0")"
        case "${1:-}" in
          test)
            shift
            swift build --build-tests
            exec swift test --skip-build "$@"
            ;;
          *)
            swift build -c release --product \(name)
            exec "$(swift build -c release --show-bin-path)/\(name)" "$@"
            ;;
        esac

        """
    }
}
