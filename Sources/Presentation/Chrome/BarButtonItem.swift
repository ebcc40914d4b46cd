/// A button in a navigation bar (`UIBarButtonItem`): a system item or a title.
public struct BarButtonItem: Sendable, Equatable, CustomStringConvertible {
    /// UIKit's system bar button items (`UIBarButtonSystemItem`).
    public enum SystemItem: String, Sendable, Equatable, CaseIterable {
        /// The plus sign.
        case add
        /// "Done".
        case done
        /// "Cancel".
        case cancel
        /// "Edit".
        case edit
        /// "Save".
        case save
        /// The refresh arrow.
        case refresh

        /// What the item shows: a word, or the symbol's name in brackets.
        public var label: String {
            switch self {
            case .add: return "+"
            case .done: return "Done"
            case .cancel: return "Cancel"
            case .edit: return "Edit"
            case .save: return "Save"
            case .refresh: return "Refresh"
            }
        }
    }

    /// What the item shows.
    public enum Content: Sendable, Equatable {
        /// A system item.
        case system(SystemItem)
        /// A title.
        case title(String)
    }

    /// The item's identity, used to tap it (`add`, `save`).
    public var identifier: String
    /// What the item shows.
    public var content: Content
    /// Whether it responds to taps.
    public var isEnabled: Bool
    /// What a tap does, in words (`segue AddNewTodo`); printed in snapshots.
    public var action: String?

    /// Creates a bar button item.
    public init(_ identifier: String, content: Content, isEnabled: Bool = true, action: String? = nil) {
        self.identifier = identifier
        self.content = content
        self.isEnabled = isEnabled
        self.action = action
    }

    /// A system item whose identifier is the system item's name.
    public static func system(_ item: SystemItem, action: String? = nil) -> BarButtonItem {
        BarButtonItem(item.rawValue, content: .system(item), action: action)
    }

    /// What the item shows, as printed: `Add (+)` for a system item, the title otherwise.
    public var description: String {
        switch content {
        case .system(let item): return "system \(item.rawValue) \"\(item.label)\""
        case .title(let title): return "\"\(title)\""
        }
    }

    /// The words a user could tap it by: the title, the system item's name or its label.
    public var tapNames: [String] {
        switch content {
        case .system(let item): return [identifier, item.rawValue, item.label]
        case .title(let title): return [identifier, title]
        }
    }
}
