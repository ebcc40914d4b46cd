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
    func reduce(into state: inout TodoAppState, action: TodoAction) throws(WiringError) -> [RoutedEffect<TodoEffect>] {
        switch (mutation, action) {
        case (.misspellsSegue, .touch(.tapBarButton(TodoControls.addButton))):
            let nothing = SegueHandler<FeatureScreen<TodoEffect, TodoMessage>, Never>(prepare: { _ throws(SeguePreparationError) in
                throw .unhandledSegue("AddNewTodoo")
            })
            do {
                _ = try state.navigation.triggerSegue("AddNewTodoo", sender: .barButton(TodoControls.addButton), in: storyboard, handler: nothing)
            } catch {
                throw .segue(error)
            }
            return []
        case (.forgetsTextOnFailure, .message(let routed)):
            let effects = try base.reduce(into: &state, action: action)
            if case .requestFailed = routed.message {
                state.navigation.update(routed.screen, as: TodoDetails.self) { if $0.typedText != nil { $0.mode = .adding(text: "") } }
            }
            return effects
        case (.emptiesListOnFailure, .message(let routed)):
            let effects = try base.reduce(into: &state, action: action)
            if case .todosFailed = routed.message {
                state.navigation.update(routed.screen, as: TodoList.self) { $0.receive(FetchedList([])) }
            }
            return effects
        case (.keepsLoadingAfterFailure, .message(let routed)):
            let effects = try base.reduce(into: &state, action: action)
            if case .todosFailed = routed.message {
                state.navigation.update(routed.screen, as: TodoList.self) { $0.isLoading = true }
            }
            return effects
        default:
            return try base.reduce(into: &state, action: action)
        }
    }

    /// The todo app's screen, without the last row for ``Mutation/hidesLastRow``.
    func render(_ state: TodoAppState) -> Screen {
        guard mutation == .hidesLastRow, var list = state.top(as: TodoList.self), !list.items.isEmpty else {
            return base.render(state)
        }
        list.items.removeLast()
        var shown = state
        shown.navigation.update(shown.navigation.topID) { $0 = FeatureScreen(list) }
        return base.render(shown)
    }
}
