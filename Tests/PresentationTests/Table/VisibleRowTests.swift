import Testing
@testable import Presentation
import TestSupport

/// A cell's custom accessory view (a settings row's switch) and the rows a user can reach.
@Suite struct VisibleRowTests {
    private static let toggle = Element.switchControl("toggle", at: Point(x: 500, y: 500), Switch(isOn: true))

    @Test func anAccessoryViewSits10PointsInsideTheRowOrGroupVerticallyCentred() {
        let cell = TableCell(reuseIdentifier: "SwitchCell", text: "Wi-Fi", accessory: .checkmark, accessoryView: Self.toggle)
        let plain = CellLayout(cell: cell, style: .plain, rowHeight: 44)
        #expect(plain.accessoryViewFrame == Rect(x: 231, y: 8, width: 79, height: 27), "its own origin is ignored, as UIKit ignores it")
        #expect(plain.accessoryFrame == nil, "the view replaces the accessory type")
        #expect(plain.contentViewFrame == Rect(x: 0, y: 0, width: 221, height: 43))
        let grouped = CellLayout(cell: cell, style: .grouped, rowHeight: 44)
        #expect(grouped.accessoryViewFrame == Rect(x: 221, y: 8, width: 79, height: 27))
        #expect(grouped.contentViewFrame == Rect(x: 10, y: 0, width: 201, height: 43))
    }

    @Test func aRowPrintsItsAccessoryViewLastInTheCellsCoordinates() {
        let cell = TableCell(reuseIdentifier: "SwitchCell", text: "Wi-Fi", accessoryView: Self.toggle)
        let screen = Screen(
            appName: "T",
            content: [
                Element(
                    "table", frame: Rect(x: 0, y: 0, width: 320, height: 416), kind: .table(TableView(dataSource: TableSections([.init(rows: [.init(cell)])]))))
            ])
        let text = TextRenderer().render(screen)
        #expect(
            text.contains(
                """
                    row 0.0  0,0 320x44  SwitchCell  style default  accessory view
                      label textLabel  10,0 201x43  Helvetica-Bold 20  #000000  "Wi-Fi"
                      switch toggle  231,8 79x27  on
                """))
    }

    /// A data source of `count` rows each holding a switch, counting the cells it is asked for.
    private struct SwitchRows: TableDataSource {
        var count: Int
        let asked: Locked<Int>
        var numberOfSections: Int { 1 }
        func numberOfRows(inSection section: Int) -> Int { count }
        func cell(at indexPath: TableIndexPath) -> TableCell {
            asked.withLock { $0 += 1 }
            var hidden = Element.view("hiddenView", frame: Rect(x: 10, y: 0, width: 10, height: 10), color: .black)
            hidden.isHidden = true
            return TableCell(
                reuseIdentifier: "Row", style: .custom, accessoryView: VisibleRowTests.toggle,
                contentElements: [
                    Element(
                        "panel", frame: Rect(x: 0, y: 0, width: 100, height: 43), kind: .view,
                        children: [
                            Element("delete", frame: Rect(x: 10, y: 5, width: 60, height: 30), kind: .button(Button("Delete")))
                        ]),
                    hidden,
                ])
        }
    }

    @Test func onlyTheRowsThatShowAreListedAndAskedForWithTheirVisibleElements() {
        let counter = Locked(0)
        let table = TableView(dataSource: SwitchRows(count: 1_000_000, asked: counter), contentOffsetY: 440)
        let screen = Screen(
            appName: "T", navigationBar: NavigationBar(title: "T"),
            content: [
                Element("table", frame: Rect(x: 0, y: 0, width: 320, height: 416), kind: .table(table))
            ])
        let rows = screen.visibleRows
        // Offset 440 in a 416-point viewport: rows 10 (440..484) to 19 (836..880), the last cut.
        #expect(rows.map(\.indexPath.row) == Array(10...19))
        #expect(counter.withLock { $0 } == 10, "the data source is asked only for the rows that show")
        let names = rows[0].elements.map(\.name)
        #expect(names == ["panel", "delete", "toggle"], "hidden views are left out; subviews follow their parents")
        #expect(rows[0].elements.last?.frame == Rect(x: 231, y: 8, width: 79, height: 27))
        #expect(rows.allSatisfy { $0.tableName == "table" })
    }

    @Test func aTableInsideAScrollViewListsTheRowsThatShowThroughBoth() {
        let counter = Locked(0)
        let table = Element(
            "inner", frame: Rect(x: 0, y: 400, width: 320, height: 200), kind: .table(TableView(dataSource: SwitchRows(count: 10, asked: counter))))
        let scroll = Element(
            "scroll", frame: Rect(x: 0, y: 0, width: 320, height: 416),
            kind: .scrollView(
                ScrollView(
                    contentSize: Size(width: 320, height: 800), contentOffset: Point(x: 0, y: 100)
                )), children: [table])
        let screen = Screen(appName: "T", navigationBar: NavigationBar(title: "T"), content: [scroll])
        // The table's top is at 400 - 100 = 300 in the 416-point viewport: 116 points show.
        #expect(screen.visibleRows.map(\.indexPath.row) == [0, 1, 2])
        var hiddenScroll = scroll
        hiddenScroll.isHidden = true
        #expect(Screen(appName: "T", content: [hiddenScroll]).visibleRows.isEmpty)
    }
}
