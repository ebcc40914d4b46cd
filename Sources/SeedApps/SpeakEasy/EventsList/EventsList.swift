import Presentation

/// The Events tab's root screen: the events fetched so far and whether a fetch is running.
public struct EventsListState: Hashable, Sendable {
    /// The events shown; a failed fetch keeps the previous ones.
    public internal(set) var events: [Event] = []
    /// What the last fetch could not show (events that could not be read, events past the
    /// limit), as one line under the list; nil when it showed everything.
    public internal(set) var footnote: String?
    /// Whether an events fetch is running.
    public internal(set) var isLoading = false
    /// How far the table is scrolled down, in points.
    public internal(set) var contentOffsetY: Double = 0
    /// What the last refresh changed (UITableView animates it in its `batches`); nil when it
    /// changed nothing or the table was empty before (a first load fills it without animation).
    public internal(set) var lastUpdate: TableChangeset?

    /// Scrolls the table to `y`, clamped to its content as UIKit rests it.
    mutating func scroll(to y: Double) {
        contentOffsetY = SpeakEasyStyle.clampedOffset(y, rows: events.count, rowHeight: SpeakEasyStyle.eventRowHeight, footnote: footnote)
    }

    /// Takes a fetch's answer: the new rows, what changed since the previous load, and what
    /// the fetch could not show; the scroll offset stays inside the new list.
    /// - Complexity: O(n) in the rows (Heckel's diff by row key).
    mutating func receive(_ fetched: FetchedList<Event>) {
        let changes = ListChangeset(old: events, new: fetched.elements, id: \.rowKey)
        lastUpdate = events.isEmpty || changes.isEmpty ? nil : TableChangeset(rowsOf: changes)
        events = fetched.elements
        footnote = fetched.footnote(Self.noun)
        isLoading = false
        scroll(to: contentOffsetY)
    }

    /// What the list holds: events.
    static let noun = RecordNoun("event")
}

/// The Events screen's content: a plain table of `EventTableViewCell` rows, 92 tall, with a
/// disclosure indicator and the seed's four labels at its frames (content-view coordinates).
enum EventsListRendering {
    /// The table filling the content area.
    static func content(_ list: EventsListState) -> [Element] {
        let rows = list.events.map { TableSections.Row(cell(for: $0)) }
        let table = TableView(
            style: .plain,
            rowHeight: SpeakEasyStyle.eventRowHeight,
            dataSource: TableSections([.init(footerTitle: list.footnote, rows: rows, footerTitleOrigin: .app)], defaultRowHeight: SpeakEasyStyle.eventRowHeight),
            contentOffsetY: list.contentOffsetY,
            lastUpdate: list.lastUpdate
        )
        // The controller's table view is its root view: it takes the content area.
        return [Element("tableView", frame: SpeakEasyStyle.contentFrame, kind: .table(table)).autoresizing(.flexibleSize)]
    }

    /// One event's cell, as the seed's `tableView:cellForRowAtIndexPath:` fills it: name,
    /// date, speaker name, and the description in the 3-line summary label. A tap performs the
    /// segue the storyboard draws from this prototype (`EventDetailsSegue`).
    static func cell(for event: Event) -> TableCell {
        TableCell(
            reuseIdentifier: SpeakEasyStoryboard.eventCell,
            style: .custom,
            accessory: .disclosureIndicator,
            contentElements: [
                .label("eventNameLabel", frame: Rect(x: 12, y: 7, width: 218, height: 21),
                       Label(event.name, font: .boldSystem(19))),
                .label("eventDateLabel", frame: Rect(x: 238, y: 7, width: 57, height: 21),
                       Label(event.dateText, font: .system(11), textColor: SpeakEasyStyle.blueish)),
                .label("eventSpeakerLabel", frame: Rect(x: 13, y: 28, width: 189, height: 21),
                       Label(event.speakerName, font: .boldSystem(19), textColor: SpeakEasyStyle.blueish)),
                .label("eventDescriptionLabel", frame: Rect(x: 12, y: 49, width: 283, height: 39),
                       Label(event.description, font: .system(14), numberOfLines: 3)),
            ]
        )
    }
}
