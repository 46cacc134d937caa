import Foundation

/// A progress bar on standard error for work that takes more than a second (an export, a
/// render of a far time), when standard error is a terminal.
final class Progress {
    private let total: Int
    private var done_ = 0
    private let start = Date()
    private let isTerminal = isatty(2) != 0
    private var shown = false
    /// What is counted: "frame" for an export's frames, "s" for a render's seconds.
    private let unit: String

    /// A bar for `total` steps of `unit`.
    init(total: Int, unit: String = "frame") {
        self.total = max(total, 1)
        self.unit = unit
    }

    /// One more step done.
    func advance() {
        advance(to: done_ + 1)
    }

    /// `fraction` (0…1) of the way.
    func advance(fraction: Double) {
        advance(to: Int((min(max(fraction, 0), 1) * Double(total)).rounded(.down)))
    }

    private func advance(to done: Int) {
        done_ = min(done, total)
        guard isTerminal, Date().timeIntervalSince(start) > 1 else { return }
        shown = true
        let width = 30
        let filled = width * done_ / total
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        let counted = unit == "frame" ? "(frame \(done_)/\(total))" : "(\(done_)/\(total) \(unit))"
        FileHandle.standardError.write(Data("\r\(bar) \(done_ * 100 / total) % \(counted)".utf8))
    }

    /// Ends the bar's line, if one was shown.
    func done() {
        if shown { FileHandle.standardError.write(Data("\n".utf8)) }
        shown = false
    }
}
