import Geometry
import Raster

/// Which of its scene's lists hold a node, so joining one is O(1) instead of a search. Each
/// list drops a node whose flag it clears; a node that changes scene starts with none.
struct SceneListMembership {
    /// In the nodes to repaint before the next frame.
    var damage = false
    /// In the nodes with an implicit animation running.
    var animating = false
    /// In the nodes a property animator has driven (`SceneGraph.runningAnimations`).
    var driven = false
    /// In the nodes with `onFrame` handlers.
    var frame = false
}

/// Outlines a node made for its clip and its shadow, kept while the shape and size they were made
/// for hold: a shadow is painted, and its damage measured, every frame its node moves.
struct OutlineCaches {
    /// Counts changes of `clipShape`: part of `clip`'s key.
    var clipVersion = 0
    /// The clip's outline for a size and `clipVersion`.
    var clip: (key: ClipKey, path: Path?)?
    /// A hash of the outline a shadow is cast from (nil: not known, or the outline changed), so
    /// equal outlines share one blur.
    var identity: Int?
    /// The rectangle `shadowPath(size:)` made last, for the size it was made for (a clip shape's
    /// outline comes from `clip`).
    var shadowRect: (size: Size, path: Path?)?
    /// The elements of `shadowRect`'s path, kept to be rebuilt in place.
    var shadowRectStorage: [PathElement] = []
    /// The shadow painted last: a shadow is cached only once it paints twice the same (a node
    /// that moves or turns every frame draws its shadow directly, allocating nothing).
    var lastShadow = ShadowKeyHistory()
    /// The upright blur `paintShadow` resampled last (see `Node.paintShadow`).
    var lastUprightShadow = ShadowKeyHistory()
}

/// The shadow a node asked for in the last paint pass that painted it, and whether that was the
/// one it asked for in the pass before.
struct ShadowKeyHistory {
    private var key: ShadowImage.Key?
    private var pass = 0
    private var steady = false

    /// Records `key` for paint pass `pass` (`SceneGraph.paintPass`): true when the pass that
    /// painted the node before wanted the same. A node painted again within one pass, in pieces
    /// around an opaque part in front of it, gets the pass's first answer: one frame is one ask.
    mutating func isSteady(_ key: ShadowImage.Key, pass: Int) -> Bool {
        if pass == self.pass, key == self.key { return steady }
        steady = key == self.key
        self.key = key
        self.pass = pass
        return steady
    }
}
