/// A bar button item as data: a system item or a title, with an id an app matches taps and
/// segue triggers against (`SegueTrigger.barButton(id)`).
public struct BarButton: Hashable, Sendable {
    /// `UIBarButtonSystemItem`: the items UIKit draws itself.
    public enum SystemItem: String, Hashable, Sendable, CaseIterable {
        /// "Done", bold blue.
        case done
        /// "Cancel".
        case cancel
        /// "Edit".
        case edit
        /// "Save".
        case save
        /// A plus sign.
        case add
        /// A pencil over a page.
        case compose
        /// A curved arrow.
        case reply
        /// A box with an arrow.
        case action
        /// A folder.
        case organize
        /// An open book.
        case bookmarks
        /// A magnifying glass.
        case search
        /// A circular arrow.
        case refresh
        /// A cross.
        case stop
        /// A camera.
        case camera
        /// A trash can.
        case trash
        /// A play triangle.
        case play
        /// Two bars.
        case pause
        /// Two left triangles.
        case rewind
        /// Two right triangles.
        case fastForward
        /// "Undo".
        case undo
        /// "Redo".
        case redo

        /// A one-character stand-in for an icon item's picture, for the wireframe and the SVG
        /// (`+`, `↻`, `✎`); `nil` for a text item. UIKit draws a picture of the same size for
        /// each, so the buttons are all as wide as Add's.
        public var symbol: String? {
            switch self {
            case .done, .cancel, .edit, .save, .undo, .redo: nil
            case .add: "+"
            case .compose: "✎"
            case .reply: "↩"
            case .action: "⇪"
            case .organize: "▤"
            case .bookmarks: "▥"
            case .search: "⌕"
            case .refresh: "↻"
            case .stop: "✕"
            case .camera: "◉"
            case .trash: "▼"
            case .play: "▶"
            case .pause: "‖"
            case .rewind: "◀"
            case .fastForward: "▶"
            }
        }

        /// The text UIKit draws for a text item (`Done`, `Cancel`...); `nil` for an icon item
        /// such as `add` (a plus sign).
        public var title: String? {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .undo: "Undo"
            case .redo: "Redo"
            default: nil
            }
        }
    }

    /// What the button shows.
    public enum Content: Hashable, Sendable {
        /// A system item.
        case system(SystemItem)
        /// A plain-style button with this title.
        case title(String)
    }

    /// The identifier an app and the storyboard use for this button.
    public var id: String
    /// A system item or a title.
    public var content: Content
    /// Whether the button responds to taps.
    public var isEnabled: Bool
    /// What a tap does, in words (`segue AddNewTodo`); printed in snapshots, nil when unknown.
    public var tapAction: String?
    /// Where a titled button's title comes from: the app's wording unless marked data. A
    /// system item's title is UIKit's own and stays as UIKit draws it.
    public var titleOrigin: TextOrigin = .app

    /// Creates a button.
    public init(id: String, content: Content, isEnabled: Bool = true, tapAction: String? = nil) {
        self.id = id
        self.content = content
        self.isEnabled = isEnabled
        self.tapAction = tapAction
    }

    /// A system item button; its id defaults to the item's name (`add`, `done`...).
    public static func system(_ item: SystemItem, id: String? = nil, isEnabled: Bool = true, tapAction: String? = nil) -> BarButton {
        BarButton(id: id ?? item.rawValue, content: .system(item), isEnabled: isEnabled, tapAction: tapAction)
    }

    /// A titled button; its id defaults to the title.
    public static func titled(_ title: String, id: String? = nil, isEnabled: Bool = true, tapAction: String? = nil) -> BarButton {
        BarButton(id: id ?? title, content: .title(title), isEnabled: isEnabled, tapAction: tapAction)
    }

    /// The text the button shows, or `nil` for an icon system item.
    public var title: String? {
        switch content {
        case .system(let item): item.title
        case .title(let title): title
        }
    }
}

extension BarButton: CustomStringConvertible {
    /// The button as snapshots print it: `system add` for an icon item, `system done "Done"`
    /// for a worded system item, `"Title"` for a titled one.
    public var description: String {
        switch content {
        case .system(let item):
            return "system \(item.rawValue)" + (item.title.map { " \"\($0)\"" } ?? "")
        case .title(let title):
            return TextQuote.quoted(title)
        }
    }

    /// The words a user can tap it by: its id, its title, and a system item's name.
    public var tapNames: [String] {
        var names = [id]
        if let title { names.append(title) }
        if case .system(let item) = content { names.append(item.rawValue) }
        return names
    }
}

extension BarButton {
    /// The width a bar (a navigation bar or a toolbar) draws this button at, by the iOS 5/6
    /// metrics of the picture renderers: its shown title's width in Helvetica-Bold 12 plus 20,
    /// at least 34; an icon 34.
    public var barWidth: Double {
        NavigationBarLayout.width(title: NavigationBarLayout.shownTitle(of: self))
    }
}
