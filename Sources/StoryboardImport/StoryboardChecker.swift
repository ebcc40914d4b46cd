import Navigation

/// Checks an imported storyboard for what UIKit would get wrong at run time, as a reviewer
/// would: duplicate segue identifiers from one scene, cell segues from prototypes a table does
/// not have, push segues from scenes no navigation controller contains (iOS 5 and 6 raised an
/// exception), tables of static cells whose class also implements data source methods (when
/// the classes are known), containers that embed themselves; as warnings, scenes nothing reaches
/// and prototype cells without a reuse identifier; and as notes, containers left empty for the
/// code to fill. A scene with a storyboard identifier may be loaded by code anywhere (pushed
/// onto a navigation controller, presented): it and what it leads to count as reachable, and a
/// push from them is a warning, not an error.
///
/// References to objects the file does not contain are refused by the import itself
/// (``StoryboardImportError/danglingReferences(_:)``).
public struct StoryboardChecker: Sendable {
    /// The table data source methods each class implements, where the app's sources are known
    /// (see ``DataSourceMethods``); a class not listed is assumed to implement none.
    public var dataSourceMethods: [String: [String]]

    /// Creates a checker; `dataSourceMethods` comes from ``DataSourceMethods/scan(_:)``.
    public init(dataSourceMethods: [String: [String]] = [:]) {
        self.dataSourceMethods = dataSourceMethods
    }

    /// Every finding, ordered by line then rule.
    /// - Complexity: O((*n* + *s*) log(*n* + *s*)) for *n* scenes and *s* segues.
    public func check(_ imported: ImportedStoryboard) -> [StoryboardFinding] {
        let graph = imported.storyboard
        let lines = Dictionary(imported.scenes.map { ($0.id, $0.line) }, uniquingKeysWith: { first, _ in first })
        var findings = graphFindings(imported, sceneLines: lines)
        findings += pushFindings(imported, sceneLines: lines)
        findings += embedCycleFindings(imported, sceneLines: lines)
        findings += imported.connectionProblems.map(Self.connectionFinding)
        for scene in imported.scenes {
            findings += tableFindings(scene, segues: Array(zip(graph.segues, imported.segueLines)).filter { $0.0.source == scene.id })
        }
        return findings.sorted(by: StoryboardFinding.inFileOrder)
    }

    private func graphFindings(_ imported: ImportedStoryboard, sceneLines: [SceneID: Int]) -> [StoryboardFinding] {
        let graph = imported.storyboard
        var findings: [StoryboardFinding] = []
        if graph.initialScene.rawValue.isEmpty {
            // A file whose scenes have storyboard identifiers is loaded by code (instantiateViewController), the usual reason for having no initial scene.
            let loadedByCode = imported.scenes.contains { $0.scene.storyboardIdentifier != nil }
            findings.append(
                StoryboardFinding(
                    loadedByCode ? .note : .warning, .noInitialScene, line: imported.documentLine, scene: nil,
                    message: "the file sets no initial view controller, so UIKit cannot start an app with it as the main storyboard"
                        + (loadedByCode ? "; its scenes with a storyboard identifier can be loaded by code" : ""),
                    advice: loadedByCode
                        ? "Nothing to do unless it is the app's main storyboard (UIMainStoryboardFile)"
                        : "Check Is Initial View Controller on the first scene, or load its scenes from code by storyboard identifier"
                ))
        }
        let loadableByCode = Self.reached(from: imported.scenes.filter { $0.scene.storyboardIdentifier != nil }.map(\.id), in: graph) { _ in true }
        for problem in graph.validate() {
            switch problem {
            case .duplicateSegueIdentifier(let identifier, let scene):
                let lines = zip(graph.segues, imported.segueLines).filter { $0.0.source == scene && $0.0.identifier == identifier }.map(\.1)
                findings.append(
                    StoryboardFinding(
                        .error, .duplicateSegueIdentifier, line: lines.dropFirst().first ?? sceneLines[scene] ?? 1, scene: scene,
                        message:
                            "\(lines.count) segues are named \(identifier) (lines \(lines.map(String.init).joined(separator: ", "))), so performSegueWithIdentifier: and prepareForSegue: cannot tell them apart",
                        advice: "Give each segue its own identifier in the Attributes inspector"
                    ))
            case .unreachableScene(let scene):
                guard !loadableByCode.contains(scene) else { continue }
                findings.append(
                    StoryboardFinding(
                        .warning, .unreachableScene, line: sceneLines[scene] ?? 1, scene: scene,
                        message: "no relationship or segue leads here from the initial scene, and it has no storyboard identifier for code to load it by",
                        advice: "Connect a segue to it, give it a Storyboard ID, or delete it"
                    ))
            case .navigationControllerWithoutRoot(let scene):
                findings.append(
                    StoryboardFinding(
                        .note, .container, line: sceneLines[scene] ?? 1, scene: scene,
                        message: "the navigation controller has no root view controller in the file, so the app's code must set its view controllers",
                        advice: "Nothing to do if the code sets them; otherwise connect a root view controller relationship"
                    ))
            case .navigationControllerWithSeveralRoots(let scene, let roots):
                findings.append(
                    container(
                        scene, sceneLines, "the navigation controller has several roots (\(roots.map(\.rawValue).joined(separator: ", ")))",
                        "Keep one root view controller relationship"))
            case .tabBarControllerWithoutTabs(let scene):
                findings.append(
                    StoryboardFinding(
                        .note, .container, line: sceneLines[scene] ?? 1, scene: scene,
                        message: "the tab bar controller has no tabs in the file, so the app's code must set its view controllers",
                        advice: "Nothing to do if the code sets them; otherwise connect view controllers relationships"
                    ))
            case .relationshipFromWrongKind(let kind, let source, let sceneKind):
                findings.append(
                    container(
                        source, sceneLines, "a \(kind.rawValue) relationship starts from a \(sceneKind.rawValue)",
                        "Start it from a \(kind.containerKind.rawValue)"))
            case .missingInitialScene, .duplicateScene, .segueFromMissingScene, .segueToMissingScene,
                .relationshipFromMissingScene, .relationshipToMissingScene, .segueNotOffered, .ambiguousSegue:
                // An import resolves every reference or fails, and names scenes uniquely.
                continue
            }
        }
        return findings
    }

