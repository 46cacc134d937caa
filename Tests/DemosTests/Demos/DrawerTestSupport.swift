import Foundation
import Animation
import Demos
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

extension DemoTester {
    /// A harness on D4 alone (a registry of just the drawer), `settings` applied as `--set`
    /// applies them. The drawer tests look at each frame whole, as `render` draws it, so they
    /// draw with `drawFullFrame`, not `draw`.
    static func drawer(size: Size = Size(width: 1280, height: 800), reduceMotion: Bool = false,
                                   settings: [(name: String, value: String)] = []) throws -> DemoTester {
        try DemoTester(.drawer, registry: DemoRegistry([.drawer]), size: size, reduceMotion: reduceMotion, settings: settings)
    }

    /// The drawer's top edge on screen now, in points.
    var drawerTop: Double {
        get throws {
            let drawer = try demo(DrawerDemo.self)
            return session.size.height - drawer.visibleHeight + drawer.drawerOffset
        }
    }

    /// A point on the "Toggle Drawer" button (8 points below the drawer's top edge, centred).
    var button: Point {
        get throws { try Point(x: session.size.width / 2, y: drawerTop + 20) }
    }

    /// The drawer's offset at each frame up to `time`, from now.
    func offsets(until time: Double) throws -> [Double] {
        let drawer = try demo(DrawerDemo.self)
        var samples: [Double] = []
        var t = session.frameTime
        while t < time {
            t = min(t + 1.0 / 60, time)
            run(until: t)
            samples.append(drawer.drawerOffset)
        }
        return samples
    }
}

/// One straight vertical stretch of a drag: `dy` points (positive downwards) over `seconds`.
struct Leg: Sendable {
    let dy: Double
    let seconds: Double
}

/// Script lines for a pointer pressed at (`x`, `y`) at `start`, then moved along `legs` (one move
/// per 1/60 s at constant speed, as the script's `drag` does), released at the end unless
/// `release` is false. Returns the script and the time of its last event.
func verticalDrag(x: Double, y: Double, start: Double, legs: [Leg], release: Bool = true) -> (script: String, end: Double) {
    var lines = ["\(start) down \(x) \(y)"]
    var t = start, from = y
    for leg in legs {
        let steps = max(1, Int((leg.seconds * 60).rounded()))
        for step in 1...steps {
            lines.append("\(t + Double(step) / 60) move \(x) \(from + leg.dy * Double(step) / Double(steps))")
        }
        t += Double(steps) / 60
        from += leg.dy
    }
    if release { lines.append("\(t) up \(x) \(from)") }
    return (lines.joined(separator: "\n"), t)
}

/// A release-direction case: the resting state the drag starts from, the drag, the end it
/// must complete at.
struct ReleaseCase: Sendable, CustomTestStringConvertible {
    let startsOpen: Bool
    let legs: [Leg]
    let opens: Bool
    let testDescription: String
}

/// A golden frame: the demo's size, when Space toggles the drawer (nil: never), the frame time
/// drawn and the device scale.
struct GoldenCase: Sendable, CustomTestStringConvertible {
    let name: String
    let size: Size
    let toggleAt: Double?
    let at: Double
    let scale: Double
    var testDescription: String { name }
}

/// A spring case: the drag, its release velocity (points per second, positive downwards) and
/// the offset the drawer heads for.
struct SpringCase: Sendable, CustomTestStringConvertible {
    let legs: [Leg]
    let velocity: Double
    let heading: Double
    let testDescription: String
}

/// The drawer's own colour, premultiplied as the canvas stores it.
let drawerPixel = DrawerDemo.drawerColor.premultiplied
