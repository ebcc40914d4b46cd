import Presentation

/// A screen of every kind of control a user sets, for the touch rules and the host's control
/// resolution: a switch on and a disabled one, a segmented control and a momentary one, a
/// slider, a stepper, and a table of thirty rows, each with an `enabled` switch as its
/// accessory view and a `delete` button (row 1's disabled); rows 0 to 4 show.
package enum ControlsScreen {
    /// The screen, with `alert` over it if any.
    package static func screen(alert: Alert? = nil) -> Screen {
        Screen(
            appName: "T", navigationBar: NavigationBar(title: "T"),
            content: [
                .switchControl("wifi", at: Point(x: 10, y: 0), Switch(isOn: true)),
                .switchControl("airplane", at: Point(x: 100, y: 0), Switch(isOn: false, isEnabled: false)),
                .segmentedControl("mode", at: Point(x: 10, y: 30), width: 300, SegmentedControl(["A", "B", "C"], selectedIndex: 0)),
                .segmentedControl("actions", at: Point(x: 10, y: 80), width: 300, SegmentedControl(["Cut", "Copy"], selectedIndex: 0, isMomentary: true)),
                .slider("level", at: Point(x: 10, y: 130), width: 300, Slider(value: 0.5)),
                .stepper("count", at: Point(x: 10, y: 160), Stepper(value: 4, range: ValueRange(0, 9), stepValue: 2)),
                // Rows of 44 points from 200: 216 points show, so rows 0 to 4 (the last cut).
                Element("table", frame: Rect(x: 0, y: 200, width: 320, height: 216), kind: .table(TableView(dataSource: Rows()))),
            ], alert: alert)
    }

    /// Thirty rows, each with an `enabled` switch as its accessory view and a `delete` button.
    package struct Rows: TableDataSource {
        package init() {}
        package var numberOfSections: Int { 1 }
        package func numberOfRows(inSection section: Int) -> Int { 30 }
        package func cell(at indexPath: TableIndexPath) -> TableCell {
            TableCell(
                reuseIdentifier: "Row", text: "Row \(indexPath.row)",
                accessoryView: .switchControl("enabled", at: .zero, Switch(isOn: indexPath.row.isMultiple(of: 2))),
                contentElements: [
                    Element("delete", frame: Rect(x: 100, y: 6, width: 80, height: 31), kind: .button(Button("Delete", isEnabled: indexPath.row != 1)))
                ]
            )
        }
    }
}