    /// A connection to another scene is never made (a warning: the control may have others);
    /// one to nothing means the file is damaged (an error).
    private static func connectionFinding(_ problem: ConnectionProblem) -> StoryboardFinding {
        let what = problem.kind == "action" ? "action \(problem.name)" : "outlet \(problem.name)"
        guard let target = problem.target else {
            return StoryboardFinding(
                .error, .connectionOutsideScene, line: problem.line, scene: problem.scene,
                message: "\(what) connects to an object the file does not contain",
                advice: "Delete the connection in the Connections inspector and connect it again"
            )
        }
        return StoryboardFinding(
            .warning, .connectionOutsideScene, line: problem.line, scene: problem.scene,
            message: "\(what) connects to an object of scene \(target); connections between scenes are never made, so it does nothing at run time",
            advice: "Delete it, and connect the control to its own scene's controller (or use a segue or a delegate)"
        )
    }

    private func container(_ scene: SceneID, _ lines: [SceneID: Int], _ message: String, _ advice: String) -> StoryboardFinding {
        StoryboardFinding(.error, .container, line: lines[scene] ?? 1, scene: scene, message: message, advice: advice)
    }

    /// Push segues whose source no navigation controller contains: a navigation controller's
    /// root, scenes pushed from contained scenes, and scenes embedded in contained scenes are
    /// contained.
    private func pushFindings(_ imported: ImportedStoryboard, sceneLines: [SceneID: Int]) -> [StoryboardFinding] {
        let graph = imported.storyboard
        let staysInStack: (Segue) -> Bool = { $0.kind.pushes || $0.kind == .embed }
        let contained = Self.reached(from: graph.relationships.filter { $0.kind == .root }.map(\.destination), in: graph, following: staysInStack)
        // Code may push a scene it loads by identifier onto a navigation controller.
        let mayBeContained = Self.reached(from: graph.scenes.filter { $0.storyboardIdentifier != nil }.map(\.id), in: graph, following: staysInStack)
        var findings: [StoryboardFinding] = []
        for (segue, line) in zip(graph.segues, imported.segueLines) where segue.kind == .push && !contained.contains(segue.source) {
            let loadedByCode = mayBeContained.contains(segue.source)
            findings.append(
                StoryboardFinding(
                    loadedByCode ? .warning : .error, .pushOutsideNavigation, line: line, scene: segue.source,
                    message: "push segue \(segue.displayName) starts from a scene no navigation controller contains here"
                        + (loadedByCode
                            ? " (code may push it onto one, since it is loaded by its identifier)"
                            : "; UIKit of iOS 5 and 6 raises an exception when it is performed"),
                    advice: "Embed \(segue.source) in a navigation controller (Editor > Embed In > Navigation Controller), or make the segue modal"
                ))
        }
        return findings
    }

