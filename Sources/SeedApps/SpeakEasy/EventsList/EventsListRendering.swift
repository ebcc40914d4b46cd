import Presentation

/// The Events screen's content: a plain table of `EventTableViewCell` rows, 92 tall, with a
/// disclosure indicator and the seed's four labels at its frames (content-view coordinates).
enum EventsListRendering {
    /// The table filling the content area.
    static func content(_ list: EventsListState) -> [Element] {
        let rows = list.events.map { TableSections.Row(cell(for: $0)) }
        let table = TableView(
            style: .plain,
            rowHeight: SpeakEasyStyle.eventRowHeight,
            dataSource: TableSections([.init(rows: rows)], defaultRowHeight: SpeakEasyStyle.eventRowHeight),
            contentOffsetY: list.contentOffsetY,
            lastUpdate: list.lastUpdate
        )
        return [Element("tableView", frame: SpeakEasyStyle.contentFrame, kind: .table(table))]
    }

    /// One event's cell, as the seed's `tableView:cellForRowAtIndexPath:` fills it: name,
    /// date, speaker name, and the description in the 3-line summary label.
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
            ],
            tapAction: "segue " + SpeakEasyStoryboard.eventDetailsSegue
        )
    }
}
