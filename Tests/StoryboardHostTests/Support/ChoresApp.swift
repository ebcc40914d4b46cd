import Navigation
import Presentation
import StoryboardHost

/// A list of chores a person edits in the host: an Edit button, rows deleted by a swipe or in
/// edit mode and moved by their grips, and a field whose return key adds a chore.
struct ChoresApp: FeatureApp {
    let name = "Chores"
    let storyboard = Storyboard(
        initialScene: "Navigation",
        scenes: [StoryboardScene("Navigation", kind: .navigationController), StoryboardScene("Chores", kind: .viewController, title: "Chores")],
        relationships: [.root(of: "Navigation", "Chores")])

    func rootScreen(for scene: SceneID) -> any ScreenFeature<Never, Never> { Chores() }

    struct NoEffects: EffectRunner {
        func run(_ routed: RoutedEffect<Never>) async -> [FeatureAppAction<Never>] {
            switch routed.effect {}
        }
    }
}

struct Chores: ScreenFeature {
    static let scene: SceneID = "Chores"
    var chores = ["Dishes", "Laundry", "Bins"]
    var draft = ""
    var isTyping = false

    var navigationItem: NavigationItem { NavigationItem(rightBarButtons: [.system(.edit)]) }

    func editingStyle(forRowAt indexPath: TableIndexPath) -> CellEditingStyle { .delete }
    func canMoveRow(at indexPath: TableIndexPath) -> Bool { true }

    mutating func commit(_ style: CellEditingStyle, forRowAt indexPath: TableIndexPath, in context: ScreenContext) -> [ScreenCommand<Never, Never>]? {
        chores.remove(at: indexPath.row)
        return []
    }

    mutating func moveRow(at source: TableIndexPath, to destination: TableIndexPath, in context: ScreenContext) -> [ScreenCommand<Never, Never>]? {
        chores.insert(chores.remove(at: source.row), at: destination.row)
        return []
    }

    /// The field takes the focus and typing; return adds the chore and keeps the focus.
    mutating func handle(_ touch: UserAction, in context: ScreenContext) -> [ScreenCommand<Never, Never>]? {
        switch touch {
        case .tapTextField: isTyping = true
        case .typeText(let text): draft += text
        case .tapReturn:
            if !draft.isEmpty { chores.append(draft) }
            draft = ""
        case .tapOutside: isTyping = false
        default: return nil
        }
        return []
    }

    func render(in context: ScreenContext) -> ScreenContent {
        var field = TextField(draft, placeholder: "New chore", font: .system(17), isFocused: isTyping)
        field.returnKey = .done
        let rows = chores.map { TableSections.Row(TableCell(reuseIdentifier: "Chore", text: $0)) }
        return ScreenContent([
            Element("newChore", frame: Rect(x: 10, y: 7, width: 300, height: 31), kind: .textField(field)),
            Element("tableView", frame: Rect(x: 0, y: 44, width: 320, height: 372), kind: .table(TableView(dataSource: TableSections([.init(rows: rows)])))),
        ])
    }
}
