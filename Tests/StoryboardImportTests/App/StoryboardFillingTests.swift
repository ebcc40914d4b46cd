@testable import StoryboardImport
import Navigation
import Presentation
import Testing

/// Filling a scene from its file as a view controller's code does, and a team's screen among the
/// file's: `ios-mobileservices-storage`'s containers list, whose prototype "Cell" the app fills
/// with its containers' names.
@MainActor
@Suite struct StoryboardFillingTests {
    private static let file = "ios-mobileservices-storage/MainStoryboard.storyboard"

    private func imported() throws -> ImportedStoryboard {
        try StoryboardImporter().importFile(atPath: StoryboardFixtures.path(Self.file))
    }

    /// The containers screen as the app's code would have it: its containers, one row each, from
    /// the file's prototype; a tap shows the blobs screen as the file draws it. README's example,
    /// with the reuse identifier a property so that a test can misspell it.
    struct ContainerList: ScreenFeature {
        typealias Effect = Never
        typealias Message = Never
        static let scene: SceneID = "ContainerTableViewController"
        let file: StoryboardFile<Never, Never>
        var containers = ["photos", "backups", "logs"]
        var identifier = "Cell"

        var navigationItem: NavigationItem {
            (try? file.scene(Self.scene).fileNavigationItem) ?? NavigationItem()
        }

        func render(in context: ScreenContext) -> ScreenContent {
            do {
                let scene = try file.scene(Self.scene)
                let rows = try containers.map { name throws(StoryboardFillError) in
                    TableSections.Row(try scene.dequeueCell(withIdentifier: identifier).setting("textLabel", .text(name)))
                }
                return ScreenContent([try scene.view(with: [TableSections.Section(rows: rows)])])
            } catch {
                return error.screenContent
            }
        }

        func prepare(for segue: Segue, sender: SegueSender<Never>, in context: ScreenContext) throws(SeguePreparationError)
            -> any ScreenFeature<Never, Never>
        {
            file.screen(for: segue.destination)
        }
    }

