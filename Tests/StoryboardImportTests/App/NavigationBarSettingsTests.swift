import Navigation
import Presentation
@testable import StoryboardImport
import Testing

/// A navigation controller's bar settings in a storyboard: `prefersLargeTitles` gives its
/// scenes large titles on today's iPhones (a scene whose item says `never` keeps the standard
/// title), and `translucent="NO"` an opaque bar.
@MainActor
@Suite struct NavigationBarSettingsTests {
    private static func file(bar: String, mode: String = "") -> String {
        StoryboardFixtures.document(
            initial: "nav", version: "3.0",
            StoryboardFixtures.navigationScene(root: "list", items: bar)
                + StoryboardFixtures.scene(
                    "list",
                    """
                        <tableViewController id="list" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="static" style="plain" rowHeight="44" id="table">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            </tableView>
                            <navigationItem key="navigationItem" title="Settings" \(mode) id="item"/>
                        </tableViewController>
                    """))
    }

    @Test func aControllerThatPrefersLargeTitlesShowsThem() throws {
        let bar = #"<navigationBar key="navigationBar" contentMode="scaleToFill" prefersLargeTitles="YES" translucent="NO" id="bar"/>"#
        let imported = try StoryboardFixtures.importText(Self.file(bar: bar))
        #expect(
            imported.scenes.first { $0.scene.kind == .navigationController }?.navigationBar
                == ImportedNavigationBar(prefersLargeTitles: true, isTranslucent: false))
        let app = ImportedApp(imported, name: "App")
        #expect(app.appearance.prefersLargeTitles && app.appearance.isTranslucent == false)
        let running = AppDriver(app: app, runner: ImportedApp.NoEffects())
        #expect(running.screen.navigationBar?.prefersLargeTitles == true)
        #expect(TextRenderer().render(running.screen.laidOut(on: .iPhone15)).contains("large title \"Settings\""))
        let canvas = StoryboardCanvas.screen(for: try #require(imported.scenes.first { $0.scene.kind != .navigationController }), in: imported).laidOut(
            on: .iPhone15)
        #expect(TextRenderer().render(canvas).contains("navbar  0,59 393x96  large title \"Settings\""))
        #expect(canvas.navigationBar?.isTranslucent == false && canvas.barUnderlap.above == 0)
        let never = try StoryboardFixtures.importText(Self.file(bar: bar, mode: #"largeTitleDisplayMode="never""#))
        #expect(never.scenes.first { $0.scene.kind != .navigationController }?.navigationItem?.largeTitleDisplayMode == .never)
        let standard = StoryboardCanvas.screen(for: try #require(never.scenes.first { $0.scene.kind != .navigationController }), in: never).laidOut(
            on: .iPhone15)
        #expect(TextRenderer().render(standard).contains("navbar  0,59 393x44  title \"Settings\""))
    }

    @Test func aFileThatSaysNothingKeepsUIKitsDefaults() throws {
        let imported = try StoryboardFixtures.importText(Self.file(bar: ""))
        #expect(imported.scenes.first { $0.scene.kind == .navigationController }?.navigationBar == nil)
        #expect(ImportedApp(imported, name: "App").appearance == NavigationAppearance())
    }
}
