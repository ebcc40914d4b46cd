import Navigation
import Presentation

/// The Speakers tab's root screen: the speakers fetched so far and whether a fetch is running.
/// It fetches the first time the tab is shown (UIKit loads a tab's view, and the seed's
/// `viewDidLoad` fetch runs, when the tab is first selected, not at launch) and on Refresh; a
/// cell shows the speaker through the storyboard's `SpeakerPresenterSegue`.
public struct SpeakersList: ScreenFeature {
    /// The Speakers scene.
    public static let scene: SceneID = SpeakEasyStoryboard.speakers

    /// The speakers shown; a failed fetch keeps the previous ones.
    public internal(set) var speakers: [Speaker] = []
    /// What the last fetch could not show, as one line under the list; nil when it showed
    /// everything.
    public internal(set) var footnote: String?
    /// Whether a speakers fetch is running.
    public internal(set) var isLoading = false
    /// How far the table is scrolled down, in points.
    public internal(set) var contentOffsetY: Double = 0

    /// An empty list, before its first fetch.
    public init() {}

    /// A list showing `speakers` (tests and previews).
    init(speakers: [Speaker], footnote: String? = nil, isLoading: Bool = false, contentOffsetY: Double = 0) {
        self.speakers = speakers
        self.footnote = footnote
        self.isLoading = isLoading
        self.contentOffsetY = contentOffsetY
    }

    /// The Refresh button, disabled while fetching; the title is the scene's ("Speakers").
    public var navigationItem: NavigationItem {
        NavigationItem(rightBarButtons: [SpeakEasyApp.refreshButton(enabled: !isLoading, reloading: "speakers")])
    }

    /// The tab's first appearance: fetch the speakers.
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
        case .speakersFetched(let fetched):
            receive(fetched)
            return fetched.notice(Self.noun).map { [.alert(SpeakEasyApp.incompleteAlert($0))] } ?? []
        case .speakersFetchFailed(let error):
            isLoading = false
            return [.alert(SpeakEasyApp.errorAlert(error))]
        default:
            return []
        }
    }

    /// The Presenter with the tapped speaker, whose photo it then loads.
    public func prepare(for segue: Segue, sender: SegueSender<Never>, in context: ScreenContext) throws(SeguePreparationError)
        -> any ScreenFeature<SpeakEasyEffect, SpeakEasyMessage>
    {
        guard segue.identifier == SpeakEasyStoryboard.speakerPresenterSegue else { throw .unhandledSegue(segue.identifier) }
        guard case .cell(_, let row, _) = sender, speakers.indices.contains(row) else { throw .invalidSender(sender.description) }
        return PresenterDetails(speaker: speakers[row], image: .pending)
    }

    /// A plain table with one prototype cell, `SpeakerTableViewCell`, in the built-in subtitle
    /// style (name, then title in grey), 44 tall, with a disclosure indicator. The seed does
    /// not show this table; the style is our choice, close to the events list without needing
    /// custom labels.
    public func render(in context: ScreenContext) -> ScreenContent {
        let rows = speakers.map { speaker in
            TableSections.Row(
                TableCell(
                    reuseIdentifier: SpeakEasyStoryboard.speakerCell, style: .subtitle,
                    text: speaker.name, detailText: speaker.title, accessory: .disclosureIndicator))
        }
        let table = TableView(
            style: .plain,
            rowHeight: SpeakEasyStyle.speakerRowHeight,
            dataSource: TableSections([.init(footerTitle: footnote, rows: rows, footerTitleOrigin: .app)], defaultRowHeight: SpeakEasyStyle.speakerRowHeight),
            contentOffsetY: contentOffsetY
        )
        // The controller's table view is its root view: it takes the content area.
        let element = Element("tableView", frame: SpeakEasyStyle.contentFrame, kind: .table(table)).autoresizing(.flexibleSize)
        return ScreenContent([element], activity: isLoading ? "loading speakers" : nil)
    }

    /// Marks the list loading and asks for its speakers.
    private mutating func startFetch() -> [ScreenCommand<SpeakEasyEffect, SpeakEasyMessage>] {
        isLoading = true
        return [.run(.fetchSpeakers)]
    }

    /// Scrolls the table to `y`, clamped to its content as UIKit rests it.
    mutating func scroll(to y: Double) {
        contentOffsetY = SpeakEasyStyle.clampedOffset(y, rows: speakers.count, rowHeight: SpeakEasyStyle.speakerRowHeight, footnote: footnote)
    }

    /// Shows the speakers a fetch returned and what it could not show, keeping the scroll
    /// offset inside the new list.
    mutating func receive(_ fetched: FetchedList<Speaker>) {
        speakers = fetched.elements
        footnote = fetched.footnote(Self.noun)
        isLoading = false
        scroll(to: contentOffsetY)
    }

    /// What the list holds: speakers.
    static let noun = RecordNoun("speaker")
}