    @Test func aTeamsScreenFillsItsPrototypeAndTheFileShowsTheRest() throws {
        let app = StoryboardFileApp<Never, Never>(
            try imported(), name: "Storage",
            screens: [
                ContainerList.scene: { ContainerList(file: $0) }
            ])
        let driver = AppDriver(app: app, runner: ImportedApp.NoEffects())
        try driver.send(.tapButton(TextQuote.quoted("Blob Storage")))  // a button without an outlet is named by its title
        #expect(driver.screen.breadcrumb == ["Storage Demo", "Containers"], "the team's screen, under the file's title")
        let text = TextRenderer().render(driver.screen)
        #expect(
            text.contains(
                """
                    row 0.0  0,0 320x44  Cell  style default  accessory disclosure  tap -> segue showBlobs
                      label textLabel  10,0 280x43  Helvetica-Bold 20  #000000  "photos"
                """), "\(text)")
        #expect(text.contains("row 0.2  0,88 320x44  Cell  style default  accessory disclosure  tap -> segue showBlobs"), "\(text)")
        #expect(text.contains("table tableView  0,0 320x416  plain  1 section  3 rows"), "the root table fills the content area of the 3.5-inch screen")
        #expect(driver.screen.navigationBar?.rightItems.count == 1, "the file's add button")
        try driver.send(.tapRow(TableIndexPath(row: 1, section: 0)))
        #expect(driver.screen.breadcrumb == ["Storage Demo", "Containers", "(untitled)"], "the file's blobs screen, which has no title")
        #expect(driver.failures.isEmpty, "\(driver.failures)")
    }

    @Test func aScreenWhoseFillingFailsShowsTheErrorInItsSnapshot() throws {
        let app = StoryboardFileApp<Never, Never>(
            try imported(), name: "Storage",
            screens: [
                ContainerList.scene: { ContainerList(file: $0, identifier: "Container") }
            ])
        let driver = AppDriver(app: app, runner: ImportedApp.NoEffects())
        try driver.send(.tapButton(TextQuote.quoted("Blob Storage")))
        let text = TextRenderer().render(driver.screen)
        #expect(
            text.contains(
                """
                  scroll StoryboardFillError  0,0 320x416  content 320x140  offset 0,0  does not scroll
                    label message  10,10 300x120  Helvetica 14  #CC0000  unlimited lines  4 lines
                      | "StoryboardFillError: Scene"
                      | "\\"ContainerTableViewController\\" has no"
                      | "prototype cell with reuse identifier \\"Container\\" (it"
                      | "has: Cell)."
                """), "\(text)")
    }

    /// One placement rule for every screen: the file's screen coordinates moved to the content
    /// area; a root table inset below the bars, ending with the content area and no wider than
    /// the screen (HomeKitCatalog's tables are drawn 600 wide on Xcode 6's canvas); a view drawn
    /// under a translucent bar partly hidden by it.
    @Test func rootViewsArePlacedByOneRule() throws {
        let app = ImportedApp(try imported(), name: "Storage")
        func placed(_ frame: Rect, _ kind: ElementKind) -> Rect? {
            let screen = Presentation.Screen(appName: "x", navigationBar: NavigationBar(title: "T"), content: [Element("root", frame: frame, kind: kind)])
            return app.finish(screen).content.first?.frame
        }
        let table = ElementKind.table(TableView(style: .plain, rowHeight: 44, dataSource: TableSections([])))
        #expect(placed(Rect(x: 0, y: 64, width: 320, height: 416), .view) == Rect(x: 0, y: 0, width: 320, height: 416), "below the bars")
        #expect(placed(Rect(x: 0, y: 0, width: 320, height: 480), .view) == Rect(x: 0, y: -64, width: 320, height: 480), "under a translucent bar")
        #expect(placed(Rect(x: 0, y: 0, width: 320, height: 568), table) == Rect(x: 0, y: 0, width: 320, height: 416), "inset, ending with the content")
        #expect(placed(Rect(x: 0, y: 64, width: 600, height: 536), table) == Rect(x: 0, y: 0, width: 320, height: 416), "no wider than the screen")
    }

    @Test func aFileAloneShowsAFewPlaceholderRowsOfEachPrototype() throws {
        let driver = AppDriver(app: ImportedApp(try imported(), name: "Storage"), runner: ImportedApp.NoEffects())
        try driver.send(.tapButton(TextQuote.quoted("Blob Storage")))  // a button without an outlet is named by its title
        guard case .table(let table)? = driver.screen.content.first?.kind else { Issue.record("no table"); return }
        #expect(table.dataSource.numberOfRows(inSection: 0) == 3)
        #expect((0..<3).allSatisfy { table.dataSource.cell(at: TableIndexPath(row: $0, section: 0)).reuseIdentifier == "Cell" })
    }

    @Test func outletsAreSetByNameOnTheCellsViews() throws {
        let scene = try #require(try imported().scene("ModifyTableRowViewController"))
        var cell = try scene.dequeueCell(withIdentifier: "Cell")
        try cell.set("label tag 1", .text("PartitionKey"))
        try cell.set("textField tag 2", .text("customers"))
        try cell.set("textField tag 3", .isHidden(false))
        cell.accessory = .checkmark
        let fields = cell.contentElements.map { element -> String in
            switch element.kind {
            case .label(let label): "\(element.name)=\(label.text ?? "nil") \(label.textOrigin)"
            case .textField(let field): "\(element.name)=\(field.text)\(element.isHidden ? " hidden" : "")"
            default: element.name
            }
        }
        #expect(fields == ["label tag 1=PartitionKey data", "textField tag 2=customers", "textField tag 3="])
        #expect(cell.outletNames == ["textLabel", "imageView", "label tag 1", "textField tag 2", "textField tag 3"])
    }

    @Test func aMisspeltNameIsAnErrorThatListsWhatTheFileHas() throws {
        let storage = try imported()
        let scene = try #require(storage.scene("ModifyTableRowViewController"))
        #expect(throws: StoryboardFillError.noPrototype("Row", scene: "ModifyTableRowViewController", available: ["Cell"])) {
            try scene.dequeueCell(withIdentifier: "Row")
        }
        var cell = try scene.dequeueCell(withIdentifier: "Cell")
        let misspelt = #expect(throws: StoryboardFillError.self) { try cell.set("label tag 11", .text("x")) }
        #expect(
            misspelt?.description
                == "The cell \"Cell\" has no view named \"label tag 11\" (it has: textLabel, imageView, label tag 1, textField tag 2, textField tag 3).")
        #expect(throws: StoryboardFillError.valueDoesNotFit(.image("star"), outlet: "label tag 1", kind: "label")) {
            try cell.set("label tag 1", .image("star"))
        }
        #expect(throws: StoryboardFillError.noTable(nil, scene: "ViewController", available: [])) {
            try storage.scene("ViewController")?.view(with: [])
        }
        #expect(throws: StoryboardFillError.noScene("Containers", available: storage.scenes.map(\.id))) {
            try StoryboardFile<Never, Never>(storage).scene("Containers")
        }
    }

    @Test func aBuiltInStylesLabelsAreItsOutlets() throws {
        let scene = try #require(try imported().scene("ContainerTableViewController"))
        let cell = try scene.dequeueCell(withIdentifier: "Cell")
            .setting(TableCell.BuiltInOutlet.textLabel, .text("photos"))
            .setting(TableCell.BuiltInOutlet.imageView, .image("folder"))
        #expect(cell.text == "photos" && cell.textOrigin == .data)
        #expect(cell.image?.image?.name == "folder")
        #expect(throws: StoryboardFillError.valueDoesNotFit(.isOn(true), outlet: "textLabel", kind: "label")) {
            try cell.setting(TableCell.BuiltInOutlet.textLabel, .isOn(true))
        }
    }
}
