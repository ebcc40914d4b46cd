import Books
import Navigation
import Presentation
import StoryboardTesting
import Testing

@Suite struct SettingsTests {
    @Test func theSettingsChangeTheList() {
        let store = TestStore(app: BooksApp())
        store.send(.tapTab(BooksControls.settingsTab)) {
            try $0.navigation.setSelectedTab(BooksControls.settingsTab)
        }
        store.send(.toggleSwitch(BooksControls.hideFinished, isOn: true, row: BooksControls.hideFinishedRow)) {
            $0.settings.hidesFinished = true
        }
        store.send(.selectSegment(BooksControls.sortOrder, index: 1, row: BooksControls.sortOrderRow)) {
            $0.settings.sortOrder = .author
        }
        assertSnapshot(of: store.screen)   // the switch on, Author selected, Reset enabled
        store.send(.tapTab(BooksControls.booksTab)) {
            try $0.navigation.setSelectedTab(BooksControls.booksTab)
        }
        store.finish()
    }

    @Test func resetAsksFirst() {
        let store = TestStore(app: BooksApp())
        store.send(.tapTab(BooksControls.settingsTab)) {
            try $0.navigation.setSelectedTab(BooksControls.settingsTab)
        }
        #expect(throws: UserActionError.self) {   // Reset is disabled at the defaults
            try ScreenInspector(store.screen).validate(.tapCellButton(BooksControls.resetButton, row: BooksControls.resetRow))
        }
        store.send(.toggleSwitch(BooksControls.hideFinished, isOn: true, row: BooksControls.hideFinishedRow)) {
            $0.settings.hidesFinished = true
        }
        store.send(.tapCellButton(BooksControls.resetButton, row: BooksControls.resetRow)) {
            $0.navigation.presentAlert(BooksAlerts.confirmReset)
        }
        store.send(.tapAlertButton(1)) {   // Reset
            try $0.navigation.dismissAlert()
            $0.settings = BookSettings()
        }
        store.finish()
    }
}
