import ArgumentParser
import Demos
import Foundation
import Geometry
import Platform
import PlaygroundCore
import Scene

/// Lists a demo's parameters: what `--set name=value` and the inspector change.
struct Params: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List a demo's parameters: name, limits and unit, default, and what each changes."
    )

    @Option(name: .long, parsing: .unconditional, help: "The demo: a number 1…6 or a name, or 0 / gallery.")
    var demo: String

    func run() throws {
        let descriptor = try DemoArgument.resolve(demo)
        let session = PlaygroundSession(registry: Host.registry, initial: descriptor, context: DemoContext(text: try ResourceLocator.text()),
                                        size: Size(width: 1280, height: 800))
        // The gallery's are its tiles', addressed as `drawer.duration`.
        let parameters = session.namedParameters
        guard !parameters.isEmpty else {
            print("\(descriptor.name) has no parameters")
            return
        }
        var rows: [[String]] = [["name", "values", "default", "what it changes"]]
        for (name, parameter) in parameters {
            rows.append([name, parameter.limitsText, ParameterDefault.text(parameter), parameter.summary])
        }
        let widths = (0..<3).map { column in rows.map { $0[column].count }.max() ?? 0 }
        for row in rows {
            let padded = (0..<3).map { row[$0].padding(toLength: widths[$0], withPad: " ", startingAt: 0) }
            print((padded + [row[3]]).joined(separator: "  "))
        }
    }
}

/// A parameter's default as `--set` would write it.
enum ParameterDefault {
    static func text(_ parameter: AnyParameter) -> String {
        let current = parameter.erasedValue
        parameter.erasedValue = parameter.erasedDefault
        defer { parameter.erasedValue = current }
        return parameter.valueText
    }
}
