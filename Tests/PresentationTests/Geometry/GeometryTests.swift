import Testing
@testable import Presentation

@Suite struct GeometryTests {
    @Test func pointFormatPrintsIntegersWithoutDecimals() {
        #expect(PointFormat.string(12) == "12")
        #expect(PointFormat.string(10.5) == "10.5")
        #expect(PointFormat.string(-0.01) == "0")
        // -32.5 tenths rounds away from zero (Swift's .toNearestOrAwayFromZero).
        #expect(PointFormat.string(-3.25) == "-3.3")
        #expect(PointFormat.string(Rect(x: 12, y: 7, width: 218, height: 21)) == "12,7 218x21")
    }

    @Test func colorPrintsHex() {
        #expect(Color(red255: 30, green255: 144, blue255: 224).hex == "#1E90E0")
        #expect(Color.lightGray.hex == "#AAAAAA")
        #expect(Color(white: 0, alpha: 0.5).hex == "#000000/0.5")
    }

    @Test func fontDescription() {
        #expect(Font.boldSystem(19).description == "Helvetica-Bold 19")
        #expect(Font.system(14).description == "Helvetica 14")
    }

    @Test func rectInsetAndContains() {
        let rect = Rect(x: 0, y: 0, width: 320, height: 44).inset(by: EdgeInsets(top: 0, left: 10, bottom: 0, right: 10))
        #expect(rect == Rect(x: 10, y: 0, width: 300, height: 44))
        #expect(rect.contains(Point(x: 10, y: 0)))
        #expect(!rect.contains(Point(x: 310, y: 0)))
    }
}

@Suite struct HostileGeometryTests {
    @Test func hugeAndNonFiniteValuesNeverTrap() {
        #expect(PointFormat.string(1e300) == "1e+300")
        #expect(PointFormat.string(-.infinity) == "-inf")
        let grid = GridLayout(bounds: Size(width: 1e300, height: .nan), itemCount: 3)
        #expect(grid.columns >= 1)
        #expect(grid.item(at: Point(x: 1e300, y: 1e300)) == nil)
        let table = TableView(rowHeight: 1e-300, dataSource: TableSections([.init(rows: [.init(TableCell(reuseIdentifier: "C"))])]), contentOffsetY: 1e300)
        let text = TextRenderer().render(
            Screen(
                appName: "X",
                content: [
                    Element("table", frame: Rect(x: 0, y: 0, width: 320, height: 1e300), kind: .table(table)),
                    .label("far", frame: Rect(x: 1e300, y: -1e300, width: 1e300, height: 1e300), Label("far away")),
                ]))
        #expect(text.contains("table table"))
    }
}
