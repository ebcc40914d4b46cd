@testable import Navigation

// A small but complete app built the way the README describes: a list that loads its items
// through an effect, and a detail screen pushed by a cell segue that loads notes through an
// effect routed back by ScreenID.

/// The list screen's state.
struct ItemList: Equatable, Sendable {
    var items: [String] = []
    var isLoading = false
}

/// The detail screen's state.
struct ItemDetail: Equatable, Sendable {
    var item: String
    var notes: String?
    var isLoadingNotes = true
}

/// One case per screen of the sample app.
enum SampleScreen: StoryboardScreen {
    case list(ItemList)
    case detail(ItemDetail)

    var scene: SceneID {
        switch self {
        case .list: "List"
        case .detail: "Detail"
        }
    }

    var navigationItem: NavigationItem {
        switch self {
        case .list: NavigationItem(title: "Items", rightBarButtons: [.system(.refresh)])
        case .detail(let detail): NavigationItem(title: detail.item)
        }
    }

    /// Changes the list state when this is the list screen.
    mutating func updateList(_ change: (inout ItemList) -> Void) {
        guard case .list(var list) = self else { return }
        change(&list)
        self = .list(list)
    }

    /// Changes the detail state when this is a detail screen.
    mutating func updateDetail(_ change: (inout ItemDetail) -> Void) {
        guard case .detail(var detail) = self else { return }
        change(&detail)
        self = .detail(detail)
    }
}

/// What the sample app's alert buttons send.
enum SampleAlertAction: Hashable, Sendable {
    case retryLoading(ScreenID)
}

/// The whole app state: its navigation, which holds every screen's state.
struct SampleState: Equatable, Sendable {
    var navigation = NavigationState<SampleScreen, SampleAlertAction>(root: .list(ItemList()))
}

enum SampleAction: Equatable, Sendable {
    case listAppeared(ScreenID)
    case itemsLoaded(ScreenID, [String])
    case itemsFailed(ScreenID, String)
    case tapRow(Int)
    case notesLoaded(ScreenID, String)
    case navigation(NavigationCommand)
}

enum SampleEffect: Equatable, Sendable {
    case loadItems(for: ScreenID)
    case loadNotes(for: ScreenID, item: String)
}

/// The sample app's reducer: wraps the navigation state and the per-screen logic. A segue or
/// navigation command that fails is a ``WiringError`` it throws, never dropped.
struct SampleReducer: Reducer {
    /// The identifier a row tap performs: the storyboard's `ShowDetail`, or a misspelling to
    /// prove the mistake fails loudly.
    var detailSegue = "ShowDetail"

    static let storyboard = Storyboard(
        initialScene: "Navigation",
        scenes: [
            StoryboardScene("Navigation", kind: .navigationController),
            StoryboardScene("List", kind: .tableViewController, title: "Items"),
            StoryboardScene("Detail", kind: .viewController),
        ],
        relationships: [.root(of: "Navigation", "List")],
        segues: [Segue("ShowDetail", .push, from: "List", trigger: .cell(prototype: itemCell), to: "Detail")]
    )

    /// The list's prototype cell.
    static let itemCell = "ItemCell"

    /// shouldPerform: no detail while the list is reloading. prepare: the tapped row's item.
    static let segues = SegueHandler<SampleScreen, Never>(
        shouldPerform: { context in
            guard case .list(let list) = context.source else { return false }
            return !list.isLoading
        },
        prepare: { context throws(SeguePreparationError) in
            guard case .list(let list) = context.source, case .cell(_, let row, _) = context.sender,
                list.items.indices.contains(row)
            else {
                throw .invalidSender(context.sender.description)
            }
            return .detail(ItemDetail(item: list.items[row]))
        }
    )

    func reduce(into state: inout SampleState, action: SampleAction) throws(WiringError) -> [SampleEffect] {
        switch action {
        case .listAppeared(let id):
            return startLoading(id, in: &state)
        case .itemsLoaded(let id, let items):
            state.navigation.update(id) {
                $0.updateList {
                    $0.items = items; $0.isLoading = false
                }
            }
            return []
        case .itemsFailed(let id, let message):
            state.navigation.update(id) { $0.updateList { $0.isLoading = false } }
            let alert = AlertState<SampleAlertAction>(
                title: "Could not load", message: message,
                buttons: [.cancel("OK"), AlertButton("Retry", action: .retryLoading(id))])
            state.navigation.presentAlert(alert)
            return []
        case .tapRow(let row):
            return try tapRow(row, in: &state)
        case .notesLoaded(let id, let notes):
            // Dropped when the detail was popped meanwhile: update finds no screen.
            state.navigation.update(id) {
                $0.updateDetail {
                    $0.notes = notes; $0.isLoadingNotes = false
                }
            }
            return []
        case .navigation(let command):
            return try navigate(command, in: &state)
        }
    }

    private func startLoading(_ id: ScreenID, in state: inout SampleState) -> [SampleEffect] {
        guard state.navigation.update(id, { $0.updateList { $0.isLoading = true } }) else { return [] }
        return [.loadItems(for: id)]
    }

    private func tapRow(_ row: Int, in state: inout SampleState) throws(WiringError) -> [SampleEffect] {
        let outcome: SegueOutcome
        do {
            outcome = try state.navigation.triggerSegue(
                detailSegue, sender: .cell(section: 0, row: row, prototype: Self.itemCell), in: Self.storyboard, handler: Self.segues)
        } catch {
            throw .segue(error)
        }
        guard case .pushed(_, let id) = outcome, case .detail(let detail) = state.navigation.screen(id) else {
            return []
        }
        return [.loadNotes(for: id, item: detail.item)]
    }

    private func navigate(_ command: NavigationCommand, in state: inout SampleState) throws(WiringError) -> [SampleEffect] {
        let event: NavigationEvent<SampleScreen, SampleAlertAction>
        do {
            event = try state.navigation.apply(command)
        } catch {
            throw .navigation(error)
        }
        if case .alertButtonTapped(_, .retryLoading(let id)?) = event {
            return startLoading(id, in: &state)
        }
        return []
    }
}

/// The sample app's services: a fake backend answering from memory, after a real suspension.
struct SampleRunner: EffectRunner {
    /// `nil` makes loading fail.
    var items: [String]?
    var notes: [String: String] = [:]

    func run(_ effect: SampleEffect) async -> [SampleAction] {
        await Task.yield()
        switch effect {
        case .loadItems(let id):
            guard let items else { return [.itemsFailed(id, "The server did not answer.")] }
            return [.itemsLoaded(id, items)]
        case .loadNotes(let id, let item):
            return [.notesLoaded(id, notes[item] ?? "No notes.")]
        }
    }
}
