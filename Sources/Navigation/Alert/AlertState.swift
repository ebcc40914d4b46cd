/// An alert (`UIAlertView`) as data: title, message and buttons. While it is up only its
/// buttons respond (see `NavigationState`).
///
/// ```swift
/// AlertState<AppAction>(
///     title: "Error",
///     message: "The item could not be saved.",
///     buttons: [.cancel("OK"), AlertButton("Retry", action: .retrySave)]
/// )
/// ```
public struct AlertState<Action: Equatable & Sendable>: Equatable, Sendable {
    /// The bold title.
    public var title: String
    /// The message under the title, if any.
    public var message: String?
    /// The buttons, in the order they were given.
    public var buttons: [AlertButton<Action>]

    /// Creates an alert.
    public init(title: String, message: String? = nil, buttons: [AlertButton<Action>]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}
