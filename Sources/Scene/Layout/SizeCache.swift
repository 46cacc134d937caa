import Geometry

/// The last few (proposal → size) answers of a node. Stacks ask each child up to four times per
/// pass (ideal, zero, infinite, the share), so four entries make a clean subtree's answers free
/// on relayout. Fixed storage: no allocation.
struct SizeCache {
    private var proposals: (ProposedSize?, ProposedSize?, ProposedSize?, ProposedSize?) = (nil, nil, nil, nil)
    private var sizes: (Size, Size, Size, Size) = (.zero, .zero, .zero, .zero)
    private var next = 0

    func size(for proposal: ProposedSize) -> Size? {
        if proposals.0 == proposal { return sizes.0 }
        if proposals.1 == proposal { return sizes.1 }
        if proposals.2 == proposal { return sizes.2 }
        if proposals.3 == proposal { return sizes.3 }
        return nil
    }

    mutating func store(_ size: Size, for proposal: ProposedSize) {
        switch next {
        case 0: proposals.0 = proposal; sizes.0 = size
        case 1: proposals.1 = proposal; sizes.1 = size
        case 2: proposals.2 = proposal; sizes.2 = size
        default: proposals.3 = proposal; sizes.3 = size
        }
        next = (next + 1) & 3
    }

    mutating func removeAll() {
        proposals = (nil, nil, nil, nil)
        next = 0
    }
}
