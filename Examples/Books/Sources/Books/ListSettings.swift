import Navigation
import Presentation

/// The Settings tab: a grouped table with the Hide Finished switch (a cell's accessory view),
/// the Sort By segmented control in a cell, and a Reset button in a cell, which asks first.
/// Each change is broadcast, so the book list shows it.
public struct ListSettings: ScreenFeature {
    /// The settings' scene ("Settings").
    public static let scene = BooksStoryboard.settings

    /// How the list is shown.
    public var settings = BookSettings()

    /// The defaults.
    public init() {}

    /// The switch and the segmented control change the settings; Reset asks first.
    public mutating func handle(_ touch: UserAction, in context: ScreenContext) -> [ScreenCommand<BooksEffect, BooksMessage>]? {
        switch touch {
        case .toggleSwitch(BooksControls.hideFinished, let isOn, _):
            settings.hidesFinished = isOn
        case .selectSegment(BooksControls.sortOrder, let index, _):
            settings.sortOrder = BookSortOrder(rawValue: index) ?? settings.sortOrder
        case .tapCellButton(BooksControls.resetButton, _):
            return [.alert(Self.confirmResetAlert)]
        default:
            return nil
        }
        return [.broadcast(.settingsChanged(settings))]
    }

    /// The reset alert's Reset: every setting back to its default.
    public mutating func receive(_ message: BooksMessage, in context: ScreenContext) -> [ScreenCommand<BooksEffect, BooksMessage>] {
        guard message == .resetSettings else { return [] }
        settings = BookSettings()
        return [.broadcast(.settingsChanged(settings))]
    }

    /// The table at these settings.
    public func render(in context: ScreenContext) -> ScreenContent {
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
        return ScreenContent([Element("settingsTable", frame: BookList.frame, kind: .table(table))])
    }

    /// The question before the settings are reset.
    public static let confirmResetAlert = AlertState<BooksMessage>(
        title: "Reset Settings?", message: "Finished books show again, sorted by title.",
        buttons: [.cancel("Cancel"), AlertButton("Reset", role: .destructive, action: .resetSettings)])
}
