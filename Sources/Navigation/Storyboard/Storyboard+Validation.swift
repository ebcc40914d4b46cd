extension Storyboard {
    /// Every problem of the graph, in a deterministic order: the initial scene, duplicate
    /// scenes, relationships, segues, containers, then unreachable scenes (each group in
    /// declaration order). An empty array means the graph is sound. Unnamed segues (imported
    /// from a file) never count as duplicates of each other.
    ///
    /// - Complexity: O(*n* + *r* + *s*) expected, for *n* scenes, *r* relationships and
    ///   *s* segues.
    public func validate() -> [StoryboardError] {
        let kinds = sceneKinds()
        return initialSceneProblems(kinds)
            + duplicateSceneProblems()
            + relationshipProblems(kinds)
            + segueProblems(kinds)
            + containerProblems()
            + unreachableSceneProblems(kinds)
    }

    /// The kind of each scene, the first declaration winning for duplicate names.
    private func sceneKinds() -> [SceneID: SceneKind] {
        scenes.reduce(into: [:]) { kinds, scene in
            if kinds[scene.id] == nil { kinds[scene.id] = scene.kind }
        }
    }

    private func initialSceneProblems(_ kinds: [SceneID: SceneKind]) -> [StoryboardError] {
        kinds[initialScene] == nil ? [.missingInitialScene(initialScene)] : []
    }

    private func duplicateSceneProblems() -> [StoryboardError] {
        var seen: Set<SceneID> = []
        var reported: Set<SceneID> = []
        var problems: [StoryboardError] = []
        for scene in scenes where !seen.insert(scene.id).inserted {
            if reported.insert(scene.id).inserted { problems.append(.duplicateScene(scene.id)) }
        }
        return problems
    }

    private func relationshipProblems(_ kinds: [SceneID: SceneKind]) -> [StoryboardError] {
        relationships.flatMap { relationship -> [StoryboardError] in
            var problems: [StoryboardError] = []
            if let kind = kinds[relationship.source] {
                if kind != relationship.kind.containerKind {
                    problems.append(.relationshipFromWrongKind(relationship.kind, source: relationship.source, kind: kind))
                }
            } else {
                problems.append(.relationshipFromMissingScene(relationship.kind, source: relationship.source))
            }
            if kinds[relationship.destination] == nil {
                problems.append(
                    .relationshipToMissingScene(
                        relationship.kind, source: relationship.source, destination: relationship.destination))
            }
            return problems
        }
    }

    private func segueProblems(_ kinds: [SceneID: SceneKind]) -> [StoryboardError] {
        var identifiers: Set<SegueKey> = []
        var reported: Set<SegueKey> = []
        var problems: [StoryboardError] = []
        for segue in segues {
            if kinds[segue.source] == nil {
                problems.append(.segueFromMissingScene(identifier: segue.identifier, source: segue.source))
            }
            if kinds[segue.destination] == nil {
                problems.append(.segueToMissingScene(identifier: segue.identifier, destination: segue.destination))
            }
            let key = SegueKey(source: segue.source, identifier: segue.identifier)
            if !segue.isUnnamed, !identifiers.insert(key).inserted, reported.insert(key).inserted {
                problems.append(.duplicateSegueIdentifier(segue.identifier, scene: segue.source))
            }
        }
        return problems
    }

    private func containerProblems() -> [StoryboardError] {
        var checked: Set<SceneID> = []
        var problems: [StoryboardError] = []
        for scene in scenes where checked.insert(scene.id).inserted {
            switch scene.kind {
            case .navigationController:
                let roots = relationships.filter { $0.source == scene.id && $0.kind == .root }.map(\.destination)
                if roots.isEmpty { problems.append(.navigationControllerWithoutRoot(scene.id)) }
                if roots.count > 1 { problems.append(.navigationControllerWithSeveralRoots(scene.id, roots: roots)) }
            case .tabBarController:
                if tabs(of: scene.id).isEmpty { problems.append(.tabBarControllerWithoutTabs(scene.id)) }
            case .tableViewController, .viewController, .collectionViewController, .splitViewController,
                .pageViewController, .storyboardReference:
                break
            }
        }
        return problems
    }

    private func unreachableSceneProblems(_ kinds: [SceneID: SceneKind]) -> [StoryboardError] {
        guard kinds[initialScene] != nil else { return [] }
        var edges: [SceneID: [SceneID]] = [:]
        for relationship in relationships { edges[relationship.source, default: []].append(relationship.destination) }
        for segue in segues { edges[segue.source, default: []].append(segue.destination) }
        var reached: Set<SceneID> = [initialScene]
        var frontier = [initialScene]
        while let next = frontier.popLast() {
            for destination in edges[next] ?? [] where reached.insert(destination).inserted {
                frontier.append(destination)
            }
        }
        var reported: Set<SceneID> = []
        return
            scenes
            .filter { !reached.contains($0.id) && reported.insert($0.id).inserted }
            .map { .unreachableScene($0.id) }
    }
}

/// A segue's identity for the duplicate check: identifiers only need to be unique per scene.
private struct SegueKey: Hashable {
    let source: SceneID
    let identifier: String
}
