@testable import SeedApps
@testable import Navigation
@testable import Presentation

/// The todo app with one bug planted on purpose, to prove each invariant catches the kind of
/// bug it is about (a mutation test of the journey tester itself).
struct JourneyMutantTodoApp: StoryboardApp {
    /// The planted bug.
    enum Mutation: CaseIterable, Sendable {
        /// A failed save empties the text field.
        case forgetsTextOnFailure
        /// The Add button performs a segue the storyboard does not have (a misspelt identifier).
        case misspellsSegue
        /// A failed load leaves the list loading.
        case keepsLoadingAfterFailure
        /// The list screen leaves out the last todo.
        case hidesLastRow
        /// A failed load empties the list.
        case emptiesListOnFailure
    }

    /// The bug.
    let mutation: Mutation
    private let base = TodoApp()

    /// The mutant of `mutation`.
    init(_ mutation: Mutation) {
        self.mutation = mutation
    }

    /// The todo app's name, storyboard, initial state and launch action.
    var name: String { base.name }
    var storyboard: Storyboard { base.storyboard }
    var initialState: TodoAppState { base.initialState }
    var launchAction: TodoAction? { base.launchAction }

    /// The todo app's action for a touch.
    func action(for userAction: UserAction) -> TodoAction {
        base.action(for: userAction)
    }

    /// The todo app's reducer, with the mutation's bug.
    func reduce(into state: inout TodoAppState, action: TodoAction) throws(WiringError) -> [TodoEffect] {
        switch (mutation, action) {
        case (.misspellsSegue, .user(.tapBarButton(TodoControls.addButton))):
            do {
                _ = try state.navigation.triggerSegue(
                    "AddNewTodoo", sender: .barButton(TodoControls.addButton), in: storyboard, handler: TodoStoryboard.segues)
            } catch {
                throw .segue(error)
            }
            return []
        case (.forgetsTextOnFailure, .todoRequestFailed(let details, _)), (.forgetsTextOnFailure, .todoMayHaveBeenSaved(let details, _)):
            let effects = try base.reduce(into: &state, action: action)
            state.navigation.update(details) { screen in
                screen.updateDetails { if $0.typedText != nil { $0.mode = .adding(text: "") } }
            }
            return effects
        case (.emptiesListOnFailure, .todosFailed(let list, _, _)):
            let effects = try base.reduce(into: &state, action: action)
            state.navigation.update(list) { $0.updateList { $0.receive(FetchedList([])) } }
            return effects
        case (.keepsLoadingAfterFailure, .todosFailed(let list, _, _)):
            let effects = try base.reduce(into: &state, action: action)
            state.navigation.update(list) { $0.updateList { $0.isLoading = true } }
            return effects
        default:
            return try base.reduce(into: &state, action: action)
        }
    }

    /// The todo app's screen, without the last row for ``Mutation/hidesLastRow``.
    func render(_ state: TodoAppState) -> Screen {
        guard mutation == .hidesLastRow, case .list(var list) = state.navigation.top, !list.items.isEmpty else {
            return base.render(state)
        }
        list.items.removeLast()
        var shown = state
        shown.navigation.update(shown.navigation.topID) { $0 = .list(list) }
        return base.render(shown)
    }
}
