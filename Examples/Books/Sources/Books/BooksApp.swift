import Navigation
import Presentation

/// A reading list on a tab bar: the Books tab lists the books an injected backend serves
/// (a custom `BookCell` prototype; a tap pushes the book's details, a grouped static table),
/// the Settings tab hides finished books (a switch) and sorts the list (a segmented control),
/// and a Reset button asks first (an alert). A failed load says why and offers Retry.
///
/// ```swift
/// let host = AppDriver(app: BooksApp(), runner: BooksEffects(backend: .sample))
/// await host.settle()                                   // the books load
/// try host.send(.tapRow(TableIndexPath(row: 0, section: 0)))
/// ```
public struct BooksApp: StoryboardApp {
    /// The storyboard the app runs.
    public let storyboard: Storyboard

    /// The app on its storyboard, or on a copy a test changes.
    public init(storyboard: Storyboard = BooksStoryboard.storyboard) {
        self.storyboard = storyboard
    }

    /// "Books".
    public var name: String { "Books" }

    /// The navigation the storyboard builds (Books and Settings tabs, Books selected, the
    /// list empty) and the default settings.
    public var initialState: BooksState {
        BooksState(navigation: NavigationState(storyboard: storyboard) { scene in
            scene == BooksStoryboard.settings ? .settings : .list(BookListState())
        })
    }

    /// The list's `viewDidLoad`: load the books.
    public var launchAction: BooksAction? { .listDidLoad(BooksState.listID) }

    /// Every touch goes to the reducer, which decides what it means on the screen on top.
    public func action(for userAction: UserAction) -> BooksAction {
        .user(userAction)
    }

    /// The top screen's content inside the tab bar and navigation chrome, the alert if one is
    /// up, and a note while the books load.
    public func render(_ state: BooksState) -> Presentation.Screen {
        let content: [Element]
        var activity: String?
        switch state.navigation.top {
        case .list(let list):
            content = [BookListView.table(state.settings.arranged(list.books))]
            activity = list.isLoading ? "loading books" : nil
        case .details(let book):
            content = [BookDetailsView.table(book)]
        case .settings:
            content = [SettingsView.table(state.settings)]
        }
        return state.navigation.screen(appName: name, storyboard: storyboard, content: content, activity: activity)
    }
}

/// The whole app's state: the navigation (which holds every screen) and the settings.
public struct BooksState: Equatable, Sendable {
    /// The tab bar, its stacks and the alert.
    public var navigation: NavigationState<BooksScreen, BooksAlertAction>
    /// How the list is shown.
    public var settings: BookSettings

    /// Creates a state.
    public init(navigation: NavigationState<BooksScreen, BooksAlertAction>, settings: BookSettings = BookSettings()) {
        self.navigation = navigation
        self.settings = settings
    }

    /// The book list's id: the first tab's root.
    public static let listID = ScreenID(0)
}

/// Everything that happens in the app: touches, the list's load and its result.
public enum BooksAction: Equatable, Sendable {
    /// A touch the screen offered.
    case user(UserAction)
    /// The list appeared: load the books.
    case listDidLoad(ScreenID)
    /// The backend served these books for the list.
    case booksLoaded(ScreenID, [Book])
    /// The backend failed; the alert shows `message`.
    case booksFailed(ScreenID, message: String)
}

/// The app's work outside the reducer, as data.
public enum BooksEffect: Equatable, Sendable {
    /// Fetch the books for the list `list`.
    case loadBooks(list: ScreenID)
}

/// What the app's alert buttons do.
public enum BooksAlertAction: Equatable, Sendable {
    /// Load the list again (the load-failure alert's Retry).
    case retryLoading(ScreenID)
    /// Put every setting back (the reset alert's Reset).
    case resetSettings
}

/// The names of what a user touches, so a client or a test never spells one.
public enum BooksControls {
    /// The Books tab's index.
    public static let booksTab = 0
    /// The Settings tab's index.
    public static let settingsTab = 1
    /// The Hide Finished switch, the accessory view of ``hideFinishedRow``.
    public static let hideFinished = "hideFinishedSwitch"
    /// The settings row holding the Hide Finished switch.
    public static let hideFinishedRow = TableIndexPath(row: 0, section: 0)
    /// The Sort By segmented control, in ``sortOrderRow``'s cell.
    public static let sortOrder = "sortOrderControl"
    /// The settings row holding the Sort By control.
    public static let sortOrderRow = TableIndexPath(row: 1, section: 0)
    /// The Reset button, in ``resetRow``'s cell.
    public static let resetButton = "resetButton"
    /// The settings row holding the Reset button.
    public static let resetRow = TableIndexPath(row: 0, section: 1)
}
