/// Where a cell's content view and built-in labels sit, by the iOS 5/6 metrics of
/// `Docs/UIKIT-FACTS.md`.
///
/// Plain: the content view is the row's full width, 1 point shorter (the separator); an
/// accessory narrows it to 300. Grouped: the content view is inset to x 10, width 300 (280 with
/// an accessory). Built-in labels start at x 10 inside the content view. By iOS 13's metrics
/// (``TableMetrics``) grouped rows are full width, inset-grouped ones inset by the group's
/// margin (16, or 20 on tables 414 wide and more), and built-in labels start at that margin,
/// a `default` cell's in regular 17.
///
/// A custom accessory view (approx.) sits 10 points inside the right edge of the row (plain) or
/// of the group (grouped), vertically centred in the content view's height, at its own size; the
/// content view then ends 10 points before it.
///
/// A built-in image view (approx.; `Docs/UIKIT-FACTS.md` gives no metric for it) is a square
/// as tall as the content view at its left edge, the text label moving to 10 points past it;
/// how the image fits the square is the cell's `ImageView` content mode.
public struct CellLayout: Sendable {
    /// The content view's frame in the cell's coordinates.
    public let contentViewFrame: Rect
    /// The accessory's frame in the cell's coordinates, if the cell has one (and no accessory
    /// view, which replaces it).
    public let accessoryFrame: Rect?
    /// The accessory view's frame in the cell's coordinates, if the cell has one.
    public let accessoryViewFrame: Rect?
    /// The built-in elements (image view, text label, detail label) in the content view's
    /// coordinates, for the built-in styles; empty for `.custom`.
    public let builtInElements: [Element]
    /// The editing control's frame (the minus or plus in edit mode), if it shows.
    public let editingControlFrame: Rect?
    /// The reorder grip's frame, if it shows.
    public let reorderControlFrame: Rect?
    /// The Delete button's frame, if it shows.
    public let deleteButtonFrame: Rect?
    /// What editing shows in the row.
    public let editing: RowEditing

    /// The width of the editing control and of the reorder grip (approx.; `Docs/UIKIT-FACTS.md`).
    public static let editingControlWidth = 32.0
    /// The Delete button's size (approx.; `Docs/UIKIT-FACTS.md`).
    public static let deleteButtonSize = Size(width: 63, height: 33)

    /// Lays out `cell` in a row of `rowHeight` of a table of `style` and `width`, showing
    /// `editing`: the editing control pushes the content view right, the reorder grip and the
    /// Delete button narrow it, and while any shows the accessory is hidden (UIKit shows the
    /// cell's `editingAccessoryType`, none by default).
    public init(
        cell: TableCell, style: TableStyle, rowHeight: Double, width: Double = 320, editing: RowEditing = .none, metrics: TableMetrics = .iOS6,
        appearance: Appearance = .light
    ) {
        let look = TableLook(style, metrics, appearance: appearance)
        self.editing = editing
        let contentHeight = max(0, rowHeight - 1)
        // The content view's left edge and the right edge of what the cell shows.
        let inset = look.sideInset(width: width)
        var (left, right) = (inset, width - inset)
        let controlWidth = Self.editingControlWidth
        editingControlFrame = editing.control == .none ? nil : Rect(x: left, y: 0, width: controlWidth, height: contentHeight)
        if editingControlFrame != nil { left += controlWidth }
        reorderControlFrame = editing.showsReorderControl ? Rect(x: right - controlWidth, y: 0, width: controlWidth, height: contentHeight) : nil
        if reorderControlFrame != nil { right -= controlWidth }
        if editing.showsDeleteButton {
            let size = Self.deleteButtonSize
            let frame = Rect(x: right - 10 - size.width, y: ((contentHeight - size.height) / 2).rounded(.down), width: size.width, height: size.height)
            deleteButtonFrame = frame
            right = frame.minX - 10
        } else {
            deleteButtonFrame = nil
        }
        if !editing.isEmpty {
            accessoryViewFrame = nil
            accessoryFrame = nil
            contentViewFrame = Rect(x: left, y: 0, width: max(0, right - left), height: contentHeight)
        } else if let view = cell.accessoryView {
            let size = view.frame.size
            let frame = Rect(x: right - 10 - size.width, y: ((contentHeight - size.height) / 2).rounded(.down), width: size.width, height: size.height)
            accessoryViewFrame = frame
            accessoryFrame = nil
            contentViewFrame = Rect(x: left, y: 0, width: max(0, frame.minX - 10 - left), height: contentHeight)
        } else {
            let hasAccessory = cell.accessory != .none
            accessoryViewFrame = nil
            accessoryFrame = hasAccessory ? Rect(x: right - 20, y: 0, width: 20, height: contentHeight) : nil
            contentViewFrame = Rect(x: left, y: 0, width: right - left - (hasAccessory ? 20 : 0), height: contentHeight)
        }
        builtInElements = CellLayout.builtIns(cell: cell, look: look, content: contentViewFrame.size, textMargin: look.textMargin(width: width))
    }

