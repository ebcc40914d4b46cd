import Navigation
import Presentation

/// How two storyboard graphs that name their scenes differently correspond: a graph declared in
/// Swift and the one imported from the Interface Builder file it was drawn in, say. Scenes are
/// paired by structure, not by name: the initial scenes, then each pair's relationships in
/// order (the i-th tab with the i-th tab, root with root) and segues by identifier. Every
/// difference on the way (a kind, a title, a segue's kind, trigger or destination, a scene or
/// segue one side lacks) is listed in words.
///
/// ```swift
/// let file = try StoryboardImporter().importFile(atPath: "MainStoryboard.storyboard")
/// let correspondence = StoryboardCorrespondence(declared: MyStoryboard.graph, file: file.storyboard)
/// assert(correspondence.differences.isEmpty, correspondence.differences.joined(separator: "\n"))
/// ```
public struct StoryboardCorrespondence: Sendable {
    /// Each declared scene's counterpart in the file.
    public private(set) var sceneInFile: [SceneID: SceneID] = [:]
    /// What differs, one sentence each, in the order found.
    public private(set) var differences: [String] = []

    /// Pairs the scenes of `declared` with those of `file` and lists what differs.
    /// - Complexity: O((*n* + *r* + *s*)²) at worst for *n* scenes, *r* relationships and *s*
    ///   segues (lookups are linear in the graphs' small lists).
    public init(declared: Storyboard, file: Storyboard) {
        var queue: [(SceneID, SceneID)] = []
        var fileTaken: [SceneID: SceneID] = [:]
        func pair(_ declaredScene: SceneID, _ fileScene: SceneID, because reason: String) {
            if let existing = sceneInFile[declaredScene] {
                if existing != fileScene { differences.append("\(reason): \(declaredScene) is \(existing) in the file, but here \(fileScene)") }
                return
            }
            if let other = fileTaken[fileScene] {
                differences.append("\(reason): the file's \(fileScene) is already \(other), not \(declaredScene)")
                return
            }
            sceneInFile[declaredScene] = fileScene
            fileTaken[fileScene] = declaredScene
            queue.append((declaredScene, fileScene))
        }
        if declared.initialScene.rawValue.isEmpty != file.initialScene.rawValue.isEmpty {
            differences.append("initial scene: \(declared.initialScene) declared, \(file.initialScene) in the file")
        } else if !declared.initialScene.rawValue.isEmpty {
            pair(declared.initialScene, file.initialScene, because: "initial scene")
        }
        while !queue.isEmpty {
            let (declaredScene, fileScene) = queue.removeFirst()
            compareScenes(declaredScene, fileScene, declared: declared, file: file)
            for kind in [Relationship.Kind.tab, .root, .master, .detail, .supplementary] {
                let mine = declared.relationships.filter { $0.source == declaredScene && $0.kind == kind }
                let theirs = file.relationships.filter { $0.source == fileScene && $0.kind == kind }
                if mine.count != theirs.count {
                    differences.append("\(declaredScene): \(mine.count) \(kind.rawValue) relationship(s) declared, \(theirs.count) in the file")
                }
                for (one, other) in zip(mine, theirs) {
                    pair(one.destination, other.destination, because: "\(kind.rawValue) of \(declaredScene)")
                }
            }
            let fileSegues = file.segues(from: fileScene)
            for segue in declared.segues(from: declaredScene) {
                guard let counterpart = fileSegues.first(where: { $0.identifier == segue.identifier }) else {
                    differences.append("\(declaredScene): segue \(segue.displayName) is not in the file's \(fileScene)")
                    continue
                }
                if segue.kind != counterpart.kind {
                    differences.append("segue \(segue.displayName): \(segue.kind.rawValue) declared, \(counterpart.kind.rawValue) in the file")
                }
                if segue.trigger != counterpart.trigger {
                    differences.append("segue \(segue.displayName): triggered by \(segue.trigger) declared, \(counterpart.trigger) in the file")
                }
                pair(segue.destination, counterpart.destination, because: "segue \(segue.displayName)")
            }
            for segue in fileSegues where !declared.segues(from: declaredScene).contains(where: { $0.identifier == segue.identifier }) {
                differences.append(
                    "\(declaredScene): the file's segue \(segue.displayName) (\(segue.kind.rawValue) \(segue.trigger) -> \(segue.destination)) is not declared")
            }
        }
        for scene in declared.scenes where sceneInFile[scene.id] == nil {
            differences.append("declared scene \(scene.id) has no counterpart in the file")
        }
        for scene in file.scenes where fileTaken[scene.id] == nil {
            differences.append("the file's scene \(scene.id) has no declared counterpart")
        }
    }

    private mutating func compareScenes(_ declaredScene: SceneID, _ fileScene: SceneID, declared: Storyboard, file: Storyboard) {
        guard let mine = declared.scene(declaredScene), let theirs = file.scene(fileScene) else { return }
        if mine.kind != theirs.kind {
            differences.append("\(declaredScene): a \(mine.kind.rawValue) declared, a \(theirs.kind.rawValue) in the file (\(fileScene))")
        }
        let (myActions, theirActions) = (mine.actions.map(\.selector).sorted(), theirs.actions.map(\.selector).sorted())
        if myActions != theirActions {
            differences.append("\(declaredScene): actions \(myActions) declared, \(theirActions) in the file")
        }
        if mine.title != theirs.title {
            differences.append(
                "\(declaredScene): title \(mine.title.map { "\"\($0)\"" } ?? "none") declared, \(theirs.title.map { "\"\($0)\"" } ?? "none") in the file")
        }
        if let item = theirs.tabBarItem, mine.tabBarItem?.title != item.title || mine.tabBarItem?.image?.name != item.image?.name {
            let described = { (item: TabItem?) in item.map { "\"\($0.title)\"" + ($0.image.map { " image \($0.name)" } ?? "") } ?? "none" }
            differences.append("\(declaredScene): tab bar item \(described(mine.tabBarItem)) declared, \(described(item)) in the file")
        }
    }
}
