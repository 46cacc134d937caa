// Which of the lanes' rows fit the panel, and what the list says when not all of them do.
extension LanesPanel {
    /// The rows shown from `first` in `capacity` lines, and how many lie above and below them.
    /// When not all fit, a line at each cut end says how many more there are (the list scrolls),
    /// and a group's header never ends the list without a lane of its group under it.
    static func visibleRows(count: Int, first: Int, capacity: Int,
                            isHeader: (Int) -> Bool) -> (rows: Range<Int>, above: Int, below: Int) {
        guard count > capacity else { return (0..<count, 0, 0) }
        let first = min(max(first, 0), count - 1)
        var lines = max(capacity - (first > 0 ? 1 : 0), 1)
        if first + lines < count { lines = max(lines - 1, 1) }
        var end = min(first + lines, count)
        if end < count, end - first > 1, isHeader(end - 1) { end -= 1 }
        return (first..<end, first, count - end)
    }
}
