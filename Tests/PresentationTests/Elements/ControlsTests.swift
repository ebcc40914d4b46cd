import Testing
@testable import Presentation

/// The values of switches, segmented controls, sliders and steppers: pinned into their ranges
/// as UIKit pins them, and printed in one form.
@Suite struct ControlsTests {
    @Test func aRangePinsValuesAndMovesItsMinimumDownWithAMaximumBelowIt() {
        let range = ValueRange(1, 10)
        #expect(range.pin(-3) == 1)
        #expect(range.pin(12) == 10)
        #expect(range.pin(.nan) == 1)
        #expect(range.fraction(of: 5.5) == 0.5)
        let reversed = ValueRange(10, 2)
        #expect(reversed.minimum == 2 && reversed.maximum == 2, "UIKit lowers the minimum to a maximum set below it")
        #expect(reversed.fraction(of: 2) == 0, "an empty-width range never divides by zero")
        #expect(ValueRange(.nan, .infinity) == ValueRange(0, 0))
    }

    @Test(arguments: [
        (0.1 + 0.2, "0.3"), (-0.0, "0"), (3, "3"), (0.25, "0.25"), (0.00001, "0"), (-1.5, "-1.5"), (2.0 / 3.0, "0.6667"),
        (Double.nan, "nan"), (-Double.infinity, "-inf"),
    ])
    func valuesPrintShortestToFourDecimals(_ value: Double, _ printed: String) {
        #expect(ValueFormat.string(value) == printed)
    }

    @Test func aSliderKeepsItsValueInItsRangeWhateverChanges() {
        var slider = Slider(value: 7, range: ValueRange(0, 5))
        #expect(slider.value == 5, "pinned at creation")
        slider.value = -2
        #expect(slider.value == 0, "pinned when set")
        slider.value = 4
        slider.range = ValueRange(0, 2)
        #expect(slider.value == 2, "pinned when the range shrinks")
    }

    @Test func aSlidersThumbTravelsBetweenHalfAThumbFromEachEnd() {
        let size = Size(width: 200, height: Slider.height)
        #expect(Slider(value: 0).thumbFrame(in: size) == Rect(x: 0, y: 0, width: 23, height: 23))
        #expect(Slider(value: 1).thumbFrame(in: size).maxX == 200)
        #expect(Slider(value: 0.5).thumbFrame(in: size).midXForTest == 100)
    }

    @Test func aStepperReachesWholeStepsAwayAndTheEndsOfItsRange() {
        let stepper = Stepper(value: 3, range: ValueRange(0, 10), stepValue: 3)
        #expect(stepper.canReach(6) && stepper.canReach(9) && stepper.canReach(0) && stepper.canReach(10))
        #expect(!stepper.canReach(4), "not a whole number of steps from 3")
        #expect(!stepper.canReach(12) && !stepper.canReach(.infinity) && !stepper.canReach(.nan))
        #expect(Stepper(value: 0, stepValue: 0).stepValue == 1, "UIKit refuses a step of 0")
        #expect(!Stepper(value: 0).canDecrement && Stepper(value: 0).canIncrement)
        #expect(Stepper(value: 100).canDecrement && !Stepper(value: 100).canIncrement)
    }

    @Test func aSegmentedControlSelectsOnlyASegmentItHasAndNeverWhenMomentary() {
        #expect(SegmentedControl(["A", "B"], selectedIndex: 1).selectedSegment == 1)
        #expect(SegmentedControl(["A", "B"], selectedIndex: 2).selectedSegment == nil)
        #expect(SegmentedControl(["A", "B"], selectedIndex: 0, isMomentary: true).selectedSegment == nil)
        let frames = SegmentedControl(["A", "B", "C"]).segmentFrames(in: Size(width: 300, height: 30))
        #expect(frames == [Rect(x: 0, y: 0, width: 100, height: 30), Rect(x: 100, y: 0, width: 100, height: 30), Rect(x: 200, y: 0, width: 100, height: 30)])
        #expect(SegmentedControl([]).segmentFrames(in: Size(width: 300, height: 30)).isEmpty)
    }

    @Test func theElementsTakeUIKitsFixedSizesAndTheAppsWidths() {
        // iOS 5/6 (Docs/UIKIT-FACTS.md): switch 79x27, stepper 94x27, slider 23 tall,
        // segmented control 44 (plain, bordered), 30 (bar), 40 (bezeled).
        #expect(Element.switchControl("s", at: Point(x: 5, y: 6), Switch(isOn: true)).frame == Rect(x: 5, y: 6, width: 79, height: 27))
        #expect(Element.stepper("s", at: .zero, Stepper(value: 1)).frame.size == Size(width: 94, height: 27))
        #expect(Element.slider("s", at: .zero, width: 120, Slider(value: 0)).frame.size == Size(width: 120, height: 23))
        let heights = SegmentedControlStyle.allCases.map {
            Element.segmentedControl("s", at: .zero, width: 100, SegmentedControl(["A"], style: $0)).frame.height
        }
        #expect(heights == [44, 44, 30, 40])
    }

    @Test func eachControlPrintsOneLine() {
        let screen = Screen(
            appName: "T",
            content: [
                .switchControl("wifi", at: Point(x: 10, y: 10), Switch(isOn: false, isEnabled: false, action: "join networks")),
                .segmentedControl(
                    "kind", at: Point(x: 10, y: 50), width: 300, SegmentedControl(["A \"1\"", "B"], selectedIndex: 0, style: .bezeled, isMomentary: true)),
                .segmentedControl("empty", at: Point(x: 10, y: 100), width: 300, SegmentedControl([])),
                .slider("level", at: Point(x: 10, y: 150), width: 300, Slider(value: 0.125, range: ValueRange(0, 2))),
                .stepper("count", at: Point(x: 10, y: 180), Stepper(value: 2.5, range: ValueRange(0, 5), stepValue: 0.5, action: "count")),
            ])
        let lines = TextRenderer().render(screen).split(separator: "\n").filter { $0.hasPrefix("  ") }.map(String.init)
        #expect(
            lines == [
                "  switch wifi  10,10 79x27  off  disabled  -> join networks",
                "  segmented kind  10,50 300x40  bezeled  \"A \\\"1\\\"\" \"B\"  momentary",
                "  segmented empty  10,100 300x44  plain  no segments",
                "  slider level  10,150 300x23  value 0.125  range 0...2",
                "  stepper count  10,180 94x27  value 2.5  range 0...5  step 0.5  -> count",
            ])
    }
}

private extension Rect {
    var midXForTest: Double { minX + width / 2 }
}
