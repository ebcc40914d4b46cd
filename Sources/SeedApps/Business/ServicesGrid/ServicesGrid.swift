import Navigation
import Presentation

/// The services grid (the seed's `GridViewController` with its `AQGridView`): an AQGridView
/// filling the content area, one cell per service with a square photo and its caption. It
/// fills itself from the app's catalog when it loads; a tap selects the item and performs the
/// `detail` segue with the item as sender (AQGridView has no storyboard support, so the segue
/// is manual and performed from code in `gridView:didSelectItemAtIndex:`).
///
/// Choices (the tutorial's part 2, which built the grid, is not in the seed):
/// - The desired cell size is AQGridView's default 96x128, since the seed never overrides
///   `portraitGridCellSizeForGridView:`. In 320 points that gives 3 columns of 106-point slots
///   (AQGridView's formula), each 96-point cell centred 5 points in.
/// - A cell shows the service's `image` at (8,8) 80x80, aspect fill with clipping (a square
///   thumbnail of the photo), and its `caption` at (0,96) 96x21, bold 13, centred.
/// - The grid clears its selection as it reappears (AQGridViewController's
///   `clearsSelectionOnViewWillAppear`). The original leaves that flag off, so the tapped item
///   would stay selected and a second tap on it would deselect it instead of opening it again;
///   we build what the author meant: every tap opens the service.
public struct ServicesGrid: ScreenFeature {
    /// The grid scene; its title is the scene's, "Services" (our choice: the seed never shows it).
    public static let scene: SceneID = BusinessStoryboard.grid

    /// Where the services come from (the app's catalog).
    let catalog: BusinessServiceCatalog
    /// The services shown, in grid order; filled when the grid loads.
    public internal(set) var services: [BusinessService]
    /// The item AQGridView marks selected after a tap, if any.
    public internal(set) var selectedIndex: Int?
    /// How far the grid is scrolled down, in points.
    public internal(set) var contentOffsetY: Double

    /// A grid on `catalog`; a new grid is empty (it fills when it loads), unselected and at
    /// the top.
    init(catalog: BusinessServiceCatalog, services: [BusinessService] = [], selectedIndex: Int? = nil, contentOffsetY: Double = 0) {
        self.catalog = catalog
        self.services = services
        self.selectedIndex = selectedIndex
        self.contentOffsetY = contentOffsetY
    }

    /// The seed's `viewDidLoad`: the services from the catalog.
    public mutating func didLoad(in context: ScreenContext) -> [ScreenCommand<BusinessEffect, BusinessMessage>] {
        services = catalog.services
        return []
    }

    /// `clearsSelectionOnViewWillAppear`, as the author meant it.
    public mutating func willAppear(in context: ScreenContext) -> [ScreenCommand<BusinessEffect, BusinessMessage>] {
        selectedIndex = nil
        return []
    }

    /// `gridView:didSelectItemAtIndex:`: select the item and perform `detail` with it as sender;
    /// a scroll rests within the grid's content.
    public mutating func handle(_ touch: UserAction, in context: ScreenContext) -> [ScreenCommand<BusinessEffect, BusinessMessage>]? {
        switch touch {
        case .tapGridItem(let index):
            selectedIndex = index
            return [.performSegue(BusinessStoryboard.detailSegue, sender: .gridItem(index))]
        case .scroll(let y):
            if y.isFinite { contentOffsetY = Self.clampedOffset(y, itemCount: services.count) }
            return []
        default:
            return nil
        }
    }

    /// `prepareForSegue:sender:` as the author meant it: the seed performs the segue with
    /// `sender:self` and never hands the tapped service to the detail controller (whose
    /// `service` stays nil). Here the sender is the tapped grid item, and the destination is
    /// built with that item's service.
    public func prepare(for segue: Segue, sender: SegueSender<Never>, in context: ScreenContext) throws(SeguePreparationError)
        -> any ScreenFeature<BusinessEffect, BusinessMessage>
    {
        guard segue.identifier == BusinessStoryboard.detailSegue else { throw .unhandledSegue(segue.identifier) }
        guard case .gridItem(let index) = sender, services.indices.contains(index) else { throw .invalidSender(sender.description) }
        return ServiceDetail(service: services[index])
    }

    /// The grid view and its cells.
    /// - Complexity: O(*n*) for *n* services.
    public func render(in context: ScreenContext) -> ScreenContent {
        let cells = services.map { service in
            GridCell(
                size: Self.desiredCellSize,
                elements: [
                    .image("imageView", frame: Self.imageFrame, ImageView(service.image, contentMode: .aspectFill, clipsToBounds: true)),
                    .label("captionLabel", frame: Self.captionFrame, Label(service.caption, font: Self.captionFont, alignment: .center)),
                ], tapAction: "segue " + BusinessStoryboard.detailSegue)
        }
        let view = GridView(cells: cells, desiredCellSize: Self.desiredCellSize, selectedIndex: selectedIndex, contentOffsetY: contentOffsetY)
        // The storyboard's AQGridView: widthSizable heightSizable.
        return ScreenContent([Element("gridView", frame: Self.frame, kind: .grid(view)).autoresizing(.flexibleSize)])
    }

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

    /// `y` clamped to the offsets the grid allows at rest: 0 up to its content height minus its
    /// height (0 when the items fit, as the six sample services do).
    static func clampedOffset(_ y: Double, itemCount: Int) -> Double {
        let layout = GridLayout(bounds: frame.size, desiredCellSize: desiredCellSize, itemCount: itemCount)
        return ScrollView.restingOffset(y, contentLength: layout.contentHeight, visibleLength: frame.height)
    }
}