    /// The editing controls that show, as buttons in the cell's coordinates, back to front:
    /// `deleteControl` (a minus) or `insertControl` (a plus), `reorderControl` (the grip),
    /// `deleteButton`; each tells VoiceOver what it does to the row labelled `rowLabel`, as
    /// UIKit's do (`Delete Bill Evans`, `Reorder Bill Evans`).
    public func editingElements(rowLabel: String?) -> [Element] {
        func spoken(_ action: String) -> Accessibility {
            Accessibility(label: [action, rowLabel].compactMap { $0 }.joined(separator: " "))
        }
        var elements: [Element] = []
        if let frame = editingControlFrame {
            let inserts = editing.control == .insert
            elements.append(
                Element(
                    inserts ? "insertControl" : "deleteControl", frame: frame,
                    kind: .button(Button(inserts ? "+" : "\u{2212}", font: .boldSystem(20), titleOrigin: .app)),
                    accessibility: spoken(inserts ? "Insert" : "Delete")))
        }
        if let frame = reorderControlFrame {
            elements.append(
                Element(
                    "reorderControl", frame: frame, kind: .button(Button("\u{2261}", font: .boldSystem(20), titleOrigin: .app)),
                    accessibility: spoken("Reorder")))
        }
        if let frame = deleteButtonFrame {
            elements.append(
                Element(
                    "deleteButton", frame: frame, kind: .button(Button("Delete", font: .boldSystem(15), titleOrigin: .app)),
                    backgroundColor: Color(red255: 0xCC, green255: 0x1F, blue255: 0x1F)))
        }
        return elements
    }

    /// San Francisco at `size`: iOS 13's built-in labels.
    private static func modern(_ size: Double) -> Font { Font(family: Font.sanFranciscoFamily, size: size) }

    private static func builtIns(cell: TableCell, look: TableLook, content: Size, textMargin: Double) -> [Element] {
        var elements: [Element] = []
        // iOS 13's built-in text is `label`: black, white in dark mode.
        let textColor = look.isModern ? look.resolved(Color.black.withDark(.white)) : Color.black
        var textX = textMargin
        if let image = cell.image, cell.style != .custom, cell.style != .value2 {
            let side = content.height
            elements.append(.image("imageView", frame: Rect(x: 0, y: 0, width: side, height: side), image))
            textX = side + 10
        }
        let textWidth = max(0, content.width - textX - 10)
        switch cell.style {
        case .custom:
            return []
        case .default:
            let font: Font = look.isModern ? modern(17) : look.style == .plain ? .boldSystem(20) : .boldSystem(17)
            elements.append(
                .label(
                    "textLabel", frame: Rect(x: textX, y: 0, width: textWidth, height: content.height),
                    Label(cell.text, font: font, textColor: textColor, origin: cell.textOrigin)))
        case .subtitle:
            // iOS 13: regular 17 over 12 in secondaryLabel (approx.: the iOS 6 frames).
            let (text, detail, detailColor) =
                look.isModern ? (modern(17), modern(12), look.resolved(.secondaryLabel)) : (Font.boldSystem(18), Font.system(14), Color.gray)
            elements.append(
                .label(
                    "textLabel", frame: Rect(x: textX, y: 2, width: textWidth, height: 22),
                    Label(cell.text, font: text, textColor: textColor, origin: cell.textOrigin)))
            elements.append(
                .label(
                    "detailTextLabel", frame: Rect(x: textX, y: 24, width: textWidth, height: 18),
                    Label(cell.detailText, font: detail, textColor: detailColor, origin: cell.detailTextOrigin)))
        case .value1:
            // iOS 13: both regular 17, the detail in secondaryLabel.
            let half = textWidth / 2
            let (text, detailColor) = look.isModern ? (modern(17), look.resolved(.secondaryLabel)) : (Font.boldSystem(17), Color.tableDetailBlue)
            let detail = look.isModern ? modern(17) : Font.system(17)
            elements.append(
                .label(
                    "textLabel", frame: Rect(x: textX, y: 0, width: half, height: content.height),
                    Label(cell.text, font: text, textColor: textColor, origin: cell.textOrigin)))
            elements.append(
                .label(
                    "detailTextLabel", frame: Rect(x: textX + half, y: 0, width: textWidth - half, height: content.height),
                    Label(cell.detailText, font: detail, textColor: detailColor, alignment: .right, origin: cell.detailTextOrigin)))
        case .value2:
            let titleWidth = 67.0
            elements.append(
                .label(
                    "textLabel", frame: Rect(x: 10, y: 0, width: titleWidth, height: content.height),
                    Label(
                        cell.text, font: .boldSystem(12), textColor: Color(red255: 0x51, green255: 0x66, blue255: 0x91), alignment: .right,
                        origin: cell.textOrigin)))
            let detailX = 10 + titleWidth + 6
            elements.append(
                .label(
                    "detailTextLabel", frame: Rect(x: detailX, y: 0, width: max(0, content.width - detailX - 10), height: content.height),
                    Label(cell.detailText, font: .boldSystem(15), origin: cell.detailTextOrigin)))
        }
        return elements
    }
}
