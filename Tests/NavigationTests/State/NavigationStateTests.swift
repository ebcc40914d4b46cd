import Presentation
import Testing
@testable import Navigation

@Suite struct NavigationStateTests {
    private let failedAlert = AlertState<PageAlertAction>(
        title: "Error", message: "Could not save.",
        buttons: [.cancel("OK"), AlertButton("Retry", action: .retry), AlertButton("Delete", role: .destructive, action: .deleteEverything)])

    /// Whether a touch may happen while an alert is up is ScreenInspector's rule (see
    /// AppHostTests.anAlertBlocksEverythingButItsButtons); the navigation state only answers
    /// the alert's buttons.
    @Test func anAlertButtonDismissesTheAlertAndReturnsItsAction() throws {
        var navigation = SpeakEasyLikeStoryboard.launch()
        navigation.push(Page("EventDetails", title: "Details"))
        navigation.presentAlert(failedAlert)
        #expect(throws: NavigationError.alertButtonOutOfRange(3, count: 3)) { try navigation.tapAlertButton(3) }
        #expect(try navigation.tapAlertButton(1) == .retry)
        #expect(navigation.alert == nil)
        #expect(try navigation.tapBack().screen.scene == "EventDetails")
    }

    @Test func alertButtonWithoutActionOnlyDismisses() throws {
        var navigation = PageNavigation(root: Page("List"))
        navigation.presentAlert(failedAlert)
        #expect(try navigation.apply(.tapAlertButton(0)) == .alertButtonTapped(index: 0, action: nil))
        #expect(navigation.alert == nil)
    }

    @Test func alertButtonErrorsLeaveTheStateUnchanged() throws {
        var navigation = PageNavigation(root: Page("List"))
        #expect(throws: NavigationError.noAlert) { try navigation.tapAlertButton(0) }
        navigation.presentAlert(failedAlert)
        let before = navigation
        #expect(throws: NavigationError.alertButtonOutOfRange(3, count: 3)) { try navigation.tapAlertButton(3) }
        #expect(navigation == before)
    }

    @Test func aSecondAlertCoversTheFirstWhichComesBackWhenItIsDismissed() throws {
        var navigation = PageNavigation(root: Page("List", title: "List"))
        let offline = AlertState<PageAlertAction>(title: "Offline", buttons: [.cancel("OK")])
        navigation.presentAlert(failedAlert)
        navigation.presentAlert(offline)
        #expect(navigation.alert == offline)
        #expect(navigation.alerts == [failedAlert, offline])
        let text = TextRenderer().render(navigation.screen(appName: "Sample", content: []))
        #expect(
            text.hasSuffix(
                """
                alert  "Offline"  modal: only its buttons respond
                  (1 more alert underneath, shown when this one is dismissed)
                  button 0  "OK"  cancel

                """), "\(text)")

        #expect(try navigation.apply(.tapAlertButton(0)) == .alertButtonTapped(index: 0, action: nil))
        #expect(navigation.alert == failedAlert, "the first alert is up again")
        #expect(try navigation.dismissAlert() == failedAlert)
        #expect(navigation.alert == nil)
        #expect(throws: NavigationError.noAlert) { try navigation.dismissAlert() }
    }

    @Test func backOnARootScreenIsRefused() {
        var navigation = PageNavigation(root: Page("List", title: "List"))
        #expect(throws: NavigationError.noBackButton) { try navigation.tapBack() }
        #expect(NavigationError.noBackButton.description == "there is no back button on this screen")
    }

    @Test func backIsRefusedWhereACustomLeftItemReplacesIt() {
        var navigation = PageNavigation(root: Page("List", title: "List"))
        navigation.push(Page("Edit", leftButton: .system(.cancel)))
        let before = navigation
        #expect(throws: NavigationError.noBackButton) { try navigation.tapBack() }
        #expect(navigation == before)
    }

    @Test func backCommandReportsThePoppedScreen() throws {
        var navigation = PageNavigation(root: Page("List", title: "List"))
        let id = navigation.push(Page("Detail"))
        #expect(try navigation.apply(.tapBack) == .poppedBack(StackEntry(id: id, screen: Page("Detail"))))
        #expect(navigation.currentStack.isAtRoot)
    }

    /// A reducer's call: what `apply` does, and a refusal is the app's wiring error, with the
    /// state unchanged.
    @Test func reduceAppliesACommandAndReportsARefusalAsAWiringError() throws {
        var navigation = PageNavigation(root: Page("List", title: "List"))
        let id = navigation.push(Page("Detail"))
        #expect(try navigation.reduce(.tapBack) == .poppedBack(StackEntry(id: id, screen: Page("Detail"))))
        let before = navigation
        #expect(throws: WiringError.navigation(.noBackButton)) { try navigation.reduce(.tapBack) }
        #expect(throws: WiringError.navigation(.noAlert)) { try navigation.reduce(.tapAlertButton(0)) }
        #expect(navigation == before)
    }

    @Test func resultForAPoppedScreenIsDropped() throws {
        var navigation = SpeakEasyLikeStoryboard.launch()
        let details = navigation.push(Page("EventDetails"))
        navigation.pop()
        navigation.push(Page("EventDetails"))
        let before = navigation
        #expect(!navigation.update(details) { $0.detail = "late result" })
        #expect(navigation == before)
    }

    @Test func resultReachesItsScreenOnATabThatIsNotSelected() throws {
        var navigation = SpeakEasyLikeStoryboard.launch()
        let details = navigation.push(Page("EventDetails"))
        _ = try navigation.tapTab(1)
        #expect(navigation.update(details) { $0.detail = "loaded" })
        #expect(navigation.screen(details)?.detail == "loaded")
        #expect(navigation.top.detail == nil)
    }

    @Test func screenIDsAreNeverReused() {
        var navigation = PageNavigation(root: Page("A"))
        let first = navigation.push(Page("B"))
        navigation.pop()
        let second = navigation.push(Page("B"))
        #expect(first == ScreenID(1))
        #expect(second == ScreenID(2))
    }

    @Test func modalStackTakesPushesAndCoversTheTabBar() throws {
        var navigation = SpeakEasyLikeStoryboard.launch()
        let modalRoot = navigation.presentModal(Page("NewEvent", title: "New Event"))
        navigation.push(Page("Presenter"))
        #expect(navigation.modal?.entries.map(\.screen.scene) == ["NewEvent", "Presenter"])
        #expect(navigation.tabBar?.selectedStack.count == 1)
        #expect(throws: NavigationError.blockedByModal) { try navigation.tapTab(1) }
        // A presented screen presents another over it; dismissing shows it again, as it was.
        let nested = navigation.presentModal(Page("Picker"))
        #expect(navigation.top.scene == "Picker" && navigation.modals.count == 2)
        #expect(try navigation.dismissModal().root.id == nested)
        #expect(navigation.modal?.entries.map(\.screen.scene) == ["NewEvent", "Presenter"])
        navigation.pop()
        #expect(throws: NavigationError.noBackButton) { try navigation.tapBack() }
        #expect(try navigation.dismissModal().root.id == modalRoot)
        #expect(navigation.top.scene == "Events")
        #expect(throws: NavigationError.noModal) { try navigation.dismissModal() }
    }

    @Test func programmaticChangesAreNotBlockedByAnAlert() throws {
        var navigation = PageNavigation(root: Page("List"))
        navigation.presentAlert(failedAlert)
        navigation.push(Page("Detail"))
        #expect(navigation.top.scene == "Detail")
        #expect(try navigation.dismissAlert().title == "Error")
    }
}
