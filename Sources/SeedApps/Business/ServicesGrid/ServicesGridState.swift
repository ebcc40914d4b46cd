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
