import Benchmarks
import Foundation

/// CPU time the process has used (every thread) and when it was read.
struct ProcessUsage {
    /// User plus system CPU seconds of the whole process.
    var cpuSeconds: Double
    /// Seconds of monotonic time.
    var wallSeconds: Double

    static func now() -> ProcessUsage {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1_000_000 }
        return ProcessUsage(cpuSeconds: seconds(usage.ru_utime) + seconds(usage.ru_stime),
                            wallSeconds: ProcessInfo.processInfo.systemUptime)
    }

    /// The usage between `earlier` and this reading.
    func since(_ earlier: ProcessUsage) -> ProcessUsage {
        ProcessUsage(cpuSeconds: cpuSeconds - earlier.cpuSeconds, wallSeconds: wallSeconds - earlier.wallSeconds)
    }
}

/// `--stats`: how evenly the window presented and what it cost, as one line.
struct PacingReport {
    /// Frames presented.
    let frames: Int
    /// Seconds between consecutive presents (a frame after an idle wait starts afresh).
    let intervals: [Double]
    let usage: ProcessUsage
    /// How frames reach the screen (SDL's renderer, or the window surface).
    let presentation: String
    /// Which build of the raster kernels drew them (`Canvas.kernelBuild`).
    let rasterKernels: String

    /// Presents later than this after the previous one count as late (ms).
    static let lateMilliseconds = 25.0

    var text: String {
        let milliseconds = intervals.map { $0 * 1000 }
        let late = milliseconds.filter { $0 > Self.lateMilliseconds }.count
        let cpu = usage.wallSeconds > 0 ? usage.cpuSeconds / usage.wallSeconds * 100 : 0
        // Frames drawn one at a time (a demo at rest) have no intervals to speak of.
        let pacing = milliseconds.isEmpty ? "no consecutive frames"
            : "interval median \(String(format: "%.2f", Statistics.percentile(milliseconds, 50))) ms, "
                + "p99 \(String(format: "%.2f", Statistics.percentile(milliseconds, 99))) ms, "
                + "\(late) later than \(Int(Self.lateMilliseconds)) ms"
        return "playground: stats: \(frames) frames in \(String(format: "%.2f", usage.wallSeconds)) s; \(pacing); "
            + "CPU \(String(format: "%.1f", cpu)) % of one core (all threads); presentation: \(presentation); raster kernels: \(rasterKernels)"
    }
}
