import Testing
@testable import Navigation
import Presentation

@Suite struct NavigationSegueTests {
    private let storyboard = SpeakEasyLikeStoryboard.graph

    /// Builds destinations from the scene the segue shows; counts nothing, vetoes nothing.
    private func handler(
        shouldPerform: @escaping @Sendable (SegueContext<Page, String>) -> Bool = { _ in true }
    ) -> SegueHandler<Page, String> {
        SegueHandler(shouldPerform: shouldPerform) { context throws(SeguePreparationError) in
            switch context.segue.identifier {
            case "EventDetailsSegue":
                guard case .cell(_, let row, _) = context.sender else { throw .invalidSender(context.sender.description) }
                return Page("EventDetails", title: "Details", detail: "event \(row)")
            case "EventPresenterSegue", "SpeakerPresenterSegue":
                guard case .payload(let name) = context.sender else { throw .nothingToPass(reason: "no presenter") }
                return Page("Presenter", title: name)
            case "NewEventSegue":
                return Page("NewEvent", title: "New Event")
            default:
                throw .unhandledSegue(context.segue.identifier)
            }
        }
    }

    @Test func cellSeguePushesThePreparedDestination() throws {
        var navigation = SpeakEasyLikeStoryboard.launch()
        let outcome = try navigation.triggerSegue(
            "EventDetailsSegue", sender: .cell(section: 0, row: 2, prototype: "EventTableViewCell"), in: storyboard, handler: handler())
        #expect(outcome == .pushed(identifier: "EventDetailsSegue", destination: ScreenID(2)))
        #expect(navigation.top == Page("EventDetails", title: "Details", detail: "event 2"))
        #expect(navigation.currentStack.backButtonTitle == "Events")
    }

    @Test func pushGoesOnTheCurrentTabStackOnly() throws {
        var navigation = SpeakEasyLikeStoryboard.launch()
        _ = try navigation.tapTab(1)
        _ = try navigation.triggerSegue(
            "SpeakerPresenterSegue", sender: .cell(section: 0, row: 0, prototype: "SpeakerCell"), in: storyboard,
            handler: SegueHandler<Page, String> { _ throws(SeguePreparationError) in Page("Presenter", title: "Ann") })
        #expect(navigation.tabBar?.tabs[1].stack.entries.map(\.screen.scene) == ["Speakers", "Presenter"])
        #expect(navigation.tabBar?.tabs[0].stack.entries.map(\.screen.scene) == ["Events"])
    }

    @Test func vetoedSegueChangesNothing() throws {
        var navigation = SpeakEasyLikeStoryboard.launch()
        let before = navigation
        let outcome = try navigation.triggerSegue(
            "EventDetailsSegue", sender: .cell(section: 0, row: 0, prototype: "EventTableViewCell"), in: storyboard,
            handler: handler(shouldPerform: { _ in false }))
        #expect(outcome == .vetoed(identifier: "EventDetailsSegue"))
        #expect(navigation == before)
    }

