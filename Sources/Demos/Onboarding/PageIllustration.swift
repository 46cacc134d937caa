import Foundation
import Geometry
import Raster
import Scene

/// The pages' illustrations, built from shapes in the page's accent colour and scaled to the
/// square they are given.
enum PageIllustration {
    enum Kind {
        /// A phone outline over soft concentric discs.
        case layers
        /// Three stacked, fanned cards.
        case cards
        /// A clock face with a progress arc.
        case clock
        /// A check mark in a disc.
        case check
        /// Three slider tracks, their knobs at different values.
        case sliders
        /// A damped oscillation settling on its rest line, the ball at its start.
        case spring
    }

    static func make(_ kind: Kind, accent: Color) -> Node {
        GeometryReader { size in
            let side = min(size.width, size.height)
            ZStack {
                Circle().fill(accent.withAlphaMultiplied(by: 0.10)).frame(width: side, height: side)
                Circle().fill(accent.withAlphaMultiplied(by: 0.16)).frame(width: side * 0.72, height: side * 0.72)
                content(kind, accent: accent, side: side)
            }
            .frame(width: size.width, height: size.height)
        }
    }

    @NodeBuilder
    private static func content(_ kind: Kind, accent: Color, side: Double) -> [Node] {
        switch kind {
        case .layers:
            ZStack(alignment: .top) {
                RoundedRectangle(cornerRadius: side * 0.06).fill(.white)
                    .stroke(accent, lineWidth: max(side * 0.018, 1))
                VStack(alignment: .leading, spacing: side * 0.035) {
                    Capsule().fill(accent).frame(width: side * 0.22, height: side * 0.03)
                    RoundedRectangle(cornerRadius: side * 0.02).fill(accent.withAlphaMultiplied(by: 0.35))
                        .frame(width: side * 0.26, height: side * 0.14)
                    Capsule().fill(accent.withAlphaMultiplied(by: 0.5)).frame(width: side * 0.26, height: side * 0.025)
                    Capsule().fill(accent.withAlphaMultiplied(by: 0.3)).frame(width: side * 0.18, height: side * 0.025)
                }
                .padding(EdgeInsets(top: side * 0.07))
            }
            .frame(width: side * 0.36, height: side * 0.62)
        case .cards:
            ZStack {
                for (index, angle) in [-0.22, 0.0, 0.22].enumerated() {
                    RoundedRectangle(cornerRadius: side * 0.04)
                        .fill(index == 1 ? accent : accent.withAlphaMultiplied(by: 0.45 + 0.2 * Double(index)))
                        .frame(width: side * 0.34, height: side * 0.46)
                        .rotationEffect(angle, anchor: .bottom)
                }
            }
        case .clock:
            ZStack {
                Circle().fill(.white).stroke(accent.withAlphaMultiplied(by: 0.3), lineWidth: side * 0.04)
                    .frame(width: side * 0.5, height: side * 0.5)
                Circle().stroke(accent, lineWidth: side * 0.04, cap: .round).trim(from: 0, to: 0.7)
                    .rotationEffect(-Double.pi / 2)
                    .frame(width: side * 0.5, height: side * 0.5)
                Capsule().fill(accent).frame(width: side * 0.025, height: side * 0.16)
                    .offset(y: -side * 0.06)
                Capsule().fill(accent).frame(width: side * 0.12, height: side * 0.025)
                    .offset(x: side * 0.05)
                Circle().fill(accent).frame(width: side * 0.045, height: side * 0.045)
            }
        case .check:
            ZStack {
                Circle().fill(accent).frame(width: side * 0.46, height: side * 0.46)
                ShapePath { rect in
                    var builder = PathBuilder()
                    builder.move(to: Point(x: rect.minX + rect.width * 0.28, y: rect.minY + rect.height * 0.52))
                    builder.line(to: Point(x: rect.minX + rect.width * 0.44, y: rect.minY + rect.height * 0.67))
                    builder.line(to: Point(x: rect.minX + rect.width * 0.73, y: rect.minY + rect.height * 0.36))
                    return builder.finish()
                }
                .stroke(.white, lineWidth: side * 0.045, cap: .round, join: .round)
                .frame(width: side * 0.46, height: side * 0.46)
            }
        case .sliders:
            VStack(spacing: side * 0.07) {
                for value in [0.3, 0.75, 0.5] {
                    ZStack(alignment: .leading) {
                        Capsule().fill(accent.withAlphaMultiplied(by: 0.25)).frame(width: side * 0.5, height: side * 0.035)
                        Capsule().fill(accent).frame(width: side * 0.5 * value, height: side * 0.035)
                        Circle().fill(.white).stroke(accent, lineWidth: max(side * 0.014, 1))
                            .frame(width: side * 0.09, height: side * 0.09)
                            .offset(x: side * 0.5 * value - side * 0.045)
                    }
                    .frame(width: side * 0.5, height: side * 0.09)
                }
            }
        case .spring:
            ZStack {
                Capsule().fill(accent.withAlphaMultiplied(by: 0.3)).frame(width: side * 0.56, height: max(side * 0.012, 1))
                ShapePath { rect in
                    // An under-damped spring's displacement from rest over three periods.
                    var builder = PathBuilder()
                    let steps = 72
                    for step in 0...steps {
                        let x = Double(step) / Double(steps)
                        let displacement = -exp(-3.5 * x) * cos(6 * Double.pi * x)
                        let point = Point(x: rect.minX + rect.width * x, y: rect.midY + rect.height / 2 * displacement)
                        if step == 0 { builder.move(to: point) } else { builder.line(to: point) }
                    }
                    return builder.finish()
                }
                .stroke(accent, lineWidth: side * 0.03, cap: .round, join: .round)
                .frame(width: side * 0.56, height: side * 0.4)
                Circle().fill(accent).frame(width: side * 0.1, height: side * 0.1)
                    .offset(x: -side * 0.28, y: -side * 0.2)
            }
        }
    }
}
