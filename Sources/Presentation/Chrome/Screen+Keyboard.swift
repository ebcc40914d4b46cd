/// The focused text input of a screen, where it shows, and the keyboard it brings up.
extension Screen {
    /// The text field or editable text view that has the focus, with its frame on screen;
    /// nil when none has. Looks in the content and in the cells of the table rows that show.
    /// - Complexity: O(elements + visible rows).
    public var focusedInput: FocusedInput? {
        var found: FocusedInput?
        let context = ElementContext(origin: contentFrame.origin, visible: contentFrame)
        for element in content where found == nil {
            Screen.findFocus(in: element, context: context, row: nil, into: &found)
        }
        return found
    }

    /// The keyboard's frame while it is up (``keyboard``); nil when it is down.
    public var keyboardFrame: Rect? { keyboard?.frame }

    /// The screen as UIKit shows it around the app's views when a text input has the focus:
    /// the keyboard up (``keyboard``) and the table that holds the input scrolled so its row
    /// shows above it, as `UITableViewController` does: the least scroll that shows the whole
    /// row between the table's top and the keyboard's. Unchanged when nothing has the focus.
    /// A view controller of another kind does not scroll: its covered field is an audit
    /// finding (``AccessibilityAudit``).
    /// - Complexity: O(elements + visible rows).
    public func showingKeyboard() -> Screen {
        guard var input = focusedInput else { return self }
        var screen = self
        let keyboard = Keyboard.frame(on: device)
        if let row = input.row {
            let context = ElementContext(origin: contentFrame.origin, visible: contentFrame)
            var done = false
            for index in screen.content.indices where !done {
                Screen.scroll(&screen.content[index], context: context, toShow: row, above: keyboard.minY, done: &done)
            }
            input = screen.focusedInput ?? input
        }
        screen.keyboard = ShownKeyboard(frame: keyboard, input: input)
        return screen
    }

    private static func scroll(_ element: inout Element, context: ElementContext, toShow row: FocusedInput.Row, above keyboardTop: Double, done: inout Bool) {
        guard !element.isHidden else { return }
        if case .table(var table) = element.kind, element.name == row.tableName {
            done = true
            let layout = TableLayout(table: table, width: element.frame.width)
            guard let rowFrame = layout.rowFrame(at: row.indexPath) else { return }
            let tableTop = context.absolute(element.frame).minY
            let visibleHeight = min(element.frame.height, keyboardTop - tableTop)
            guard visibleHeight > 0 else { return }
            var offset = table.contentOffsetY
            if rowFrame.maxY - offset > visibleHeight { offset = rowFrame.maxY - visibleHeight }
            if rowFrame.minY < offset { offset = rowFrame.minY }
            table.contentOffsetY = offset
            element.kind = .table(table)
            return
        }
        let inner: ElementContext
        if case .scrollView(let scroll) = element.kind {
            inner = context.entering(element.frame, offset: scroll.contentOffset, clips: true)
        } else {
            inner = context.entering(element.frame, clips: false)
        }
        for index in element.children.indices where !done {
            scroll(&element.children[index], context: inner, toShow: row, above: keyboardTop, done: &done)
        }
    }

    private static func findFocus(in element: Element, context: ElementContext, row: FocusedInput.Row?, into found: inout FocusedInput?) {
        guard found == nil, !element.isHidden else { return }
        switch element.kind {
        case .textField(let field) where field.isFocused && field.isEnabled:
            found = FocusedInput(
                name: element.name, kind: .textField, text: field.text, returnKey: field.returnKey, frame: context.absolute(element.frame), row: row)
            return
        case .textView(let view) where view.isFocused && view.isEditable:
            found = FocusedInput(name: element.name, kind: .textView, text: view.text, returnKey: .default, frame: context.absolute(element.frame), row: row)
            return
        case .table(let table):
            let viewport = TableViewport(table: table, frame: element.frame, context: context)
            // The table's header and footer views, then its rows.
            let placed = [table.placedHeader(in: viewport.layout), table.placedFooter(in: viewport.layout)].compactMap { $0 }
            for view in placed { findFocus(in: view, context: viewport.context, row: row, into: &found) }
            for case .row(let indexPath) in viewport.items where found == nil {
                guard let content = TableRowContent(indexPath: indexPath, table: table, layout: viewport.layout, tableContext: viewport.context) else {
                    continue
                }
                let here = FocusedInput.Row(tableName: element.name, indexPath: indexPath)
                for placed in content.elements where found == nil {
                    findFocus(in: placed.element, context: placed.context, row: here, into: &found)
                }
            }
            return
        case .scrollView(let scroll):
            let inner = context.entering(element.frame, offset: scroll.contentOffset, clips: true)
            for child in element.children { findFocus(in: child, context: inner, row: row, into: &found) }
            return
        default:
            break
        }
        let inner = context.entering(element.frame, clips: false)
        for child in element.children { findFocus(in: child, context: inner, row: row, into: &found) }
    }
}

/// The keyboard as it shows on a screen: its frame, and the text input it types into.
public struct ShownKeyboard: Sendable, Equatable {
    /// The keyboard's frame in screen coordinates.
    public var frame: Rect
    /// The focused input, where it shows once the screen scrolled it.
    public var input: FocusedInput

    /// The keyboard at `frame`, typing into `input`.
    public init(frame: Rect, input: FocusedInput) {
        self.frame = frame
        self.input = input
    }
}

/// The text input that has the focus on a screen (its first responder), and where it shows.
public struct FocusedInput: Sendable, Equatable {
    /// A table row that holds the input.
    public struct Row: Sendable, Equatable {
        /// The table's element name.
        public var tableName: String
        /// The row.
        public var indexPath: TableIndexPath
    }

    /// What kind of input it is.
    public enum Kind: String, Sendable, Equatable {
        /// A `UITextField`.
        case textField
        /// An editable `UITextView`.
        case textView
    }

    /// The input's element name.
    public var name: String
    /// A text field or a text view.
    public var kind: Kind
    /// The text it holds.
    public var text: String
    /// The keyboard's return key (a text view's is always `return`, which types a new line).
    public var returnKey: ReturnKey
    /// Its frame in screen coordinates, where it shows at the current scroll offsets.
    public var frame: Rect
    /// The table row that holds it, when it is in a cell.
    public var row: Row?
}
