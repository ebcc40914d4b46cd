import Testing
@testable import Navigation
import Presentation
import StoryboardTesting
import TestSupport

/// `TestStore(app:)` plays the user as `AppHost` does: a touch reaches the app only when the
/// screen rendered for the current state offers it.
@Suite struct TestStoreAppTests {
    private let list = ScreenID(0)

    /// The sample app launched and loaded with two items, on a store whose failures go to `log`.
    private func loadedStore(_ log: FailureLog) -> TestStore<SampleReducer> {
        let store = TestStore(app: SampleReducer(), onFailure: log.sink)
        store.launch { $0.navigation.update(self.list) { $0.updateList { $0.isLoading = true } } }
        store.release(.loadItems(for: list), feeding: [.itemsLoaded(list, ["Apples", "Pears"])])
        store.receive(.itemsLoaded(list, ["Apples", "Pears"])) {
            $0.navigation.update(self.list) {
                $0.updateList {
                    $0.items = ["Apples", "Pears"]; $0.isLoading = false
                }
            }
        }
        return store
    }

    @Test func aTouchTheScreenOffersIsSentAndItsChangeChecked() {
        let log = FailureLog()
        let store = loadedStore(log)
        store.send(.tapRow(TableIndexPath(row: 1, section: 0))) { $0.navigation.push(.detail(ItemDetail(item: "Pears"))) }
        #expect(store.screen.breadcrumb == ["Items", "Pears"])
        store.release(.loadNotes(for: ScreenID(1), item: "Pears"), feeding: [])
        store.send(.tapBack) { $0.navigation.pop() }
        store.finish()
        #expect(log.messages == [])
    }

    @Test func aRowThatIsNotOnScreenFailsAndChangesNothing() {
        let log = FailureLog()
        let store = loadedStore(log)
        let before = store.state
        store.send(.tapRow(TableIndexPath(row: 9, section: 0))); let line = #line
        #expect(log.messages == ["The screen does not offer tap row 0.9: Section 0 has 2 rows; there is no row 9."])
        #expect(log.failures.first?.line == line)
        #expect(store.state == before)
        #expect(store.pendingEffects.isEmpty)
    }

    @Test func backOnARootScreenFails() {
        let log = FailureLog()
        let store = loadedStore(log)
        store.send(.tapBack)
        #expect(log.messages == ["The screen does not offer back: This screen has no back button."])
    }

    @Test func behindAnAlertOnlyItsButtonsRespond() {
        let log = FailureLog()
        let store = TestStore(app: SampleReducer(), onFailure: log.sink)
        store.launch { $0.navigation.update(self.list) { $0.updateList { $0.isLoading = true } } }
        store.release(.loadItems(for: list), feeding: [.itemsFailed(list, "Offline.")])
        store.receive(.itemsFailed(list, "Offline.")) {
            $0.navigation.update(self.list) { $0.updateList { $0.isLoading = false } }
            $0.navigation.presentAlert(
                AlertState(
                    title: "Could not load", message: "Offline.",
                    buttons: [.cancel("OK"), AlertButton("Retry", action: .retryLoading(self.list))]))
        }
        store.send(.tapTab(0))
        store.send(.tapAlertButton(0)) { _ = try? $0.navigation.dismissAlert() }
        store.finish()
        #expect(log.messages == ["The screen does not offer tab 0: The alert \"Could not load\" is up: only its buttons respond."])
    }

    @Test func launchSendsTheLaunchActionWhoseChangeMustBeStated() {
        let log = FailureLog()
        let store = TestStore(app: SampleReducer(), onFailure: log.sink)
        store.launch()
        #expect(log.messages.first?.hasPrefix("State changed after sending listAppeared(#0), but no change was stated") == true)
    }

    @Test func theScreenIsRenderedOncePerState() {
        let renders = Locked(0)
        let store = TestStore(app: RenderCounting(base: SampleReducer(), renders: renders), onFailure: { _ in })
        _ = store.screen
        _ = store.screen
        store.send(.tapBack)  // refused: validating it reads the same screen
        #expect(renders.withLock { $0 } == 1)
        store.launch()
        _ = store.screen
        #expect(renders.withLock { $0 } == 2)
    }

    /// With exhaustivity off the test reads the state instead of stating every change, as it
    /// must for an app whose state it cannot write; a stated change is still checked.
    @Test func exhaustivityOffChecksOnlyWhatIsStated() {
        let log = FailureLog()
        let store = TestStore(app: SampleReducer(), exhaustivity: .off, onFailure: log.sink)
        store.launch()
        #expect(store.pendingEffects == [.loadItems(for: list)])
        store.release(.loadItems(for: list), feeding: [.itemsLoaded(list, ["Apples"])])
        store.receive(.itemsLoaded(list, ["Apples"])) { $0.navigation.update(self.list) { $0.updateList { $0.isLoading = true } } }
        #expect(
            log.messages == [
                """
                State after receiving itemsLoaded(#0, ["Apples"]) does not match the stated change (Expected: -, Actual: +):
                  navigation.root.stack.root.screen.list.isLoading
                -   true
                +   false
                """
            ])
        store.finish()
    }
}
