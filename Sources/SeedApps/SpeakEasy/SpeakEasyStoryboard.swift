import Navigation
import Presentation

/// The SpeakEasy storyboard of the seed: a tab bar controller with an Events and a Speakers
/// tab, each in its own navigation controller; Event Details pushed from an event cell; the
/// Presenter scene pushed from the Event Details controller (manual) and from a speaker cell.
enum SpeakEasyStoryboard {
    /// The tab bar controller, the initial scene.
    static let tabBar: SceneID = "TabBar"
    /// The Events tab's navigation controller.
    static let eventsNavigation: SceneID = "EventsNavigation"
    /// The Events table view controller.
    static let events: SceneID = "Events"
    /// The Event Details table view controller (grouped, static cells).
    static let eventDetails: SceneID = "EventDetails"
    /// The Presenter Details view controller.
    static let presenterDetails: SceneID = "PresenterDetails"
    /// The Speakers tab's navigation controller.
    static let speakersNavigation: SceneID = "SpeakersNavigation"
    /// The Speakers table view controller.
    static let speakers: SceneID = "Speakers"

    /// Push from an event cell to Event Details, passing the tapped event.
    static let eventDetailsSegue = "EventDetailsSegue"
    /// Manual push from Event Details to the Presenter, passing the fetched speaker.
    static let eventPresenterSegue = "EventPresenterSegue"
    /// Push from a speaker cell to the Presenter. The seed leaves this segue unnamed (it only
    /// says the Speakers controller "can also have a segue to the Presenter Details View
    /// Controller"); the name is ours.
    static let speakerPresenterSegue = "SpeakerPresenterSegue"

    /// The events table's prototype cell.
    static let eventCell = "EventTableViewCell"
    /// The speakers table's prototype cell (our choice: the seed does not show it).
    static let speakerCell = "SpeakerTableViewCell"

    /// The Events tab's bar item: "Events" with `first.png`.
    static let eventsTab = TabItem(title: "Events", image: ImageAsset("first.png", size: Size(width: 30, height: 30)))
    /// The Speakers tab's bar item: "Speakers" with `second.png`.
    static let speakersTab = TabItem(title: "Speakers", image: ImageAsset("second.png", size: Size(width: 30, height: 30)))

    /// The whole graph.
    static let graph = Storyboard(
        initialScene: tabBar,
        scenes: [
            StoryboardScene(tabBar, kind: .tabBarController),
            StoryboardScene(eventsNavigation, kind: .navigationController, tabBarItem: eventsTab),
            StoryboardScene(events, kind: .tableViewController, title: "Events"),
            StoryboardScene(eventDetails, kind: .tableViewController, title: "Event Details"),
            StoryboardScene(presenterDetails, kind: .viewController, title: "Presenter"),
            StoryboardScene(speakersNavigation, kind: .navigationController, tabBarItem: speakersTab),
            StoryboardScene(speakers, kind: .tableViewController, title: "Speakers"),
        ],
        relationships: [
            .tab(of: tabBar, eventsNavigation),
            .tab(of: tabBar, speakersNavigation),
            .root(of: eventsNavigation, events),
            .root(of: speakersNavigation, speakers),
        ],
        segues: [
            Segue(eventDetailsSegue, .push, from: events, trigger: .cell(prototype: eventCell), to: eventDetails),
            Segue(eventPresenterSegue, .push, from: eventDetails, trigger: .manual, to: presenterDetails),
            Segue(speakerPresenterSegue, .push, from: speakers, trigger: .cell(prototype: speakerCell), to: presenterDetails),
        ]
    )
}
