import AppScenarios
import Books
import Navigation
import Presentation
import SnapshotHarness
import StoryboardTesting
import Testing

@Suite struct StoryboardTests {
    @Test func theStoryboardIsSound() {
        expectValidStoryboard(BooksApp().storyboard)
    }

    @Test func theLaunchNavigationIsTheStoryboards() {
        let navigation = BooksApp().initialState.navigation
        #expect(navigation.tabBar?.tabs.map(\.item.title) == ["Books", "Settings"])
        #expect(navigation.tabBar?.tabs.map(\.stack.root.screen) == [FeatureScreen(BookList()), FeatureScreen(ListSettings())])
    }

    @Test func aMisspeltSegueIdentifierFailsTheTestNamingIt() {
        var misspelt = BooksStoryboard.storyboard   // a copy, as a typo in Interface Builder makes it
        misspelt.segues = misspelt.segues.map { segue in
            var renamed = segue
            if renamed.identifier == BooksStoryboard.showBook { renamed.identifier = "ShowBok" }
            return renamed
        }
        expectValidStoryboard(misspelt)   // still a sound graph: only running the app finds the typo
        withKnownIssue {
            let store = TestStore(app: BooksApp(storyboard: misspelt), exhaustivity: .off)
            store.send(.message(.booksLoaded(Book.samples), to: ScreenID(0)))
            store.send(.tapRow(TableIndexPath(row: 0, section: 0)))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasSuffix("preparing segue ShowBok failed: no preparation for segue ShowBok") }
        }
    }

    @Test func aScenarioOnTheMisspeltCopyFailsNamingTheIdentifier() async throws {
        var misspelt = BooksStoryboard.storyboard
        misspelt.segues[0].identifier = "ShowBok"
        let scenario = try Scenario.app("books/misspelt", "The details through a misspelt segue", host: {
            AppDriver(app: BooksApp(storyboard: misspelt), runner: BooksEffects(backend: .sample))
        }, steps: [.settle, .user(.tapRow(TableIndexPath(row: 0, section: 0)))])
        let error = await #expect(throws: ScenarioScriptError.self) { try await scenario.produce() }
        #expect(error?.description.contains("no preparation for segue ShowBok") == true, "\(String(describing: error))")
    }
}
