import Testing
@testable import Navigation
import Presentation

/// The kinds and triggers storyboards have beyond push and modal: `show` pushes, `presentation`
/// presents, the kinds of wider screens are performed as an iPhone performs them, the rest are
/// refused by name; a static cell triggers only its own segue; the canvas
/// prints the new facts.
@Suite struct SegueKindsTests {
    private func launch(with segue: Segue) throws -> (PageNavigation, Storyboard) {
        var graph = SpeakEasyLikeStoryboard.graph
        graph.segues.append(segue)
        return (SpeakEasyLikeStoryboard.launch(), graph)
    }

    private let handler = SegueHandler<Page, String> { context throws(SeguePreparationError) in
        Page(context.segue.destination, title: "Shown")
    }

    @Test func showPushesAndPresentationPresents() throws {
        var (navigation, graph) = try launch(with: Segue("Show", .show, from: "Events", trigger: .manual, to: "EventDetails"))
        #expect(
            try navigation.performSegue("Show", sender: SegueSender<String>.controller, in: graph, handler: handler)
                == .pushed(identifier: "Show", destination: ScreenID(2)))
        (navigation, graph) = try launch(with: Segue("Present", .presentation, from: "Events", trigger: .manual, to: "NewEventNavigation"))
        guard
            case .presented? = try? navigation.performSegue(
                "Present", sender: SegueSender<String>.controller, in: graph,
                handler: SegueHandler<Page, String> { _ throws(SeguePreparationError) in
                    Page("NewEvent", title: "New Event")
                })
        else {
            Issue.record("a presentation segue presents")
            return
        }
    }

    /// A screen no navigation controller holds (a tab or the initial scene on its own, a view
    /// controller presented bare): a show segue presents, as `showViewController` does there, and
    /// a push segue fails as UIKit's exception does.
    @Test func withoutANavigationControllerShowPresentsAndPushFails() throws {
        var graph = SpeakEasyLikeStoryboard.graph
        graph.segues.append(Segue("Show", .show, from: "Events", trigger: .manual, to: "EventDetails"))
        graph.segues.append(Segue("Push", .push, from: "Events", trigger: .manual, to: "EventDetails"))
        var navigation = PageNavigation(root: Page("Events"), showsNavigationBar: false)
        #expect(
            try navigation.performSegue("Show", sender: SegueSender<String>.controller, in: graph, handler: handler)
                == .presented(identifier: "Show", destination: ScreenID(1)))
        navigation = PageNavigation(root: Page("Events"), showsNavigationBar: false)
        #expect(throws: SegueError.pushOutsideNavigationController(identifier: "Push")) {
            try navigation.performSegue("Push", sender: SegueSender<String>.controller, in: graph, handler: handler)
        }
        #expect(navigation.modal == nil && navigation.currentStack.isAtRoot, "nothing changed")
    }

    /// A segue of the app's own `UIStoryboardSegue` class is performed as its kind (a `custom`
    /// segue as a presentation) and the screen it shows says so; UIKit's own segues say nothing.
    @Test func aSegueOfTheAppsOwnClassIsNamedOnTheScreenItShows() throws {
        var fade = Segue("Fade", .show, from: "Events", trigger: .manual, to: "EventDetails")
        fade.customClass = "FadeSegue"
        var (navigation, graph) = try launch(with: fade)
        _ = try navigation.performSegue("Fade", sender: SegueSender<String>.controller, in: graph, handler: handler)
        #expect(navigation.currentStack.topEntry.transition == "custom segue FadeSegue, performed as show")
        #expect(navigation.modal == nil)
        var custom = Segue("Flip", .custom, from: "Events", trigger: .manual, to: "EventDetails")
        custom.customClass = "FlipSegue"
        #expect(custom.customTransition == "custom segue FlipSegue, performed as a presentation")
        (navigation, graph) = try launch(with: Segue("Show", .show, from: "Events", trigger: .manual, to: "EventDetails"))
        _ = try navigation.performSegue("Show", sender: SegueSender<String>.controller, in: graph, handler: handler)
        #expect(navigation.currentStack.topEntry.transition == nil)
    }

    /// On an iPhone, `showDetail` and `replace` are performed as `show` (a split view is
    /// collapsed onto its master's stack), `popover` is adapted to a full-screen presentation,
    /// and `custom` is performed as a presentation.
    @Test(arguments: [(SegueKind.showDetail, true), (.replace, true), (.popover, false), (.custom, false)])
    func compactWidthKindsArePerformedAsAnIPhonePerformsThem(kind: SegueKind, pushes: Bool) throws {
        var (navigation, graph) = try launch(with: Segue("Other", kind, from: "Events", trigger: .manual, to: "EventDetails"))
        let outcome = try navigation.performSegue("Other", sender: SegueSender<String>.controller, in: graph, handler: handler)
        #expect(outcome == (pushes ? .pushed(identifier: "Other", destination: ScreenID(2)) : .presented(identifier: "Other", destination: ScreenID(2))))
        #expect(navigation.top.scene == "EventDetails" && (navigation.modal != nil) == !pushes)
    }

    @Test(arguments: [SegueKind.embed, .unwind])
    func otherKindsAreRefusedByNameAndChangeNothing(kind: SegueKind) throws {
        var (navigation, graph) = try launch(with: Segue("Other", kind, from: "Events", trigger: .manual, to: "EventDetails"))
        let before = navigation
        #expect(throws: SegueError.unsupportedKind(identifier: "Other", kind: kind)) {
            try navigation.performSegue("Other", sender: SegueSender<String>.controller, in: graph, handler: handler)
        }
        #expect(navigation == before)
        #expect(
            SegueError.unsupportedKind(identifier: "Other", kind: kind).description
                == "segue Other is a \(kind.rawValue) segue, which the navigation state does not perform")
    }

    @Test func aStaticCellTriggersOnlyItsOwnSegue() {
        let sender = SegueSender<Never>.cell(section: 1, row: 0, prototype: "StaticCell")
        #expect(sender.canTrigger(.staticCell(section: 1, row: 0)))
        #expect(!sender.canTrigger(.staticCell(section: 0, row: 1)))
        #expect(!sender.canTrigger(.button("Save")))
        #expect(!SegueSender<Never>.barButton("add").canTrigger(.accessory(prototype: "Cell")))
    }

    @Test func theCanvasPrintsSplitColumnsUnnamedSeguesAndSceneFacts() {
        let graph = Storyboard(
            initialScene: "Split",
            scenes: [
                StoryboardScene("Split", kind: .splitViewController),
                StoryboardScene("Master", kind: .tableViewController, title: "Items", customClass: "MasterController", storyboardIdentifier: "master"),
                StoryboardScene("Detail", kind: .viewController),
            ],
            relationships: [Relationship(.master, from: "Split", to: "Master"), Relationship(.detail, from: "Split", to: "Detail")],
            segues: [
                Segue("", .showDetail, from: "Master", trigger: .staticCell(section: 0, row: 2), to: "Detail"),
                Segue("", .unwind, from: "Detail", trigger: .button("Done"), to: "Detail", unwindAction: "done:"),
                Segue("Fade", .custom, from: "Detail", trigger: .gesture("tap"), to: "Master", customClass: "FadeSegue"),
            ]
        )
        #expect(
            graph.canvasText == """
                initial Split
                scene Split (splitViewController)
                  master -> Master
                  detail -> Detail
                scene Master (tableViewController) class MasterController storyboardID "master" "Items"
                  segue (unnamed) showDetail staticCell 0.2 -> Detail
                scene Detail (viewController)
                  segue (unnamed) unwind button Done -> Detail action done:
                  segue Fade custom gesture tap -> Master class FadeSegue

                """)
        #expect(graph.validate() == [])
        #expect(Storyboard(initialScene: "", scenes: []).canvasText == "initial (none)\n")
    }
}

/// A presentation as a page sheet (iOS 13): the screen says so, a swipe down dismisses it, and
/// a swipe down elsewhere is refused.
@MainActor
@Suite struct PageSheetTests {
    @Test func aSwipeDownDismissesAPageSheetOnly() async throws {
        var app = ShelfApp()
        app.storyboard.segues[1].kind = .presentation
        app.storyboard.segues[1].presentationStyle = .pageSheet
        let driver = AppDriver(app: app, runner: ShelfEffects())
        await driver.settle()
        #expect(throws: UserActionError.noPageSheet) { try driver.send(.swipeDown) }
        try driver.send(.tapRow(TableIndexPath(row: 0, section: 0)))
        try driver.send(.tapBarButton("notes"))
        #expect(driver.screen.isPageSheet)
        #expect(TextRenderer().render(driver.screen).contains("\nsheet  page sheet: a swipe down dismisses it\n"))
        try driver.send(.swipeDown)
        #expect(driver.state.navigation.modal == nil && !driver.screen.isPageSheet)
        #expect(driver.screen.breadcrumb == ["Shelf", "Dune"])
        #expect(driver.failures.isEmpty, "\(driver.failures)")
    }
}
