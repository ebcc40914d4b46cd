import Testing
@testable import Presentation

@Suite struct GridLayoutTests {
    @Test func defaultCellsIn320PointsAre106WideInThreeColumns() {
        let layout = GridLayout(bounds: Size(width: 320, height: 416), itemCount: 6)
        #expect(layout.cellSize == Size(width: 106, height: 128))
        #expect(layout.columns == 3)
        #expect(layout.rows == 2)
        #expect(layout.frame(ofItem: 0) == Rect(x: 0, y: 0, width: 106, height: 128))
        #expect(layout.frame(ofItem: 4) == Rect(x: 106, y: 128, width: 106, height: 128))
        #expect(layout.frame(ofItem: 6) == nil)
        #expect(layout.frame(ofItem: -1) == nil)
    }

    @Test func contentHeightIsRowsTimesHeightPlusPaddingButNeverBelowTheBounds() {
        #expect(GridLayout(bounds: Size(width: 320, height: 416), itemCount: 6).contentHeight == 416)
        let tall = GridLayout(bounds: Size(width: 320, height: 200), topPadding: 10, bottomPadding: 5, itemCount: 7)
        // 3 rows x 128 + 10 + 5
        #expect(tall.contentHeight == 399)
    }

    @Test func insetsNarrowTheCellsButColumnsCountTheFullWidth() {
        // w = floor(320 - 10 - 10) = 300; mult = floor(300 / 96) = 3; cellW = 100; cols = floor(320 / 100) = 3
        let layout = GridLayout(bounds: Size(width: 320, height: 480), leftInset: 10, rightInset: 10, itemCount: 4)
        #expect(layout.cellSize.width == 100)
        #expect(layout.columns == 3)
        #expect(layout.frame(ofItem: 1)?.minX == 110)
    }

    @Test func smallerCellsAreCentredInTheirSlot() {
        let layout = GridLayout(bounds: Size(width: 320, height: 416), itemCount: 3)
        // (106 - 96) / 2 = 5
        #expect(layout.cellFrame(ofItem: 1, cellSize: Size(width: 96, height: 128)) == Rect(x: 111, y: 0, width: 96, height: 128))
    }

    @Test func degenerateInputDoesNotDivideByZero() {
        let zero = GridLayout(bounds: Size(width: 320, height: 416), desiredCellSize: Size(width: 0, height: 0), itemCount: 3)
        #expect(zero.columns >= 1)
        let wide = GridLayout(bounds: Size(width: 50, height: 50), desiredCellSize: Size(width: 400, height: 10), itemCount: -4)
        #expect(wide.itemCount == 0)
        #expect(wide.columns == 1)
    }

    @Test func hitTestingFindsTheItemUnderAPoint() {
        let layout = GridLayout(bounds: Size(width: 320, height: 416), itemCount: 5)
        #expect(layout.item(at: Point(x: 110, y: 10)) == 1)
        #expect(layout.item(at: Point(x: 300, y: 200)) == nil)
    }
}
