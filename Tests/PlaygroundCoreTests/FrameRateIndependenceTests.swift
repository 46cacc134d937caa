import Demos
import Geometry
import Input
import Platform
import PlaygroundCore
import Raster
import Testing
import TestSupport

/// A frame shows the state at its time, whatever frames came before it: a window's frames come
/// at uneven times, `render` steps at 60 Hz, and both must show the same picture at the same
/// time (what makes a saved session replay to the window's pixels).
@Suite("Frames at any rate show the same moment")
struct FrameRateIndependenceTests {
    private func picture(_ descriptor: DemoDescriptor, script: String, until end: Double,
                         frameTimes: (Double) -> [Double]) throws -> Canvas {
        let text = try TrueTypeText(fontDirectory: RepositoryPaths.fonts)
        let session = PlaygroundSession(registry: .standard, initial: descriptor, context: DemoContext(text: text),
                                        size: Size(width: 800, height: 500), showsBar: true)
        var replay: InputReplay? = InputReplay(try InputScript(parsing: script))
        for time in frameTimes(end) {
            replay?.deliver(to: session, through: time)
            session.advance(to: time)
        }
        let canvas = try #require(Canvas(width: 800, height: 500))
        session.draw(in: canvas)
        return canvas
    }

    /// Regression: a timer's change was laid out at the frame after it fired, so a layout
    /// animation it started (the onboarding pager's slide to the next page) began at that
    /// frame's time: a window, whose frames come when they come, showed the page a pixel or
    /// two from where `render` of its saved session did.
    @Test("Uneven frames and 60 Hz frames give the same picture at a paused time", arguments: [1, 0])
    func unevenFrames(number: Int) throws {
        let descriptor = number == 0 ? DemoRegistry.standard.gallery : try #require(DemoRegistry.standard.demo(number: number))
        // Paused in the middle of the pager's slides (the onboarding's timer turns the page).
        let script = "9.1 key f5\n"
        let steady = try picture(descriptor, script: script, until: 10) { end in
            (1...Int(end * 60)).map { Double($0) / 60 }
        }
        let uneven = try picture(descriptor, script: script, until: 10) { end in
            var times: [Double] = []
            var time = 0.0
            var step = 0
            while time < end {
                step += 1
                time = min(time + [0.0131, 0.0217, 0.0089, 0.0402, 0.0166][step % 5], end)
                times.append(time)
            }
            return times
        }
        let differing = zip(steady.pixmap.pixels, uneven.pixmap.pixels).filter { $0 != $1 }.count
        #expect(differing == 0, "\(differing) pixels differ")
    }
}

/// A far time reached in long strides shows what frame after frame would have shown.
@Suite("Long strides to a far time")
struct LongStrideTests {
    private func session(_ descriptor: DemoDescriptor) throws -> PlaygroundSession {
        let text = try TrueTypeText(fontDirectory: RepositoryPaths.fonts)
        return PlaygroundSession(registry: .standard, initial: descriptor, context: DemoContext(text: text),
                                 size: Size(width: 800, height: 500), showsBar: true)
    }

    private func draw(_ session: PlaygroundSession) throws -> Canvas {
        let canvas = try #require(Canvas(width: 800, height: 500))
        session.draw(in: canvas)
        return canvas
    }

    /// Regression: `render --demo gallery --at 86400` replayed every frame and every tick of the
    /// day one by one (165 s, with no sign of progress).
    @Test("FrameClock's strides (timers caught up in one call) equal 60 Hz frames", arguments: [1, 3, 0])
    func stridesEqualFrames(number: Int) throws {
        let descriptor = number == 0 ? DemoRegistry.standard.gallery : try #require(DemoRegistry.standard.demo(number: number))
        let script = "0.5 key space\n"
        let end = 150.25
        let strided = try session(descriptor)
        var replay: InputReplay? = InputReplay(try InputScript(parsing: script))
        var fractions: [Double] = []
        FrameClock.run(strided, until: end, replay: &replay, progress: { fractions.append($0) })
        #expect(!fractions.isEmpty, "it took long strides")
        let stepped = try session(descriptor)
        var steppedReplay: InputReplay? = InputReplay(try InputScript(parsing: script))
        var frame = 1
        while Double(frame) / 60 < end {
            steppedReplay?.deliver(to: stepped, through: Double(frame) / 60)
            stepped.advance(to: Double(frame) / 60)
            frame += 1
        }
        stepped.advance(to: end)
        let a = try draw(strided), b = try draw(stepped)
        let differing = zip(a.pixmap.pixels, b.pixmap.pixels).filter { $0 != $1 }.count
        if differing > 0 {
            try? PNGFile.write(a.pixmap, to: "/tmp/strided-\(number).png")
            try? PNGFile.write(b.pixmap, to: "/tmp/stepped-\(number).png")
        }
        #expect(differing == 0, "\(differing) pixels differ")
    }
}
