import Presentation

/// Which VoiceOver element (``AccessibleElement/name``) a snapshot line is, for the JSON twin:
/// a content element is its head, after its cell's (`row 0.1 switch enabled`); a row, a grid
/// item, a section header or footer is its head; the bars and the alert are named as the
/// audit names them (`back button`, `bar button add`, `tab "Events"`, `alert button "OK"`).
/// A segmented control's and a stepper's parts are elements of their own.
struct ElementIdentities {
    /// What a line is to VoiceOver.
    struct Identity {
        /// The element's name, when the line is one element (or may be one).
        var name: String?
        /// The line's kind (`row`, `label`, `alert`...).
        var kind: String
        /// Prefixes of the names of the line's parts (`segmented units segment `).
        var partPrefixes: [String] = []
    }

    /// The kinds of content element, whose names are their heads (``ElementKind/word``).
    private static let contentKinds: Set<String> = [
        "view", "label", "image", "textview", "textfield", "webview", "button", "switch", "segmented", "slider", "stepper",
        "scroll", "table", "grid",
    ]

    let screen: Screen
    /// How many `left` and `right` bar button lines were seen, to find their items' ids.
    private var barItemsSeen = (left: 0, right: 0)

    init(screen: Screen) {
        self.screen = screen
    }

    /// The identity of `line` (numbered `number`) under `ancestors`, outermost first.
    mutating func identity(of line: SnapshotLine, number: Int, ancestors: [Identity]) -> Identity {
        let (kind, rest) = ScreenJSONRenderer.kindAndName(of: line, number: number)
        let name = rest ?? ""
        let head = line.head
        let text = line.fields(.text).first?.value
        let inAlert = ancestors.last?.kind == "alert"
        switch kind {
        case "row", "item", "header", "footer":
            return Identity(name: head, kind: kind)
        case "navbar":
            return Identity(name: "navigation bar title", kind: kind)
        case "back":
            return Identity(name: "back button", kind: kind)
        case "left", "right":
            let items = kind == "left" ? screen.navigationBar?.leftItems ?? [] : screen.navigationBar?.rightItems ?? []
            let index = kind == "left" ? barItemsSeen.left : barItemsSeen.right
            if kind == "left" { barItemsSeen.left += 1 } else { barItemsSeen.right += 1 }
            return Identity(name: items.indices.contains(index) ? "bar button " + items[index].id : nil, kind: kind)
        case "tab":
            return Identity(name: text.map { "tab " + TextQuote.quoted($0) }, kind: kind)
        case "alert":
            return Identity(name: "alert title", kind: kind)
        case "message" where inAlert:
            return Identity(name: "alert message", kind: kind)
        case "button" where inAlert:
            return Identity(name: text.map { "alert button " + TextQuote.quoted($0) }, kind: kind)
        case _ where Self.contentKinds.contains(kind) && !name.isEmpty:
            let cell = ancestors.last { $0.kind == "row" || $0.kind == "item" }?.name
            let full = (cell.map { $0 + " " } ?? "") + head
            switch kind {
            case "segmented": return Identity(name: full, kind: kind, partPrefixes: [full + " segment "])
            case "stepper": return Identity(name: full, kind: kind, partPrefixes: [full + " decrement", full + " increment"])
            default: return Identity(name: full, kind: kind)
            }
        default:
            return Identity(name: nil, kind: kind)
        }
    }
}
