import Foundation
import Testing
@testable import Presentation

/// How the controls a user sets look in the wireframe: one line each, through the control's
/// middle, within its columns.
@Suite struct WireframeControlsTests {
    /// The picture's line through the middle of `element`, placed alone in the content area
    /// (which starts 64 points down, under the navigation bar).
    private func line(of element: Element) -> String {
        let picture = WireframeRenderer().render(Screen(appName: "T", navigationBar: NavigationBar(title: "T"), content: [element]))
        let lines = picture.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let row = WireframeGrid.row(64 + element.frame.minY + element.frame.height / 2)
        return lines[row].trimmingCharacters(in: CharacterSet(charactersIn: "│ "))
    }

    @Test func aSwitchShowsItsPositionWithItsKnob() {
        #expect(line(of: .switchControl("s", at: Point(x: 100, y: 100), Switch(isOn: true))) == "[ON  ●]")
        #expect(line(of: .switchControl("s", at: Point(x: 100, y: 100), Switch(isOn: false))) == "[●  OFF]")
    }

    @Test func aSegmentedControlSharesItsWidthAndBracketsTheSelectedSegment() {
        let control = SegmentedControl(["Miles", "Kilometres"], selectedIndex: 1, style: .bar)
        // x 80 to 240 are columns 20 to 59 of 80 (19.75 and 59.25): 40 columns, "(" + 18 +
        // "|" + 18 + ")" and the odd column left blank.
        #expect(line(of: .segmentedControl("u", at: Point(x: 80, y: 100), width: 160, control)) == "(      Miles       |   [Kilometres]   )")
        let narrow = SegmentedControl(["Standard", "Satellite"], selectedIndex: 0)
        #expect(line(of: .segmentedControl("m", at: Point(x: 120, y: 100), width: 40, narrow)) == "([S…]|Sat…)", "titles are cut to their share")
    }

    @Test func aSlidersThumbSitsAtItsValueAlongTheTrack() {
        let slider = { (value: Double) in Element.slider("v", at: Point(x: 120, y: 100), width: 40, Slider(value: value, range: ValueRange(0, 8))) }
        #expect(line(of: slider(0)) == "[●────────]")
        #expect(line(of: slider(4)) == "[────●────]")
        #expect(line(of: slider(8)) == "[────────●]")
    }

    @Test func aStepperShowsOnlyTheHalvesThatChangeItsValue() {
        #expect(line(of: .stepper("c", at: Point(x: 100, y: 100), Stepper(value: 0, range: ValueRange(0, 2)))) == "[   | + ]")
        #expect(line(of: .stepper("c", at: Point(x: 100, y: 100), Stepper(value: 1, range: ValueRange(0, 2)))) == "[ - | + ]")
        #expect(line(of: .stepper("c", at: Point(x: 100, y: 100), Stepper(value: 2, range: ValueRange(0, 2)))) == "[ - |   ]")
    }
}
