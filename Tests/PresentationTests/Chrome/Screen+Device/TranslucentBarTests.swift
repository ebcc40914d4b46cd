import Testing
@testable import Presentation

/// Today's bars are translucent: a table that fills the content area scrolls under the status
/// and navigation bars above and the home indicator below, and the text says which rows show
/// there; an opaque bar, and the 2012 iPhones' bars, hide them.
@Suite struct TranslucentBarTests {
    private func screen(translucent: Bool? = nil) -> Screen {
        let rows = (0..<100).map { _ in TableSections.Row(TableCell(reuseIdentifier: "Cell", text: "Row")) }
        let table = TableView(dataSource: TableSections([.init(rows: rows)]), contentOffsetY: 440)
        var bar = NavigationBar(title: "Numbers")
        bar.isTranslucent = translucent
        return Screen(
            appName: "App", navigationBar: bar,
            content: [
                Element("tableView", frame: Rect(x: 0, y: 0, width: 320, height: 416), kind: .table(table), autoresizingMask: .flexibleSize)
            ])
    }

    @Test func rowsScrolledUnderTheBarsAreCountedApart() {
        let shown = screen().laidOut(on: .iPhone15)
        #expect(shown.barUnderlap == (above: 103, below: 34))
        let text = TextRenderer().render(shown)
        // 440 points scrolled: rows 0-6 are out of view, 7-9 (308-440) under the 103 points of bars.
        #expect(text.contains("    (7 rows above, out of view)\n    (3 rows above under the translucent bars)\n"))
        #expect(text.contains("(1 row below under the translucent bars)"))
    }

    @Test func anOpaqueBarAndTheOldIPhonesShowNothingUnderTheirBars() {
        let opaque = TextRenderer().render(screen(translucent: false).laidOut(on: .iPhone15))
        #expect(opaque.contains("    (10 rows above, out of view)\n") && !opaque.contains("above under"))
        #expect(screen().laidOut(on: .iPhone4Inch).barUnderlap == (above: 0, below: 0))
        #expect(!TextRenderer().render(screen().laidOut(on: .iPhone4Inch)).contains("under the translucent bars"))
    }
}
