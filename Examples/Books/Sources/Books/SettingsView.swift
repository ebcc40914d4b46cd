import Presentation

/// The Settings tab: a grouped table with the Hide Finished switch (a cell's accessory view),
/// the Sort By segmented control in a cell, and a Reset button in a cell.
enum SettingsView {
    /// The content area under a navigation bar, above a tab bar.
    static let frame = BookListView.frame

    /// The table at `settings`.
    static func table(_ settings: BookSettings) -> Element {
        let table = TableView(style: .grouped, dataSource: TableSections([
            .init(headerTitle: "Book List", rows: [
                .init(TableCell(
                    reuseIdentifier: "SwitchCell", text: "Hide Finished",
                    accessoryView: .switchControl(BooksControls.hideFinished, at: .zero,
                                                  Switch(isOn: settings.hidesFinished, action: "hide finished books")),
                    selectionStyle: .none)),
                .init(TableCell(reuseIdentifier: "SortCell", style: .custom, selectionStyle: .none, contentElements: [
                    .label("sortLabel", frame: Rect(x: 10, y: 11, width: 80, height: 21), Label("Sort By", font: .boldSystem(17))),
                    .segmentedControl(BooksControls.sortOrder, at: Point(x: 110, y: 7), width: 180, SegmentedControl(
                        BookSortOrder.allCases.map(\.segmentTitle), selectedIndex: settings.sortOrder.rawValue, style: .bar,
                        action: "sort the list")),
                ])),
            ]),
            .init(footerTitle: "Shows every book again, sorted by title.", rows: [
                .init(TableCell(reuseIdentifier: "ResetCell", style: .custom, selectionStyle: .none, contentElements: [
                    Element(BooksControls.resetButton, frame: Rect(x: 10, y: 6, width: 280, height: 31),
                            kind: .button(Button("Reset Settings", isEnabled: settings != BookSettings(), action: "ask to reset"))),
                ])),
            ]),
        ]))
        return Element("settingsTable", frame: frame, kind: .table(table))
    }
}
