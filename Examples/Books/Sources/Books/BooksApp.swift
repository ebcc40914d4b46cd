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
public struct BooksApp: FeatureApp {
    /// The storyboard the app runs.
    public let storyboard: Storyboard

    /// The app on its storyboard, or on a copy a test changes.
    public init(storyboard: Storyboard = BooksStoryboard.storyboard) {
        self.storyboard = storyboard
    }

    /// "Books".
    public var name: String { "Books" }

    /// The tabs' roots, as the storyboard names them: the empty list and the default settings.
    public func rootScreen(for scene: SceneID) -> any ScreenFeature<BooksEffect, BooksMessage> {
        scene == BooksStoryboard.settings ? ListSettings() : BookList()
    }
}

/// The whole app's state: the tab bar, its stacks of screens and the alert.
public typealias BooksState = FeatureAppState<BooksEffect, BooksMessage>

/// The app's work outside its screens, as data.
public enum BooksEffect: Equatable, Sendable {
    /// Fetch the books, for the list that asks.
    case loadBooks
}

/// What the app's screens hear: the load's result, the alerts' buttons, the settings' changes.
public enum BooksMessage: Equatable, Sendable {
    /// To the list: the backend served these books.
    case booksLoaded([Book])
    /// To the list: the backend failed; the alert shows `message`.
    case booksFailed(message: String)
    /// To the list: the load-failure alert's Retry.
    case retryLoading
    /// To the settings: the reset alert's Reset.
    case resetSettings
    /// To every screen: the settings are now these.
    case settingsChanged(BookSettings)
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
