import Presentation

/// Sample tables: plain with a tab bar, scrolled, grouped with static cells, a million rows,
/// and an alert on top.
enum SampleTables {
    static func plainCells(count: Int) -> TableSections {
        let rows = (0..<count).map { index in
            TableSections.Row(
                TableCell(
                    reuseIdentifier: "SubtitleCell",
                    style: .subtitle,
                    text: "Item \(index + 1)",
                    detailText: "Detail text for item \(index + 1)",
                    accessory: .disclosureIndicator,
                    tapAction: "segue ShowItem"
                ))
        }
        return TableSections([.init(rows: rows)])
    }

    static func tabBar(selected: Int) -> TabBar {
        TabBar(
            items: [
                TabItem(title: "Items", image: ImageAsset("first.png", size: Size(width: 30, height: 30))),
                TabItem(title: "More", image: ImageAsset("second.png", size: Size(width: 30, height: 30))),
            ], selectedIndex: selected)
    }

    static func plain(offset: Double = 0, alert: Alert? = nil) -> Screen {
        Screen(
            appName: SampleScreens.appName,
            breadcrumb: ["Items"],
            navigationBar: NavigationBar(title: "Items", rightItems: [.system(.add, tapAction: "segue AddItem")]),
            content: [
                Element(
                    "tableView", frame: Rect(x: 0, y: 0, width: 320, height: 367),
                    kind: .table(
                        TableView(style: .plain, dataSource: plainCells(count: 12), contentOffsetY: offset)
                    )
                ).autoresizing(.flexibleSize)
            ],
            tabBar: tabBar(selected: 0),
            alert: alert
        )
    }

    static func grouped() -> Screen {
        let description = TableCell(
            reuseIdentifier: "DescriptionCell",
            style: .custom,
            selectionStyle: .none,
            cellElements: [
                Element(
                    "textView", frame: Rect(x: 15, y: 5, width: 290, height: 75),
                    kind: .textView(
                        TextView(
                            "A grouped table with static cells: the description row is 85 points tall and holds a text view that scrolls when the text is longer than its frame, like the event details screen.",
                            font: .system(12),
                            isEditable: false
                        )))
            ]
        )
        let sections = TableSections([
            .init(
                headerTitle: "General Info",
                rows: [
                    .init(TableCell(reuseIdentifier: "DefaultCell", text: "Windows Azure and iOS", selectionStyle: .none), height: 45),
                    .init(
                        TableCell(
                            reuseIdentifier: "Value1Cell", style: .value1, text: "Date", detailText: "Dec 5, 2012", selectionStyle: .none, textOrigin: .app),
                        height: 45),
                    .init(description, height: 85),
                ], headerTitleOrigin: .app),
            .init(
                headerTitle: "Presenter",
                rows: [
                    .init(
                        TableCell(
                            reuseIdentifier: "PresenterCell",
                            text: "Ann Lee",
                            image: ImageView(ImageAsset("ann.png", size: Size(width: 60, height: 60)), contentMode: .aspectFit),
                            accessory: .disclosureIndicator,
                            tapAction: "segue ShowPresenter"
                        ), height: 45)
                ], headerTitleOrigin: .app),
        ])
        return Screen(
            appName: SampleScreens.appName,
            breadcrumb: ["Items", "Details"],
            navigationBar: NavigationBar(title: "Details", backButtonTitle: "Items"),
            content: [
                Element("tableView", frame: Rect(x: 0, y: 0, width: 320, height: 367), kind: .table(TableView(style: .grouped, dataSource: sections)))
                    .autoresizing(.flexibleSize)
            ],
            tabBar: tabBar(selected: 0)
        )
    }

    /// A million rows scrolled to the middle: only the visible rows are asked for.
    static func million() -> Screen {
        Screen(
            appName: SampleScreens.appName,
            breadcrumb: ["Numbers"],
            navigationBar: NavigationBar(title: "Numbers"),
            content: [
                Element(
                    "tableView", frame: Rect(x: 0, y: 0, width: 320, height: 416),
                    kind: .table(
                        TableView(style: .plain, dataSource: NumberRows(count: 1_000_000), contentOffsetY: 22_000_000)
                    )
                ).autoresizing(.flexibleSize)
            ]
        )
    }
}

/// A data source of `count` generated rows, none stored.
struct NumberRows: TableDataSource {
    var count: Int
    var numberOfSections: Int { 1 }
    func numberOfRows(inSection section: Int) -> Int { section == 0 ? count : 0 }
    func cell(at indexPath: TableIndexPath) -> TableCell {
        TableCell(reuseIdentifier: "NumberCell", text: "Row \(indexPath.row)")
    }
}
