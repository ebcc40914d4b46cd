/// The Events tab's root screen: the events fetched so far and whether a fetch is running.
struct EventsListState: Hashable, Sendable {
    /// The events shown; a failed fetch keeps the previous ones.
    var events: [Event] = []
    /// Whether an events fetch is running.
    var isLoading = false
    /// How far the table is scrolled down, in points.
    var contentOffsetY: Double = 0

    /// Scrolls the table to `y`, clamped to its content as UIKit rests it.
    mutating func scroll(to y: Double) {
        contentOffsetY = SpeakEasyStyle.clampedOffset(y, rows: events.count, rowHeight: SpeakEasyStyle.eventRowHeight)
    }

    /// Shows the events a fetch returned, keeping the scroll offset inside the new list.
    mutating func receive(_ events: [Event]) {
        self.events = events
        isLoading = false
        scroll(to: contentOffsetY)
    }
}
