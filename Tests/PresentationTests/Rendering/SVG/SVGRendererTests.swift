import Foundation
import Testing
import TestSupport
@testable import Presentation

@Suite struct SVGRendererTests {
    private let renderer = SVGRenderer()

    static let sampleScreens: [Screen] = [
        PictureFixtures.smallScreen(),
        PictureFixtures.smallScreen(
            alert: Alert(title: "Delete?", message: nil, buttons: [Alert.Button("Cancel", role: .cancel), Alert.Button("Delete", role: .destructive)])),
        PictureFixtures.scrolledTable(count: 40, offset: 100),
    ]

    @Test(arguments: sampleScreens.indices)
    func everySampleScreenIsWellFormedSVG(_ index: Int) {
        let svg = renderer.render(Self.sampleScreens[index])
        let document = ParsedXML(svg)
        #expect(document.error == nil, "\(document.error ?? "")")
        #expect(document.rootName == "svg")
        #expect(document.rootAttributes["width"] == "320")
        #expect(document.rootAttributes["height"] == "480")
        #expect(document.rootAttributes["viewBox"] == "0 0 320 480")
    }

    @Test func theAppearanceImagesAreNamedAndACustomBackButtonIsDashed() {
        let menubar = ImageAsset("menubar.png"), back = ImageAsset("back.png")
        let root = NavigationBar(title: "Services", backgroundImage: menubar, backButtonImage: back)
        let pushed = NavigationBar(title: nil, backButtonTitle: "Services", backgroundImage: menubar, backButtonImage: back)
        let replaced = NavigationBar(title: nil, backButtonTitle: "Services", leftItems: [.system(.cancel)], backButtonImage: back)
        #expect(root.appearanceImagesNote == "menubar.png", "a root has no back button to name")
        #expect(pushed.appearanceImagesNote == "menubar.png, back button back.png")
        #expect(replaced.appearanceImagesNote == nil, "a custom left item replaces the back button")
        let svg = SVGRenderer().render(Screen(appName: "Business", navigationBar: pushed, content: []))
        #expect(svg.contains(">menubar.png, back button back.png</text>"))
        #expect(svg.contains(#"stroke-dasharray="3 2""#))
        let plain = SVGRenderer().render(Screen(appName: "Business", navigationBar: NavigationBar(title: nil, backButtonTitle: "Back"), content: []))
        #expect(!plain.contains("stroke-dasharray"))
    }

