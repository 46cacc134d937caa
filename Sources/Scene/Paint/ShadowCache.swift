import Raster

/// A scene's recently drawn shadow blurs, newest first. Scene-wide rather than per node so that
/// nodes with the same outline share one blur (the old and new menu backgrounds of a scheme
/// change); a few suffice, since a scene has few shadowed nodes.
struct ShadowCache {
    private var images: [ShadowImage] = []
    /// Blurs kept at most.
    static let capacity = 6

    func image(for key: ShadowImage.Key) -> ShadowImage? {
        images.first { $0.key == key }
    }

    mutating func store(_ image: ShadowImage) {
        if images.first?.key == image.key { return }
        images.removeAll { $0.key == image.key }
        images.insert(image, at: 0)
        if images.count > Self.capacity { images.removeLast() }
    }
}
