import Navigation
import Presentation

/// The Events tab's root screen (the seed's `EventsViewController`): the events fetched so far
/// and whether a fetch is running. It fetches when it first appears (the seed's `viewDidLoad`)
/// and on Refresh; a cell shows the event's details through the storyboard's
/// `EventDetailsSegue`, which ``prepare(for:sender:in:)`` fills in.
public struct EventsList: ScreenFeature {
    /// The Events scene.
    public static let scene: SceneID = SpeakEasyStoryboard.events

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

    /// An empty list, before its first fetch.
    public init() {}

    /// A list showing `events` (tests and previews).
    init(events: [Event], footnote: String? = nil, isLoading: Bool = false, contentOffsetY: Double = 0, lastUpdate: TableChangeset? = nil) {
        self.events = events
        self.footnote = footnote
        self.isLoading = isLoading
        self.contentOffsetY = contentOffsetY
        self.lastUpdate = lastUpdate
    }

    /// The Refresh button, disabled while fetching; the title is the scene's ("Events").
    public var navigationItem: NavigationItem {
        NavigationItem(rightBarButtons: [SpeakEasyApp.refreshButton(enabled: !isLoading, reloading: "events")])
    }

    /// The seed's `viewDidLoad`: fetch the events.
    public mutating func didLoad(in context: ScreenContext) -> [ScreenCommand<SpeakEasyEffect, SpeakEasyMessage>] {
        startFetch()
    }

    /// Refresh (ignored while a fetch runs) and scrolling; a cell is the storyboard's segue.
    public mutating func handle(_ touch: UserAction, in context: ScreenContext) -> [ScreenCommand<SpeakEasyEffect, SpeakEasyMessage>]? {
        switch touch {
        case .tapBarButton(SpeakEasyControls.refreshButton):
            return isLoading ? [] : startFetch()
        case .scroll(let y):
            scroll(to: y)
            return []
        default:
            return nil
        }
    }

    /// The fetch's answer: the rows (and an "Incomplete List" alert when some could not be
    /// shown), or the "Error" alert, the rows kept.
    public mutating func receive(_ message: SpeakEasyMessage, in context: ScreenContext) -> [ScreenCommand<SpeakEasyEffect, SpeakEasyMessage>] {
        switch message {
        case .eventsFetched(let fetched):
            receive(fetched)
            return fetched.notice(Self.noun).map { [.alert(SpeakEasyApp.incompleteAlert($0))] } ?? []
        case .eventsFetchFailed(let error):
            isLoading = false
            return [.alert(SpeakEasyApp.errorAlert(error))]
        default:
            return []
        }
    }

    /// Event Details with the tapped event.
    public func prepare(for segue: Segue, sender: SegueSender<Never>, in context: ScreenContext) throws(SeguePreparationError)
        -> any ScreenFeature<SpeakEasyEffect, SpeakEasyMessage>
    {
        guard segue.identifier == SpeakEasyStoryboard.eventDetailsSegue else { throw .unhandledSegue(segue.identifier) }
        guard case .cell(_, let row, _) = sender, events.indices.contains(row) else { throw .invalidSender(sender.description) }
        return EventDetails(event: events[row])
    }

    /// A plain table of `EventTableViewCell` rows, 92 tall, filling the content area.
    public func render(in context: ScreenContext) -> ScreenContent {
        let rows = events.map { TableSections.Row(Self.cell(for: $0)) }
        let table = TableView(
            style: .plain,
            rowHeight: SpeakEasyStyle.eventRowHeight,
            dataSource: TableSections([.init(footerTitle: footnote, rows: rows, footerTitleOrigin: .app)], defaultRowHeight: SpeakEasyStyle.eventRowHeight),
            contentOffsetY: contentOffsetY,
            lastUpdate: lastUpdate
        )
        // The controller's table view is its root view: it takes the content area.
        let element = Element("tableView", frame: SpeakEasyStyle.contentFrame, kind: .table(table)).autoresizing(.flexibleSize)
        return ScreenContent([element], activity: isLoading ? "loading events" : nil)
    }

    /// One event's cell, as the seed's `tableView:cellForRowAtIndexPath:` fills it: name,
    /// date, speaker name, and the description in the 3-line summary label, at the prototype's
    /// frames (content-view coordinates), with a disclosure indicator.
    static func cell(for event: Event) -> TableCell {
        TableCell(
            reuseIdentifier: SpeakEasyStoryboard.eventCell,
            style: .custom,
            accessory: .disclosureIndicator,
            contentElements: [
                .label(
                    "eventNameLabel", frame: Rect(x: 12, y: 7, width: 218, height: 21),
                    Label(event.name, font: .boldSystem(19))),
                .label(
                    "eventDateLabel", frame: Rect(x: 238, y: 7, width: 57, height: 21),
                    Label(event.dateText, font: .system(11), textColor: SpeakEasyStyle.blueish)),
                .label(
                    "eventSpeakerLabel", frame: Rect(x: 13, y: 28, width: 189, height: 21),
                    Label(event.speakerName, font: .boldSystem(19), textColor: SpeakEasyStyle.blueish)),
                .label(
                    "eventDescriptionLabel", frame: Rect(x: 12, y: 49, width: 283, height: 39),
                    Label(event.description, font: .system(14), numberOfLines: 3)),
            ]
        )
    }

    /// Marks the list loading and asks for its events.
    private mutating func startFetch() -> [ScreenCommand<SpeakEasyEffect, SpeakEasyMessage>] {
        isLoading = true
        return [.run(.fetchEvents)]
    }

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
