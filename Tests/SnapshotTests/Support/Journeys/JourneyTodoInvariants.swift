@testable import SeedApps
@testable import Navigation
@testable import Presentation

/// The todo app's own invariants: text the user typed is never lost, nothing waits forever,
/// and the list keeps what it showed unless its own load succeeded. Generic over the app type so a deliberately broken copy of the app (the mutants
/// of `JourneyInvariantTests`) is checked by the same code.
@MainActor
enum JourneyTodoInvariants {
    /// All three.
    static func all<App: StoryboardApp>() -> [JourneyInvariant<App>] where App.State == TodoAppState, App.Effect == RoutedEffect<TodoEffect> {
        [typedTextIsNeverLost(), nothingWaitsForever(), theListKeepsWhatItShowed()]
    }

    /// The list's rows change only when its own load succeeds (see
    /// ``JourneyWireInvariants/aListKeepsWhatItShowed(failureTitle:lists:load:)``).
    static func theListKeepsWhatItShowed<App: StoryboardApp>() -> JourneyInvariant<App>
    where App.State == TodoAppState, App.Effect == RoutedEffect<TodoEffect> {
        JourneyWireInvariants.aListKeepsWhatItShowed(
            failureTitle: TodoDetails.failureTitle,
            lists: { state in
                var lists: [ScreenID: [String]] = [:]
                for entry in state.navigation.currentStack.entries {
                    if let list = entry.screen.as(TodoList.self) { lists[entry.id] = list.items.map(\.text) }
                }
                return lists
            },
            load: { effect in
                effect.effect == .loadTodos ? effect.screen : nil
            })
    }

    /// Every details screen in adding mode holds exactly what the user typed there (typing
    /// is the only thing that changes it: a failed save, an alert, a reload leave it as it
    /// was); and when the screen goes away, either the user tapped its back button or its text
    /// is in the service's table (the save succeeded). New adding screens start empty.
    static func typedTextIsNeverLost<App: StoryboardApp>() -> JourneyInvariant<App> where App.State == TodoAppState {
        JourneyInvariant(name: "typed text is never lost") { step, _, session in
            let before = addingTexts(step.before.state)
            let after = addingTexts(step.after.state)
            for (id, text) in before {
                if let now = after[id] {
                    let expected = expectedText(text, on: id, after: step)
                    if now != expected {
                        return "the details screen holds \(TextQuote.quoted(now)); the user typed \(TextQuote.quoted(expected))"
                    }
                } else if !userWentBack(from: id, in: step), !(await session.storedTexts()).contains(text) {
                    return "the details screen with \(TextQuote.quoted(text)) went away and the service does not hold that text"
                }
            }
            for (id, text) in after where before[id] == nil && !text.isEmpty {
                return "a new details screen \(id) starts with \(TextQuote.quoted(text))"
            }
            return nil
        }
    }

    /// A list that shows it is loading has its load pending, and a details screen that is
    /// sending has its request pending, so no spinner or disabled button stays forever.
    static func nothingWaitsForever<App: StoryboardApp>() -> JourneyInvariant<App> where App.State == TodoAppState, App.Effect == RoutedEffect<TodoEffect> {
        JourneyInvariant(name: "nothing waits forever") { step, _, _ in
            let pending = step.after.pending
            for entry in step.after.state.navigation.currentStack.entries {
                if let list = entry.screen.as(TodoList.self), list.isLoading, !pending.contains(RoutedEffect(.loadTodos, for: entry.id)) {
                    return "the list \(entry.id) is loading with no load pending"
                }
                if let details = entry.screen.as(TodoDetails.self), details.isSending, !pending.contains(where: { sender(of: $0.effect) == entry.id }) {
                    return "the details \(entry.id) are sending with no request pending"
                }
            }
            return nil
        }
    }

    /// The typed text of every details screen in adding mode, by screen id.
    static func addingTexts(_ state: TodoAppState) -> [ScreenID: String] {
        var texts: [ScreenID: String] = [:]
        for entry in state.navigation.currentStack.entries {
            if let text = entry.screen.as(TodoDetails.self)?.typedText { texts[entry.id] = text }
        }
        return texts
    }

    /// The details screen a save or mark-complete request came from.
    private static func sender(of effect: TodoEffect) -> ScreenID? {
        switch effect {
        case .loadTodos: return nil
        case .insertTodo(_, let details), .markComplete(_, let details): return details
        }
    }

    /// What the screen `id` must hold after `step`: its text, changed only by a typing touch
    /// the host accepted while that screen was on top and took typing.
    private static func expectedText<App>(_ text: String, on id: ScreenID, after step: JourneyStep<App>) -> String
    where App.State == TodoAppState {
        let navigation = step.before.state.navigation
        guard step.outcome == .accepted, navigation.topID == id,
            let details = navigation.top.as(TodoDetails.self), details.acceptsTyping
        else { return text }
        switch step.command {
        case .user(.typeText(let typed)): return text + typed
        case .user(.replaceText(let typed)): return typed
        default: return text
        }
    }

    private static func userWentBack<App>(from id: ScreenID, in step: JourneyStep<App>) -> Bool where App.State == TodoAppState {
        step.command == .user(.tapBack) && step.outcome == .accepted && step.before.state.navigation.topID == id
    }
}
