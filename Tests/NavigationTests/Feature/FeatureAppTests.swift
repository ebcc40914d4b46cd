import Testing
@testable import Navigation
import Presentation

/// A feature app driven as a user drives it: the storyboard answers the touches it wires (no
/// code maps a cell or a bar button to its segue), each screen's code the rest, and messages
/// reach the screen they are for.
@MainActor
@Suite struct FeatureAppTests {
    private func launched(_ app: ShelfApp = ShelfApp()) async -> AppDriver<ShelfApp> {
        let driver = AppDriver(app: app, runner: ShelfEffects())
        #expect(driver.pendingEffects == [RoutedEffect(.loadBooks, for: ScreenID(0))], "the root loads at launch, for itself")
        #expect(driver.screen.activity == "loading books")
        await driver.settle()
        return driver
    }

    @Test func theStoryboardAnswersTheTouchesItWires() async throws {
        let driver = await launched()
        #expect(driver.state.top(as: ShelfList.self)?.books == ["Dune", "Emma"])
        try driver.send(.tapRow(TableIndexPath(row: 1, section: 0)))  // ShowDetail, drawn from BookCell
        #expect(driver.screen.breadcrumb == ["Shelf", "Emma"])
        #expect(driver.state.top(as: ShelfDetail.self)?.listID == ScreenID(0), "prepare got the list's id")
        try driver.send(.tapBarButton("notes"))  // ShowNotes, drawn from the bar button
        #expect(driver.screen.breadcrumb == ["Shelf", "Emma", "Notes"])
        #expect(driver.pendingEffects == [RoutedEffect(.loadNotes("Emma"), for: driver.state.navigation.topID)], "the new screen loads")
        await driver.settle()
        #expect(TextRenderer().render(driver.screen).contains("\"Notes on Emma\""))
        try driver.send(.tapBack)
        try driver.send(.tapBack)
        #expect(driver.screen.breadcrumb == ["Shelf"], "back needs no code")
        #expect(driver.failures.isEmpty)
    }

    @Test func theScreensCodeHandlesWhatTheStoryboardDoesNot() async throws {
        let driver = await launched()
        try driver.send(.tapRow(TableIndexPath(row: 0, section: 0)))
        let detail = driver.state.navigation.topID
        try driver.send(.tapButton("mark"))
        #expect(driver.state.screen(detail, as: ShelfDetail.self)?.isMarked == true)
        try driver.send(.tapButton("stray"))
        #expect(driver.failures.map(\.error) == [.unhandledControl("tap button stray (scene Detail)")], "a touch nothing handles names the control")
    }

