import Foundation
import Geometry
import Scene

/// Our own line icons for the menu's items (and the picker's sun and moon), drawn on a 24-unit
/// grid scaled to the frame they are given and stroked in the inherited foreground colour, so a
/// row's pressed or selected style re-colours them like its label.
enum MenuIcon {
    /// A 48 × 48 icon box with the glyph at 24 × 24 in its centre.
    static func box(for item: MenuItem) -> Node {
        glyph(path(for: item)).frame(width: 24, height: 24).frame(width: 48, height: 48)
    }

    /// A glyph stroked with the foreground colour.
    static func glyph(_ make: @escaping @Sendable (inout Grid) -> Void) -> ShapeNode {
        ShapePath { rect in
            var grid = Grid(rect: rect)
            make(&grid)
            return grid.builder.finish()
        }
        .stroke(.foreground, lineWidth: 2, cap: .round, join: .round)
    }

    /// Path commands in 24-unit icon coordinates.
    struct Grid {
        let rect: Rect
        var builder = PathBuilder()

        private func p(_ x: Double, _ y: Double) -> Point {
            Point(x: rect.minX + x / 24 * rect.width, y: rect.minY + y / 24 * rect.height)
        }
        private var unit: Double { rect.width / 24 }

        mutating func move(_ x: Double, _ y: Double) { builder.move(to: p(x, y)) }
        mutating func line(_ x: Double, _ y: Double) { builder.line(to: p(x, y)) }
        mutating func close() { builder.close() }
        mutating func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, radius: Double) {
            builder.addRoundedRect(Rect(origin: p(x, y), size: Size(width: w * unit, height: h * unit)), cornerRadius: radius * unit)
        }
        mutating func circle(_ x: Double, _ y: Double, _ r: Double) {
            builder.addCircle(center: p(x, y), radius: r * unit)
        }
        mutating func arc(_ x: Double, _ y: Double, _ r: Double, from start: Double, to end: Double, clockwise: Bool = true) {
            builder.arc(center: p(x, y), radius: r * unit, startAngle: start, endAngle: end, clockwise: clockwise)
        }
    }

    static func path(for item: MenuItem) -> @Sendable (inout Grid) -> Void {
        switch item {
        case .workloadSheet:
            return { g in
                g.rect(5, 3, 14, 18, radius: 2)
                g.move(8.5, 8); g.line(15.5, 8)
                g.move(8.5, 12); g.line(15.5, 12)
                g.move(8.5, 16); g.line(12.5, 16)
            }
        case .dashboard:
            return { g in
                g.rect(3.5, 3.5, 7, 9, radius: 1.5)
                g.rect(13.5, 3.5, 7, 5, radius: 1.5)
                g.rect(3.5, 15.5, 7, 5, radius: 1.5)
                g.rect(13.5, 11.5, 7, 9, radius: 1.5)
            }
        case .projects:
            return { g in
                g.move(3, 7); g.line(3, 18.5); g.line(21, 18.5); g.line(21, 8.5); g.line(12, 8.5)
                g.line(10, 5.5); g.line(3, 5.5); g.close()
            }
        case .departments:
            return { g in
                g.rect(4, 3, 10, 18, radius: 1)
                g.move(14, 9); g.line(20, 9); g.line(20, 21); g.line(14, 21)
                g.move(7.5, 7); g.line(10.5, 7)
                g.move(7.5, 11); g.line(10.5, 11)
                g.move(7.5, 15); g.line(10.5, 15)
            }
        case .employees:
            return { g in
                g.circle(9, 8, 3.5)
                g.move(2.5, 20); g.arc(9, 20, 6.5, from: .pi, to: 2 * .pi)
                g.move(16, 4.8); g.arc(16.5, 8, 3, from: -.pi / 2 - 0.3, to: .pi / 2 + 0.2)
                g.move(18.5, 13.8); g.arc(18.5, 20, 3, from: -.pi / 2 - 0.6, to: 0)
            }
        case .notifications:
            return { g in
                g.move(6, 17); g.line(6, 11); g.arc(12, 11, 6, from: .pi, to: 2 * .pi); g.line(18, 17)
                g.line(19.5, 18.5); g.line(4.5, 18.5); g.line(6, 17)
                g.move(10, 21); g.line(14, 21)
            }
        case .performanceReview:
            return { g in
                g.move(3, 20.5); g.line(21, 20.5)
                g.rect(5, 13, 3.5, 7.5, radius: 1)
                g.rect(10.25, 8, 3.5, 12.5, radius: 1)
                g.rect(15.5, 4, 3.5, 16.5, radius: 1)
            }
        case .archive:
            return { g in
                g.rect(3, 4, 18, 5, radius: 1.5)
                g.move(4.5, 9); g.line(4.5, 20); g.line(19.5, 20); g.line(19.5, 9)
                g.move(10, 13); g.line(14, 13)
            }
        }
    }

    /// The picker's sun.
    static let sun: @Sendable (inout Grid) -> Void = { g in
        g.circle(12, 12, 4.5)
        for index in 0..<8 {
            let angle = Double(index) * .pi / 4
            g.move(12 + 7.5 * cos(angle), 12 + 7.5 * sin(angle))
            g.line(12 + 9.5 * cos(angle), 12 + 9.5 * sin(angle))
        }
    }

    /// The picker's moon.
    /// A crescent: the disc (12, 12, r 9) less the disc (16, 8, r 7); they cross at about
    /// (20.95, 12.95) and (11.05, 3.05).
    static let moon: @Sendable (inout Grid) -> Void = { g in
        g.arc(12, 12, 9, from: 0.106, to: 4.607)
        g.arc(16, 8, 7, from: 3.927, to: 0.785, clockwise: false)
        g.close()
    }
}
