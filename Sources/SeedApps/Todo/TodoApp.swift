import Navigation

/// The seed's todo app ("Windows Azure Mobile Services and iOS", 2012) on the Mobile Services
/// wire format: a list of the todos not yet done, an Add button, and one details screen to
/// add a todo or mark one complete.
///
/// Flows:
/// - Launch loads `GET /tables/TodoItem?$filter=(complete eq false)` into the list.
/// - Add (`AddNewTodo`) pushes the details in adding mode; the text field has the focus.
///   Save posts `{"text":…,"complete":false}`. Row taps (`viewExistingTodo`) push the
///   details in viewing mode; Mark Complete patches `{"id":…,"text":…,"complete":true}`.
/// - 200/201: the details pop (when still on top) and the list reloads — the seed's
///   `didFinishWithTodo` delegate call, made even when the user went back meanwhile, as the
///   seed's connection still called its delegate. Any other answer: an alert titled
///   "Failure" with the server's message; the screen and the typed text stay as they were.
/// - A 200/201 whose body is not a todo item (not JSON, cut short, a missing member) is
///   treated as a failure too, unlike the seed, which looked only at the status: such an
///   answer cannot confirm that the todo was stored, and popping would throw away the text
///   the user typed. The alert names what was wrong; Save can be tapped again, or Back shows
///   the list as the service has it.
/// - No answer at all (a timeout, no connection) shows the same "Failure" alert naming why,
///   and keeps the screen and the typed text: the seed only logged it in
///   `didFailWithError`, which left the user waiting on a screen that never changed.
/// - An empty or whitespace-only text is refused with an alert ("Empty Todo"); nothing is
///   sent. The text is sent exactly as typed otherwise.
/// - While a request is in flight the button and the text field are disabled and a second
///   tap does nothing (the reducer ignores it too).
/// - A failed load shows "Failure" with the server's message and OK / Retry (the seed only
///   logged it and then failed to parse the error body).
///
/// Where the seed has a bug, this builds what the author meant: the details find the todo
/// by its id carried through the segue, not by matching the cell's text against the list
/// (two todos with the same text picked the first); flags are JSON booleans, not the
/// strings `"true"`/`"false"`; failure alerts show the server's message, not always
/// "Failed to mark item completed.".
public struct TodoApp: StoryboardApp {
    /// Creates the app; its effects run with a ``TodoEffects`` on a ``MobileServicesClient``.
    public init() {}

    /// "Todo".
    public var name: String { "Todo" }
    /// The seed's storyboard.
    public var storyboard: Storyboard { TodoStoryboard.storyboard }
    /// The empty list at the root.
    public var initialState: TodoAppState { TodoAppState() }
    /// The list's `viewDidLoad`: load the todos.
    public var launchAction: TodoAction? { .listDidLoad(TodoAppState.listID) }

    /// Wraps the touch; the reducer decides what it means on the screen it lands on.
    public func action(for userAction: UserAction) -> TodoAction {
        .user(userAction)
    }
}
