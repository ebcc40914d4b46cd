@testable import StoryboardImport
import Foundation
@testable import Navigation
import Presentation
@testable import SeedApps
import Testing

/// Each seed app ships the `.storyboard` file Interface Builder would have saved from the
/// seed's steps (`Sources/SeedApps/<App>/`). These tests import it and prove that the graph the
/// app declares in Swift corresponds to it scene for scene, and that what the app draws from
/// the storyboard (titles, bar buttons, tab items, frames, fonts, colors, row heights) is what
/// the file says. What the seeds set in code (row heights from `heightForRowAtIndexPath:`,
/// the Refresh buttons, the detail page built in `viewDidLoad`) is not in the files.
@Suite struct SeedStoryboardFilesTests {
    /// `Sources/SeedApps`, found from this file's path.
    static let seedApps: String = {
        var path = #filePath
        for _ in 0..<4 { path = (path as NSString).deletingLastPathComponent }
        return (path as NSString).appendingPathComponent("Sources/SeedApps")
    }()

    static func imported(_ file: String) throws -> ImportedStoryboard {
        try StoryboardImporter().importFile(atPath: (seedApps as NSString).appendingPathComponent(file))
    }

    /// What an element looks like, its text aside (the file holds Interface Builder's
    /// placeholders, the app its data): name, kind, frame, font, color, lines, alignment.
    static func metrics(_ element: Element) -> String {
        let frame = PointFormat.string(element.frame)
        switch element.kind {
        case .label(let label):
            return
                "label \(element.name) \(frame) \(label.font.description) \(label.textColor.hex) \(label.alignment) \(label.numberOfLines) \(label.lineBreakMode)"
        case .image(let image):
            return "image \(element.name) \(frame) \(image.contentMode) clips \(image.clipsToBounds)"
        case .textView(let textView):
            return "textview \(element.name) \(frame) \(textView.font.description) \(textView.textColor.hex) editable \(textView.isEditable)"
        case .textField(let field):
            return "textfield \(element.name) \(frame) \(field.font.description)"
        case .button(let button):
            return "button \(element.name) \(frame) \"\(button.title)\" \(button.font.description)"
        case .view:
            return "view \(element.name) \(frame) \(element.backgroundColor?.hex ?? "clear") [" + element.children.map(metrics).joined(separator: "; ") + "]"
        default:
            return "\(element.kind) \(element.name) \(frame)"
        }
    }

    /// The rows of the first table inside `element`.
    static func rows(_ element: Element?) -> [TableSections.Row] {
        sections(element).flatMap(\.rows)
    }

    static func sections(_ element: Element?) -> [TableSections.Section] {
        guard let element else { return [] }
        if case .table(let table) = element.kind, let sections = table.dataSource as? TableSections { return sections.sections }
        return element.children.lazy.map { sections($0) }.first { !$0.isEmpty } ?? []
    }

    /// The cell as a screen prints it: its tap text as the app's storyboard decides it
    /// (``StoryboardTapActions``), which is what the file's segue must agree with.
    static func shown(_ cell: TableCell, in scene: SceneID, of storyboard: Storyboard) -> TableCell {
        var cell = cell
        let sender = SegueSender<Never>.cell(section: 0, row: 0, prototype: cell.reuseIdentifier)
        cell.tapAction = StoryboardTapActions(storyboard: storyboard, scene: scene).tapAction(for: sender, claimed: cell.tapAction)
        return cell
    }

    static func table(_ element: Element?) -> TableView? {
        guard let element else { return nil }
        if case .table(let table) = element.kind { return table }
        return element.children.lazy.compactMap { table($0) }.first
    }

    // MARK: SpeakEasy (document version 1.1, Xcode 4.3)

