import Presentation

@testable import Navigation

/// A minimal screen for navigation tests: a scene and what its navigation bar shows.
struct Page: StoryboardScreen {
    var scene: SceneID
    var title: String?
    var backTitle: String?
    var leftButton: BarButton?
    /// Free data so tests can see `update` and `prepare` pass values along.
    var detail: String?

    init(_ scene: SceneID, title: String? = nil, backTitle: String? = nil, leftButton: BarButton? = nil, detail: String? = nil) {
        self.scene = scene
        self.title = title
        self.backTitle = backTitle
        self.leftButton = leftButton
        self.detail = detail
    }

    var navigationItem: NavigationItem {
        NavigationItem(title: title, backButtonTitle: backTitle, leftBarButton: leftButton)
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
            StoryboardScene("EventsNavigation", kind: .navigationController),
            StoryboardScene("Events", kind: .tableViewController, title: "Events"),
            StoryboardScene("EventDetails", kind: .tableViewController, title: "Event Details"),
            StoryboardScene("Presenter", kind: .viewController, title: "Presenter"),
            StoryboardScene("SpeakersNavigation", kind: .navigationController),
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

    /// The app's launch state: Events and Speakers tabs, Events selected.
    static func launch() throws -> PageNavigation {
        try PageNavigation(tabs: [
            (item: TabItem(title: "Events", image: ImageAsset("events")), root: Page("Events", title: "Events")),
            (item: TabItem(title: "Speakers", image: ImageAsset("speakers")), root: Page("Speakers", title: "Speakers")),
        ])
    }
}
