import Raster

/// A scene's recently drawn shadow blurs, newest first. Scene-wide rather than per node so that
/// nodes with the same outline share one blur (the old and new menu backgrounds of a scheme
/// change); a few suffice, since a scene has few shadowed nodes.
struct ShadowCache {
    private var images: [ShadowImage] = []
    /// The pixels of the last blur dropped, kept for the next one: a card that comes to rest in
    /// a new place makes a new blur in a steady frame, and it allocates nothing this way.
    private var spare: [UInt8] = []
    /// Blurs kept at most.
    static let capacity = 6

    init() {
        images.reserveCapacity(Self.capacity + 1)
    }

    func image(for key: ShadowImage.Key) -> ShadowImage? {
        images.first { $0.key == key }
    }

    /// Storage for the next blur's pixels (empty when none was dropped yet), handed over.
    mutating func takeSpareStorage() -> [UInt8] {
        var taken: [UInt8] = []
        swap(&taken, &spare)
        return taken
    }

    /// Keeps `storage` for the next blur when it holds more than the spare kept now.
    mutating func returnSpareStorage(_ storage: [UInt8]) {
        if storage.capacity > spare.capacity { spare = storage }
    }

    mutating func store(_ image: ShadowImage) {
        if images.first?.key == image.key { return }
        if let index = images.firstIndex(where: { $0.key == image.key }) { recycle(images.remove(at: index)) }
        images.insert(image, at: 0)
        if images.count > Self.capacity { recycle(images.removeLast()) }
    }

    private mutating func recycle(_ image: ShadowImage) {
        returnSpareStorage(image.mask.values)
    }
}
