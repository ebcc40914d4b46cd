@testable import StoryboardImport
import Navigation
import Presentation

/// Taps through an ``ImportedApp`` as a new user would, breadth first: from each scene it
/// reaches it taps every tab, bar button, row and button the screen shows, and records the
/// scenes it reaches and the touches the app refused.
@MainActor
struct ImportedAppExplorer {
    let imported: ImportedStoryboard

    /// Where the app starts: the initial scene; in a file without one, each scene code can load
    /// by its storyboard identifier (`storyboard open FILE --scene NAME`), or every scene when
    /// none has one.
    var starts: [SceneID] {
        let graph = imported.storyboard
        if graph.scene(graph.initialScene) != nil { return [graph.initialScene] }
        let loadable = imported.scenes.filter { $0.scene.storyboardIdentifier != nil }.map(\.id)
        return loadable.isEmpty ? graph.scenes.map(\.id) : loadable
    }

    /// The scenes a segue or a relationship leads to from ``starts``, containers (navigation,
    /// tab bar and split view controllers) aside, through segues a touch starts (a manual segue
    /// needs the app's code): the scenes a user can reach by taps.
    var scenesToReach: Set<SceneID> {
        let graph = imported.storyboard
        let reached = StoryboardChecker.reached(from: starts, in: graph) { $0.trigger != .manual }
        return Set(
            reached.filter { id in
                guard let kind = graph.scene(id)?.kind else { return false }
                return kind != .navigationController && kind != .tabBarController && kind != .splitViewController
            })
    }

    /// The scenes reached by taps, and what went wrong on the way (one line per refusal).
    func explore(limit: Int = 400) -> (reached: Set<SceneID>, failures: [String]) {
        var reached: Set<SceneID> = []
        var failures: [String] = []
        var queue: [(start: SceneID, path: [UserAction])] = starts.map { ($0, []) }
        var replays = 0
        while !queue.isEmpty, replays < limit {
            let (start, path) = queue.removeFirst()
            replays += 1
            let driver = AppDriver(app: ImportedApp(imported, name: "Explored", startingAt: start), runner: ImportedApp.NoEffects())
            for touch in path { driver.send(action: .touch(touch)) }
            if let failure = driver.failures.first {
                failures.append("\(path.map(\.description).joined(separator: ", ")): \(failure.error)")
                continue
            }
            let scene = driver.state.navigation.top.scene
            guard reached.insert(scene).inserted else { continue }
            // The scenes its container views show (embed segues) are on screen too.
            let graph = imported.storyboard
            let embedded = StoryboardChecker.reached(from: [scene], in: graph) { $0.kind == .embed }
            reached.formUnion(embedded.compactMap { graph.contentScene(of: $0) })
            // Only what a user can touch: an enabled control, a row that exists.
            let inspector = ScreenInspector(driver.screen)
            queue += Self.touches(on: driver.screen).filter { (try? inspector.validate($0)) != nil }.map { (start, path + [$0]) }
        }
        return (reached, failures)
    }

    /// Every tab, the back button, every bar button, row (of every section, scrolled to or not),
    /// detail disclosure button and button `screen` shows.
    static func touches(on screen: Presentation.Screen) -> [UserAction] {
        var touches: [UserAction] = (screen.tabBar?.items.indices).map { $0.map { .tapTab($0) } } ?? []
        if screen.navigationBar?.showsBackButton == true { touches.append(.tapBack) }
        touches += ((screen.navigationBar?.leftItems ?? []) + (screen.navigationBar?.rightItems ?? [])).map { .tapBarButton($0.id) }
        func visit(_ element: Element) {
            touches += element.gestures.map { .performGesture($0) }
            switch element.kind {
            case .table(let table):
                for section in 0..<table.dataSource.numberOfSections {
                    for row in 0..<table.dataSource.numberOfRows(inSection: section) {
                        let indexPath = TableIndexPath(row: row, section: section)
                        touches.append(.tapRow(indexPath))
                        if table.dataSource.cell(at: indexPath).accessory == .detailDisclosureButton { touches.append(.tapAccessory(indexPath)) }
                    }
                }
            case .grid(let grid):
                touches += grid.cells.indices.map { .tapGridItem($0) }
            case .button:
                touches.append(.tapButton(element.name))
            default:
                break
            }
            element.children.forEach(visit)
        }
        screen.content.forEach(visit)
        return touches
    }
}
