/// One thing the picture renderers draw, in screen points, back to front. A ``DisplayList``
/// holds the visible content of a screen as these items.
enum DisplayItem: Sendable {
    /// Everything up to the matching ``endClip`` is clipped to this rect (a scroll view's,
    /// table's, grid's or text view's viewport, or a clipping image view's bounds).
    case beginClip(Rect)
    /// Ends the innermost clip.
    case endClip
    /// A plain view (`UIView`) painted with its background color.
    case view(Rect, Color)
    /// The background color of an element of another kind (a label, a table...).
    case background(Rect, Color)
    /// Lines of text: a label's, a text view's or a web view's visible lines, a section title.
    case text(TextDrawing)
    /// An image view.
    case image(ImageDrawing)
    /// A text field.
    case textField(Rect, TextField)
    /// A rounded-rect button.
    case button(Rect, Button)
    /// A switch.
    case switchControl(Rect, Switch)
    /// A segmented control.
    case segmentedControl(Rect, SegmentedControl)
    /// A slider.
    case slider(Rect, Slider)
    /// A stepper.
    case stepper(Rect, Stepper)
    /// The background of a table's frame: its own background color if it has one, else its
    /// look's (white for plain, pinstripes for iOS 6's grouped, iOS 13's grouped background).
    case table(Rect, TableLook, Color?)
    /// A grouped table's group behind all rows of one section, rounded in iOS 6's grouped and
    /// in inset-grouped tables.
    /// (`fill`: iOS 13's row background; nil for iOS 6's white group with its etched border).
    case sectionGroup(Rect, rounded: Bool, fill: Color?)
    /// The bar behind a section header or footer title (the title itself is a ``text`` item).
    case sectionTitle(SectionTitleDrawing)
    /// A table row: its cell background, separator and accessory (the cell's elements follow).
    case row(RowDrawing)
    /// A grid item (its cell's elements follow).
    case gridItem(GridItemDrawing)
}

/// An image view on screen.
struct ImageDrawing: Sendable, Equatable {
    /// The view's frame.
    var frame: Rect
    /// The image, or nil for an empty image view.
    var asset: ImageAsset?
    /// The note shown while there is no image (`loading…`).
    var placeholder: String?
    /// Where the image lands by its content mode, before any clipping.
    var imageRect: Rect
    /// Whether the image is clipped to ``frame``.
    var clipsToBounds: Bool

    /// The part of the image that shows: ``imageRect``, cut to ``frame`` when clipping.
    var visibleImageRect: Rect {
        clipsToBounds ? imageRect.intersection(frame) : imageRect
    }
}

/// A section header or footer of a table on screen.
struct SectionTitleDrawing: Sendable, Equatable {
    /// Header or footer.
    enum Kind: Sendable, Equatable {
        /// Above the section's rows.
        case header
        /// Below the section's rows.
        case footer
    }

    /// The header's or footer's frame.
    var frame: Rect
    /// Header or footer.
    var kind: Kind
    /// The table's style and generation, which decide the look (a grey bar in iOS 6's plain
    /// tables, bare text in grouped ones).
    var look: TableLook
}

/// A table row on screen.
struct RowDrawing: Sendable, Equatable {
    /// The row's frame (full table width).
    var frame: Rect
    /// The table's style and generation.
    var look: TableLook
    /// Where the cell's background shows: the row (plain, iOS 13's grouped), the row inset by
    /// 10 on each side (iOS 6's grouped) or by the margins (inset grouped).
    var cellFrame: Rect
    /// The 1-point separator at the bottom; nil for the last row of a grouped section, whose
    /// bottom is the group's border.
    var separator: Rect?
    /// The accessory at the right edge.
    var accessory: Accessory
    /// The accessory's frame, if any.
    var accessoryFrame: Rect?
    /// Whether the row is selected with a visible highlight.
    var isHighlighted: Bool
}

/// A grid item on screen.
struct GridItemDrawing: Sendable, Equatable {
    /// The item's slot.
    var slot: Rect
    /// The cell's frame, centred in the slot.
    var cellFrame: Rect
    /// Whether the item is selected.
    var isSelected: Bool
}
