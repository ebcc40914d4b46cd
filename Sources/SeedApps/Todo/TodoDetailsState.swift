import Navigation

/// The todo details screen (the seed's `TodoDetailsViewController`): one screen with two
/// modes, as in the seed's storyboard, where the top half (adding) or the bottom half
/// (viewing) is hidden.
public struct TodoDetailsState: Equatable, Sendable {
    /// Which half of the screen is shown.
    public enum Mode: Equatable, Sendable {
        /// Adding a new todo: the text typed so far.
        case adding(text: String)
        /// Viewing an existing todo, to mark it complete.
        case viewing(TodoItem)
    }

    /// Adding or viewing.
    public internal(set) var mode: Mode
    /// Whether a save or a mark-complete request is in flight (the button is disabled and a
    /// second tap does nothing).
    public internal(set) var isSending = false
    /// The list to reload when a request succeeds: the seed's `delegate`.
    public internal(set) var listID: ScreenID

    /// A details screen in `mode`, reporting to the list `listID`.
    init(mode: Mode, isSending: Bool = false, listID: ScreenID) {
        self.mode = mode
        self.isSending = isSending
        self.listID = listID
    }

    /// The text typed in adding mode, `nil` in viewing mode.
    public var typedText: String? {
        guard case .adding(let text) = mode else { return nil }
        return text
    }

    /// Whether text can be typed now: adding, and no request in flight.
    public var acceptsTyping: Bool {
        typedText != nil && !isSending
    }
}
