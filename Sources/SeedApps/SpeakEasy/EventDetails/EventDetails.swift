import Navigation
import Presentation

/// The Event Details screen (the seed's `EventDetailsViewController`): the event passed by
/// `EventDetailsSegue` and its presenter row. The presenter is fetched once, when the screen
/// appears (the seed refetched it on every render of the row), and the photo after the
/// speaker arrived. The presenter row performs the manual `EventPresenterSegue` once the
/// speaker is there, and fetches again after a failure that may pass.
public struct EventDetails: ScreenFeature {
    /// The Event Details scene.
    public static let scene: SceneID = SpeakEasyStoryboard.eventDetails

    /// The event shown.
    public internal(set) var event: Event
    /// The presenter row's state.
    public internal(set) var presenter: PresenterState = .loading

    /// The details of `event`, its presenter not fetched yet.
    public init(event: Event) {
        self.event = event
    }

    /// The screen appears: fetch the presenter by the event's speaker key.
    public mutating func didLoad(in context: ScreenContext) -> [ScreenCommand<SpeakEasyEffect, SpeakEasyMessage>] {
        fetchPresenter()
    }

    /// The presenter row: nothing while the speaker loads or when it does not exist; a fetch
    /// again after a failure that may pass; `EventPresenterSegue` once loaded. The other rows
    /// do nothing, as in the seed.
    public mutating func handle(_ touch: UserAction, in context: ScreenContext) -> [ScreenCommand<SpeakEasyEffect, SpeakEasyMessage>]? {
        if case .scroll = touch { return [] }  // the static table fits the screen: it rests at its top
        guard case .tapRow(let indexPath) = touch else { return nil }
        guard indexPath == SpeakEasyControls.presenterRow else { return [] }
        switch presenter {
        case .loading:
            return []
        case .failed(let error) where !error.isTransient:
            return []
        case .failed:
            return fetchPresenter()
        case .loaded:
            return [.performSegue(SpeakEasyStoryboard.eventPresenterSegue, sender: .controller)]
        }
    }

    /// The presenter fetch's answer (then its photo is loaded), or the "Error" alert; the
    /// photo's answer for the speaker the row shows.
    public mutating func receive(_ message: SpeakEasyMessage, in context: ScreenContext) -> [ScreenCommand<SpeakEasyEffect, SpeakEasyMessage>] {
        switch message {
        case .speakerFetched(let speaker):
            guard presenter == .loading else { return [] }
            presenter = .loaded(speaker, image: .pending)
            return [.run(.loadImage(speaker))]
        case .speakerFetchFailed(let error):
            guard presenter == .loading else { return [] }
            presenter = .failed(error)
            return [.alert(SpeakEasyApp.errorAlert(error))]
        case .imageLoaded(let speakerKey, let image):
            receiveImage(.loaded(image), forSpeaker: speakerKey)
            return []
        case .imageFailed(let speakerKey, let error):
            receiveImage(.unavailable(error), forSpeaker: speakerKey)
            return []
        default:
            return []
        }
    }

    /// The Presenter with the fetched speaker and the photo as far as it came.
    public func prepare(for segue: Segue, sender: SegueSender<Never>, in context: ScreenContext) throws(SeguePreparationError)
        -> any ScreenFeature<SpeakEasyEffect, SpeakEasyMessage>
    {
        guard segue.identifier == SpeakEasyStoryboard.eventPresenterSegue else { throw .unhandledSegue(segue.identifier) }
        guard case .loaded(let speaker, let image) = presenter else {
            throw .nothingToPass(reason: "the presenter of \(event.name) has not been fetched")
        }
        return PresenterDetails(speaker: speaker, image: image)
    }

    /// A grouped static table laid out from ``EventDetailsSection`` and
    /// `EventDetailsGeneralRow`: "General Info" with the name, date and location in default
    /// cells 45 tall and the description in an 85-tall cell holding a read-only text view at
    /// (15,5,290,75) of the cell; "Presenter" with one 45-tall row and a disclosure indicator.
    public func render(in context: ScreenContext) -> ScreenContent {
        let sections = EventDetailsSection.allCases.map { section in
            TableSections.Section(headerTitle: section.headerTitle, rows: rows(of: section), headerTitleOrigin: .app)
        }
        let table = TableView(
            style: .grouped,
            rowHeight: EventDetailsSection.defaultRowHeight,
            dataSource: TableSections(sections, defaultRowHeight: EventDetailsSection.defaultRowHeight)
        )
        // The controller's table view is its root view: it takes the content area.
        let element = Element("tableView", frame: SpeakEasyStyle.contentFrame, kind: .table(table)).autoresizing(.flexibleSize)
        let activity: String? =
            switch presenter {
            case .loading: "loading the presenter"
            case .loaded(_, image: .pending): "loading the presenter's photo"
            default: nil
            }
        return ScreenContent([element], activity: activity)
    }

    /// Marks the presenter loading and asks for it.
    private mutating func fetchPresenter() -> [ScreenCommand<SpeakEasyEffect, SpeakEasyMessage>] {
        presenter = .loading
        return [.run(.fetchSpeaker(rowKey: event.speakerKey))]
    }

    /// Applies the photo that arrived (or failed) for the speaker with `speakerKey`; ignored
    /// when the row shows no speaker with that key.
    mutating func receiveImage(_ image: SpeakerImageState, forSpeaker speakerKey: String) {
        guard case .loaded(let speaker, _) = presenter, speaker.rowKey == speakerKey else { return }
        presenter = .loaded(speaker, image: image)
    }

    private func rows(of section: EventDetailsSection) -> [TableSections.Row] {
        switch section {
        case .general:
            return EventDetailsGeneralRow.allCases.map { row in
                TableSections.Row(Self.generalCell(row, event), height: row.height)
            }
        case .presenter:
            return [TableSections.Row(presenterCell, height: EventDetailsSection.defaultRowHeight)]
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
    var presenterCell: TableCell {
        var cell = TableCell(reuseIdentifier: "PresenterCell", accessory: .disclosureIndicator)
        switch presenter {
        case .loading:
            cell.tapAction = nil
        case .failed(let error) where !error.isTransient:
            cell.text = event.speakerName
            cell.accessory = .none
            cell.tapAction = nil
        case .failed:
            cell.text = event.speakerName
            cell.tapAction = "fetch the presenter again"
        case .loaded(let speaker, let image):
            cell.text = speaker.name
            cell.image = image.image.map { ImageView($0, contentMode: .aspectFit) }
            cell.tapAction = "segue " + SpeakEasyStoryboard.eventPresenterSegue
        }
        return cell
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