    @Test func aControlTheStoryboardWiresToAnActionCallsItBySelector() async throws {
        let driver = await launched()
        try driver.send(.tapRow(TableIndexPath(row: 0, section: 0)))
        let detail = driver.state.navigation.topID
        try driver.send(.tapButton("favorite"))  // toggleFavorite: in the storyboard; handle() has no case for it
        #expect(driver.state.screen(detail, as: ShelfDetail.self)?.isFavorite == true)
        try driver.send(.tapButton("favorite"))
        #expect(driver.state.screen(detail, as: ShelfDetail.self)?.isFavorite == false)
        try driver.send(.tapButton("share"))
        #expect(
            driver.failures.map(\.error) == [
                .unhandledControl("tap button share (scene Detail; the storyboard wires it to share:, which the screen does not perform)")
            ], "an action the file wires and the screen lacks names the selector")
    }

    /// Real scenes have up to 26 unnamed segues, all named "": a touch performs the one drawn
    /// from its control, never the first of that name; two drawn from one control are an error.
    @Test func aTouchPerformsTheSegueDrawnFromItsControlAmongUnnamedOnes() async throws {
        var app = ShelfApp()
        app.storyboard.segues = [
            Segue("", .push, from: "List", trigger: .barButton("shelves"), to: "Notes"),
            Segue("", .push, from: "List", trigger: .cell(prototype: "BookCell"), to: "Detail"),
            Segue("ShowNotes", .push, from: "Detail", trigger: .barButton("notes"), to: "Notes"),
        ]
        let driver = await launched(app)
        try driver.send(.tapRow(TableIndexPath(row: 1, section: 0)))
        #expect(driver.screen.breadcrumb == ["Shelf", "Emma"], "the cell's segue, not the first unnamed one")
        #expect(driver.failures.isEmpty, "\(driver.failures)")

        app.storyboard.segues.append(Segue("Again", .push, from: "List", trigger: .cell(prototype: "BookCell"), to: "Detail"))
        let twice = await launched(app)
        try twice.send(.tapRow(TableIndexPath(row: 0, section: 0)))
        #expect(twice.screen.breadcrumb == ["Shelf"])
        #expect(twice.failures.map { "\($0.error)" }.first?.contains("has 2 segues named") == true, "\(twice.failures)")
    }

    /// An unwind segue goes back past the screens that do not implement its action to the
    /// nearest that does, through a modal presentation too, and that screen appears.
    @Test(arguments: [SegueKind.push, .modal])
    func anUnwindSegueGoesBackToTheNearestScreenThatImplementsIt(notesKind: SegueKind) async throws {
        var app = ShelfApp()
        app.storyboard.segues[1].kind = notesKind
        let driver = await launched(app)
        try driver.send(.tapRow(TableIndexPath(row: 1, section: 0)))
        try driver.send(.tapBarButton("notes"))
        await driver.settle()
        #expect((driver.state.navigation.modal != nil) == (notesKind == .modal))
        try driver.send(.tapButton("done"))  // the unwind segue drawn from Done
        #expect(driver.screen.breadcrumb == ["Shelf"], "the detail, which does not implement it, is popped too")
        #expect(driver.state.navigation.modal == nil)
        #expect(driver.state.top(as: ShelfList.self)?.unwoundFrom == "Emma", "the list's action saw where it came from")
        #expect(driver.state.top(as: ShelfList.self)?.appearances == 2, "and the list appears again")
        #expect(driver.failures.isEmpty, "\(driver.failures)")

        try driver.send(.tapRow(TableIndexPath(row: 0, section: 0)))
        try driver.send(.tapBarButton("notes"))
        let before = driver.state
        try driver.send(.tapButton("lost"))
        #expect(driver.state == before)
        #expect(
            driver.failures.map { "\($0.error)" }.last?.contains("unwind segue Nowhere: no screen under it implements nobodyHasThis:, so nothing happens")
                == true,
            "\(driver.failures)")
    }

    @Test func anAlertsButtonSendsItsMessageToTheScreenThatShowedIt() async throws {
        let driver = await launched()
        try driver.send(.tapRow(TableIndexPath(row: 0, section: 0)))
        try driver.send(.tapButton("ask"))
        #expect(driver.screen.alert?.title == "Reload?")
        try driver.send(.tapAlertButton(1))
        // The detail heard Reload and told its list (a delegate call).
        #expect(driver.state.screen(ScreenID(0), as: ShelfList.self)?.books == ["Reloaded"])
    }

    @Test func aMessageForAScreenThatIsGoneIsDroppedAndALoopIsAWiringError() async throws {
        let driver = await launched()
        try driver.send(.tapRow(TableIndexPath(row: 0, section: 0)))
        try driver.send(.tapButton("forget"))  // pops itself, then sends itself a message
        #expect(driver.screen.breadcrumb == ["Shelf"])
        #expect(driver.failures.isEmpty)
        try driver.send(.tapRow(TableIndexPath(row: 0, section: 0)))
        let before = driver.state
        try driver.send(.tapButton("loop"))
        #expect(driver.state == before, "the looping action changed nothing")
        guard case .messageLoop? = driver.failures.last?.error else {
            Issue.record("no message loop reported: \(driver.failures)")
            return
        }
    }

    @Test func shouldPerformCanVetoASegueTheUserStarted() async throws {
        let driver = await launched(ShelfApp(notesAllowed: false))
        try driver.send(.tapRow(TableIndexPath(row: 0, section: 0)))
        try driver.send(.tapBarButton("notes"))
        #expect(driver.screen.breadcrumb == ["Shelf", "Dune"], "vetoed")
        #expect(driver.failures.isEmpty)
    }

    @Test func willAppearRunsEachTimeAScreenBecomesTheOneTheUserSees() async throws {
        let driver = await launched()
        #expect(driver.state.top(as: ShelfList.self)?.appearances == 1, "at launch, after didLoad")
        try driver.send(.tapRow(TableIndexPath(row: 0, section: 0)))
        try driver.send(.tapBack)
        #expect(driver.state.top(as: ShelfList.self)?.appearances == 2, "again after back, with no code in the app")
        try driver.send(.tapRow(TableIndexPath(row: 0, section: 0)))
        try driver.send(.tapButton("forget"))
        #expect(driver.state.top(as: ShelfList.self)?.appearances == 3, "and after a screen pops itself")
        #expect(driver.pendingEffects.isEmpty, "didLoad ran once: the books are not loaded again")
    }

    @Test func aBroadcastReachesEveryOtherScreen() async throws {
        let driver = await launched()
        try driver.send(.tapRow(TableIndexPath(row: 0, section: 0)))
        try driver.send(.tapButton("rename"))
        #expect(driver.state.screen(ScreenID(0), as: ShelfList.self)?.books == ["Renamed", "Renamed"], "the list under it heard")
        #expect(driver.state.top(as: ShelfDetail.self)?.title == "Renamed")
        #expect(driver.failures.isEmpty)
    }

    @Test func theScreenIsDrawnWithTheStoryboardsTapActions() async throws {
        let driver = await launched()
        let text = TextRenderer().render(driver.screen)
        #expect(text.contains("tap -> segue ShowDetail"), "the storyboard says what a row does: \(text)")
    }
}
