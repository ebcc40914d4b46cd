@testable import StoryboardImport
import Navigation
import Presentation
import Testing

/// A storyboard file run as an app with no Swift: its scenes as drawn, its segues followed by
/// taps, its controls changed by touches.
@MainActor
@Suite struct ImportedAppTests {
    private func driver(_ file: String) throws -> AppDriver<ImportedApp> {
        AppDriver(app: ImportedApp(try StoryboardImporter().importFile(atPath: StoryboardFixtures.path(file)), name: "Catalog"),
                  runner: ImportedApp.NoEffects())
    }

    @Test func aCellsSegueShowsItsSceneAndItsControlsChangeWhenTouched() throws {
        let app = try driver("uicatalog/Main_iPhone.storyboard")
        #expect(app.screen.navigationBar?.title == "UICatalog")
        let table = try #require(app.screen.content.first)
        #expect(table.frame == Rect(x: 0, y: 0, width: 320, height: 416), "the table laid out under the bars is inset below them, as UIKit does")
        guard case .table(let list) = table.kind else { Issue.record("no table"); return }
        let switches = try #require((0..<list.dataSource.numberOfRows(inSection: 0)).first { list.dataSource.cell(at: TableIndexPath(row: $0, section: 0)).text == "Switches" })
        try app.send(.scroll(toY: 300))
        try app.send(.tapRow(TableIndexPath(row: switches, section: 0)))
        #expect(app.screen.breadcrumb == ["UICatalog", "Switches"], "\(app.screen.breadcrumb)")
        try app.send(.toggleSwitch("defaultSwitch", isOn: false, row: TableIndexPath(row: 0, section: 0)))
        #expect(TextRenderer().render(app.screen).contains("switch defaultSwitch  136,6 51x31  off"))
        try app.send(.tapBack)
        try app.send(.tapRow(TableIndexPath(row: switches, section: 0)))
        #expect(TextRenderer().render(app.screen).contains("switch defaultSwitch  136,6 51x31  on"), "a screen shown again is the file's")
        #expect(app.failures.isEmpty, "\(app.failures)")
    }

    /// What taps alone do not reach yet, per real file, and why: a file not listed is reached
    /// whole.
    static let knownMisses: [String: Set<SceneID>] = [:]

    /// A container view shows the scene its embed segue leads to, in its frame.
    @Test func aContainerViewShowsTheSceneItEmbeds() throws {
        let app = try driver("eidolon/Auction.storyboard")
        let container = try #require(Self.find("App Nav", in: app.screen.content))
        let listings = try #require(StoryboardImporter().importFile(atPath: StoryboardFixtures.path("eidolon/Auction.storyboard")).scene("AuctionListings")?.view)
        #expect(container.children.map(\.name) == [listings.name], "the listings' root view fills the container")
        #expect(container.children.first?.frame == Rect(x: 0, y: 0, width: container.frame.width, height: container.frame.height))
        #expect(Self.find("offlineBlockingView", in: app.screen.content)?.children.count == 1)
    }

    private static func find(_ name: String, in elements: [Element]) -> Element? {
        for element in elements {
            if element.name == name { return element }
            if let found = find(name, in: element.children) { return found }
        }
        return nil
    }

    /// The scenes a touch's segue leads to that taps alone reach, per real file.
    @Test(arguments: StoryboardFixtures.corpus.map(\.path))
    func tapsReachTheScenesSeguesLeadTo(_ file: String) throws {
        let imported = try StoryboardImporter().importFile(atPath: StoryboardFixtures.path(file))
        let explorer = ImportedAppExplorer(imported: imported)
        let (reached, failures) = explorer.explore()
        let missed = explorer.scenesToReach.subtracting(reached)
        #expect(missed == Self.knownMisses[file] ?? [],
                "\(file): \(reached.count) of \(explorer.scenesToReach.count) reached; missed \(missed.map(\.rawValue).sorted()); failures: \(failures.prefix(5))")
        #expect(failures.isEmpty, "\(failures)")
    }
}
