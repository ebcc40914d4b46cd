import Testing
@testable import Navigation

@Suite struct StoryboardTests {
    @Test func soundGraphHasNoProblems() {
        #expect(SpeakEasyLikeStoryboard.graph.validate() == [])
        #expect(SampleReducer.storyboard.validate() == [])
    }

    @Test func canvasTextPrintsOneFactPerLineInDeclarationOrder() {
        let expected = """
            initial Tabs
            scene Tabs (tabBarController)
              tab 0 -> EventsNavigation
              tab 1 -> SpeakersNavigation
            scene EventsNavigation (navigationController)
              tabBarItem "Events" events
              root -> Events
            scene Events (tableViewController) "Events"
              segue EventDetailsSegue push cell EventTableViewCell -> EventDetails
              segue NewEventSegue modal barButton add -> NewEventNavigation
            scene EventDetails (tableViewController) "Event Details"
              segue EventPresenterSegue push manual -> Presenter
            scene Presenter (viewController) "Presenter"
            scene SpeakersNavigation (navigationController)
              tabBarItem "Speakers" speakers
              root -> Speakers
            scene Speakers (tableViewController) "Speakers"
              segue SpeakerPresenterSegue push cell SpeakerCell -> Presenter
            scene NewEventNavigation (navigationController)
              root -> NewEvent
            scene NewEvent (viewController) "New Event"

            """
        #expect(SpeakEasyLikeStoryboard.graph.canvasText == expected)
    }

    @Test func canvasTextEscapesTitlesAndListsUndeclaredSources() {
        let graph = Storyboard(
            initialScene: "A",
            scenes: [StoryboardScene("A", kind: .viewController, title: "Say \"hi\"\n")],
            segues: [Segue("Lost", .modal, from: "Ghost", trigger: .gridItem, to: "A")]
        )
        #expect(
            graph.canvasText == """
                initial A
                scene A (viewController) "Say \\"hi\\"\\n"
                scene Ghost (undeclared)
                  segue Lost modal gridItem -> A

                """)
    }

    @Test func lookupFindsTheSegueOfferedByTheScene() throws {
        let segue = try SpeakEasyLikeStoryboard.graph.segue(identifier: "EventDetailsSegue", from: "Events")
        #expect(segue.destination == "EventDetails")
        #expect(segue.trigger == .cell(prototype: "EventTableViewCell"))
    }

    @Test func lookupOfASegueFromAnotherSceneNamesIdentifierAndScene() {
        #expect(throws: StoryboardError.segueNotOffered(identifier: "EventDetailsSegue", scene: "Speakers")) {
            try SpeakEasyLikeStoryboard.graph.segue(identifier: "EventDetailsSegue", from: "Speakers")
        }
        let error = StoryboardError.segueNotOffered(identifier: "Nope", scene: "Events")
        #expect(error.description == "scene Events offers no segue named Nope")
    }

    @Test func contentSceneOfANavigationControllerIsItsRoot() {
        let graph = SpeakEasyLikeStoryboard.graph
        #expect(graph.contentScene(of: "NewEventNavigation") == "NewEvent")
        #expect(graph.contentScene(of: "Presenter") == "Presenter")
        #expect(graph.contentScene(of: "Missing") == nil)
        #expect(graph.tabs(of: "Tabs") == ["EventsNavigation", "SpeakersNavigation"])
    }

    @Test func validationReportsEveryProblemAtOnce() {
        let graph = Storyboard(
            initialScene: "Tabs",
            scenes: [
                StoryboardScene("Tabs", kind: .tabBarController),
                StoryboardScene("EmptyTabs", kind: .tabBarController),
                StoryboardScene("Navigation", kind: .navigationController),
                StoryboardScene("Rootless", kind: .navigationController),
                StoryboardScene("List", kind: .tableViewController),
                StoryboardScene("List", kind: .viewController),
                StoryboardScene("Orphan", kind: .viewController),
            ],
            relationships: [
                .tab(of: "Tabs", "Navigation"),
                .tab(of: "Tabs", "Rootless"),
                .root(of: "Navigation", "List"),
                .root(of: "List", "Orphan"),
                .tab(of: "Tabs", "Nowhere"),
            ],
            segues: [
                Segue("Show", .push, from: "List", trigger: .cell(prototype: "Cell"), to: "Missing"),
                Segue("Show", .push, from: "List", trigger: .manual, to: "List"),
                Segue("Lost", .push, from: "Ghost", trigger: .manual, to: "List"),
            ]
        )
        #expect(
            graph.validate() == [
                .duplicateScene("List"),
                .relationshipFromWrongKind(.root, source: "List", kind: .tableViewController),
                .relationshipToMissingScene(.tab, source: "Tabs", destination: "Nowhere"),
                .segueToMissingScene(identifier: "Show", destination: "Missing"),
                .duplicateSegueIdentifier("Show", scene: "List"),
                .segueFromMissingScene(identifier: "Lost", source: "Ghost"),
                .tabBarControllerWithoutTabs("EmptyTabs"),
                .navigationControllerWithoutRoot("Rootless"),
                .unreachableScene("EmptyTabs"),
            ])
    }

    @Test func validationReportsAMissingInitialSceneAndSeveralRoots() {
        let graph = Storyboard(
            initialScene: "Start",
            scenes: [
                StoryboardScene("Navigation", kind: .navigationController),
                StoryboardScene("A", kind: .viewController),
                StoryboardScene("B", kind: .viewController),
            ],
            relationships: [.root(of: "Navigation", "A"), .root(of: "Navigation", "B")]
        )
        let problems = graph.validate()
        #expect(
            problems == [
                .missingInitialScene("Start"),
                .navigationControllerWithSeveralRoots("Navigation", roots: ["A", "B"]),
            ])
        #expect(
            problems.map(\.description) == [
                "the initial scene Start does not exist",
                "navigation controller Navigation has several roots: A, B",
            ])
    }

    @Test func sameIdentifierFromDifferentScenesIsAllowed() {
        var graph = SampleReducer.storyboard
        graph.scenes.append(StoryboardScene("Other", kind: .viewController))
        graph.segues.append(Segue("ShowDetail", .push, from: "Detail", trigger: .manual, to: "Other"))
        #expect(graph.validate() == [])
    }
}

