/// The properties of a `UIButton`.
public struct Button: Sendable, Equatable {
    /// The title.
    public var title: String
    /// The title's font.
    public var font: Font
    /// Whether the button responds to taps.
    public var isEnabled: Bool
    /// What a tap does, in words (`save the todo`, `segue detail`); printed in snapshots.
    public var action: String?
    /// Where ``title`` comes from: data unless the app marks it its own wording.
    public var titleOrigin: TextOrigin

    /// Creates a button; the default font is UIKit's rounded-rect button font, bold 15.
    public init(_ title: String, font: Font = .boldSystem(15), isEnabled: Bool = true, action: String? = nil, titleOrigin: TextOrigin = .data) {
        self.title = title
        self.font = font
        self.isEnabled = isEnabled
        self.action = action
        self.titleOrigin = titleOrigin
    }
}
