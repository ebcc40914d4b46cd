import Testing
@testable import Presentation
import TestSupport

@Suite struct TableLayoutTests {
    private func rows(_ count: Int) -> [TableSections.Row] {
        (0..<count).map { _ in TableSections.Row(TableCell(reuseIdentifier: "Cell")) }
    }

    /// iOS 13's metrics (today's iPhones, Xcode 11+ storyboards): grouped and inset-grouped
    /// headers 55.5 for a titled first section, 38 after, 18 untitled and 18 footers; plain
    /// titled headers 28; grouped rows full width, inset-grouped ones in groups at the margins.
    @Test func iOS13MetricsMoveSectionsAndInsetTheGroups() {
        let source = TableSections([
            .init(headerTitle: "General Info", rows: rows(2)),
            .init(headerTitle: "Presenter", rows: rows(1)),
            .init(rows: rows(1)),
        ])
        var grouped = TableView(style: .grouped, rowHeight: 44, dataSource: source)
        grouped.metrics = .iOS13
        let layout = TableLayout(table: grouped, width: 393)
        #expect(layout.rowFrame(at: TableIndexPath(row: 0, section: 0))?.minY == 55.5)
        let second: Double = 55.5 + 88 + 18 + 38
        let third: Double = second + 44 + 18 + 18
        #expect(layout.rowFrame(at: TableIndexPath(row: 0, section: 1))?.minY == second)
        #expect(layout.rowFrame(at: TableIndexPath(row: 0, section: 2))?.minY == third)
        #expect(grouped.look.sideInset(width: 393) == 0 && grouped.look.textMargin(width: 393) == 16)
        #expect(TableLook(.insetGrouped).sideInset(width: 393) == 16 && TableLook(.insetGrouped).sideInset(width: 440) == 20)
        #expect(TableLook(.grouped).sideInset(width: 393) == 10, "iOS 6's grouped rows stay 10 points in")
        var plain = TableView(style: .plain, rowHeight: 44, dataSource: source)
        plain.metrics = .iOS13
        #expect(TableLayout(table: plain, width: 393).rowFrame(at: TableIndexPath(row: 0, section: 0))?.minY == 28)
        let cell = CellLayout(cell: TableCell(reuseIdentifier: "Cell", text: "Hello"), style: .grouped, rowHeight: 44, width: 393, metrics: .iOS13)
        #expect(cell.contentViewFrame.minX == 0)
        #expect(cell.builtInElements.first?.frame.minX == 16)
    }

    @Test func groupedTitledSectionsStartAt46And46BelowTheFirst() {
        let source = TableSections([
            .init(headerTitle: "General Info", rows: rows(4)),
            .init(headerTitle: "Presenter", rows: rows(1)),
        ])
        let layout = TableLayout(table: TableView(style: .grouped, rowHeight: 45, dataSource: source))
        #expect(layout.rowFrame(at: TableIndexPath(row: 0, section: 0))?.minY == 46)
        let endOfFirst = 46 + 4 * 45.0
        #expect(layout.rowFrame(at: TableIndexPath(row: 0, section: 1))?.minY == endOfFirst + 46)
        #expect(layout.contentHeight == endOfFirst + 46 + 45 + 10)
    }

    @Test func groupedUntitledSectionsStartAt10With20Between() {
        let source = TableSections([.init(rows: rows(2)), .init(rows: rows(1))])
        let layout = TableLayout(table: TableView(style: .grouped, dataSource: source))
        #expect(layout.rowFrame(at: TableIndexPath(row: 0, section: 0))?.minY == 10)
        #expect(layout.rowFrame(at: TableIndexPath(row: 0, section: 1))?.minY == 118, "10 header + 2 x 44 rows + 10 footer + 10 header")
    }

    @Test func plainHeadersAre22WhenTitledAndAbsentOtherwise() {
        let source = TableSections([.init(headerTitle: "A", rows: rows(1)), .init(rows: rows(1))])
        let layout = TableLayout(table: TableView(style: .plain, dataSource: source))
        #expect(layout.rowFrame(at: TableIndexPath(row: 0, section: 0))?.minY == 22)
        #expect(layout.rowFrame(at: TableIndexPath(row: 0, section: 1))?.minY == 66)
    }

    @Test func perRowHeightsFollowTheDataSource() {
        let source = TableSections([
            .init(rows: [
                .init(TableCell(reuseIdentifier: "A"), height: 45),
                .init(TableCell(reuseIdentifier: "B"), height: 85),
                .init(TableCell(reuseIdentifier: "C")),
            ])
        ])
        let layout = TableLayout(table: TableView(style: .plain, dataSource: source))
        #expect(layout.rowFrame(at: TableIndexPath(row: 1, section: 0)) == Rect(x: 0, y: 45, width: 320, height: 85))
        #expect(layout.rowFrame(at: TableIndexPath(row: 2, section: 0)) == Rect(x: 0, y: 130, width: 320, height: 44))
        #expect(layout.rows(from: 50, to: 131) == [TableIndexPath(row: 1, section: 0), TableIndexPath(row: 2, section: 0)])
    }

