import AppScenarios
import Navigation
import Presentation
import SnapshotHarness

/// Every screen of the app worth a reference file, as scenarios: each launches the app on a
/// backend, runs touches, and prints the screen it reaches. The tests check each against
/// `__Snapshots__/<name>.txt`; the host lists and shows them.
public enum BooksCatalog {
    /// The catalog.
    /// - Throws: ``SnapshotNameError`` or ``ScenarioCatalogError`` for a bad declaration.
    public static func make() throws -> ScenarioCatalog {
        let firstBook = ScenarioStep<RoutedEffect<BooksEffect>>.user(.tapRow(TableIndexPath(row: 0, section: 0)))
        let settings = ScenarioStep<RoutedEffect<BooksEffect>>.user(.tapTab(BooksControls.settingsTab))
        return try ScenarioCatalog([
            .app("books/list/loading", "The list while the books load", host: { host(.sample) }, steps: []),
            .app("books/list/loaded", "The books the backend served, by title", formats: [.text, .svg],
                 host: { host(.sample) }, steps: [.settle]),
            .app("books/list/failed", "The backend failed: the alert says why and offers Retry",
                 host: { host(.failing("The server did not answer.")) }, steps: [.settle]),
            .app("books/details", "The first book tapped: its grouped static details", host: { host(.sample) },
                 steps: [.settle, firstBook]),
            .app("books/settings", "The Settings tab at its defaults", host: { host(.sample) }, steps: [.settle, settings]),
            .app("books/list/unfinished-by-author", "Finished books hidden, sorted by author", host: { host(.sample) }, steps: [
                .settle, settings,
                .user(.toggleSwitch(BooksControls.hideFinished, isOn: true, row: BooksControls.hideFinishedRow)),
                .user(.selectSegment(BooksControls.sortOrder, index: BookSortOrder.author.rawValue, row: BooksControls.sortOrderRow)),
                .user(.tapTab(BooksControls.booksTab)),
            ]),
            .app("books/settings/confirm-reset", "Reset tapped after a change: the alert asks first", host: { host(.sample) }, steps: [
                .settle, settings,
                .user(.toggleSwitch(BooksControls.hideFinished, isOn: true, row: BooksControls.hideFinishedRow)),
                .user(.tapCellButton(BooksControls.resetButton, row: BooksControls.resetRow)),
            ]),
            .storyboard("books/storyboard", "The storyboard's scenes, relationships and segues", BooksStoryboard.storyboard),
        ])
    }

    /// The app on `backend`, its effects held until a step releases them.
    @MainActor
    static func host(_ backend: BooksBackend) -> AppDriver<BooksApp> {
        AppDriver(app: BooksApp(), runner: BooksEffects(backend: backend))
    }
}
