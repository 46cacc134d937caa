import Scene

/// Freeze (`Z` in the lanes): a lane's property held at its value at the playhead while the
/// rest of the demo runs, through every replay the scrubber makes and after Resume.
extension PlaygroundSession {
    /// A held lane: which scene of the demo, which node (by path and occurrence, so a rebuilt
    /// scene finds it again), which property, from which scene time.
    struct FrozenLane: Equatable {
        var sceneIndex: Int
        var owner: String
        var occurrence: Int
        var property: String
        var sceneTime: Double
    }

    /// `Z`: freezes the selected lanes at the playhead, or lets them go if they are frozen.
    func toggleFreezeOfSelectedLanes() {
        finishRecordingLanes()
        guard let panel = lanesPanel, let playhead = scrubPosition else { return }
        // Only a node's property can be held (not an animator's phases, a timer, a loop).
        let selected = panel.model.value.selection.map { panel.lanes.lanes[$0] }.filter(\.record.isNodeProperty)
        let keys = selected.map { lane in
            FrozenLane(sceneIndex: lane.part.sceneIndex, owner: lane.record.owner, occurrence: lane.record.ownerOccurrence,
                       property: lane.record.property, sceneTime: lane.part.sceneTime(atFrame: playhead))
        }
        let wereFrozen = !keys.isEmpty && keys.allSatisfy { key in frozenLanes.contains { $0.sameLane(as: key) } }
        frozenLanes.removeAll { frozen in keys.contains { $0.sameLane(as: frozen) } }
        if !wereFrozen { frozenLanes += keys }
        // The scene is at the playhead: what it shows now is what the freeze holds.
        applyFrozenLanes(letting: wereFrozen ? keys : [])
        publishFrozenLanes()
        needsRedraw = true
    }

    /// Shows the freezes in the lanes panel.
    func publishFrozenLanes() {
        guard let panel = lanesPanel else { return }
        var held: [Int: Double] = [:]
        for frozen in frozenLanes {
            guard let index = panel.lanes.lanes.firstIndex(where: {
                $0.part.sceneIndex == frozen.sceneIndex && $0.record.owner == frozen.owner
                    && $0.record.ownerOccurrence == frozen.occurrence && $0.record.property == frozen.property
            }) else { continue }
            held[index] = panel.lanes.lanes[index].part.frameTime(atScene: frozen.sceneTime)
        }
        panel.frozen.value = held
    }

    /// Installs every freeze in the demo's scenes (after a replay rebuilt them), and lets go of
    /// `released`.
    func applyFrozenLanes(letting released: [FrozenLane] = []) {
        guard !frozenLanes.isEmpty || !released.isEmpty else { return }
        var index = 0
        host.demo.forEachScene(size: layout.contentSize) { scene, _ in
            defer { index += 1 }
            for lane in released where lane.sceneIndex == index {
                scene.freeze(path: lane.owner, occurrence: lane.occurrence, property: lane.property, from: nil)
            }
            for lane in frozenLanes where lane.sceneIndex == index {
                scene.freeze(path: lane.owner, occurrence: lane.occurrence, property: lane.property, from: lane.sceneTime)
            }
        }
    }
}

extension PlaygroundSession.FrozenLane {
    func sameLane(as other: Self) -> Bool {
        sceneIndex == other.sceneIndex && owner == other.owner && occurrence == other.occurrence && property == other.property
    }
}

extension PlaygroundSession {
    /// The lanes under the scrubber as "node.property", in the order shown (nil: not shown).
    public var lanesNames: [String]? {
        finishRecordingLanes()
        return lanesPanel.map { panel in panel.lanes.lanes.map { "\($0.record.ownerName).\($0.record.property)" } }
    }

    /// Whether the animation lanes show under the scrubber (`L` while scrubbing).
    public var isShowingLanes: Bool { lanesPanel != nil && layout.showsLanes }

    /// Shows or hides the lanes under the scrubber's strip (kept while hidden).
    public func setShowingLanes(_ shown: Bool) {
        guard lanesPanel != nil else { return }
        updateLayout { $0.showsLanes = shown }
        lanesPanel?.frame = layout.lanes ?? lanesPanel?.frame
        needsRedraw = true
    }

    /// The frozen lanes as "node.property".
    public var frozenLaneNames: [String] {
        frozenLanes.map { "\($0.owner.split(separator: "/").last ?? "").\($0.property)" }
    }

    /// Selects the lane shown as `name` ("node.property", see `lanesNames`), as a click on its
    /// row does; false when there is no such lane.
    @discardableResult
    public func selectLane(named name: String) -> Bool {
        finishRecordingLanes()
        guard let panel = lanesPanel,
              let lane = panel.lanes.lanes.firstIndex(where: { "\($0.record.ownerName).\($0.record.property)" == name }),
              let row = panel.lanes.rows.firstIndex(where: { $0.lane == lane }) else { return false }
        panel.select(row: row)
        needsRedraw = true
        return true
    }
}

extension PlaygroundSession {
    /// The specs of the animations in the lane shown as `name` ("node.property"), in order.
    public func lanesSpecs(of name: String) -> [String] {
        finishRecordingLanes()
        guard let panel = lanesPanel,
              let lane = panel.lanes.lanes.first(where: { "\($0.record.ownerName).\($0.record.property)" == name }) else { return [] }
        return lane.record.segments.map(\.spec)
    }
}
