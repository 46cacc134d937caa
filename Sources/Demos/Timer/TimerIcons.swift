import Geometry

/// The buttons' glyphs (the original's `play.circle.fill`, `pause.circle.fill` and
/// `stop.circle.fill` symbols), each drawn in proportion to the square it is given, so a button
/// of any size needs no other geometry.
enum TimerIcons {
    /// A triangle pointing right, nudged right of centre as a play symbol is drawn, so it looks
    /// centred in its circle.
    @Sendable static func play(in rect: Rect) -> Path? {
        let side = min(rect.width, rect.height)
        guard side > 0 else { return nil }
        let c = rect.center
        var builder = PathBuilder()
        builder.move(to: Point(x: c.x - side * 0.14, y: c.y - side * 0.2))
        builder.line(to: Point(x: c.x + side * 0.22, y: c.y))
        builder.line(to: Point(x: c.x - side * 0.14, y: c.y + side * 0.2))
        builder.close()
        return builder.finish()
    }

    /// Two upright bars.
    @Sendable static func pause(in rect: Rect) -> Path? {
        let side = min(rect.width, rect.height)
        guard side > 0 else { return nil }
        let c = rect.center
        let width = side * 0.11, height = side * 0.38, gap = side * 0.1
        var builder = PathBuilder()
        for x in [c.x - gap / 2 - width, c.x + gap / 2] {
            builder.addRoundedRect(Rect(x: x, y: c.y - height / 2, width: width, height: height), cornerRadius: width * 0.25)
        }
        return builder.finish()
    }

    /// A square with slightly rounded corners.
    @Sendable static func stop(in rect: Rect) -> Path? {
        let side = min(rect.width, rect.height)
        guard side > 0 else { return nil }
        let c = rect.center, square = side * 0.32
        var builder = PathBuilder()
        builder.addRoundedRect(Rect(x: c.x - square / 2, y: c.y - square / 2, width: square, height: square),
                               cornerRadius: square * 0.15)
        return builder.finish()
    }
}
