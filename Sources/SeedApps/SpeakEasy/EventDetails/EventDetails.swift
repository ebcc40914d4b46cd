import Presentation

/// The Event Details screen: the event passed by `EventDetailsSegue` and its presenter row.
public struct EventDetailsState: Hashable, Sendable {
    /// The event shown.
    public internal(set) var event: Event
    /// The presenter row's state.
    public internal(set) var presenter: PresenterState = .loading

    /// Applies the photo that arrived (or failed) for the speaker with `speakerKey`; ignored
    /// when the row shows no speaker with that key.
    mutating func receiveImage(_ image: SpeakerImageState, forSpeaker speakerKey: String) {
        guard case .loaded(let speaker, _) = presenter, speaker.rowKey == speakerKey else { return }
        presenter = .loaded(speaker, image: image)
    }
}

/// The Event Details screen's presenter row: the speaker is fetched by the event's speaker key
/// once, when the screen is pushed, and the photo loaded after the speaker arrived.
public enum PresenterState: Hashable, Sendable {
    /// The speaker fetch is running; the row shows the event's speaker name.
    case loading
    /// The speaker arrived; the photo may still be loading.
    case loaded(Speaker, image: SpeakerImageState)
    /// The speaker fetch failed; the row keeps the event's speaker name, and a tap tries again
    /// when the failure may pass (``SpeakEasyBackendError/isTransient``).
    case failed(SpeakEasyBackendError)

    /// The speaker, once fetched.
    public var speaker: Speaker? {
        guard case .loaded(let speaker, _) = self else { return nil }
        return speaker
    }
}

/// The sections of the Event Details table, the seed's `EventDetailsViewControllerSection`.
public enum EventDetailsSection: Int, CaseIterable, Sendable {
    /// "General Info": name, date, location, description.
    case general = 0
    /// "Presenter": one row with a disclosure indicator.
    case presenter = 1

    /// The section's header title in the storyboard.
    var headerTitle: String {
        switch self {
        case .general: "General Info"
        case .presenter: "Presenter"
        }
    }

    /// The number of rows (the seed's `tableView:numberOfRowsInSection:`).
    var rowCount: Int {
        switch self {
        case .general: EventDetailsGeneralRow.allCases.count
        case .presenter: 1
        }
    }
}

/// The rows of the "General Info" section, the seed's `EventDetailsViewControllerGeneralRow`.
enum EventDetailsGeneralRow: Int, CaseIterable, Sendable {
    /// The event's name.
    case name = 0
    /// The event's date (``Event/dateText``).
    case date = 1
    /// Where it takes place.
    case location = 2
    /// The description, in a scrolling text view.
    case description = 3

    /// The row's height (the seed's `tableView:heightForRowAtIndexPath:`): 85 for the
    /// description, 45 for the others.
    var height: Double {
        self == .description ? 85 : 45
    }
}

extension EventDetailsSection {
    /// The height of the presenter row, and of every row but the description.
    static let defaultRowHeight: Double = 45
}

/// The Event Details screen's content: a grouped static table laid out from
/// ``EventDetailsSection`` and ``EventDetailsGeneralRow``: "General Info" with the name, date
/// and location in default cells 45 tall and the description in an 85-tall cell holding a
/// read-only text view at (15,5,290,75) of the cell; "Presenter" with one 45-tall row and a
/// disclosure indicator.
enum EventDetailsRendering {
    /// The table filling the content area.
    static func content(_ details: EventDetailsState) -> [Element] {
        let sections = EventDetailsSection.allCases.map { section in
            TableSections.Section(headerTitle: section.headerTitle, rows: rows(of: section, details), headerTitleOrigin: .app)
        }
        let table = TableView(
            style: .grouped,
            rowHeight: EventDetailsSection.defaultRowHeight,
            dataSource: TableSections(sections, defaultRowHeight: EventDetailsSection.defaultRowHeight)
        )
        // The controller's table view is its root view: it takes the content area.
        return [Element("tableView", frame: SpeakEasyStyle.contentFrame, kind: .table(table)).autoresizing(.flexibleSize)]
    }

    private static func rows(of section: EventDetailsSection, _ details: EventDetailsState) -> [TableSections.Row] {
        switch section {
        case .general:
            return EventDetailsGeneralRow.allCases.map { row in
                TableSections.Row(generalCell(row, details.event), height: row.height)
            }
        case .presenter:
            return [TableSections.Row(presenterCell(details), height: EventDetailsSection.defaultRowHeight)]
        }
    }

    /// The seed's `DefaultCell` rows and its `DescriptionCell`, whose text view (made in code:
    /// Helvetica 12, black, not editable) is added to the cell itself, not its content view.
    static func generalCell(_ row: EventDetailsGeneralRow, _ event: Event) -> TableCell {
        switch row {
        case .name: return TableCell(reuseIdentifier: "DefaultCell", text: event.name)
        case .date: return TableCell(reuseIdentifier: "DefaultCell", text: event.dateText)
        case .location: return TableCell(reuseIdentifier: "DefaultCell", text: event.location)
        case .description:
            let textView = TextView(event.description, font: .system(12), textColor: .black, isEditable: false)
            return TableCell(
                reuseIdentifier: "DescriptionCell",
                style: .default,
                cellElements: [Element("textView", frame: Rect(x: 15, y: 5, width: 290, height: 75), kind: .textView(textView))]
            )
        }
    }

    /// The seed's `PresenterCell`: blank while the speaker loads (the seed sets its text only in
    /// the fetch's completion handler), the event's speaker name after a failure (a tap fetches
    /// again when the failure may pass; a speaker that does not exist leads nowhere, so that row
    /// has no disclosure indicator), the speaker's name and photo once the speaker arrived.
    static func presenterCell(_ details: EventDetailsState) -> TableCell {
        var cell = TableCell(reuseIdentifier: "PresenterCell", accessory: .disclosureIndicator)
        switch details.presenter {
        case .loading:
            cell.tapAction = nil
        case .failed(let error) where !error.isTransient:
            cell.text = details.event.speakerName
            cell.accessory = .none
            cell.tapAction = nil
        case .failed:
            cell.text = details.event.speakerName
            cell.tapAction = "fetch the presenter again"
        case .loaded(let speaker, let image):
            cell.text = speaker.name
            cell.image = image.image.map { ImageView($0, contentMode: .aspectFit) }
            cell.tapAction = "segue " + SpeakEasyStoryboard.eventPresenterSegue
        }
        return cell
    }
}
