import Foundation
import Animation
@testable import Demos
import Geometry
import Input
import Platform
import PlatformTestSupport
import PlaygroundCore
import Raster
import Scene
import MotionPlaygroundTesting
import Testing
import TestSupport

/// A harness on D3 alone (a registry of just the timer) at `size`, with `settings` applied as
/// `--set` applies them, run with `script` up to `time` on the frame clock; and its timer.
func runTimer(size: Size = Size(width: 640, height: 400), settings: [(name: String, value: String)] = [],
                      script: String? = nil, until time: Double, reduceMotion: Bool = false) throws -> (DemoTester, TimerDemo) {
    let harness = try DemoTester(.timer, registry: DemoRegistry([.timer]), size: size, reduceMotion: reduceMotion, settings: settings)
    try harness.run(until: time, script: script)
    return (harness, try harness.demo(TimerDemo.self))
}

extension TimerDemo {
    /// The node called `name`, when it is on screen (not gone, not leaving).
    func shown(_ name: String) -> Node? {
        guard let node = scene.root.descendants(named: name).first, !node.isDisappearing else { return nil }
        return node
    }

    /// The rotation of orbit circle `name` on screen now, in radians (clockwise).
    func orbitAngle(_ name: String) throws -> Double {
        try #require(shown(name)).presentationRotation
    }

    /// The fill of orbit circle `name`.
    func orbitColor(_ name: String) throws -> Color {
        let frame = try #require(shown(name) as? FrameNode)
        return try #require(frame.content as? ShapeNode).fillColor
    }

    /// The ring's progress stroke.
    var progress: ShapeNode? { shown("Progress") as? ShapeNode }

    /// The stops of the ring's angular gradient.
    func ringStops() throws -> [GradientStop] {
        guard case .angularGradient(let gradient)? = progress?.strokePaint?.shader else {
            Issue.record("the ring is not stroked with an angular gradient")
            return []
        }
        return gradient.stops
    }

    /// The mm:ss readout as shown: the minutes, a colon and the seconds.
    var clock: String? {
        guard let minutes = shown("Minutes") as? LiveTextNode, let seconds = shown("Seconds") as? LiveTextNode else { return nil }
        return minutes.string + ":" + seconds.string
    }
}


/// Pixel channels within `tolerance` 8-bit steps.

/// 2π × easeInEaseOut(progress): how far circle A has gone round `progress` of a lap.
func lap(_ progress: Double) -> Double {
    2 * Double.pi * TimingCurve.easeInEaseOut.value(at: min(max(progress, 0), 1))
}
