import Presentation

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
