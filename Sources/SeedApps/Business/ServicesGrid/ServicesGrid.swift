import Presentation

/// The services grid's state (the seed's `GridViewController` with its `AQGridView`).
public struct ServicesGridState: Hashable, Sendable {
    /// The services shown, in grid order; filled when the grid loads.
    public internal(set) var services: [BusinessService]
    /// The item AQGridView marks selected after a tap, if any.
    public internal(set) var selectedIndex: Int?
    /// How far the grid is scrolled down, in points.
    public internal(set) var contentOffsetY: Double

    /// Creates a grid state; a new grid is empty, unselected and at the top.
    init(services: [BusinessService] = [], selectedIndex: Int? = nil, contentOffsetY: Double = 0) {
        self.services = services
        self.selectedIndex = selectedIndex
        self.contentOffsetY = contentOffsetY
    }
}

/// The services grid as the user sees it: an AQGridView filling the content area, one cell per
/// service with a square photo and its caption.
///
/// Choices (the tutorial's part 2, which built the grid, is not in the seed):
/// - The desired cell size is AQGridView's default 96x128, since the seed never overrides
///   `portraitGridCellSizeForGridView:`. In 320 points that gives 3 columns of 106-point slots
///   (AQGridView's formula), each 96-point cell centred 5 points in.
/// - A cell shows the service's `image` at (8,8) 80x80, aspect fill with clipping (a square
///   thumbnail of the photo), and its `caption` at (0,96) 96x21, bold 13, centred.
/// - A tap performs the `detail` segue.
enum ServicesGridView {
    /// The grid's frame: the whole content area under the navigation bar.
    static let frame = Rect(x: 0, y: 0, width: 320, height: 416)
    /// The cell size asked of AQGridView.
    static let desiredCellSize = GridLayout.defaultCellSize
    /// The photo's frame in the cell.
    static let imageFrame = Rect(x: 8, y: 8, width: 80, height: 80)
    /// The caption's frame in the cell.
    static let captionFrame = Rect(x: 0, y: 96, width: 96, height: 21)
    /// The caption's font.
    static let captionFont = Font.boldSystem(13)

    /// The content elements for `grid`.
    /// - Complexity: O(*n*) for *n* services.
    static func elements(_ grid: ServicesGridState) -> [Element] {
        let cells = grid.services.map { service in
            GridCell(size: desiredCellSize, elements: [
                .image("imageView", frame: imageFrame, ImageView(service.image, contentMode: .aspectFill, clipsToBounds: true)),
                .label("captionLabel", frame: captionFrame, Label(service.caption, font: captionFont, alignment: .center)),
            ], tapAction: "segue " + BusinessStoryboard.detailSegue)
        }
        let view = GridView(cells: cells, desiredCellSize: desiredCellSize, selectedIndex: grid.selectedIndex, contentOffsetY: grid.contentOffsetY)
        // The storyboard's AQGridView: widthSizable heightSizable.
        return [Element("gridView", frame: frame, kind: .grid(view)).autoresizing(.flexibleSize)]
    }

    /// `y` clamped to the offsets the grid allows at rest: 0 up to its content height minus its
    /// height (0 when the items fit, as the six sample services do).
    static func clampedOffset(_ y: Double, itemCount: Int) -> Double {
        let layout = GridLayout(bounds: frame.size, desiredCellSize: desiredCellSize, itemCount: itemCount)
        return ScrollView.restingOffset(y, contentLength: layout.contentHeight, visibleLength: frame.height)
    }
}
