import Testing
import Presentation
import SnapshotHarness
import Navigation
import TestSupport

/// Formats are values: each knows its name, its file's extension, its rendering and its diff;
/// a format of another type is made from one with `pullback`; scenarios and the engine take
/// any of them.
@Suite struct SnapshottingTests {
    private let screen = Screen(
        appName: "A", navigationBar: NavigationBar(title: "Title"),
        content: [
            .label("greeting", frame: Rect(x: 20, y: 20, width: 280, height: 21), Label("Hello"))
        ])

    @Test func thePackagesFormatsRenderWithTheirRenderers() {
        #expect(Snapshotting<Screen>.text.render(screen) == TextRenderer().render(screen))
        #expect(Snapshotting<Screen>.svg.render(screen) == SVGRenderer().render(screen))
        #expect(Snapshotting<Screen>.audit.render(screen) == AccessibilityAudit().audit(screen).text)
        #expect(Snapshotting<Screen>.wireframe(columns: 100).render(screen) == WireframeRenderer(columns: 100).render(screen))
        #expect(Snapshotting<Screen>.json.render(screen) == ScreenJSONRenderer().render(screen))
        #expect(Snapshotting<Screen>.all().map(\.name) == ["text", "wireframe", "svg", "audit", "json"])
        #expect(Snapshotting<Screen>.all().map(\.pathExtension) == ["txt", "wireframe.txt", "svg", "audit.txt", "json"])
        #expect(Snapshotting<Screen>.named("svg")?.pathExtension == "svg")
        #expect(Snapshotting<Screen>.named("png") == nil)
    }

    @Test func aFormatForAnotherTypeIsAPullback() {
        struct Order { var items: [String] }
        let receipt = Snapshotting<String>.lines.pullback(name: "receipt") { (order: Order) in order.items.joined(separator: "\n") }
        #expect(receipt.render(Order(items: ["Milk", "Bread"])) == "Milk\nBread")
        #expect(receipt.name == "receipt" && receipt.pathExtension == "txt")
        let titled = Snapshotting<Screen>.text.pullback { (title: String) in Screen(appName: title, content: []) }
        #expect(titled.render("Books").hasPrefix("Books"))
    }

    @Test func theEngineChecksAValueInAFormatWithTheFormatsDiffing() throws {
        let folder = try TemporaryDirectory("snapshotting")
        defer { folder.remove() }
        let name = try SnapshotName("sample/greeting")
        let recording = SnapshotEngine(directory: folder.path, recordMode: .missing, artifactsDirectory: folder.file("artifacts"))
        _ = recording.verify(screen, as: .svg, named: name)  // records the reference (and fails once, by design)
        #expect(folder.read("sample/greeting.svg") == SVGRenderer().render(screen))
        let marking = Snapshotting<Screen>(name: "svg", pathExtension: "svg", diffing: SnapshotDiffing { _, _, _, _ in "DIFFERENT" }) { _ in "<svg/>" }
        let checking = SnapshotEngine(directory: folder.path, recordMode: .never, artifactsDirectory: folder.file("artifacts"))
        let result = checking.verify(screen, as: marking, named: name)
        #expect(!result.passes)
        #expect(result.message.contains("DIFFERENT"), "the format's own diffing shows the mismatch: \(result.message)")
    }

    @Test func aScenarioOfTextPrintsOnlyAsText() async throws {
        let scenario = Scenario(try SnapshotName("sample/graph"), summary: "text", formats: [.svg]) { .text("graph\n") }
        #expect(scenario.formats.map(\.name) == ["svg", "text"], "the text is always kept")
        #expect(try await scenario.render(.text) == "graph\n")
        await #expect(throws: ScenarioError.notAScreen(try SnapshotName("sample/graph"), format: "svg")) { try await scenario.render(.svg) }
    }
}