    @Test func theDocumentStartsWithTheXMLDeclarationAndTheSVGElement() {
        let svg = renderer.render(PictureFixtures.smallScreen())
        #expect(
            svg.hasPrefix(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="320" height="480" viewBox="0 0 320 480"
                """))
        #expect(svg.hasSuffix("</svg>\n"))
        #expect(!svg.contains("\r"))
    }

    @Test func aLabelIsDrawnAtItsFrameWithItsBaselineBelowTheAscender() {
        // Frame 10,10 in the content area (y 64): top 74, baseline 74 + 17 × 0.718 = 86.2.
        let svg = renderer.render(PictureFixtures.smallScreen())
        #expect(
            svg.contains(
                """
                <text x="10" y="86.2" font-family="Helvetica" font-size="17" fill="#000000">Weekly shopping</text>
                """))
        #expect(svg.contains(">A note far too…</text>"), "truncated as the user sees it")
        #expect(svg.contains("font-weight=\"bold\" fill=\"#FFFFFF\" text-anchor=\"middle\">Groceries</text>"), "the bold white centred title")
    }

    @Test func hostileTextIsEscaped() {
        let screen = Screen(
            appName: "<App> & \"Co\"",
            content: [
                .label("hostile", frame: Rect(x: 10, y: 10, width: 300, height: 21), Label("<script>&\""))
            ])
        let svg = renderer.render(screen)
        #expect(svg.contains(">&lt;script&gt;&amp;&quot;</text>"))
        #expect(svg.contains("<title>&lt;App&gt; &amp; &quot;Co&quot;</title>"))
        #expect(!svg.contains("<script>"))
        #expect(ParsedXML(svg).error == nil)
    }

    @Test func controlCharactersAreDropped() {
        let screen = Screen(
            appName: "T\u{1}",
            content: [
                .label("controls", frame: Rect(x: 10, y: 10, width: 300, height: 21), Label("a\u{0}b\u{1B}c\u{7}d\u{9F}e\u{FFFF}f"))
            ])
        let svg = renderer.render(screen)
        #expect(svg.contains(">abcdef</text>"))
        #expect(svg.contains("<title>T</title>"))
        let document = ParsedXML(svg)
        #expect(document.error == nil, "\(document.error ?? "")")
    }

    /// A direction override or isolate would reorder the picture's text and the SVG source a
    /// reviewer reads; they are written as the text renderer writes them.
    @Test func bidirectionalOverridesAreNeutralisedAsTheTextRendererDoes() {
        let text = "\u{202E}gnp.exe\u{202C} and \u{2066}isolate\u{2069}"
        let screen = Screen(
            appName: "App\u{202E}",
            content: [
                .label("bidi", frame: Rect(x: 10, y: 10, width: 300, height: 21), Label(text))
            ])
        let svg = renderer.render(screen)
        #expect(!svg.unicodeScalars.contains { (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value) })
        #expect(svg.contains(#">\u{202E}gnp.exe\u{202C} and \u{2066}isolate\u{2069}</text>"#))
        #expect(svg.contains(#"<title>App\u{202E}</title>"#))
        #expect(TextRenderer().render(screen).contains(#"\u{202E}gnp.exe\u{202C} and \u{2066}isolate\u{2069}"#))
        #expect(ParsedXML(svg).error == nil)
    }

    @Test func aScrolledTableIsClippedToItsViewport() {
        let svg = renderer.render(PictureFixtures.scrolledTable(count: 40, offset: 100))
        #expect(
            svg.contains(
                """
                <clipPath id="clip-1">
                    <rect x="0" y="64" width="320" height="416"/>
                  </clipPath>
                  <g clip-path="url(#clip-1)">
                """))
        #expect(svg.contains(">Row 2</text>"), "row 2 (88-132) shows, partly under the bar")
        #expect(!svg.contains(">Row 1</text>"))
        #expect(!svg.contains(">Row 12</text>"), "row 12 starts below the viewport")
        #expect(!svg.contains("clip-2"), "one viewport, one clip path")
    }

    @Test func aClippingImageIsClippedToItsViewAndDrawnAsAPlaceholder() {
        let screen = Screen(
            appName: "T",
            content: [
                .image(
                    "photo", frame: Rect(x: 0, y: 0, width: 320, height: 100),
                    ImageView(ImageAsset("wide & tall.jpg", size: Size(width: 100, height: 100)), contentMode: .aspectFill, clipsToBounds: true))
            ])
        let svg = renderer.render(screen)
        #expect(svg.contains("<rect x=\"0\" y=\"20\" width=\"320\" height=\"100\"/>"), "the clip is the view's bounds")
        #expect(svg.contains("<rect x=\"0\" y=\"-90\" width=\"320\" height=\"320\" fill=\"#E3E8EE\""), "the image's drawn rect")
        #expect(svg.contains("<path d=\"M0 -90 L320 230 M320 -90 L0 230\""), "the diagonal cross")
        #expect(svg.contains(">wide &amp; tall.jpg</text>"))
    }

    @Test func renderingIsDeterministic() {
        for screen in Self.sampleScreens {
            #expect(renderer.render(screen) == renderer.render(screen))
        }
    }

    @Test func oddFramesGiveFiniteNumbers() {
        let screen = Screen(
            appName: "T",
            content: [
                .view("huge", frame: Rect(x: -1e300, y: 0, width: .infinity, height: 1e300), color: .gray),
                .label("far", frame: Rect(x: 1e12, y: -1e12, width: 10, height: 10), Label("x")),
            ])
        let svg = renderer.render(screen)
        #expect(!svg.contains("inf") && !svg.contains("nan"))
        #expect(svg.contains("<rect x=\"-100000\" y=\"20\" width=\"100000\" height=\"100000\" fill=\"#808080\"/>"))
        #expect(ParsedXML(svg).error == nil)
    }
}
