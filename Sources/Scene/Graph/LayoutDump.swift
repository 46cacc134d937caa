import Geometry

extension SceneGraph {
    /// One line per node, indented by depth: its debug name and its laid-out frame in scene
    /// coordinates (`x y width height`, at most two decimals), background, children, overlay and
    /// mask in that order — what layout tests compare against.
    public func layoutDump() -> String {
        layoutIfNeeded()
        var lines: [String] = []
        func visit(_ node: Node, origin: Point, depth: Int, role: String) {
            let frame = node.frameProperty.model
            let topLeft = origin + frame.origin
            let text = [topLeft.x, topLeft.y, frame.size.width, frame.size.height].map(Self.format).joined(separator: " ")
            lines.append(String(repeating: "  ", count: depth) + role + node.debugName + " " + text)
            if let background = node.background { visit(background, origin: topLeft, depth: depth + 1, role: "background: ") }
            for child in node.children { visit(child, origin: topLeft, depth: depth + 1, role: "") }
            if let overlay = node.overlay { visit(overlay, origin: topLeft, depth: depth + 1, role: "overlay: ") }
            if let mask = node.mask { visit(mask, origin: topLeft, depth: depth + 1, role: "mask: ") }
        }
        visit(root, origin: .zero, depth: 0, role: "")
        return lines.joined(separator: "\n")
    }

    static func format(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        // Past 2^53 every double is whole, and Int(_:) traps beyond ±9.2e18: print those as doubles.
        if rounded == rounded.rounded(), abs(rounded) < 9e15 { return String(Int(rounded)) }
        return String(rounded)
    }
}