    @Test func visibleRowsAndCountsOfAScrolledTable() {
        let source = TableSections([.init(rows: rows(20))])
        let layout = TableLayout(table: TableView(style: .plain, rowHeight: 92, dataSource: source))
        // Band 100..467: rows 1 (92..184) through 5 (460..552).
        #expect(layout.rows(from: 100, to: 467).map(\.row) == [1, 2, 3, 4, 5])
        let counts = layout.rowCounts(above: 100, below: 467)
        #expect(counts.above == 1)
        #expect(counts.below == 14)
    }

    @Test func outOfRangeRowsHaveNoFrame() {
        let layout = TableLayout(table: TableView(dataSource: TableSections([.init(rows: rows(1))])))
        #expect(layout.rowFrame(at: TableIndexPath(row: 1, section: 0)) == nil)
        #expect(layout.rowFrame(at: TableIndexPath(row: 0, section: 3)) == nil)
        #expect(layout.rowFrame(at: TableIndexPath(row: -1, section: 0)) == nil)
    }

    @Test func cellContentViewFollowsStyleAndAccessory() {
        let plain = CellLayout(cell: TableCell(reuseIdentifier: "C", accessory: .disclosureIndicator), style: .plain, rowHeight: 92)
        #expect(plain.contentViewFrame == Rect(x: 0, y: 0, width: 300, height: 91))
        let grouped = CellLayout(cell: TableCell(reuseIdentifier: "C"), style: .grouped, rowHeight: 45)
        #expect(grouped.contentViewFrame == Rect(x: 10, y: 0, width: 300, height: 44))
        let groupedAccessory = CellLayout(cell: TableCell(reuseIdentifier: "C", accessory: .checkmark), style: .grouped, rowHeight: 45)
        #expect(groupedAccessory.contentViewFrame.width == 280)
    }
}

/// Counts the cells a renderer asks for, to prove rendering costs O(visible rows).
struct CountingRows: TableDataSource {
    final class Counter: Sendable {
        private let value = Locked(0)
        func increment() { value.withLock { $0 += 1 } }
        var count: Int { value.withLock { $0 } }
    }

    var count: Int
    let counter = Counter()
    var numberOfSections: Int { 1 }
    func numberOfRows(inSection section: Int) -> Int { count }
    func cell(at indexPath: TableIndexPath) -> TableCell {
        counter.increment()
        return TableCell(reuseIdentifier: "Row", text: "Row \(indexPath.row)")
    }
}

@Suite struct TableRenderingCostTests {
    @Test func aMillionRowTableAsksOnlyForTheVisibleRows() {
        let source = CountingRows(count: 1_000_000)
        let screen = Screen(
            appName: "T",
            content: [
                Element(
                    "table", frame: Rect(x: 0, y: 0, width: 320, height: 460),
                    kind: .table(
                        TableView(dataSource: source, contentOffsetY: 44 * 400_000)
                    ))
            ])
        let text = TextRenderer().render(screen)
        #expect(source.counter.count == 11)
        #expect(text.contains("(400000 rows above, out of view)"))
        #expect(text.contains("(599989 rows below, out of view)"))
        #expect(text.contains("\"Row 400010\""))
    }
}

@Suite struct TableUpdateMarksTests {
    @Test func aReloadPrintsItsSummaryAndMarksTheRowsItTouched() {
        struct Row: Identifiable, Equatable { var id: String; var text: String }
        let old = [Row(id: "a", text: "A"), Row(id: "b", text: "B"), Row(id: "c", text: "C"), Row(id: "d", text: "D")]
        let new = [Row(id: "d", text: "D"), Row(id: "a", text: "A!"), Row(id: "e", text: "E"), Row(id: "b", text: "B")]
        let update = TableChangeset(rowsOf: ListChangeset(old: old, new: new))
        let rows = new.map { TableSections.Row(TableCell(reuseIdentifier: "Cell", text: $0.text)) }
        let table = TableView(dataSource: TableSections([.init(rows: rows)]), lastUpdate: update)
        let text = TextRenderer().render(Screen(appName: "T", content: [Element("t", frame: Rect(x: 0, y: 0, width: 320, height: 416), kind: .table(table))]))
        #expect(text.contains("    last update  1 inserted (0.2), 1 deleted (old 0.2), 1 moved, 1 reloaded\n"))
        #expect(text.contains("row 0.0  0,0 320x44  Cell  style default  accessory none  moved from 0.3\n"))
        #expect(text.contains("row 0.1  0,44 320x44  Cell  style default  accessory none  reloaded\n"))
        #expect(text.contains("row 0.2  0,88 320x44  Cell  style default  accessory none  inserted\n"))
        #expect(text.contains("row 0.3  0,132 320x44  Cell  style default  accessory none\n"))
    }

    @Test func noUpdateNoLine() {
        let table = TableView(dataSource: TableSections([.init(rows: [.init(TableCell(reuseIdentifier: "C"))])]), lastUpdate: TableChangeset())
        let text = TextRenderer().render(Screen(appName: "T", content: [Element("t", frame: Rect(x: 0, y: 0, width: 320, height: 416), kind: .table(table))]))
        #expect(!text.contains("last update"))
    }
}
