import Presentation

@testable import Navigation

/// A minimal screen for navigation tests: a scene and what its navigation bar shows.
struct Page: StoryboardScreen {
    var scene: SceneID
    var title: String?
    var backTitle: String?
    var leftButton: BarButton?
    var rightButtons: [BarButton]
    /// Free data so tests can see `update` and `prepare` pass values along.
    var detail: String?

    init(
        _ scene: SceneID, title: String? = nil, backTitle: String? = nil, leftButton: BarButton? = nil,
        rightButtons: [BarButton] = [], detail: String? = nil
    ) {
        self.scene = scene
        self.rightButtons = rightButtons
        self.title = title
        self.backTitle = backTitle
        self.leftButton = leftButton
        self.detail = detail
    }

    var navigationItem: NavigationItem {
        NavigationItem(title: title, backButtonTitle: backTitle, leftBarButton: leftButton, rightBarButtons: rightButtons)
    }
}

/// The alert actions of the navigation tests.
enum PageAlertAction: Hashable, Sendable {
    case retry
    case deleteEverything
}

/// Navigation state over `Page`s.
typealias PageNavigation = NavigationState<Page, PageAlertAction>

/// A storyboard shaped like SpeakEasy's, plus a modal "new event" flow for modal segues.
enum SpeakEasyLikeStoryboard {
    static let graph = Storyboard(
        initialScene: "Tabs",
        scenes: [
            StoryboardScene("Tabs", kind: .tabBarController),
            StoryboardScene("EventsNavigation", kind: .navigationController, tabBarItem: TabItem(title: "Events", image: ImageAsset("events"))),
            StoryboardScene("Events", kind: .tableViewController, title: "Events"),
            StoryboardScene("EventDetails", kind: .tableViewController, title: "Event Details"),
            StoryboardScene("Presenter", kind: .viewController, title: "Presenter"),
            StoryboardScene("SpeakersNavigation", kind: .navigationController, tabBarItem: TabItem(title: "Speakers", image: ImageAsset("speakers"))),
            StoryboardScene("Speakers", kind: .tableViewController, title: "Speakers"),
            StoryboardScene("NewEventNavigation", kind: .navigationController),
            StoryboardScene("NewEvent", kind: .viewController, title: "New Event"),
        ],
        relationships: [
            .tab(of: "Tabs", "EventsNavigation"),
            .tab(of: "Tabs", "SpeakersNavigation"),
            .root(of: "EventsNavigation", "Events"),
            .root(of: "SpeakersNavigation", "Speakers"),
            .root(of: "NewEventNavigation", "NewEvent"),
        ],
        segues: [
            Segue("EventDetailsSegue", .push, from: "Events", trigger: .cell(prototype: "EventTableViewCell"), to: "EventDetails"),
            Segue("NewEventSegue", .modal, from: "Events", trigger: .barButton("add"), to: "NewEventNavigation"),
            Segue("EventPresenterSegue", .push, from: "EventDetails", trigger: .manual, to: "Presenter"),
            Segue("SpeakerPresenterSegue", .push, from: "Speakers", trigger: .cell(prototype: "SpeakerCell"), to: "Presenter"),
        ]
    )

    /// The app's launch state, as the storyboard builds it: Events and Speakers tabs, Events
    /// selected.
    static func launch() -> PageNavigation {
        PageNavigation(storyboard: graph) { scene in Page(scene, title: scene.rawValue) }
    }
}
