import Testing
@testable import Presentation

/// A navigation bar that prefers large titles on today's iPhones: 96 points at rest (44 and
/// the 52-point title area), collapsing to 44 as the screen's table scrolls, the table keeping
/// only the scroll past that; the 2012 iPhones draw the standard bar.
@Suite struct LargeTitleTests {
    private func screen(offset: Double) -> Screen {
        let rows = (0..<30).map { _ in TableSections.Row(TableCell(reuseIdentifier: "Cell", text: "Row")) }
        let table = TableView(dataSource: TableSections([.init(rows: rows)]), contentOffsetY: offset)
        var bar = NavigationBar(title: "Settings")
        bar.prefersLargeTitles = true
        return Screen(
            appName: "App", navigationBar: bar,
            content: [
                Element("tableView", frame: Rect(x: 0, y: 0, width: 320, height: 416), kind: .table(table), autoresizingMask: .flexibleSize)
            ])
    }

    private func offset(_ screen: Screen) -> Double? {
        guard case .table(let table) = screen.content.first?.kind else { return nil }
        return table.contentOffsetY
    }

    @Test func atRestTheBarIs96PointsAndTheTitleLarge() {
        let shown = screen(offset: 0).laidOut(on: .iPhone15)
        #expect(shown.navigationBarFrame == Rect(x: 0, y: 59, width: 393, height: 96))
        #expect(shown.contentFrame == Rect(x: 0, y: 155, width: 393, height: 663))
        #expect(shown.content.first?.frame == Rect(x: 0, y: 0, width: 393, height: 663))
        let text = TextRenderer().render(shown)
        #expect(text.contains("navbar  0,59 393x96  large title \"Settings\""))
        let layout = NavigationBarLayout(bar: shown.navigationBar!, frame: shown.navigationBarFrame)
        #expect(layout.title == nil)
        #expect(layout.largeTitle?.anchorX == 16 && layout.largeTitle?.font == Font(family: Font.sanFranciscoFamily, weight: .bold, size: 34))
        let picture = WireframeRenderer().render(shown).split(separator: "\n")
        #expect(picture.firstIndex { $0.hasPrefix("│  Settings ") }.map { $0 > 5 } == true, "the large title at the left, below the buttons' row")
        #expect(SVGRenderer().render(shown).contains(">Settings<"))
        #expect(layout.largeTitle.map { abs($0.top + $0.lineHeight - (59 + 96 - 8)) < 1e-9 } == true)
    }

    @Test(arguments: [(30.0, 66.0, 0.0), (52, 44, 0), (100, 44, 48)])
    func scrollingCollapsesTheTitleBeforeTheTableMoves(scrolled: Double, barHeight: Double, tableOffset: Double) {
        let shown = screen(offset: scrolled).laidOut(on: .iPhone15)
        #expect(shown.navigationBarFrame.height == barHeight)
        #expect(shown.contentFrame.minY == 59 + barHeight)
        #expect(offset(shown) == tableOffset)
        #expect(shown.content.first?.frame.height == 852 - 34 - 59 - barHeight)
        #expect(TextRenderer().render(shown).contains(barHeight > 44 ? "large title" : "title \"Settings\""))
    }

    @Test func layingOutAgainGivesTheSameScreen() {
        let once = screen(offset: 30).laidOut(on: .iPhone15)
        let twice = once.laidOut(on: .iPhone15)
        #expect(TextRenderer().render(twice) == TextRenderer().render(once))
        let back = once.laidOut(on: .iPhone35Inch)
        #expect(back.navigationBarFrame.height == 44 && offset(back) == 30, "the 2012 iPhones have no large titles: the table keeps its offset")
    }
}
