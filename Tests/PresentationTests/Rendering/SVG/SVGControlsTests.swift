import Foundation
#if canImport(FoundationXML)
#endif
import Testing
@testable import Presentation

/// The controls in the SVG picture, iOS 5-ish, drawn with the palette's existing gradients.
@Suite struct SVGControlsTests {
    private func svg(_ elements: [Element]) -> String {
        SVGRenderer().render(Screen(appName: "T", content: elements))
    }

    @Test func aSwitchIsAPillWithItsWordAndItsKnobWhereTheRealOneSits() {
        // Content starts at y 20 (no navigation bar): the switch's frame is 100,120 79x27.
        let on = svg([.switchControl("s", at: Point(x: 100, y: 100), Switch(isOn: true))])
        #expect(on.contains(##"<rect x="100" y="120" width="79" height="27" rx="13.5" fill="url(#done-button)""##))
        #expect(on.contains(##"<circle cx="165.5" cy="133.5" r="13""##), "the knob at the right end")
        #expect(on.contains(">ON</text>"))
        let off = svg([.switchControl("s", at: Point(x: 100, y: 100), Switch(isOn: false, isEnabled: false))])
        #expect(off.contains(##"<circle cx="113.5" cy="133.5" r="13""##), "the knob at the left end")
        #expect(off.contains(">OFF</text>"))
        #expect(off.contains(##"<g opacity="0.5">"##), "a disabled control is faded")
    }

    @Test func theSelectedSegmentIsBlueWithAWhiteTitle() {
        let picture = svg([
            .segmentedControl("u", at: Point(x: 10, y: 10), width: 300, SegmentedControl(["Miles", "Kilometres"], selectedIndex: 1, style: .bar))
        ])
        #expect(picture.contains(##"<rect x="160" y="30" width="150" height="30" rx="5" fill="url(#done-button)""##))
        #expect(picture.contains(##"fill="#FFFFFF" text-anchor="middle">Kilometres</text>"##))
        #expect(picture.contains(##"fill="#4D4D4D" text-anchor="middle">Miles</text>"##))
    }

    @Test func aSliderFillsItsTrackUpToTheThumb() {
        let picture = svg([.slider("v", at: Point(x: 10, y: 10), width: 223, Slider(value: 0.5))])
        // The thumb's centre travels from 11.5 to 211.5 points into the slider: 111.5 at 0.5.
        #expect(picture.contains(##"<circle cx="121.5" cy="41.5" r="11""##))
        #expect(picture.contains(##"<rect x="10" y="37" width="111.5" height="9" rx="4.5" fill="url(#done-button)""##))
    }

    @Test func aStepperGreysTheHalfThatCannotChangeItsValue() {
        let picture = svg([.stepper("c", at: Point(x: 10, y: 10), Stepper(value: 0, range: ValueRange(0, 5)))])
        #expect(picture.contains(##"fill="#B3B3B3" text-anchor="middle">−</text>"##))
        #expect(picture.contains(##"fill="#4D4D4D" text-anchor="middle">+</text>"##))
    }

    @Test func controlsAddNoDefinitions() {
        let plain = SVGRenderer().render(Screen(appName: "T", content: []))
        let controls = svg([.switchControl("s", at: .zero, Switch(isOn: true)), .slider("v", at: Point(x: 0, y: 40), width: 100, Slider(value: 0))])
        func definitions(_ text: String) -> Substring? {
            guard let start = text.range(of: "<defs>"), let end = text.range(of: "</defs>") else { return nil }
            return text[start.lowerBound..<end.upperBound]
        }
        #expect(definitions(plain) != nil)
        #expect(definitions(plain) == definitions(controls), "other pictures' references keep their <defs>")
    }
}
