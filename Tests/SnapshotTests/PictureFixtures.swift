@testable import Presentation

/// Small screens the wireframe and SVG tests draw.
enum PictureFixtures {
    /// A navigation bar with a back button and an Edit button, a label, a text field, a button,
    /// a divider, an image, a plain table of two rows under a header, and a tab bar.
    static func smallScreen(alert: Alert? = nil) -> Screen {
        let rows = TableSections([.init(headerTitle: "Recent", rows: [
            .init(TableCell(reuseIdentifier: "Cell", text: "Milk", accessory: .disclosureIndicator)),
            .init(TableCell(reuseIdentifier: "Cell", text: "Bread", accessory: .checkmark)),
        ])])
        return Screen(
            appName: "Notes",
            breadcrumb: ["Lists", "Groceries"],
            navigationBar: NavigationBar(title: "Groceries", backButtonTitle: "Lists", rightItems: [.system(.edit)]),
            content: [
                .label("name", frame: Rect(x: 10, y: 10, width: 300, height: 21), Label("Weekly shopping")),
                Element("field", frame: Rect(x: 10, y: 40, width: 200, height: 31), kind: .textField(TextField("Eggs", isFocused: true))),
                Element("add", frame: Rect(x: 220, y: 40, width: 90, height: 31), kind: .button(Button("Add"))),
                .view("divider", frame: Rect(x: 10, y: 84, width: 300, height: 1), color: .lightGray),
                .image("photo", frame: Rect(x: 10, y: 96, width: 80, height: 60), ImageView(ImageAsset("cart.png"))),
                .label("note", frame: Rect(x: 100, y: 96, width: 100, height: 21), Label("A note far too long for its box", font: .system(14))),
                Element("table", frame: Rect(x: 0, y: 170, width: 320, height: 140), kind: .table(TableView(dataSource: rows))),
            ],
            tabBar: TabBar(items: [TabItem(title: "Lists", image: ImageAsset("lists.png")), TabItem(title: "Settings")], selectedIndex: 0),
            alert: alert
        )
    }

    /// A plain table of `count` rows titled "Row N", scrolled down by `offset`.
    static func scrolledTable(count: Int, offset: Double) -> Screen {
        let rows = (0..<count).map { TableSections.Row(TableCell(reuseIdentifier: "Cell", text: "Row \($0)")) }
        return Screen(
            appName: "Rows",
            navigationBar: NavigationBar(title: "Rows"),
            content: [Element("table", frame: Rect(x: 0, y: 0, width: 320, height: 416), kind: .table(TableView(dataSource: TableSections([.init(rows: rows)]), contentOffsetY: offset)))]
        )
    }
}
