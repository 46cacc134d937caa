extension TextRasterizer {
    /// Breaks `text` into lines no wider than `width` points: greedy at spaces, explicit newlines
    /// kept, and a word wider than the line split between characters. Lines carry no trailing
    /// spaces. Allocates: wrap once when the text or width changes, not every frame.
    public func wrap(_ text: String, font: FontSpec, width: Double) -> [String] {
        let limit = width.isFinite ? max(width, 0) : .infinity
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            // A paragraph that fits stays exactly as written, runs of spaces included.
            if measure(String(paragraph), font: font).width <= limit {
                lines.append(String(paragraph))
                continue
            }
            var line = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
                let candidate = line.isEmpty ? String(word) : line + " " + word
                if measure(candidate, font: font).width <= limit {
                    line = candidate
                    continue
                }
                if !line.isEmpty { lines.append(line) }
                line = ""
                // The word alone: split it if it still does not fit.
                var piece = ""
                for character in word {
                    let longer = piece + String(character)
                    if !piece.isEmpty && measure(longer, font: font).width > limit {
                        lines.append(piece)
                        piece = String(character)
                    } else {
                        piece = longer
                    }
                }
                line = piece
            }
            lines.append(line)
        }
        return lines
    }
}
