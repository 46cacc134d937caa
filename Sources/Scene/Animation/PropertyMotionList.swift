/// A node's moving properties (see `NodeProperty`), linked through the motions themselves so
/// that a property starting to move never allocates. Order is of no meaning.
struct PropertyMotionList {
    private var first: (any PropertyMotion)?

    var isEmpty: Bool { first == nil }

    /// Lists `motion` unless it is listed already.
    mutating func insert(_ motion: any PropertyMotion) {
        guard !motion.isListed else { return }
        motion.isListed = true
        motion.nextMotion = first
        first = motion
    }

    /// Unlinks every motion for which `shouldRemove` is true.
    mutating func removeAll(where shouldRemove: (any PropertyMotion) -> Bool) {
        var previous: (any PropertyMotion)?
        var current = first
        while let motion = current {
            current = motion.nextMotion
            if shouldRemove(motion) {
                motion.isListed = false
                motion.nextMotion = nil
                if let previous { previous.nextMotion = current } else { first = current }
            } else {
                previous = motion
            }
        }
    }

    func contains(where predicate: (any PropertyMotion) -> Bool) -> Bool {
        var current = first
        while let motion = current {
            if predicate(motion) { return true }
            current = motion.nextMotion
        }
        return false
    }

    func forEach(_ body: (any PropertyMotion) -> Void) {
        var current = first
        while let motion = current {
            body(motion)
            current = motion.nextMotion
        }
    }
}
