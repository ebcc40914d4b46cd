/// One cell of a table (`UITableViewCell`): a built-in style's labels or custom elements,
/// an accessory (or a custom accessory view, such as a switch), and what a tap does.
public struct TableCell: Sendable {
    /// The reuse identifier (the prototype or static cell's identifier in the storyboard).
    public var reuseIdentifier: String
    /// The built-in style, or `.custom` for cells made of positioned elements.
    public var style: CellStyle
    /// The text label's text (built-in styles).
    public var text: String?
    /// The detail text label's text (subtitle, value1, value2).
    public var detailText: String?
    /// The image view's image (built-in styles), or what stands in its place.
    public var image: ImageView?
    /// The accessory at the right edge.
    public var accessory: Accessory
    /// A custom view at the right edge (`accessoryView`), such as a settings row's switch; when
    /// set, UIKit shows it instead of ``accessory``. UIKit places it (``CellLayout``): only its
    /// frame's size counts.
    public var accessoryView: Element?
    /// How the cell looks while selected.
    public var selectionStyle: SelectionStyle
    /// Custom subviews in the content view's coordinates (prototype cells from a storyboard).
    public var contentElements: [Element]
    /// Custom subviews added to the cell itself, in the cell's coordinates (as the seed adds its
    /// description text view with `[cell addSubview:]`).
    public var cellElements: [Element]
    /// What a tap does, in words (`segue EventDetailsSegue`); nil when a tap does nothing.
    public var tapAction: String?
    /// Where ``text`` comes from: data unless the app marks it its own wording (a static
    /// cell's title).
    public var textOrigin: TextOrigin
    /// The cell's class, when it is not `UITableViewCell` (a storyboard prototype's
    /// `customClass`): printed after the reuse identifier.
    public var customClass: String?
    /// Where ``detailText`` comes from: data unless the app marks it its own wording.
    public var detailTextOrigin: TextOrigin
    /// The outlet names code reaches the cell's built-in views by, each with the built-in
    /// view's name (`detailLabel` → `detailTextLabel`: a storyboard outlet connected to a
    /// static cell's detail label).
    public var builtInOutlets: [String: String] = [:]

    /// Creates a cell.
    public init(
        reuseIdentifier: String,
        style: CellStyle = .default,
        text: String? = nil,
        detailText: String? = nil,
        image: ImageView? = nil,
        accessory: Accessory = .none,
        accessoryView: Element? = nil,
        selectionStyle: SelectionStyle = .blue,
        contentElements: [Element] = [],
        cellElements: [Element] = [],
        tapAction: String? = nil,
        textOrigin: TextOrigin = .data,
        detailTextOrigin: TextOrigin = .data
    ) {
        self.reuseIdentifier = reuseIdentifier
        self.style = style
        self.text = text
        self.detailText = detailText
        self.image = image
        self.accessory = accessory
        self.accessoryView = accessoryView
        self.selectionStyle = selectionStyle
        self.contentElements = contentElements
        self.cellElements = cellElements
        self.tapAction = tapAction
        self.textOrigin = textOrigin
        self.detailTextOrigin = detailTextOrigin
    }
}

/// The built-in cell styles (`UITableViewCellStyle`), and custom.
public enum CellStyle: String, Sendable, Equatable {
    /// One bold label (basic).
    case `default`
    /// A bold title with a grey subtitle under it.
    case subtitle
    /// A title on the left, a blue detail on the right (Settings style).
    case value1
    /// A small blue right-aligned title and a bold detail (Contacts style).
    case value2
    /// No built-in labels: the cell is made of its own elements.
    case custom
}

/// The accessory at a cell's right edge (`UITableViewCellAccessoryType`).
public enum Accessory: String, Sendable, Equatable {
    /// Nothing.
    case none
    /// The grey chevron: tapping the row shows more.
    case disclosureIndicator
    /// A blue button with a chevron.
    case detailDisclosureButton
    /// A checkmark.
    case checkmark

    /// The accessory's printed name.
    public var label: String {
        switch self {
        case .none: return "none"
        case .disclosureIndicator: return "disclosure"
        case .detailDisclosureButton: return "detail-disclosure"
        case .checkmark: return "checkmark"
        }
    }
}

/// How a selected cell is highlighted (`UITableViewCellSelectionStyle`).
public enum SelectionStyle: String, Sendable, Equatable {
    /// No highlight.
    case none
    /// The iOS 5/6 blue gradient (the default).
    case blue
    /// A grey highlight.
    case gray
}
