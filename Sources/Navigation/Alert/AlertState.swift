import Presentation

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
    /// Where ``title`` comes from: the app's wording unless marked data.
    public var titleOrigin: TextOrigin
    /// Where ``message`` comes from: the app's wording unless marked data, as a server's error
    /// text (or a sentence built around one) is.
    public var messageOrigin: TextOrigin

    /// Creates an alert.
    public init(
        title: String, message: String? = nil, buttons: [AlertButton<Action>],
        titleOrigin: TextOrigin = .app, messageOrigin: TextOrigin = .app
    ) {
        self.title = title
        self.message = message
        self.buttons = buttons
        self.titleOrigin = titleOrigin
        self.messageOrigin = messageOrigin
    }
}

/// One button of an alert: its title, role, and the action value sent when it is tapped.
public struct AlertButton<Action: Equatable & Sendable>: Equatable, Sendable {
    /// The button's title.
    public var title: String
    /// Cancel, destructive or default.
    public var role: ButtonRole
    /// What to send when tapped; `nil` just dismisses the alert.
    public var action: Action?

    /// Creates a button.
    public init(_ title: String, role: ButtonRole = .default, action: Action? = nil) {
        self.title = title
        self.role = role
        self.action = action
    }

    /// A cancel button that only dismisses, such as UIAlertView's "OK".
    public static func cancel(_ title: String, action: Action? = nil) -> AlertButton {
        AlertButton(title, role: .cancel, action: action)
    }
}
