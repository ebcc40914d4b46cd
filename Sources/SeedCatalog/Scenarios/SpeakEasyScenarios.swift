import SeedApps
import Navigation
import Presentation
import AppScenarios
import SnapshotHarness

/// The SpeakEasy app's screens and states under `speakeasy/`, each reached by a script of
/// touches from the app's launch against the embedded sample backend.
///
/// Screen ids in the scripts: the Events list is #0 and the Speakers list #1 (the tab roots);
/// pushed screens get #2, #3… in order.
enum SpeakEasyScenarios {
    /// Every SpeakEasy scenario, plus the storyboard graph.
    /// - Throws: a ``SnapshotNameError`` when a name is invalid.
    static func all() throws -> [Scenario] {
        let first = UserAction.tapRow(TableIndexPath(row: 0, section: 0))
        let presenterRow = UserAction.tapRow(TableIndexPath(row: 0, section: EventDetailsSection.presenter.rawValue))
        let refresh = UserAction.tapBarButton(SpeakEasyControls.refreshButton)
        let speakersTab = UserAction.tapTab(1), eventsTab = UserAction.tapTab(0)
        let tom = UserAction.tapRow(TableIndexPath(row: 3, section: 0))
        return [
            // Events
            try app("events/loading", "Launch: the events fetch is still running", steps: []),
            try app("events/loaded", "Launch, the events arrive", formats: [.text, .svg], steps: [.settle]),
            try app("events/scrolled", "The events list scrolled as far down as it goes", steps: [.settle, .user(.scroll(toY: 1_000))]),
            try app(
                "events/fetch-failed", "Launch, the events fetch fails: the Error alert over the empty list",
                failures: SampleBackendFailures(eventsFetch: .always), steps: [.settle]),
            try app(
                "events/unreadable-event", "Launch, one event cannot be read: the others are listed, the alert says which and why",
                failures: SampleBackendFailures(unreadableEventKeys: ["storyboards"]), steps: [.settle]),
            try app(
                "events/unreadable-event-footer", "The alert dismissed and the list scrolled to its end: the footer still says one is missing",
                failures: SampleBackendFailures(unreadableEventKeys: ["storyboards"]),
                steps: [.settle, .user(.tapAlertButton(0)), .user(.scroll(toY: 1_000))]),
            try app("events/refreshing", "Loaded, then Refresh: the list stays while the fetch runs", steps: [.settle, .user(refresh)]),
            try app(
                "events/refresh-failed", "Loaded, then a Refresh that fails: the alert over the list it kept",
                failures: SampleBackendFailures(eventsFetch: .afterSuccesses(1)), steps: [.settle, .user(refresh), .settle]),
            try app(
                "events/after-switching-back",
                "Event Details pushed, the Speakers tab shown, then the Events tab again: its stack is kept",
                steps: [.settle, .user(first), .settle, .user(speakersTab), .settle, .user(eventsTab)]),
            try app(
                "events/tab-reselected", "Event Details and Presenter pushed, then the Events tab tapped again: popped to the list",
                steps: [.settle, .user(first), .settle, .user(presenterRow), .settle, .user(eventsTab)]),
            // Event Details
            try app(
                "event-details/presenter-loading", "The first event tapped: its presenter is being fetched",
                steps: [.settle, .user(first)]),
            try app(
                "event-details/presenter-loaded-image-pending", "The presenter arrived, the photo is still loading",
                steps: [.settle, .user(first), .releaseAll]),
            try app(
                "event-details/presenter-loaded-image-arrived", "The presenter and the photo arrived", formats: [.text, .svg],
                steps: [.settle, .user(first), .settle]),
            try app(
                "event-details/presenter-loaded-image-failed",
                "Tom Okafor's event: the presenter arrived, the photo could not be loaded",
                steps: [.settle, .user(tom), .settle]),
            try app(
                "event-details/presenter-failed",
                "The presenter fetch fails for now: the alert says to try again, the row keeps the event's speaker name and fetches again",
                failures: SampleBackendFailures(unreachableSpeakerKeys: ["ann-lee"]), steps: [.settle, .user(first), .settle]),
            try app(
                "event-details/presenter-missing",
                "The event's speaker does not exist: the alert says so, and the row offers no retry that cannot help",
                data: withoutAnnLee, steps: [.settle, .user(first), .settle]),
            // Presenter
            try app(
                "presenter/from-event", "The presenter row tapped once the speaker and photo arrived", formats: [.text, .svg],
                steps: [.settle, .user(first), .settle, .user(presenterRow)]),
            try app(
                "presenter/photo-unavailable", "Tom Okafor's presenter screen: no photo",
                steps: [.settle, .user(tom), .settle, .user(presenterRow)]),
            try app(
                "presenter/photo-loading", "A speaker tapped in the Speakers tab: the photo is loading",
                steps: [.settle, .user(speakersTab), .settle, .user(.tapRow(TableIndexPath(row: 1, section: 0)))]),
            try app(
                "presenter/from-speakers", "A speaker tapped in the Speakers tab, the photo arrived",
                steps: [.settle, .user(speakersTab), .settle, .user(.tapRow(TableIndexPath(row: 1, section: 0))), .settle]),
            // Speakers
            try app(
                "speakers/loading", "The Speakers tab shown for the first time: the fetch is running",
                steps: [.settle, .user(speakersTab)]),
            try app("speakers/loaded", "The Speakers tab with the speakers", steps: [.settle, .user(speakersTab), .settle]),
            try app(
                "speakers/fetch-failed", "The speakers fetch fails: the Error alert",
                failures: SampleBackendFailures(speakersFetch: .always), steps: [.settle, .user(speakersTab), .settle]),
            try app(
                "speakers/after-switching-back",
                "A presenter pushed in the Speakers tab, the Events tab shown, then Speakers again",
                steps: [
                    .settle, .user(speakersTab), .settle, .user(.tapRow(TableIndexPath(row: 2, section: 0))), .settle,
                    .user(eventsTab), .user(speakersTab),
                ]),
            try .storyboard("speakeasy/storyboard/graph", "The SpeakEasy storyboard: scenes, tabs, roots and segues", SpeakEasyApp().storyboard),
        ]
    }

    /// The sample conference without Ann Lee's speaker entity: the first event's speaker does
    /// not exist.
    static var withoutAnnLee: SpeakEasySampleData {
        let data = SpeakEasySampleData.standard
        return SpeakEasySampleData(events: data.events, speakers: data.speakers.filter { $0.rowKey != "ann-lee" }, images: data.images)
    }

    /// A scenario that launches SpeakEasy on a fresh sample backend serving `data` and failing
    /// as `failures` says.
    private static func app(
        _ name: String, _ summary: String,
        data: SpeakEasySampleData = .standard,
        failures: SampleBackendFailures = .none,
        formats: [Snapshotting<Screen>] = [.text],
        steps: [ScenarioStep<RoutedEffect<SpeakEasyEffect>>]
    ) throws -> Scenario {
        try Scenario.app("speakeasy/" + name, summary, formats: formats, host: { host(data: data, failures: failures) }, steps: steps)
    }

    /// SpeakEasy in held mode (effects wait to be released) on a fresh sample backend.
    @MainActor
    static func host(data: SpeakEasySampleData = .standard, failures: SampleBackendFailures = .none) -> AppDriver<SpeakEasyApp> {
        AppDriver(app: SpeakEasyApp(), runner: SpeakEasyEffects(backend: SampleSpeakEasyBackend(data: data, failures: failures)))
    }
}
