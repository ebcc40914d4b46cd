/// A programming error of an app, found while its reducer applies an action: the code and the
/// storyboard disagree (a misspelt segue identifier, a segue from the wrong control, a
/// `prepare` that builds a screen of another scene or refuses a sender the screen offered), or
/// the code asks the navigation for something its state does not allow (a back button on a
/// root screen, a tab of a single stack).
///
/// UIKit raises an exception for most of these. Here the reducer throws it instead of
/// swallowing it with `try?`: the ``Runtime`` keeps the state as it was before the action and
/// records a ``ReducerFailure``, ``AppHost`` lists it in ``AppHost/failures``, ``TestStore``
/// fails the test, and a scenario whose script causes one fails. A touch the screen does not
/// offer is not a wiring error: ``AppHost`` refuses it before the reducer sees it
/// (``UserActionError``).
///
/// A reducer maps the navigation's typed errors with `do`/`catch`:
///
/// ```swift
/// do {
///     _ = try state.navigation.triggerSegue("ShowDetail", sender: .cell(section: 0, row: row, prototype: "ItemCell"),
///                                           in: storyboard, handler: segues)
/// } catch {
///     throw .segue(error)
/// }
/// ```
public enum WiringError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A segue could not be performed: no such identifier from the screen on top, a sender
    /// that does not trigger it, a failed or mismatched `prepare`...
    case segue(SegueError)
    /// A navigation command (back, a tab, an alert button, a modal) that the navigation
    /// state refused.
    case navigation(NavigationError)
    /// The screen showed a control (a switch, segmented control, slider, stepper or button, by
    /// its element name) that the app's code has no case for: like a storyboard action
    /// connected to a method that does not exist, which UIKit answers with "unrecognized
    /// selector".
    case unhandledControl(String)
    /// Screens kept sending each other messages (``ScreenCommand/send(_:to:)``) past a depth
    /// no real exchange reaches: a loop in the app's code. The text names the last message.
    case messageLoop(String)
    /// After an edit (a delete, an insert, a move) the screen's table does not have the rows
    /// the edit leaves: UIKit's "Invalid update: invalid number of rows in section"
    /// exception. The text says which section has how many rows, and how many it should have.
    case invalidTableUpdate(String)

    /// One readable sentence, naming the segue or the command.
    public var description: String {
        switch self {
        case .segue(let error): error.description
        case .navigation(let error): error.description
        case .unhandledControl(let name): "The screen shows the control \"\(name)\" but the app has no code for it."
        case .messageLoop(let message): "Screens kept sending each other messages, the last \(message): a loop in the app's code."
        case .invalidTableUpdate(let detail): "Invalid update: \(detail)."
        }
    }
}

/// An action that a reducer could not apply because of a ``WiringError``; the state stayed as
/// it was before the action. ``Runtime/failures`` and ``AppHost/failures`` list them, oldest
/// first.
public struct ReducerFailure<Action: Equatable & Sendable>: Error, Equatable, Sendable, CustomStringConvertible {
    /// The action the reducer was applying.
    public var action: Action
    /// What went wrong.
    public var error: WiringError

    /// Creates a failure.
    public init(action: Action, error: WiringError) {
        self.action = action
        self.error = error
    }

    /// `applying <action> failed: <error>`.
    public var description: String {
        "applying \(action) failed: \(error)"
    }
}
