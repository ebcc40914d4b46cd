/// The Events tab's root screen: the events fetched so far and whether a fetch is running.
struct EventsListState: Hashable, Sendable {
    /// The events shown; a failed fetch keeps the previous ones.
    var events: [Event] = []
    /// Whether an events fetch is running.
    var isLoading = false
    /// How far the table is scrolled down, in points.
    var contentOffsetY: Double = 0
}
