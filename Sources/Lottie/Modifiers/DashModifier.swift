/// Cuts contours into dashes: lengths alternate dash, gap, dash, … from `offset` along each
/// contour, as a stroke's dash pattern does.
enum DashModifier {
    static func apply(_ contours: [Contour], pattern: [Double], offset: Double) -> [Contour] {
        let total = pattern.reduce(0, +)
        guard total > 0.01, pattern.allSatisfy({ $0 >= 0 }) else { return contours }
        var result: [Contour] = []
        for contour in contours {
            let measure = ContourMeasure(contour)
            let length = measure.length
            guard length > 0 else { continue }
            // Bound the work: a pattern far finer than the contour still ends.
            guard length / total * Double(pattern.count) < 100_000 else { result.append(contour); continue }
            var phase = offset.truncatingRemainder(dividingBy: total)
            if phase < 0 { phase += total }
            var position = -phase
            var index = 0
            while position < length {
                let dash = pattern[index % pattern.count]
                if index % 2 == 0 {
                    let a = max(position, 0), b = min(position + dash, length)
                    if b > a { result.append(measure.piece(from: a, to: b)) }
                }
                position += dash
                index += 1
            }
        }
        return result
    }
}
