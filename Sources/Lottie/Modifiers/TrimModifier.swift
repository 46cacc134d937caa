/// Trim paths: keeps the part of each contour (simultaneously) or of all contours laid end to
/// end (individually) between start and end, shifted by the offset, wrapping past the end of a
/// contour the way After Effects does.
enum TrimModifier {
    /// `start`, `end` in 0…1 (either order), `offset` in turns.
    static func apply(_ contours: [Contour], start: Double, end: Double, offset: Double, individually: Bool) -> [Contour] {
        var s = min(start, end), e = max(start, end)
        s = min(max(s, 0), 1); e = min(max(e, 0), 1)
        if s == 0 && e == 1 { return contours }
        if e - s <= 1e-9 { return [] }
        var shift = offset.truncatingRemainder(dividingBy: 1)
        if shift < 0 { shift += 1 }
        s += shift; e += shift
        if s >= 1 { s -= 1; e -= 1 }
        if individually {
            let measures = contours.map(ContourMeasure.init)
            let total = measures.reduce(0) { $0 + $1.length }
            guard total > 0 else { return [] }
            var ranges = [(s * total, min(e, 1) * total)]
            if e > 1 { ranges.append((0, (e - 1) * total)) }
            var result: [Contour] = []
            var origin = 0.0
            for measure in measures {
                let length = measure.length
                for (from, to) in ranges {
                    let a = max(from - origin, 0), b = min(to - origin, length)
                    if b > a { result.append(measure.piece(from: a, to: b)) }
                }
                origin += length
            }
            return result
        }
        var result: [Contour] = []
        for contour in contours {
            let measure = ContourMeasure(contour)
            let length = measure.length
            guard length > 0 else { continue }
            if e <= 1 {
                result.append(measure.piece(from: s * length, to: e * length))
            } else if contour.closed {
                // The kept part runs through the contour's start: one piece, no seam.
                var piece = measure.piece(from: s * length, to: length)
                let rest = measure.piece(from: 0, to: (e - 1) * length)
                if !piece.isEmpty, rest.count > 1 {
                    piece.outControls[piece.count - 1] = rest.outControls[0]
                    for index in 1..<rest.count { piece.append(rest.vertices[index], in: rest.inControls[index], out: rest.outControls[index]) }
                } else if piece.isEmpty {
                    piece = rest
                }
                result.append(piece)
            } else {
                result.append(measure.piece(from: s * length, to: length))
                result.append(measure.piece(from: 0, to: (e - 1) * length))
            }
        }
        return result
    }
}
