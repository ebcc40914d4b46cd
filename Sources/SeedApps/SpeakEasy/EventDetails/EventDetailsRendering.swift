import Presentation

/// The Event Details screen's content: a grouped static table laid out from
/// ``EventDetailsSection`` and ``EventDetailsGeneralRow``: "General Info" with the name, date
/// and location in default cells 45 tall and the description in an 85-tall cell holding a
/// read-only text view at (15,5,290,75) of the cell; "Presenter" with one 45-tall row and a
/// disclosure indicator.
enum EventDetailsRendering {
    /// The table filling the content area.
    static func content(_ details: EventDetailsState) -> [Element] {
        let sections = EventDetailsSection.allCases.map { section in
            TableSections.Section(headerTitle: section.headerTitle, rows: rows(of: section, details))
        }
        let table = TableView(
            style: .grouped,
            rowHeight: EventDetailsSection.defaultRowHeight,
            dataSource: TableSections(sections, defaultRowHeight: EventDetailsSection.defaultRowHeight)
        )
        return [Element("tableView", frame: SpeakEasyStyle.contentFrame, kind: .table(table))]
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
    /// the fetch's completion handler), the event's speaker name after a failure, the speaker's
    /// name and photo once the speaker arrived.
    static func presenterCell(_ details: EventDetailsState) -> TableCell {
        var cell = TableCell(reuseIdentifier: "PresenterCell", accessory: .disclosureIndicator)
        switch details.presenter {
        case .loading:
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
