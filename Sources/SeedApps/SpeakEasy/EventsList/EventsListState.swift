import Presentation

/// The Events tab's root screen: the events fetched so far and whether a fetch is running.
public struct EventsListState: Hashable, Sendable {
    /// The events shown; a failed fetch keeps the previous ones.
    public internal(set) var events: [Event] = []
    /// Whether an events fetch is running.
    public internal(set) var isLoading = false
    /// How far the table is scrolled down, in points.
    public internal(set) var contentOffsetY: Double = 0
    /// What the last refresh changed, as UITableView would animate it; nil when it changed
    /// nothing or the table was empty before (a first load fills it without animation).
    public internal(set) var lastUpdate: TableChangeset?

    /// Scrolls the table to `y`, clamped to its content as UIKit rests it.
    mutating func scroll(to y: Double) {
        contentOffsetY = SpeakEasyStyle.clampedOffset(y, rows: events.count, rowHeight: SpeakEasyStyle.eventRowHeight)
    }

    /// Shows the events a fetch returned, keeping the scroll offset inside the new list.
    /// Takes a fetch's answer: the new rows, and what changed since the previous load.
    /// - Complexity: O(n) in the rows (Heckel's diff by row key).
    mutating func receive(_ events: [Event]) {
        let changes = ListChangeset(old: self.events, new: events, id: \.rowKey)
        lastUpdate = self.events.isEmpty || changes.isEmpty ? nil : TableChangeset(rowsOf: changes)
        self.events = events
        isLoading = false
        scroll(to: contentOffsetY)
    }
}