/// A segue looked up by its name takes none of several with that name, and a trigger tells
/// unnamed segues apart.
@Suite struct SegueLookupTests {
    private let storyboard = Storyboard(
        initialScene: "A",
        scenes: [StoryboardScene("A", kind: .viewController), StoryboardScene("B", kind: .viewController), StoryboardScene("C", kind: .viewController)],
        segues: [
            Segue("", .modal, from: "A", trigger: .button("toB"), to: "B"),
            Segue("", .modal, from: "A", trigger: .button("toC"), to: "C"),
            Segue("Named", .modal, from: "A", trigger: .manual, to: "C"),
        ])

    @Test func severalOfOneNameAreAnErrorNotTheFirst() throws {
        #expect(throws: StoryboardError.ambiguousSegue(identifier: "", scene: "A", count: 2)) { try storyboard.segue(identifier: "", from: "A") }
        #expect(
            StoryboardError.ambiguousSegue(identifier: "", scene: "A", count: 2).description
                == "scene A has 2 segues without a name that match, so which one is performed is not defined: give each its own identifier")
        #expect(try storyboard.segue(identifier: "Named", from: "A").destination == "C")
    }

    @Test func theTriggerTellsUnnamedSeguesApart() throws {
        let toC = try storyboard.segue(identifier: "", from: "A") { $0.trigger == .button("toC") }
        #expect(toC.destination == "C")
        #expect(throws: StoryboardError.segueNotOffered(identifier: "", scene: "A")) {
            try storyboard.segue(identifier: "", from: "A") { $0.trigger == .button("toD") }
        }
    }
}
