import Presentation

/// The Speakers tab's root screen: the speakers fetched so far and whether a fetch is running.
public struct SpeakersListState: Hashable, Sendable {
    /// The speakers shown; a failed fetch keeps the previous ones.
    public internal(set) var speakers: [Speaker] = []
    /// What the last fetch could not show, as one line under the list; nil when it showed
    /// everything.
    public internal(set) var footnote: String?
    /// Whether a speakers fetch is running.
    public internal(set) var isLoading = false
    /// Whether the tab has been shown once. UIKit loads a tab's view (and the seed's
    /// `viewDidLoad` fetch runs) the first time the tab is selected, not at launch.
    public internal(set) var hasAppeared = false
    /// How far the table is scrolled down, in points.
    public internal(set) var contentOffsetY: Double = 0

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

/// The Speakers screen's content: a plain table with one prototype cell,
/// `SpeakerTableViewCell`, in the built-in subtitle style (name, then title in grey), 44 tall,
/// with a disclosure indicator. The seed does not show this table; the style is our choice,
/// close to the events list without needing custom labels.
enum SpeakersListRendering {
    /// The table filling the content area.
    static func content(_ list: SpeakersListState) -> [Element] {
        let rows = list.speakers.map { TableSections.Row(cell(for: $0)) }
        let table = TableView(
            style: .plain,
            rowHeight: SpeakEasyStyle.speakerRowHeight,
            dataSource: TableSections([.init(footerTitle: list.footnote, rows: rows, footerTitleOrigin: .app)], defaultRowHeight: SpeakEasyStyle.speakerRowHeight),
            contentOffsetY: list.contentOffsetY
        )
        // The controller's table view is its root view: it takes the content area.
        return [Element("tableView", frame: SpeakEasyStyle.contentFrame, kind: .table(table)).autoresizing(.flexibleSize)]
    }

    /// One speaker's cell; a tap performs the segue the storyboard draws from this prototype.
    static func cell(for speaker: Speaker) -> TableCell {
        TableCell(
            reuseIdentifier: SpeakEasyStoryboard.speakerCell,
            style: .subtitle,
            text: speaker.name,
            detailText: speaker.title,
            accessory: .disclosureIndicator
        )
    }
}
