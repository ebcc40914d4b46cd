import Testing
@testable import Navigation
import Presentation

/// A screen rendered with its storyboard: titles default to the scenes', and what a tap does is
/// the storyboard's, never a segue that does not exist.
@Suite struct StoryboardChromeTests {
    private let graph = SpeakEasyLikeStoryboard.graph

    private func cell(_ prototype: String, claiming tapAction: String? = nil) -> TableSections.Row {
        TableSections.Row(TableCell(reuseIdentifier: prototype, text: prototype, tapAction: tapAction))
    }

    private func table(_ rows: [TableSections.Row]) -> Element {
        Element("tableView", frame: Rect(x: 0, y: 0, width: 320, height: 367), kind: .table(TableView(dataSource: TableSections([.init(rows: rows)]))))
    }

    private func tapActions(_ screen: Screen) -> [String?] {
        guard case .table(let table) = screen.content.first?.kind else { return [] }
        return (0..<table.dataSource.numberOfRows(inSection: 0)).map { table.dataSource.cell(at: TableIndexPath(row: $0, section: 0)).tapAction }
    }

    @Test func aScreenWithoutATitleShowsItsScenesInTheBarTheBackButtonAndTheBreadcrumb() {
        var navigation = PageNavigation(storyboard: graph) { Page($0) }
        navigation.push(Page("EventDetails"))
        navigation.push(Page("Presenter", title: "Ann Lee"))
        let screen = navigation.screen(appName: "SpeakEasy", storyboard: graph, content: [])
        #expect(screen.navigationBar?.title == "Ann Lee", "a title the screen states wins")
        #expect(screen.navigationBar?.backButtonTitle == "Event Details")
        #expect(screen.breadcrumb == ["Events", "Event Details", "Ann Lee"])
        #expect(navigation.currentStack.backButtonTitle(in: graph) == "Event Details")
        #expect(navigation.currentStack.backButtonTitle == "Back", "without the storyboard, only what the screens state")
        #expect(Page("Speakers").navigationItem(in: graph).title == "Speakers")
    }

    @Test func aCellSaysTheSegueItsPrototypeTriggersWhateverTheAppWrote() {
        let navigation = PageNavigation(storyboard: graph) { Page($0) }
        let content = [table([cell("EventTableViewCell"), cell("EventTableViewCell", claiming: "segue ShowEvent"), cell("Other", claiming: "open it")])]
        let screen = navigation.screen(appName: "SpeakEasy", storyboard: graph, content: content)
        #expect(tapActions(screen) == ["segue EventDetailsSegue", "segue EventDetailsSegue", "open it"])
        let text = TextRenderer().render(screen)
        #expect(text.contains("row 0.0  0,0 320x44  EventTableViewCell  style default  accessory none  tap -> segue EventDetailsSegue\n"))
    }

    @Test func aBarButtonSaysTheSegueItsIdTriggers() {
        let navigation = PageNavigation(root: Page("Events", rightButtons: [.system(.add), .system(.refresh, tapAction: "reload")]))
        let bar = navigation.screen(appName: "SpeakEasy", storyboard: graph, content: []).navigationBar
        #expect(bar?.rightItems.map(\.tapAction) == ["segue NewEventSegue", "reload"])
    }

    /// A segue the app performs from code (a manual one) is kept when the scene has it; one the
    /// scene does not have, or that another control triggers, says so.
    @Test func aSegueTheAppClaimsIsCheckedAgainstTheScene() {
        var navigation = PageNavigation(storyboard: graph) { Page($0) }
        navigation.push(Page("EventDetails"))
        let content = [
            table([
                cell("PresenterCell", claiming: "segue EventPresenterSegue"),
                cell("PresenterCell", claiming: "segue EventPresenterSeuge"),
                cell("PresenterCell", claiming: "segue EventDetailsSegue"),
            ])
        ]
        let onDetails = navigation.screen(appName: "SpeakEasy", storyboard: graph, content: content)
        #expect(
            tapActions(onDetails) == [
                "segue EventPresenterSegue",
                "segue EventPresenterSeuge (no such segue from EventDetails)",
                "segue EventDetailsSegue (no such segue from EventDetails)",
            ])
        let onEvents = PageNavigation(storyboard: graph) { Page($0) }
            .screen(appName: "SpeakEasy", storyboard: graph, content: [table([cell("Other", claiming: "segue EventDetailsSegue")])])
        #expect(tapActions(onEvents) == ["segue EventDetailsSegue (triggered by cell EventTableViewCell)"])
    }

    @Test func gridItemsAndNestedTablesAreAnnotatedAndHeadersKept() {
        var storyboard = graph
        storyboard.segues.append(Segue("ShowPhoto", .push, from: "Events", trigger: .gridItem, to: "Presenter"))
        let grid = Element(
            "grid", frame: Rect(x: 0, y: 0, width: 320, height: 100),
            kind: .grid(
                GridView(cells: [
                    GridCell(size: Size(width: 100, height: 100), elements: [])
                ])))
        let sections = TableSections([.init(headerTitle: "Today", rows: [cell("EventTableViewCell")])])
        let nested = Element(
            "box", frame: Rect(x: 0, y: 0, width: 320, height: 200), kind: .view,
            children: [
                Element("tableView", frame: Rect(x: 0, y: 0, width: 320, height: 200), kind: .table(TableView(dataSource: sections)))
            ])
        let screen = PageNavigation(storyboard: storyboard) { Page($0) }
            .screen(appName: "SpeakEasy", storyboard: storyboard, content: [grid, nested])
        guard case .grid(let shownGrid) = screen.content[0].kind, case .table(let shownTable) = screen.content[1].children[0].kind else {
            Issue.record("the elements changed kind")
            return
        }
        #expect(shownGrid.cells.map(\.tapAction) == ["segue ShowPhoto"])
        #expect(shownTable.dataSource.headerTitle(forSection: 0) == "Today")
        #expect(shownTable.dataSource.cell(at: TableIndexPath(row: 0, section: 0)).tapAction == "segue EventDetailsSegue")
    }
}
