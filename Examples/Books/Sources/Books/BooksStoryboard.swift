import Navigation
import Presentation

/// The app's storyboard: a tab bar controller with a Books tab and a Settings tab, each in a
/// navigation controller; the book list's `BookCell` prototype pushes the details (`ShowBook`).
public enum BooksStoryboard {
    /// The tab bar controller, the initial scene.
    public static let tabBar: SceneID = "TabBar"
    /// The Books tab's navigation controller.
    public static let booksNavigation: SceneID = "BooksNavigation"
    /// The book list (a table view controller).
    public static let bookList: SceneID = "BookList"
    /// The details of one book (a grouped static table).
    public static let bookDetails: SceneID = "BookDetails"
    /// The Settings tab's navigation controller.
    public static let settingsNavigation: SceneID = "SettingsNavigation"
    /// The settings table.
    public static let settings: SceneID = "Settings"

    /// The push from a tapped book to its details.
    public static let showBook = "ShowBook"
    /// The list's prototype cell.
    public static let bookCell = "BookCell"

    /// The graph, as Interface Builder would draw it.
    public static let storyboard = Storyboard(
        initialScene: tabBar,
        scenes: [
            StoryboardScene(tabBar, kind: .tabBarController),
            StoryboardScene(booksNavigation, kind: .navigationController, tabBarItem: TabItem(title: "Books")),
            StoryboardScene(bookList, kind: .tableViewController, title: "Books"),
            StoryboardScene(bookDetails, kind: .tableViewController, title: "Book"),
            StoryboardScene(settingsNavigation, kind: .navigationController, tabBarItem: TabItem(title: "Settings")),
            StoryboardScene(settings, kind: .tableViewController, title: "Settings"),
        ],
        relationships: [
            .tab(of: tabBar, booksNavigation),
            .tab(of: tabBar, settingsNavigation),
            .root(of: booksNavigation, bookList),
            .root(of: settingsNavigation, settings),
        ],
        segues: [
            Segue(showBook, .push, from: bookList, trigger: .cell(prototype: bookCell), to: bookDetails),
        ]
    )
}
