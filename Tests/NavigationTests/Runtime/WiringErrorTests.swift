import Testing
@testable import Navigation
import Presentation
import TestSupport

/// A reducer performing a segue its storyboard does not have (`ShowDetial` for `ShowDetail`)
/// fails loudly wherever it runs: the test store fails the step, the runtime and the host list
/// the failure, and the state stays as it was. (The scenario catalog and the demo host: see
/// `ScenarioCatalogTests` and `HostSessionTests`.)
@MainActor
@Suite struct WiringErrorTests {
    private let misspelt = SampleReducer(detailSegue: "ShowDetial")
    private let list = ScreenID(0)
    private let notOffered = WiringError.segue(.lookup(.segueNotOffered(identifier: "ShowDetial", scene: "List")))

    /// The list loaded with one item, through a store on `reducer`.
    private func loadedStore(_ reducer: SampleReducer, onFailure: @escaping (TestStoreFailure) -> Void) -> TestStore<SampleReducer> {
        let store = TestStore(initialState: SampleState(), reducer: reducer, onFailure: onFailure)
        store.send(.listAppeared(list)) { $0.navigation.update(self.list) { $0.updateList { $0.isLoading = true } } }
        store.release(.loadItems(for: list), feeding: [.itemsLoaded(list, ["Apples"])])
        store.receive(.itemsLoaded(list, ["Apples"])) {
            $0.navigation.update(self.list) {
                $0.updateList {
                    $0.items = ["Apples"]; $0.isLoading = false
                }
            }
        }
        return store
    }

    @Test func anUnknownSegueIdentifierFailsTheTestStoreStepAndKeepsTheState() {
        let log = FailureLog()
        let store = loadedStore(misspelt, onFailure: log.sink)
        let loaded = store.state
        store.send(.tapRow(0))
        #expect(
            log.messages == [
                "The reducer could not apply tapRow(0) (a wiring error of the app): scene List offers no segue named ShowDetial"
            ])
        #expect(store.state == loaded)
        #expect(store.pendingEffects.isEmpty)
    }

    @Test func theRightIdentifierPassesTheSameScript() {
        let log = FailureLog()
        let store = loadedStore(SampleReducer(), onFailure: log.sink)
        store.send(.tapRow(0)) { $0.navigation.push(.detail(ItemDetail(item: "Apples"))) }
        store.release(.loadNotes(for: ScreenID(1), item: "Apples"), feeding: [])
        store.finish()
        #expect(log.failures.isEmpty)
    }

    @Test func anUnknownSegueIdentifierIsListedByTheHostAndChangesNothing() async throws {
        let host = AppDriver(app: misspelt, runner: SampleRunner(items: ["Apples"]), mode: .live)
        await host.settle()
        let before = host.state
        try host.send(.tapRow(TableIndexPath(row: 0, section: 0)))  // the screen offers the row
        #expect(host.state == before)
        #expect(host.failures == [ReducerFailure(action: .tapRow(0), error: notOffered)])
        #expect(host.failures.first?.description == "applying tapRow(0) failed: scene List offers no segue named ShowDetial")
    }

    @Test func aFailureInAnEffectsResultIsListedToo() async {
        let runtime = Runtime(initialState: SampleState(), reducer: misspelt, runner: SampleRunner(items: ["Apples"]), mode: .live)
        runtime.send(.navigation(.tapAlertButton(0)))
        #expect(runtime.failures == [ReducerFailure(action: .navigation(.tapAlertButton(0)), error: .navigation(.noAlert))])
        runtime.send(.listAppeared(list))
        await runtime.settle()
        #expect(runtime.failures.count == 1, "the load and its result applied cleanly")
        #expect(runtime.state.navigation.top == .list(ItemList(items: ["Apples"], isLoading: false)))
    }
}