    @Test func shouldPerformSeesTheSourceAndTheSender() throws {
        var navigation = SpeakEasyLikeStoryboard.launch()
        let onlyRowOne = handler(shouldPerform: { context in
            context.source.scene == "Events" && context.sourceID == ScreenID(0) && context.sender == .cell(section: 0, row: 1, prototype: "EventTableViewCell")
        })
        #expect(
            try navigation.triggerSegue(
                "EventDetailsSegue", sender: .cell(section: 0, row: 0, prototype: "EventTableViewCell"), in: storyboard, handler: onlyRowOne)
                == .vetoed(identifier: "EventDetailsSegue"))
        #expect(
            try navigation.triggerSegue(
                "EventDetailsSegue", sender: .cell(section: 0, row: 1, prototype: "EventTableViewCell"), in: storyboard, handler: onlyRowOne)
                == .pushed(identifier: "EventDetailsSegue", destination: ScreenID(2)))
    }

    @Test func unknownIdentifierIsATypedErrorNamingIdentifierAndScene() throws {
        var navigation = SpeakEasyLikeStoryboard.launch()
        let before = navigation
        let expected = SegueError.lookup(.segueNotOffered(identifier: "EventPresenterSegue", scene: "Events"))
        #expect(throws: expected) {
            try navigation.performSegue("EventPresenterSegue", sender: .controller, in: storyboard, handler: handler())
        }
        #expect(expected.description == "scene Events offers no segue named EventPresenterSegue")
        #expect(navigation == before)
    }

    @Test func manualSegueSkipsShouldPerform() throws {
        var navigation = SpeakEasyLikeStoryboard.launch()
        _ = try navigation.triggerSegue(
            "EventDetailsSegue", sender: .cell(section: 0, row: 0, prototype: "EventTableViewCell"), in: storyboard, handler: handler())
        let outcome = try navigation.performSegue(
            "EventPresenterSegue", sender: .payload("Ann Lee"), in: storyboard,
            handler: handler(shouldPerform: { _ in false }))
        #expect(outcome == .pushed(identifier: "EventPresenterSegue", destination: ScreenID(3)))
        #expect(navigation.top == Page("Presenter", title: "Ann Lee"))
    }

    @Test func manualSegueCannotBeTriggeredByATouch() throws {
        var navigation = SpeakEasyLikeStoryboard.launch()
        _ = try navigation.triggerSegue(
            "EventDetailsSegue", sender: .cell(section: 0, row: 0, prototype: "EventTableViewCell"), in: storyboard, handler: handler())
        let before = navigation
        #expect(throws: SegueError.notTriggeredBy(identifier: "EventPresenterSegue", trigger: .manual, sender: "cell 0,3 EventTableViewCell")) {
            try navigation.triggerSegue(
                "EventPresenterSegue", sender: .cell(section: 0, row: 3, prototype: "EventTableViewCell"), in: storyboard, handler: handler())
        }
        #expect(navigation == before)
    }

    /// A cell fires only the segue of its own prototype: a speaker cell cannot show an event.
    @Test func aCellSegueNeedsACellOfItsPrototype() throws {
        var navigation = SpeakEasyLikeStoryboard.launch()
        let before = navigation
        let expected = SegueError.notTriggeredBy(
            identifier: "EventDetailsSegue", trigger: .cell(prototype: "EventTableViewCell"), sender: "cell 0,0 SpeakerCell")
        #expect(throws: expected) {
            try navigation.triggerSegue(
                "EventDetailsSegue", sender: .cell(section: 0, row: 0, prototype: "SpeakerCell"), in: storyboard, handler: handler())
        }
        #expect(expected.description == "segue EventDetailsSegue is triggered by cell EventTableViewCell, not by cell 0,0 SpeakerCell")
        #expect(navigation == before)
    }

    @Test func barButtonSegueNeedsItsOwnButton() throws {
        var navigation = SpeakEasyLikeStoryboard.launch()
        #expect(throws: SegueError.notTriggeredBy(identifier: "NewEventSegue", trigger: .barButton("add"), sender: "barButton edit")) {
            try navigation.triggerSegue("NewEventSegue", sender: .barButton("edit"), in: storyboard, handler: handler())
        }
    }

    @Test func modalSeguePresentsTheNavigationControllersRoot() throws {
        var navigation = SpeakEasyLikeStoryboard.launch()
        let outcome = try navigation.triggerSegue("NewEventSegue", sender: .barButton("add"), in: storyboard, handler: handler())
        #expect(outcome == .presented(identifier: "NewEventSegue", destination: ScreenID(2)))
        #expect(navigation.modal?.root.screen == Page("NewEvent", title: "New Event"))
        #expect(navigation.tabBar?.selectedStack.count == 1)
    }

    @Test func failedPreparationIsReportedAndChangesNothing() throws {
        var navigation = SpeakEasyLikeStoryboard.launch()
        _ = try navigation.triggerSegue(
            "EventDetailsSegue", sender: .cell(section: 0, row: 0, prototype: "EventTableViewCell"), in: storyboard, handler: handler())
        let before = navigation
        let expected = SegueError.preparationFailed(identifier: "EventPresenterSegue", .nothingToPass(reason: "no presenter"))
        #expect(throws: expected) {
            try navigation.performSegue("EventPresenterSegue", sender: .controller, in: storyboard, handler: handler())
        }
        #expect(expected.description == "preparing segue EventPresenterSegue failed: nothing to pass: no presenter")
        #expect(navigation == before)
    }

    @Test func destinationForTheWrongSceneIsRefused() throws {
        var navigation = SpeakEasyLikeStoryboard.launch()
        let wrong = SegueHandler<Page, String> { _ throws(SeguePreparationError) in Page("Speakers") }
        #expect(throws: SegueError.destinationMismatch(identifier: "EventDetailsSegue", expected: "EventDetails", actual: "Speakers")) {
            try navigation.triggerSegue("EventDetailsSegue", sender: .cell(section: 0, row: 0, prototype: "EventTableViewCell"), in: storyboard, handler: wrong)
        }
    }

    /// A screen presented modally presents another (nested modals, as UIKit allows); each
    /// dismissal shows the one under it.
    @Test func aPresentedScreenPresentsAnotherOverIt() throws {
        var navigation = SpeakEasyLikeStoryboard.launch()
        var graph = storyboard
        graph.segues.append(Segue("AgainSegue", .modal, from: "NewEvent", trigger: .manual, to: "NewEventNavigation"))
        _ = try navigation.triggerSegue("NewEventSegue", sender: .barButton("add"), in: graph, handler: handler())
        let again = SegueHandler<Page, String> { _ throws(SeguePreparationError) in Page("NewEvent") }
        guard case .presented(_, let second) = try navigation.performSegue("AgainSegue", sender: .controller, in: graph, handler: again) else {
            Issue.record("not presented")
            return
        }
        #expect(navigation.modals.count == 2 && navigation.topID == second)
        _ = try navigation.dismissModal()
        #expect(navigation.modals.count == 1 && navigation.top.scene == "NewEvent")
        _ = try navigation.dismissModal()
        #expect(navigation.modal == nil && navigation.top.scene == "Events")
    }
}
