import Books
import Navigation
import Presentation
import StoryboardTesting
import Testing

@Suite struct BookListTests {
    let list = ScreenID(0)   // the first tab's root

    /// The app launched: the list appeared and asked for its books.
    func launched() -> TestStore<BooksApp> {
        let store = TestStore(app: BooksApp())
        store.launch {
            $0.loaded.insert(self.list)
            $0.navigation.update(self.list, as: BookList.self) { $0.isLoading = true }
        }
        return store
    }

    @Test func tappingABookPushesItsDetails() {
        let store = launched()
        store.release(RoutedEffect(.loadBooks, for: list), feeding: [.message(.booksLoaded(Book.samples), to: list)])
        store.receive(.message(.booksLoaded(Book.samples), to: list)) {
            $0.navigation.update(self.list, as: BookList.self) { $0.books = Book.samples; $0.isLoading = false }
        }
        store.send(.tapRow(TableIndexPath(row: 0, section: 0))) {   // sorted by title: Earthsea first
            $0.push(BookDetails(book: Book.samples[3]))
        }
        #expect(store.screen.navigationBar?.title == "Book")
        assertSnapshot(of: store.screen)   // __Snapshots__/BookListTests/tappingABookPushesItsDetails.txt
        store.send(.tapBack) {
            $0.navigation.pop()
        }
        store.finish()
    }

    @Test func aFailedLoadOffersRetry() {
        let store = launched()
        store.release(RoutedEffect(.loadBooks, for: list), feeding: [.message(.booksFailed(message: "The server did not answer."), to: list)])
        store.receive(.message(.booksFailed(message: "The server did not answer."), to: list)) {
            $0.navigation.update(self.list, as: BookList.self) { $0.isLoading = false }
            $0.navigation.presentAlert(BookList.loadFailedAlert("The server did not answer.").routed(to: self.list))
        }
        #expect(throws: UserActionError.self) {   // only the alert's buttons respond
            try ScreenInspector(store.screen).validate(.tapRow(TableIndexPath(row: 0, section: 0)))
        }
        store.send(.tapAlertButton(1)) {                          // Retry
            try $0.navigation.dismissAlert()
            $0.navigation.update(self.list, as: BookList.self) { $0.isLoading = true }
        }
        store.release(RoutedEffect(.loadBooks, for: list), feeding: [.message(.booksLoaded([]), to: list)])
        store.receive(.message(.booksLoaded([]), to: list)) {
            $0.navigation.update(self.list, as: BookList.self) { $0.isLoading = false }
        }
        store.finish()
    }

    @Test func theEffectsLoadFromTheInjectedBackend() async {
        let store = launched()
        let kindred = Book(id: 9, title: "Kindred", author: "Octavia E. Butler", year: 1979)
        await store.run(RoutedEffect(.loadBooks, for: list), using: BooksEffects(backend: .serving([kindred])))
        store.receive(.message(.booksLoaded([kindred]), to: list)) {
            $0.navigation.update(self.list, as: BookList.self) { $0.books = [kindred]; $0.isLoading = false }
        }
        assertSnapshot(of: store.screen)
        store.finish()
    }
}
