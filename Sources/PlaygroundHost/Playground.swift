import Demos
import Foundation

/// Starts a playground for a package's own demos: the window (number keys, the gallery, the bar,
/// HUD, overlays, scrubber, F9 sessions, inspector, F10/F12) and every subcommand (`render`,
/// `record`, `params`, `bench`, `fuzz`, `soak`, `watch`) on them.
///
/// ```swift
/// import MotionPlayground
/// Playground.main(demos: [.sheet])
/// ```
public enum Playground {
    /// Parses the command line and runs it with `demos` (plus the built-in six when
    /// `includingBuiltIns`); never returns. Two demos with the same number key or name are a
    /// programming error reported on standard error (status 70) before anything runs.
    ///
    /// - Parameters:
    ///   - demos: the package's demos; their numbers (1…9) are their keys in the window.
    ///   - includingBuiltIns: also offer onboarding, menu, timer, drawer, drops and cards.
    ///   - name: the executable's name, used in messages and help; defaults to the process's.
    ///   - packageDirectory: the package `watch` rebuilds; defaults to the one holding the
    ///     calling source file, `#filePath`'s nearest folder with a `Package.swift`.
    public static func main(demos: [DemoDescriptor], includingBuiltIns: Bool = false, name: String? = nil,
                            callerFile: StaticString = #filePath) -> Never {
        let all = (includingBuiltIns ? DemoRegistry.standard.demos : []) + demos
        if let problem = DemoRegistry.conflict(in: all) {
            FileHandle.standardError.write(Data("\(name ?? executableName): \(problem)\n".utf8))
            exit(70)
        }
        let commandName = name ?? executableName
        Host.configure(Host.Configuration(
            registry: DemoRegistry(all), commandName: commandName,
            abstract: "\(commandName): \(all.map(\.title).joined(separator: ", ")) in MotionPlayground.",
            packageDirectory: PackageDirectory.enclosing("\(callerFile)"), product: productName))
        PlaygroundCommand.start()
    }

    /// The playground's own executable: the built-in demos, its name and its checkout.
    public static func mainForBuiltIns(callerFile: StaticString = #filePath) -> Never {
        Host.configure(Host.Configuration(
            registry: .standard, commandName: "playground",
            abstract: "An interactive playground for iOS-style animation, on Linux.",
            packageDirectory: PackageDirectory.enclosing("\(callerFile)"), product: "playground"))
        PlaygroundCommand.start()
    }

    private static var executableName: String {
        URL(fileURLWithPath: CommandLine.arguments.first ?? "playground").lastPathComponent
    }

    /// The product `watch` rebuilds: the running executable's own file name (through symlinks),
    /// whatever name messages use.
    private static var productName: String {
        let running = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments.first ?? "playground"
        return URL(fileURLWithPath: running).lastPathComponent
    }
}
