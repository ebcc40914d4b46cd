import Books
import Navigation
import Presentation
import StoryboardTesting
import Testing

@Suite struct SettingsTests {
    let list = ScreenID(0)       // the Books tab's root
    let settings = ScreenID(1)   // the Settings tab's root

    /// The Settings tab selected for the first time (the list has not loaded: nothing was
    /// launched).
    func onSettings() -> TestStore<BooksApp> {
        let store = TestStore(app: BooksApp())
        store.send(.tapTab(BooksControls.settingsTab)) {
            try $0.navigation.setSelectedTab(BooksControls.settingsTab)
            $0.loaded.insert(self.settings)
        }
        return store
    }

    @Test func theSettingsChangeTheList() {
        let store = onSettings()
        store.send(.toggleSwitch(BooksControls.hideFinished, isOn: true, row: BooksControls.hideFinishedRow)) {
            $0.navigation.update(self.settings, as: ListSettings.self) { $0.settings.hidesFinished = true }
            $0.navigation.update(self.list, as: BookList.self) { $0.settings.hidesFinished = true }   // the broadcast
        }
        store.send(.selectSegment(BooksControls.sortOrder, index: 1, row: BooksControls.sortOrderRow)) {
            $0.navigation.update(self.settings, as: ListSettings.self) { $0.settings.sortOrder = .author }
            $0.navigation.update(self.list, as: BookList.self) { $0.settings.sortOrder = .author }
        }
        assertSnapshot(of: store.screen)   // the switch on, Author selected, Reset enabled
        store.send(.tapTab(BooksControls.booksTab)) {
            try $0.navigation.setSelectedTab(BooksControls.booksTab)
            $0.loaded.insert(self.list)
            $0.navigation.update(self.list, as: BookList.self) { $0.isLoading = true }   // it appears: it loads
        }
        store.release(RoutedEffect(.loadBooks, for: list), feeding: [])
        store.finish()
    }

    @Test func resetAsksFirst() {
        let store = onSettings()
        #expect(throws: UserActionError.self) {   // Reset is disabled at the defaults
            try ScreenInspector(store.screen).validate(.tapCellButton(BooksControls.resetButton, row: BooksControls.resetRow))
        }
        store.send(.toggleSwitch(BooksControls.hideFinished, isOn: true, row: BooksControls.hideFinishedRow)) {
            $0.navigation.update(self.settings, as: ListSettings.self) { $0.settings.hidesFinished = true }
            $0.navigation.update(self.list, as: BookList.self) { $0.settings.hidesFinished = true }
        }
        store.send(.tapCellButton(BooksControls.resetButton, row: BooksControls.resetRow)) {
            $0.navigation.presentAlert(ListSettings.confirmResetAlert.routed(to: self.settings))
        }
        store.send(.tapAlertButton(1)) {   // Reset
            try $0.navigation.dismissAlert()
            $0.navigation.update(self.settings, as: ListSettings.self) { $0.settings = BookSettings() }
            $0.navigation.update(self.list, as: BookList.self) { $0.settings = BookSettings() }
        }
        store.finish()
    }
}
