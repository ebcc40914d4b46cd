import Testing
@testable import Navigation
import Presentation

/// The sample app of the navigation tests, made a whole ``StoryboardApp`` so it can be driven
/// only through the embedding API, as a UI client would. It declares the storyboard its
/// reducer runs, and its rows are cells of that storyboard's prototype.
extension SampleReducer: StoryboardApp {
    var name: String { "Sample" }
    var storyboard: Storyboard { Self.storyboard }
    var initialState: SampleState { SampleState() }
    var launchAction: SampleAction? { .listAppeared(ScreenID(0)) }

    func action(for userAction: UserAction) -> SampleAction {
        switch userAction {
        case .tapRow(let indexPath): return .tapRow(indexPath.row)
        case .tapBack: return .navigation(.tapBack)
        case .tapAlertButton(let index): return .navigation(.tapAlertButton(index))
        case .tapTab(let index): return .navigation(.tapTab(index))
        default: return .navigation(.tapBack)
        }
    }

    func render(_ state: SampleState) -> Screen {
        let content: [Element]
        switch state.navigation.top {
        case .list(let list):
            let rows = list.items.map {
                TableSections.Row(TableCell(reuseIdentifier: "ItemCell", text: $0, accessory: .disclosureIndicator, tapAction: "segue ShowDetail"))
            }
            content = [
                Element("tableView", frame: Rect(x: 0, y: 0, width: 320, height: 416), kind: .table(TableView(dataSource: TableSections([.init(rows: rows)]))))
            ]
        case .detail(let detail):
            content = [.label("notes", frame: Rect(x: 20, y: 20, width: 280, height: 21), Label(detail.notes ?? "Loading notes…"))]
        }
        let activity: String? = if case .list(let list) = state.navigation.top, list.isLoading { "loading items" } else { nil }
        return state.navigation.screen(appName: name, content: content, activity: activity)
    }
}

@MainActor
@Suite struct AppHostTests {
    @Test func aClientDrivesTheAppThroughTheEmbeddingAPI() async throws {
        let host = AppDriver(app: SampleReducer(), runner: SampleRunner(items: ["Apples", "Pears"], notes: ["Pears": "Ripe in autumn."]))
        #expect(TextRenderer().render(host.screen).contains("activity  \"loading items\""))
        #expect(host.pendingEffects == [.loadItems(for: ScreenID(0))])
        await host.settle()
        #expect(!TextRenderer().render(host.screen).contains("activity"))

        try host.send(.tapRow(TableIndexPath(row: 1, section: 0)))
        #expect(host.screen.breadcrumb == ["Items", "Pears"])
        #expect(host.screen.navigationBar?.backButtonTitle == "Items")
        await host.settle()
        #expect(TextRenderer().render(host.screen).contains("\"Ripe in autumn.\""))

        try host.send(.tapBack)
        #expect(host.screen.breadcrumb == ["Items"])
    }

    /// The type a UI client holds runs effects as they come, and nothing it offers throws: a
    /// touch returns what became of it, which a view may ignore.
    @Test func aUIClientsHostNeverThrowsAndSaysWhatBecameOfATouch() async throws {
        let host = AppHost(app: SampleReducer(), runner: SampleRunner(items: ["Apples", "Pears"], notes: [:]))
        var updates = host.updates().makeAsyncIterator()
        // The load runs at once; wait for the state in which it is done.
        while let state = await updates.next() {
            if case .list(let list) = state.navigation.top, !list.isLoading { break }
        }
        let before = host.state
        let refused = host.send(.tapRow(TableIndexPath(row: 5, section: 0)))
        #expect(refused == .refused(.rowOutOfRange(TableIndexPath(row: 5, section: 0), rowsInSection: 2)))
        #expect(!refused.isAccepted && refused.refusal != nil)
        #expect(throws: UserActionError.self) { try refused.get() }
        #expect(host.state == before, "a refused touch changes nothing")
        let accepted = host.send(.tapRow(TableIndexPath(row: 0, section: 0)))
        #expect(accepted == .accepted && accepted.refusal == nil)
        #expect(host.screen.breadcrumb == ["Items", "Apples"])
        host.send(.tapBack)  // the result may be ignored
        #expect(host.screen.breadcrumb == ["Items"])
    }

    @Test func touchesTheScreenDoesNotOfferAreRejectedAndChangeNothing() async throws {
        let host = AppDriver(app: SampleReducer(), runner: SampleRunner(items: ["Apples"]), mode: .live)
        await host.settle()
        let before = host.state
        #expect(throws: UserActionError.rowOutOfRange(TableIndexPath(row: 5, section: 0), rowsInSection: 1)) {
            try host.send(.tapRow(TableIndexPath(row: 5, section: 0)))
        }
        #expect(throws: UserActionError.noBackButton) { try host.send(.tapBack) }
        #expect(throws: UserActionError.noTabBar) { try host.send(.tapTab(0)) }
        #expect(throws: UserActionError.noAlert) { try host.send(.tapAlertButton(0)) }
        #expect(throws: UserActionError.noBarButton("add", available: ["refresh"])) { try host.send(.tapBarButton("add")) }
        #expect(host.state == before)
    }

    @Test func anAlertBlocksEverythingButItsButtons() async throws {
        let host = AppDriver(app: SampleReducer(), runner: SampleRunner(items: nil), mode: .live)
        await host.settle()
        #expect(host.screen.alert?.title == "Could not load")
        let before = host.state
        for touch: UserAction in [.tapRow(TableIndexPath(row: 0, section: 0)), .tapBarButton("refresh"), .tapBack, .scroll(toY: 10)] {
            #expect(throws: UserActionError.blockedByAlert(title: "Could not load")) { try host.send(touch) }
        }
        #expect(host.state == before)
        #expect(throws: UserActionError.alertButtonOutOfRange(7, count: 2)) { try host.send(.tapAlertButton(7)) }
        try host.send(.tapAlertButton(0))
        #expect(host.screen.alert == nil)
        #expect(host.failures.isEmpty)
    }

    @Test func updatesStreamEveryStateChange() async throws {
        let host = AppDriver(app: SampleReducer(), runner: SampleRunner(items: ["Apples"]))
        var iterator = host.updates().makeAsyncIterator()
        let first = await iterator.next()
        #expect(first == host.state)
        await host.releaseAll()
        let loaded = await iterator.next()
        #expect(loaded?.navigation.top == .list(ItemList(items: ["Apples"], isLoading: false)))
    }
}
