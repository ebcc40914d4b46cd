import Presentation

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
            dataSource: TableSections([.init(rows: rows)], defaultRowHeight: SpeakEasyStyle.speakerRowHeight),
            contentOffsetY: list.contentOffsetY
        )
        return [Element("tableView", frame: SpeakEasyStyle.contentFrame, kind: .table(table))]
    }

    /// One speaker's cell.
    static func cell(for speaker: Speaker) -> TableCell {
        TableCell(
            reuseIdentifier: SpeakEasyStoryboard.speakerCell,
            style: .subtitle,
            text: speaker.name,
            detailText: speaker.title,
            accessory: .disclosureIndicator,
            tapAction: "segue " + SpeakEasyStoryboard.speakerPresenterSegue
        )
    }
}
