/// What an alert (`UIAlertView`) shows: a title, a message and its buttons.
public struct Alert: Sendable, Equatable {
    /// One button of an alert.
    public struct Button: Sendable, Equatable {
        /// The title.
        public var title: String
        /// The role, which decides its look and place.
        public var role: ButtonRole

        /// Creates an alert button.
        public init(_ title: String, role: ButtonRole = .default) {
            self.title = title
            self.role = role
        }
    }

    /// The title, in bold.
    public var title: String
    /// The message under the title.
    public var message: String?
    /// The buttons, in order.
    public var buttons: [Button]
    /// Where ``title`` comes from: the app's wording unless marked data.
    public var titleOrigin: TextOrigin = .app
    /// Where ``message`` comes from: the app's wording unless marked data (a server's error
    /// text, or a sentence built around it). Buttons' titles are always the app's wording.
    public var messageOrigin: TextOrigin = .app

    /// Creates an alert.
    public init(title: String, message: String?, buttons: [Button]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}

/// The role of a button in an alert or action sheet.
public enum ButtonRole: String, Hashable, Sendable, CaseIterable {
    /// An ordinary button.
    case `default`
    /// The button that dismisses without acting (`cancelButtonTitle`).
    case cancel
    /// A button that destroys something.
    case destructive
}