    /// The storyboard references of `imported` that lead nowhere: to a scene identifier its
    /// storyboard does not have, or to a storyboard without an initial scene (an error: UIKit
    /// raises when it follows one), or to a storyboard `storyboard(named:)` cannot give (a
    /// warning: it may be in another folder of the app). `storyboard(named:)` gives the
    /// storyboard of that name (`Main` for `Main.storyboard`) when it is known.
    /// - Complexity: O(*n*) for *n* scenes, plus the look-ups.
    public func referenceFindings(_ imported: ImportedStoryboard, storyboard named: (String) -> ImportedStoryboard?) -> [StoryboardFinding] {
        var findings: [StoryboardFinding] = []
        for scene in imported.scenes {
            guard let referenced = scene.referenced else { continue }
            let target: ImportedStoryboard
            if let name = referenced.storyboard {
                guard let found = named(name) else {
                    findings.append(
                        StoryboardFinding(
                            .warning, .storyboardReference, line: scene.line, scene: scene.id,
                            message:
                                "the reference names \(name).storyboard, which is neither beside this file nor among the files checked (or cannot be imported)",
                            advice: "Check the name, or check the two files together"))
                    continue
                }
                target = found
            } else {
                target = imported
            }
            let file = referenced.storyboard.map { "\($0).storyboard" } ?? "this storyboard"
            if let identifier = referenced.identifier {
                guard target.scenes.contains(where: { $0.scene.storyboardIdentifier == identifier }) else {
                    findings.append(
                        StoryboardFinding(
                            .error, .storyboardReference, line: scene.line, scene: scene.id,
                            message:
                                "the reference names the scene \"\(identifier)\" of \(file), which has no scene with that storyboard identifier, so UIKit raises when it is followed",
                            advice: "Set that Storyboard ID on the scene, or fix the Referenced ID"))
                    continue
                }
            } else if target.scene(target.storyboard.initialScene) == nil {
                findings.append(
                    StoryboardFinding(
                        .error, .storyboardReference, line: scene.line, scene: scene.id,
                        message: "the reference names the initial scene of \(file), which has none, so UIKit raises when it is followed",
                        advice: "Check Is Initial View Controller on a scene of \(file), or give the reference a Referenced ID"))
            }
        }
        return findings
    }

    /// Containers whose embed segues lead back to themselves: UIKit would load the container
    /// inside itself without end.
    private func embedCycleFindings(_ imported: ImportedStoryboard, sceneLines: [SceneID: Int]) -> [StoryboardFinding] {
        let graph = imported.storyboard
        var findings: [StoryboardFinding] = []
        for (segue, line) in zip(graph.segues, imported.segueLines) where segue.kind == .embed {
            let embedded = Self.reached(from: [segue.destination], in: graph) { $0.kind == .embed }
            guard embedded.contains(segue.source) else { continue }
            findings.append(
                StoryboardFinding(
                    .error, .embedsItself, line: line, scene: segue.source,
                    message: segue.destination == segue.source
                        ? "embed segue \(segue.displayName) embeds the scene in itself, so UIKit would load it inside itself without end"
                        : "embed segue \(segue.displayName) leads through embedded scenes back to \(segue.source), so UIKit would load it inside itself without end",
                    advice: "Point the container view's embed segue at another scene"
                ))
        }
        return findings
    }

    /// The scenes `starts` lead to through relationships and the segues `following` accepts,
    /// the starts included.
    /// - Complexity: O(*n* + *s*) for *n* scenes and *s* segues.
    static func reached(from starts: [SceneID], in graph: Storyboard, following: (Segue) -> Bool) -> Set<SceneID> {
        var reached = Set(starts)
        var frontier = starts
        let relationships = Dictionary(grouping: graph.relationships, by: \.source)
        let segues = Dictionary(grouping: graph.segues.filter(following), by: \.source)
        while let next = frontier.popLast() {
            let destinations = (relationships[next] ?? []).map(\.destination) + (segues[next] ?? []).map(\.destination)
            for destination in destinations where reached.insert(destination).inserted { frontier.append(destination) }
        }
        return reached
    }

    private func tableFindings(_ scene: ImportedScene, segues: [(Segue, Int)]) -> [StoryboardFinding] {
        var findings: [StoryboardFinding] = []
        let prototypes = Set(scene.tables.flatMap(\.prototypeIdentifiers))
        let collectionCells = Set(scene.collectionCellIdentifiers)
        for (segue, line) in segues {
            let prototype: String
            switch segue.trigger {
            case .cell(let name), .accessory(let name): prototype = name
            default: continue
            }
            guard !prototypes.contains(prototype), !collectionCells.contains(prototype) else { continue }
            findings.append(
                StoryboardFinding(
                    .error, .cellSegueWithoutPrototype, line: line, scene: scene.id,
                    message: "segue \(segue.displayName) starts from cells of prototype \(prototype), which no table of the scene has"
                        + (prototype == "(no reuse identifier)" ? " (the prototype has no reuse identifier, so no cell of it is ever dequeued)" : ""),
                    advice: "Give the prototype cell the reuse identifier the data source dequeues"
                ))
        }
        for table in scene.tables {
            for cellLine in table.prototypesWithoutIdentifier {
                findings.append(
                    StoryboardFinding(
                        .warning, .prototypeWithoutReuseIdentifier, line: cellLine, scene: scene.id,
                        message: "a prototype cell of table \(table.name) has no reuse identifier, so the data source cannot dequeue it",
                        advice: "Set its Identifier in the Attributes inspector"
                    ))
            }
            if table.content == .staticCells, let customClass = scene.scene.customClass,
                let methods = dataSourceMethods[customClass], !methods.isEmpty
            {
                findings.append(
                    StoryboardFinding(
                        .error, .staticCellsWithDataSource, line: table.line, scene: scene.id,
                        message:
                            "table \(table.name) has static cells, but \(customClass) implements \(methods.joined(separator: ", ")), so the cells on screen come from code and the static cells designed here are not shown as designed",
                        advice: "Remove those methods from \(customClass) (or call super in them), or make the table's content Dynamic Prototypes"
                    ))
            }
        }
        return findings
    }
}
