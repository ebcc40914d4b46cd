import Testing
@testable import Navigation
import Presentation
@testable import SeedApps
import StoryboardTesting
import TestSupport

/// Each seed app on a copy of its storyboard with one mistake in it, as a renamed segue would be
/// in Interface Builder: the touch fails the test with a wiring error naming the identifier, and
/// the screen says what the storyboard says, never a segue that does not exist.
@Suite struct StoryboardWiringTests {
    /// `storyboard` with the segue `identifier` renamed `renamed`.
    private func renaming(_ identifier: String, to renamed: String, in storyboard: Storyboard) -> Storyboard {
        var copy = storyboard
        copy.segues = copy.segues.map { segue in
            var segue = segue
            if segue.identifier == identifier { segue.identifier = renamed }
            return segue
        }
        return copy
    }

    @Test func theSeedStoryboardsAreSound() {
        expectValidStoryboard(SpeakEasyApp().storyboard)
        expectValidStoryboard(TodoApp().storyboard)
        expectValidStoryboard(BusinessApp().storyboard)
    }

    @Test func aRenamedBarButtonSegueFailsTheTapAndTheButtonSaysTheStoryboardsName() {
        let misspelt = renaming(TodoStoryboard.addNewTodo, to: "AddNewTodoo", in: TodoStoryboard.storyboard)
        #expect(misspelt.validate() == [], "the graph alone is sound: only the app's code disagrees with it")
        let log = FailureLog()
        let store = TestStore(app: TodoApp(storyboard: misspelt), exhaustivity: .off, onFailure: log.sink)
        store.launch()
        store.release(RoutedEffect(.loadTodos, for: ScreenID(0)), feeding: [])
        #expect(store.screen.navigationBar?.rightItems.map(\.tapAction) == ["segue AddNewTodoo"])
        let before = store.state
        store.send(.tapBarButton(TodoControls.addButton))
        #expect(
            log.messages == [
                "The reducer could not apply touch(tap bar button add) (a wiring error of the app): "
                    + "preparing segue AddNewTodoo failed: no preparation for segue AddNewTodoo"
            ])
        #expect(store.state == before)
    }

    @Test func aRenamedManualSegueFailsTheTapAndTheGridSaysItIsMissing() {
        let misspelt = renaming(BusinessStoryboard.detailSegue, to: "details", in: BusinessStoryboard.storyboard)
        let log = FailureLog()
        let store = TestStore(app: BusinessApp(storyboard: misspelt), exhaustivity: .off, onFailure: log.sink)
        store.launch()
        let text = TextRenderer().render(store.screen)
        #expect(text.contains("tap -> segue detail (no such segue from GridViewController)"))
        #expect(!text.contains("tap -> segue detail\n"))
        store.send(.tapGridItem(0))
        #expect(
            log.messages == [
                "The reducer could not apply touch(tap item 0) (a wiring error of the app): scene GridViewController offers no segue named detail"
            ])
    }

    /// A cell fires only the segue drawn from its own prototype: with the segue drawn from
    /// another prototype, the events' cells show no segue and a tap fails naming the cell and
    /// its prototype.
    @Test func aSegueFromAnotherPrototypeIsNotFiredByTheCell() async {
        var moved = SpeakEasyStoryboard.graph
        moved.segues = moved.segues.map { segue in
            var segue = segue
            if segue.identifier == SpeakEasyStoryboard.eventDetailsSegue { segue.trigger = .cell(prototype: "EventCell") }
            return segue
        }
        let log = FailureLog()
        let store = TestStore(app: SpeakEasyApp(storyboard: moved), exhaustivity: .off, onFailure: log.sink)
        store.launch()
        await store.run(RoutedEffect(.fetchEvents, for: ScreenID(0)), using: SpeakEasyEffects(backend: SampleSpeakEasyBackend()))
        store.receive(.message(.eventsFetched(FetchedList(SpeakEasySampleData.standard.events)), to: ScreenID(0)))
        #expect(!TextRenderer().render(store.screen).contains("tap -> segue"))
        store.send(.tapRow(TableIndexPath(row: 0, section: 0)))
        #expect(
            log.messages == [
                "The reducer could not apply touch(tap row 0.0) (a wiring error of the app): The screen shows the control "
                    + "\"tap row 0.0 (scene Events; the storyboard draws no segue from cell 0,0 EventTableViewCell)\" but the app has no code for it."
            ])
    }

    /// The storyboard drives the launch: the seed apps' tabs, items and roots are the
    /// storyboards'.
    @Test func theLaunchNavigationIsTheStoryboards() {
        let speakEasy = SpeakEasyApp().initialState.navigation
        #expect(speakEasy.tabBar?.tabs.map(\.item.title) == ["Events", "Speakers"])
        #expect(speakEasy.tabBar?.tabs.map(\.item.image?.name) == ["first.png", "second.png"])
        #expect(speakEasy.tabBar?.tabs.map(\.stack.root.screen.scene) == [SpeakEasyStoryboard.events, SpeakEasyStoryboard.speakers])
        #expect(TodoApp().initialState.navigation.currentStack.root.screen.scene == TodoStoryboard.listScene)
        #expect(BusinessApp().initialState.navigation.currentStack.root.screen.scene == BusinessStoryboard.grid)

        var speakersFirst = SpeakEasyStoryboard.graph
        speakersFirst.relationships.swapAt(0, 1)
        #expect(SpeakEasyApp(storyboard: speakersFirst).initialState.navigation.top.scene == SpeakEasyStoryboard.speakers)
    }
}
