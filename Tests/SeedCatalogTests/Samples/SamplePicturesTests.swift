import Testing
@testable import Presentation
@testable import SeedCatalog
import TestSupport

/// The catalog's sample screens (labels, images, a form, tables, a grid, an article, the
/// controls) through the picture renderers: well-formed, deterministic SVG, and wireframes of
/// the asked width.
@Suite struct SamplePicturesTests {
    static let screens: [Screen] = [
        SampleScreens.labels(), SampleScreens.images(), SampleScreens.form(),
        SampleTables.plain(), SampleTables.plain(offset: 200), SampleTables.grouped(), SampleTables.million(),
        SampleTables.plain(alert: Alert(title: "Error", message: "The request timed out.", buttons: [Alert.Button("OK", role: .cancel)])),
        SampleDetail.grid(), SampleDetail.article(), SampleDetail.article(offset: 424), SampleControls.sizes(),
    ]

    @Test(arguments: screens.indices)
    func everySampleScreenIsWellFormedDeterministicSVG(_ index: Int) {
        let svg = SVGRenderer().render(Self.screens[index])
        let document = ParsedXML(svg)
        #expect(document.error == nil, "\(document.error ?? "")")
        #expect(document.rootName == "svg")
        #expect(document.rootAttributes["viewBox"] == "0 0 320 480")
        #expect(SVGRenderer().render(Self.screens[index]) == svg)
    }

    @Test func clipPathIdsFollowDocumentOrder() {
        let svg = SVGRenderer().render(SampleTables.grouped())
        let ids = svg.components(separatedBy: "<clipPath id=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(ids == ["clip-1", "clip-2"], "the table's viewport, then the description text view")
        #expect(svg.contains("clip-path=\"url(#clip-2)\""))
    }

    @Test(arguments: [80, 120])
    func everyWireframeIsAsWideAsAskedWith41Lines(columns: Int) {
        for screen in Self.screens {
            let lines = WireframeRenderer(columns: columns).render(screen).split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.count == 42 && lines.last == "", "41 lines and one trailing newline")
            #expect(lines.dropLast().allSatisfy { DisplayWidth.columns(of: $0) == columns })
        }
    }

    @Test func anAlertIsDrawnOverTheContent() {
        let alert = Alert(title: "Error", message: "The request timed out.", buttons: [Alert.Button("Cancel", role: .cancel), Alert.Button("Retry")])
        let lines = WireframeRenderer().render(SampleTables.plain(alert: alert)).split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.contains("│                               Error                                │") })
        #expect(lines.contains { $0.contains("[ Cancel ]   [ Retry ]") })
        let text = lines.joined(separator: "\n")
        #expect(text.contains("Item 1") && text.contains("Item 8"), "rows outside the box still show")
        #expect(!text.contains("Item 4") && !text.contains("Item 5"), "rows under the box are covered")
    }
}
