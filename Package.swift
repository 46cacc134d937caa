// swift-tools-version: 6.0
// MotionPlayground: an interactive animation playground over SDL2.
//
// Dependencies point one way, from pure modules up to the executable: the picture is the module
// table of docs/ARCHITECTURE.md, which ArchitectureTests holds to the targets below (draw none here).
// Another package depends on this one through two libraries: `MotionPlayground` (the engine, the
// demos' API and the host, `Playground.main(demos:)`) and `MotionPlaygroundTesting` (drives a
// demo headless in its tests).
import PackageDescription

/// Every target compiles in the Swift 6 language mode (strict concurrency).
let strict: [SwiftSetting] = [.swiftLanguageMode(.v6)]

let package = Package(
    name: "MotionPlayground",
    products: [
        .executable(name: "playground", targets: ["PlaygroundCLI"]),
        .library(name: "MotionPlayground", targets: ["MotionPlayground"]),
        .library(name: "MotionPlaygroundTesting", targets: ["MotionPlaygroundTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.19"),
    ],
    targets: [
        // MARK: System libraries
        // Found without pkg-config: sdl2.pc adds -D_REENTRANT, which SwiftPM refuses with a
        // warning in every build (a user's package too). The shim includes <SDL2/…>, and SDL's
        // own headers include each other by quoted names, found beside them.
        .systemLibrary(
            name: "CSDL",
            providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev"])]
        ),

        // libwebp's animation encoder and decoder, for clips (`playground record`, F10).
        .systemLibrary(
            name: "CWebP",
            pkgConfig: "libwebpmux",
            providers: [.apt(["libwebp-dev"])]
        ),

        // giflib and libimagequant, for GIF clips (`record --out clip.gif`).
        .systemLibrary(
            name: "CGIF",
            pkgConfig: "imagequant",
            providers: [.apt(["libgif-dev", "libimagequant-dev"])]
        ),

        // cJSON, for Lottie documents: a C tree walked by pointer instead of Foundation objects.
        .systemLibrary(
            name: "CCJSON",
            pkgConfig: "libcjson",
            providers: [.apt(["libcjson-dev"])]
        ),

        // MARK: Pure engine modules (no SDL, tested headless)
        .target(name: "Geometry", dependencies: ["GeometryKernels"], swiftSettings: strict),
        // A curve's chords, the fill flattening's compensation and the stroker's outlines, and the
        // dual-build scaffolding and CPU detection both kernel libraries use (see its header).
        .target(name: "GeometryKernels"),
        .target(name: "Raster", dependencies: ["Geometry", "RasterKernels"], swiftSettings: strict),
        // The raster loops built for AVX2 and baseline x86-64 to the same bits (coverage, blending, fills, sweep, accumulation, gradients, images, blur, compositing), chosen at run time.
        .target(name: "RasterKernels", dependencies: ["GeometryKernels"]),
        .target(name: "Animation", dependencies: ["Geometry"], swiftSettings: strict),
        .target(name: "Input", dependencies: ["Geometry"], swiftSettings: strict),
        .target(name: "Scene", dependencies: ["Geometry", "Raster", "Animation", "Input"], swiftSettings: strict),
        .target(name: "LottieModel", dependencies: ["Geometry", "Animation", "CCJSON"], swiftSettings: strict),
        .target(name: "Lottie", dependencies: ["LottieModel", "Geometry", "Raster", "Animation", "Input", "Scene", "Demos"], swiftSettings: strict),
        .target(name: "Demos", dependencies: ["Geometry", "Raster", "Animation", "Input", "Scene"], swiftSettings: strict),
        .target(name: "PlaygroundCore", dependencies: ["Demos", "Scene", "Raster", "Geometry", "Animation", "Input"], swiftSettings: strict),
        .target(name: "Benchmarks", dependencies: ["Geometry", "Raster", "Scene", "Demos", "PlaygroundCore", "Input", "AllocationCounter", "Lottie", "LottieModel"],
                swiftSettings: strict),
        // Counts C allocations (the executable's malloc forwards to glibc's): steady frames must make none.
        .target(name: "AllocationCounter"),

        // MARK: Platform layer (the only library that imports SDL)
        .target(name: "Platform", dependencies: ["CSDL", "CWebP", "CGIF", "Raster", "Input", "Geometry"], swiftSettings: strict),

        // MARK: The host and the executable
        // The window and every subcommand, for the built-in demos or a package's own.
        .target(
            name: "PlaygroundHost",
            dependencies: [
                "Platform", "PlaygroundCore", "Demos", "Scene", "Benchmarks", "Raster", "Geometry", "Animation", "Input",
                "Lottie", "LottieModel",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ],
            swiftSettings: strict
        ),
        .executableTarget(name: "PlaygroundCLI", dependencies: ["PlaygroundHost"], swiftSettings: strict),
        // One import for a package's scenes: the engine modules, the demos' API and the host.
        .target(name: "MotionPlayground",
                dependencies: ["Geometry", "Raster", "Animation", "Input", "Scene", "Demos", "PlaygroundCore", "PlaygroundHost"],
                swiftSettings: strict),
        // A package's tests drive its demos headless as the window does.
        .target(name: "MotionPlaygroundTesting", dependencies: ["MotionPlayground", "Platform"], swiftSettings: strict),

        // MARK: Tests
        // What any test may use, with no SDL: fixed-metric text, scene drivers, processes, paths.
        .target(name: "TestSupport", dependencies: ["Raster", "Scene", "Geometry", "Input"], path: "Tests/TestSupport", swiftSettings: strict),
        // What needs the platform layer: golden PNGs (SDL2_image) and the real window under Xvfb.
        .target(name: "PlatformTestSupport", dependencies: ["TestSupport", "Raster", "Platform"], path: "Tests/PlatformTestSupport",
                swiftSettings: strict),
        .testTarget(name: "LottieTests", dependencies: ["Lottie", "LottieModel", "Geometry", "Raster", "Animation", "Platform", "TestSupport"], swiftSettings: strict),
        .testTarget(name: "GeometryTests", dependencies: ["Geometry", "TestSupport"], swiftSettings: strict),
        .testTarget(name: "AnimationTests", dependencies: ["Animation", "Geometry", "TestSupport"], swiftSettings: strict),
        .testTarget(name: "InputTests", dependencies: ["Input", "Geometry", "TestSupport"], swiftSettings: strict),
        .testTarget(name: "SceneTests", dependencies: ["Scene", "Animation", "Geometry", "Raster", "Input", "Platform", "TestSupport", "PlatformTestSupport", "AllocationCounter"], exclude: ["Goldens"], swiftSettings: strict),
        .testTarget(name: "RasterTests", dependencies: ["Raster", "RasterKernels", "Geometry", "TestSupport", "PlatformTestSupport"], exclude: ["Goldens"], swiftSettings: strict),
        .testTarget(name: "DemosTests", dependencies: ["Demos", "PlaygroundCore", "MotionPlaygroundTesting", "Raster", "Geometry", "Animation", "Input", "TestSupport", "PlatformTestSupport"], exclude: ["Goldens"], swiftSettings: strict),
        .testTarget(name: "PlatformTests", dependencies: ["Platform", "CSDL", "Raster", "Geometry", "TestSupport", "PlatformTestSupport"], exclude: ["Goldens"], swiftSettings: strict),
        .testTarget(name: "PlaygroundCoreTests", dependencies: ["PlaygroundCore", "Demos", "Scene", "Raster", "Geometry", "Input", "Platform", "TestSupport", "PlatformTestSupport"],
                    swiftSettings: strict),
        .testTarget(name: "PlaygroundHostTests", dependencies: ["PlaygroundHost", "PlaygroundCore", "Demos", "Geometry", "Input", "Raster", "Platform", "Lottie", "LottieModel", "TestSupport"],
                    swiftSettings: strict),
        // Frame 30 of each peer scene against Blend2D's.
        .testTarget(name: "BenchmarksTests", dependencies: ["Benchmarks", "Geometry", "Raster", "Platform", "TestSupport", "PlatformTestSupport"],
                    exclude: ["Blend2DFrame30"], swiftSettings: strict),
        // Runs the built `playground` executable: headless render, bad input, bench, Xvfb smoke test.
        .testTarget(name: "CLITests", dependencies: ["Platform", "Raster", "Animation", "Demos", "PlaygroundCore", "Scene", "Geometry", "TestSupport", "PlatformTestSupport",
                                              .product(name: "ZIPFoundation", package: "ZIPFoundation")],
                    swiftSettings: strict),
    ]
)
