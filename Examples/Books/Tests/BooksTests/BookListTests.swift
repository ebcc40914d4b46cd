import Books
import Navigation
import Presentation
import StoryboardTesting
import Testing

@Suite struct BookListTests {
    let list = BooksState.listID

    @Test func tappingABookPushesItsDetails() {
        let store = TestStore(app: BooksApp())
        store.launch {
            $0.navigation.update(BooksState.listID) { $0 = .list(BookListState(isLoading: true)) }
        }
        store.release(.loadBooks(list: list), feeding: [.booksLoaded(list, Book.samples)])
        store.receive(.booksLoaded(list, Book.samples)) {
            $0.navigation.update(BooksState.listID) { $0 = .list(BookListState(books: Book.samples)) }
        }
        store.send(.tapRow(TableIndexPath(row: 0, section: 0))) {   // sorted by title: Earthsea first
            $0.navigation.push(.details(Book.samples[3]))
        }
        #expect(store.screen.navigationBar?.title == "Book")
        assertSnapshot(of: store.screen)   // __Snapshots__/BookListTests/tappingABookPushesItsDetails.txt
        store.send(.tapBack) {
            $0.navigation.pop()
        }
        store.finish()
    }

    @Test func aFailedLoadOffersRetry() {
        let store = TestStore(app: BooksApp())
        store.launch {
            $0.navigation.update(BooksState.listID) { $0 = .list(BookListState(isLoading: true)) }
        }
        store.release(.loadBooks(list: list), feeding: [.booksFailed(list, message: "The server did not answer.")])
        store.receive(.booksFailed(list, message: "The server did not answer.")) {
            $0.navigation.update(BooksState.listID) { $0 = .list(BookListState()) }
            $0.navigation.presentAlert(BooksAlerts.loadFailed("The server did not answer.", list: BooksState.listID))
        }
        #expect(throws: UserActionError.self) {   // only the alert's buttons respond
            try ScreenInspector(store.screen).validate(.tapRow(TableIndexPath(row: 0, section: 0)))
        }
        store.send(.tapAlertButton(1)) {                          // Retry
            try $0.navigation.dismissAlert()
            $0.navigation.update(BooksState.listID) { $0 = .list(BookListState(isLoading: true)) }
        }
        store.release(.loadBooks(list: list), feeding: [.booksLoaded(list, [])])
        store.receive(.booksLoaded(list, [])) {
            $0.navigation.update(BooksState.listID) { $0 = .list(BookListState()) }
        }
        store.finish()
    }

    @Test func theEffectsLoadFromTheInjectedBackend() async {
        let store = TestStore(app: BooksApp())
        store.launch {
            $0.navigation.update(BooksState.listID) { $0 = .list(BookListState(isLoading: true)) }
        }
        let backend = BooksBackend.serving([Book(id: 9, title: "Kindred", author: "Octavia E. Butler", year: 1979)])
        await store.run(.loadBooks(list: list), using: BooksEffects(backend: backend))
        store.receive(.booksLoaded(list, [Book(id: 9, title: "Kindred", author: "Octavia E. Butler", year: 1979)])) {
            $0.navigation.update(BooksState.listID) {
                $0 = .list(BookListState(books: [Book(id: 9, title: "Kindred", author: "Octavia E. Butler", year: 1979)]))
            }
        }
        assertSnapshot(of: store.screen)
        store.finish()
    }
}
