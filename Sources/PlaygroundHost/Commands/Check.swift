import ArgumentParser
import Foundation
import LottieModel

/// `check FILE`: what a Lottie file uses, counted, and every feature of it we do not play with
/// its JSON path, so nothing unsupported is ever silent.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List what a Lottie file uses (layers, shapes, modifiers, masks, mattes, effects, expressions, text, images) and what of it is not played, with JSON paths.",
        discussion: "Exit status 0 when the file can be played (unsupported features are drawn without), 65 when it cannot."
    )

    @Argument(help: "A Lottie file (.json, .lottie).")
    var file: String

    @Flag(name: .long, help: "Print one JSON object instead of text.")
    var json = false

    func run() throws {
        let document = try LottieCommandSupport.load(file)
        print(json ? Self.json(document) : Self.text(document), terminator: "")
    }

    static func text(_ document: LottieDocument) -> String {
        let composition = document.composition, report = document.report
        var lines = ["\(UserText.shown(document.path)): \(describe(composition))"]
        lines.append("uses:")
        let width = report.counts.keys.map(\.count).max() ?? 0
        for (feature, count) in report.counts.sorted(by: { $0.key < $1.key }) {
            lines.append("  " + feature.padding(toLength: width, withPad: " ", startingAt: 0) + "  \(count)")
        }
        if report.unsupported.isEmpty {
            lines.append("not played: nothing — every feature it uses is drawn")
        } else {
            lines.append("not played (\(report.unsupported.count); drawn without them):")
            for (feature, path) in report.unsupported { lines.append("  \(UserText.oneLine(feature)) at \(path)") }
        }
        for warning in report.warnings { lines.append("warning: \(UserText.oneLine(warning))") }
        return lines.joined(separator: "\n") + "\n"
    }

    static func describe(_ composition: Composition) -> String {
        func number(_ value: Double) -> String { value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(format: "%.3g", value) }
        let version = composition.version.map { ", Bodymovin \(UserText.oneLine($0))" } ?? ""
        return "\(number(composition.width))×\(number(composition.height)), \(number(composition.frameRate)) fps, frames "
            + "\(number(composition.inPoint))–\(number(composition.outPoint)) (\(String(format: "%.2f", composition.duration)) s)\(version)"
    }

    static func json(_ document: LottieDocument) -> String {
        let composition = document.composition, report = document.report
        let object: [String: Any] = [
            "file": document.path,
            "width": composition.width, "height": composition.height, "frameRate": composition.frameRate,
            "inPoint": composition.inPoint, "outPoint": composition.outPoint,
            "uses": report.counts,
            "unsupported": report.unsupported.map { ["feature": $0.feature, "path": $0.path] },
            "warnings": report.warnings,
        ]
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
