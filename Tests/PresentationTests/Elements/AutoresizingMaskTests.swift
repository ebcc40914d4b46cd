import Testing
@testable import Presentation

/// UIKit's autoresizing, per view: a superview's change shared among the flexible parts in
/// proportion to their lengths, children following a view that changed size.
@Suite struct AutoresizingMaskTests {
    let short = Size(width: 320, height: 416)
    let tall = Size(width: 320, height: 504)

    @Test func eachMaskOnTheTallerScreen() {
        let frame = Rect(x: 20, y: 100, width: 280, height: 200)
        let cases: [(AutoresizingMask, Rect)] = [
            (.none, frame),
            (.flexibleHeight, Rect(x: 20, y: 100, width: 280, height: 288)),
            (.flexibleTopMargin, Rect(x: 20, y: 188, width: 280, height: 200)),
            (.flexibleBottomMargin, frame),
            ([.flexibleRightMargin, .flexibleBottomMargin], frame),  // a storyboard's flexibleMaxX flexibleMaxY
            (.flexibleSize, Rect(x: 20, y: 100, width: 280, height: 288)),
            // Top margin 100 and height 200 share 88 in proportion: 100/300 and 200/300.
            ([.flexibleTopMargin, .flexibleHeight], Rect(x: 20, y: 100 + 88.0 / 3, width: 280, height: 200 + 88.0 * 2 / 3)),
            // Top 100, bottom 116: the view stays centred.
            ([.flexibleTopMargin, .flexibleBottomMargin], Rect(x: 20, y: 100 + 88 * 100.0 / 216, width: 280, height: 200)),
        ]
        for (mask, expected) in cases {
            let resized = mask.frame(frame, from: short, to: tall)
            #expect(
                abs(resized.minY - expected.minY) < 1e-9 && abs(resized.height - expected.height) < 1e-9,
                "\(mask.rawValue): \(resized) instead of \(expected)")
            #expect(resized.minX == expected.minX && resized.width == expected.width)
        }
    }

    @Test func flexiblePartsOfZeroLengthShareEqually() {
        let mask: AutoresizingMask = [.flexibleTopMargin, .flexibleHeight]
        #expect(mask.frame(Rect(x: 0, y: 0, width: 320, height: 0), from: short, to: tall) == Rect(x: 0, y: 44, width: 320, height: 44))
    }

    @Test func aViewMadeInCodeKeepsItsFrameAndAFillingViewTakesItsChildrenAlong() {
        let label = Element.label("bottomLabel", frame: Rect(x: 10, y: 380, width: 300, height: 21), Label("Bottom"))
            .autoresizing(.flexibleTopMargin)
        let screen = Screen(
            appName: "A", navigationBar: NavigationBar(title: "A"),
            content: [
                Element("scroll", frame: Rect(x: 0, y: 0, width: 320, height: 480), kind: .scrollView(ScrollView(contentSize: Size(width: 320, height: 904)))),
                Element("root", frame: Rect(x: 0, y: 0, width: 320, height: 416), kind: .view, children: [label]).autoresizing(.flexibleSize),
            ])
        let laidOut = screen.laidOut(on: .iPhone4Inch)
        #expect(laidOut.content[0].frame == Rect(x: 0, y: 0, width: 320, height: 480), "no mask: the frame stays")
        #expect(laidOut.content[1].frame == Rect(x: 0, y: 0, width: 320, height: 504))
        #expect(laidOut.content[1].children[0].frame == Rect(x: 10, y: 468, width: 300, height: 21), "the child keeps its distance to the bottom")
    }
}