    @Test func speakEasyGraphCorrespondsToItsFileSceneForScene() throws {
        let file = try Self.imported("SpeakEasy/MainStoryboard.storyboard")
        #expect(file.format.version == "1.1")
        let correspondence = StoryboardCorrespondence(declared: SpeakEasyStoryboard.graph, file: file.storyboard)
        #expect(correspondence.differences == [])
        #expect(
            correspondence.sceneInFile == [
                "TabBar": "TabBarController", "EventsNavigation": "NavigationController-Events", "Events": "EventsTableViewController",
                "EventDetails": "EventDetailsViewController", "PresenterDetails": "PresenterDetailsViewController",
                "SpeakersNavigation": "NavigationController-Speakers", "Speakers": "SpeakersTableViewController",
            ])
        #expect(StoryboardChecker().check(file).isEmpty)
    }

    @Test func speakEasyTabItemsAreTheFilesWithFirstAndSecondPng() throws {
        let file = try Self.imported("SpeakEasy/MainStoryboard.storyboard")
        #expect(file.scene("NavigationController-Events")?.tabItem == SpeakEasyStoryboard.eventsTab)
        #expect(file.scene("NavigationController-Speakers")?.tabItem == SpeakEasyStoryboard.speakersTab)
        // The imported graph carries them, so an app run from the file shows them, and the
        // correspondence notices a declared item that differs.
        #expect(file.storyboard.scene("NavigationController-Events")?.tabBarItem == SpeakEasyStoryboard.eventsTab)
        var declared = SpeakEasyStoryboard.graph
        let speakers = try #require(declared.scenes.firstIndex { $0.id == SpeakEasyStoryboard.speakersNavigation })
        declared.scenes[speakers].tabBarItem = TabItem(title: "People")
        #expect(
            StoryboardCorrespondence(declared: declared, file: file.storyboard).differences == [
                "SpeakersNavigation: tab bar item \"People\" declared, \"Speakers\" image second.png in the file"
            ])
    }

    @Test func speakEasyEventCellHasTheFilesRowHeightLabelsFramesFontsAndColors() throws {
        let file = try Self.imported("SpeakEasy/MainStoryboard.storyboard")
        let events = try #require(file.scene("EventsTableViewController"))
        let prototype = try #require(Self.rows(events.view).first)
        let drawn = Self.shown(
            EventsList.cell(for: SpeakEasySampleData.standard.events[0]), in: SpeakEasyStoryboard.events, of: SpeakEasyStoryboard.graph
        )
        #expect(prototype.cell.reuseIdentifier == drawn.reuseIdentifier)
        #expect(prototype.cell.style == drawn.style)
        #expect(prototype.cell.accessory == drawn.accessory)
        #expect(prototype.cell.tapAction == drawn.tapAction)
        #expect(prototype.height == SpeakEasyStyle.eventRowHeight)
        #expect(Self.table(events.view)?.rowHeight == SpeakEasyStyle.eventRowHeight)
        #expect(prototype.cell.contentElements.map(Self.metrics) == drawn.contentElements.map(Self.metrics))
        #expect(prototype.cell.contentElements.count == 4)
        // The screen the app draws is the scene's view: same frame, below the bars.
        let list = EventsList().render(in: ScreenContext(id: ScreenID(0), storyboard: SpeakEasyStoryboard.graph)).elements
        #expect(list.first?.frame.size == events.view?.frame.size)
    }

    @Test func speakEasySpeakerCellAndEventDetailsTableAreTheFiles() throws {
        let file = try Self.imported("SpeakEasy/MainStoryboard.storyboard")
        let speakers = try #require(file.scene("SpeakersTableViewController"))
        let prototype = try #require(Self.rows(speakers.view).first)
        let context = ScreenContext(id: ScreenID(1), storyboard: SpeakEasyStoryboard.graph)
        let speakersList = SpeakersList(speakers: [SpeakEasySampleData.standard.speakers[0]])
        guard case .table(let table)? = speakersList.render(in: context).elements.first?.kind else {
            Issue.record("the speakers list draws no table")
            return
        }
        let drawn = Self.shown(table.dataSource.cell(at: TableIndexPath(row: 0, section: 0)), in: SpeakEasyStoryboard.speakers, of: SpeakEasyStoryboard.graph)
        #expect(
            [prototype.cell.reuseIdentifier, prototype.cell.style.rawValue, prototype.cell.accessory.rawValue, prototype.cell.tapAction ?? ""]
                == [drawn.reuseIdentifier, drawn.style.rawValue, drawn.accessory.rawValue, drawn.tapAction ?? ""])
        #expect(Self.table(speakers.view)?.rowHeight == SpeakEasyStyle.speakerRowHeight)

        let details = try #require(file.scene("EventDetailsViewController"))
        #expect(Self.table(details.view)?.style == .grouped)
        #expect(details.tables.first?.content == .staticCells)
        let sections = Self.sections(details.view)
        #expect(sections.map(\.headerTitle) == EventDetailsSection.allCases.map(\.headerTitle))
        #expect(sections.map(\.rows.count) == EventDetailsSection.allCases.map(\.rowCount))
        #expect(sections.last?.rows.first?.cell.accessory == .disclosureIndicator)
    }

    @Test func speakEasyPresenterViewIsTheFiles() throws {
        let file = try Self.imported("SpeakEasy/MainStoryboard.storyboard")
        let presenter = try #require(file.scene("PresenterDetailsViewController"))
        let view = try #require(presenter.view)
        let state = PresenterDetails(speaker: SpeakEasySampleData.standard.speakers[0], image: .pending)
        #expect(
            view.children.map(Self.metrics)
                == state.render(in: ScreenContext(id: ScreenID(2), storyboard: SpeakEasyStoryboard.graph)).elements.map(Self.metrics))
        #expect(view.frame == Rect(x: 0, y: 64, width: 320, height: 367), "below the navigation bar, above the tab bar")
    }

    // MARK: Todo (document version 2.0, Xcode 4.5)

    @Test func todoGraphIsTheFilesNameForName() throws {
        let file = try Self.imported("Todo/MainStoryboard.storyboard")
        #expect(file.format.version == "2.0")
        let correspondence = StoryboardCorrespondence(declared: TodoStoryboard.storyboard, file: file.storyboard)
        #expect(correspondence.differences == [])
        #expect(correspondence.sceneInFile.allSatisfy { $0.key == $0.value }, "the seed's class names are the scenes' names")
        #expect(StoryboardChecker().check(file).isEmpty)
    }

    @Test func todoListAndDetailsAreTheFiles() throws {
        let file = try Self.imported("Todo/MainStoryboard.storyboard")
        let list = try #require(file.scene("ViewController"))
        // The Add button as the app draws it, segue and id included.
        let taps = StoryboardTapActions(storyboard: TodoStoryboard.storyboard, scene: TodoStoryboard.listScene)
        #expect(list.navigationItem?.rightItems == TodoList().navigationItem.rightBarButtons.map(taps.annotating))
        let table = try #require(list.view?.children.first)
        #expect(table.name == TodoLayout.tableView)
        #expect(table.frame == TodoLayout.tableFrame)
        #expect(Self.table(table)?.rowHeight == TodoLayout.rowHeight)
        let prototype = try #require(Self.rows(table).first)
        #expect(prototype.cell.reuseIdentifier == TodoStoryboard.cellIdentifier)
        #expect(prototype.cell.accessory == .disclosureIndicator)
        #expect(prototype.cell.tapAction == "segue " + TodoStoryboard.viewExistingTodo)

        let details = try #require(file.scene("TodoDetailsViewController"))
        let halves = try #require(details.view?.children)
        let context = ScreenContext(id: ScreenID(1), storyboard: TodoStoryboard.storyboard)
        let drawn = TodoDetails(mode: .adding(text: ""), listID: ScreenID(0)).render(in: context).elements
        // The seed has outlets for the halves, the text field and the todo's label; the app names
        // the prompt and the buttons itself (a script taps them by those names).
        let renamed = ["label": TodoLayout.promptLabel, "button": ""]
        func normalized(_ element: Element) -> Element {
            var element = element
            if let name = renamed[element.name] { element.name = name }
            if case .button = element.kind { element.name = "" }
            element.children = element.children.map(normalized)
            return element
        }
        #expect(halves.map { Self.metrics(normalized($0)) } == drawn.map { Self.metrics(normalized($0)) })
    }

    // MARK: Business (document version 2.0, Xcode 4.5)

    @Test func businessGraphAndGridAreTheFiles() throws {
        let file = try Self.imported("Business/MainStoryboard_iPhone.storyboard")
        let correspondence = StoryboardCorrespondence(declared: BusinessStoryboard.storyboard, file: file.storyboard)
        #expect(correspondence.differences == [])
        #expect(correspondence.sceneInFile.allSatisfy { $0.key == $0.value })
        let grid = try #require(file.scene("GridViewController")?.view?.children.first)
        #expect(grid.name == "gridView")
        #expect(grid.frame == ServicesGrid.frame)
        #expect(file.scene("DetailViewController")?.view?.children.isEmpty == true, "the seed builds the detail page in viewDidLoad")
        #expect(StoryboardChecker().check(file).isEmpty)
    }

    @Test func aMisspeltSegueInTheDeclaredGraphIsCaught() throws {
        let file = try Self.imported("Todo/MainStoryboard.storyboard")
        var declared = TodoStoryboard.storyboard
        declared.segues[1].identifier = "AddNewTodos"
        #expect(
            StoryboardCorrespondence(declared: declared, file: file.storyboard).differences == [
                "ViewController: segue AddNewTodos is not in the file's ViewController",
                "ViewController: the file's segue AddNewTodo (push barButton add -> TodoDetailsViewController) is not declared",
            ])
    }

    @Test func aMisspeltActionInTheDeclaredGraphIsCaught() throws {
        let file = try Self.imported("Todo/MainStoryboard.storyboard")
        #expect(
            file.storyboard.scene(TodoStoryboard.detailsScene)?.actions.map(\.selector).sorted() == ["tapMarkTodoComplete:", "tapSaveTodo:"],
            "the importer reads the seed's action connections")
        var declared = TodoStoryboard.storyboard
        let details = try #require(declared.scenes.firstIndex { $0.id == TodoStoryboard.detailsScene })
        declared.scenes[details].actions[0].selector = "tapSave:"
        #expect(
            StoryboardCorrespondence(declared: declared, file: file.storyboard).differences == [
                "TodoDetailsViewController: actions [\"tapMarkTodoComplete:\", \"tapSave:\"] declared, [\"tapMarkTodoComplete:\", \"tapSaveTodo:\"] in the file"
            ])
    }
}
