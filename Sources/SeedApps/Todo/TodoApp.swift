import Navigation
import Presentation

/// The seed's todo app ("Windows Azure Mobile Services and iOS", 2012) on the Mobile Services
/// wire format: a list of the todos not yet done, an Add button, and one details screen to
/// add a todo or mark one complete.
///
/// Flows:
/// - Launch loads `GET /tables/TodoItem?$filter=(complete eq false)` into the list.
/// - Add (`AddNewTodo`) pushes the details in adding mode. The text field gets the focus when
///   the user taps it (`UserAction/tapTextField(_:)`), as in the seed, which never calls
///   `becomeFirstResponder`; typing goes only into the focused field. Save posts
///   `{"text":…,"complete":false}`. Row taps (`viewExistingTodo`) push the details in viewing
///   mode; Mark Complete patches `{"id":…,"text":…,"complete":true}`.
/// - 200/201: the details pop (when still on top) and the list reloads — the seed's
///   `didFinishWithTodo` delegate call, made even when the user went back meanwhile, as the
///   seed's connection still called its delegate. Any other answer: an alert titled
///   "Failure" with the server's message; the screen and the typed text stay as they were.
/// - A 200/201 whose body is not a todo item (not JSON, cut short, a missing member) is not
///   taken as done, unlike the seed, which looked only at the status: the app cannot show
///   what was stored, and popping would throw away the text the user typed. The alert says
///   the todo was most likely stored and to check the list before saving again; so does one
///   whose answer was lost (a timeout, a dropped connection). The text stays, and Save then
///   asks first ("Save Again?", Cancel or Save Again), since saving again could store the
///   todo twice; Back shows the list as the service has it.
/// - No answer at all (a timeout, no connection) shows the same "Failure" alert naming why,
///   and keeps the screen and the typed text: the seed only logged it in
///   `didFailWithError`, which left the user waiting on a screen that never changed.
/// - An empty or whitespace-only text is refused with an alert ("Empty Todo"); nothing is
///   sent. The text is sent exactly as typed otherwise.
/// - While a request is in flight the button and the text field are disabled and a second
///   tap does nothing (the screen ignores it too); the disabled field loses the focus and
///   needs a tap again after a failure.
/// - A load shows every row that is a todo item: rows that are not, and rows past the load
///   limit (10,000), are counted in a footer line under the list and in an "Incomplete List"
///   alert (OK), where the seed showed only the service's first page of 50 and one bad row
///   emptied the list.
/// - A failed load shows "Failure" with what went wrong (the server's message kept) and OK,
///   plus Retry when loading again may help (a timeout, a 5xx; not a refused key): the seed
///   only logged it and then failed to parse the error body.
///
/// Where the seed has a bug, this builds what the author meant: the details find the todo
/// by its id carried through the segue, not by matching the cell's text against the list
/// (two todos with the same text picked the first); flags are JSON booleans, not the
/// strings `"true"`/`"false"`; failure alerts show the server's message, not always
/// "Failed to mark item completed.".
public struct TodoApp: FeatureApp {
    /// The storyboard the app runs: the seed's, or a copy a test changes.
    public let storyboard: Storyboard

    /// Creates the app; its effects run with a ``TodoEffects`` on a ``MobileServicesClient``.
    public init() {
        self.init(storyboard: TodoStoryboard.storyboard)
    }

    /// The app on another storyboard (a test's misspelt copy).
    init(storyboard: Storyboard) {
        self.storyboard = storyboard
    }

    /// "Todo".
    public var name: String { "Todo" }

    /// The storyboard's only root: the empty list, which loads when it appears.
    public func rootScreen(for scene: SceneID) -> any ScreenFeature<TodoEffect, TodoMessage> {
        TodoList()
    }

    /// The screen without the audit's findings on the system's own chrome.
    public func finish(_ screen: Presentation.Screen) -> Presentation.Screen {
        screen.acceptingSystemChrome()
    }
}

/// The todo app's whole state: its navigation of ``TodoList`` and ``TodoDetails`` screens.
public typealias TodoAppState = FeatureAppState<TodoEffect, TodoMessage>
/// What happens in the todo app: its launch, a touch, a message for one of its screens.
public typealias TodoAction = FeatureAppAction<TodoMessage>

/// The names of the controls a user can touch in the todo app, as `UserAction` takes them,
/// so a client never spells one itself:
///
/// ```swift
/// host.send(.tapBarButton(TodoControls.addButton))
/// host.send(.tapTextField(TodoControls.textField))     // gives the field the focus
/// host.send(.typeText("Buy milk"))                     // into the focused text field
/// host.send(.tapButton(TodoControls.saveButton))
/// ```
///
/// The list's rows are tapped by index path (`.tapRow`), the back button with `.tapBack`, an
/// alert's buttons by index (`.tapAlertButton`).
public enum TodoControls {
    /// The list's Add bar button (`.tapBarButton`): the `AddNewTodo` segue.
    public static let addButton = "add"
    /// The details screen's Save button (`.tapButton`), shown while adding (`tapSaveTodo:`).
    public static let saveButton = "saveButton"
    /// The details screen's Mark Complete button (`.tapButton`), shown while viewing a todo
    /// (`tapMarkTodoComplete:`).
    public static let markCompleteButton = "markCompleteButton"
    /// The details screen's text field (the seed's `txtTodoText`), shown while adding: a
    /// `.tapTextField` gives it the focus, then `.typeText` and `.replaceText` go to it.
    public static let textField = "txtTodoText"
}

/// The todo app's requests, as data. Each runs for a screen (`RoutedEffect/screen`): the list,
/// which hears how a load or a save went (the seed's `delegate`).
public enum TodoEffect: Equatable, Sendable {
    /// Load the todos not yet done.
    case loadTodos
    /// Insert a todo with `text`, typed on the details screen `details`.
    case insertTodo(text: String, details: ScreenID)
    /// Mark `item` complete, from the details screen `details`.
    case markComplete(TodoItem, details: ScreenID)
}

/// What the todo app's screens hear: their effects' results, the list's delegate calls, their
/// alerts' buttons.
public enum TodoMessage: Equatable, Sendable {
    /// To the list: its load returned these todos (with what it could not show, if anything).
    case todosLoaded(FetchedList<TodoItem>)
    /// To the list: its load failed with this message; `canRetry` when loading again may help
    /// (the alert then offers Retry).
    case todosFailed(message: String, canRetry: Bool)
    /// To the list: the load-failure alert's Retry.
    case retryLoading
    /// To the list: a save or mark-complete from the details `details` answered 200/201, the
    /// seed's `todoDetailsViewController:didFinishWithTodo:` (pop the details, reload).
    case didFinishWithTodo(details: ScreenID, TodoItem)
    /// To the details: its save or mark-complete failed with this message (the server's, when
    /// it sent one); `mayHaveBeenSaved` when its answer was lost or could not be read after a
    /// success status, so saving the same todo again asks first.
    case requestFailed(message: String, mayHaveBeenSaved: Bool)
    /// To the details: the "Save Again?" alert's Save Again.
    case saveAgain
}
