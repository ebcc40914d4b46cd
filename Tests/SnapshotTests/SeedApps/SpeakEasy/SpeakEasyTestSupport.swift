import Testing
import StoryboardTesting
@testable import SeedApps
@testable import Navigation
@testable import Presentation

/// Shared values for the SpeakEasy tests: the sample data, the tab roots' screen ids, and
/// stores that start at launch or with the events loaded.
enum SpeakEasyFixtures {
    static let data = SpeakEasySampleData.standard
    static let events = data.events
    static let speakers = data.speakers
    /// The Events list, root of tab 0.
    static let eventsID = ScreenID(0)
    /// The Speakers list, root of tab 1.
    static let speakersID = ScreenID(1)
    /// The first screen pushed.
    static let firstPushID = ScreenID(2)
    /// The second screen pushed.
    static let secondPushID = ScreenID(3)

    /// The sample speaker with `rowKey`; a blank speaker when there is none, so a wrong key
    /// fails the test's assertions instead of crashing it.
    static func speaker(_ rowKey: String) -> Speaker {
        speakers.first { $0.rowKey == rowKey } ?? Speaker(rowKey: rowKey, name: "", title: "", bio: "", imageName: "")
    }

    /// The sample photo named `name`, or an empty asset.
    static func image(_ name: String) -> ImageAsset {
        data.images[name] ?? ImageAsset("missing " + name)
    }

    /// The runner on a fresh sample backend failing as `failures` says.
    static func runner(_ failures: SampleBackendFailures = .none) -> SpeakEasyEffects {
        SpeakEasyEffects(backend: SampleSpeakEasyBackend(failures: failures))
    }

    /// A store at launch, before the launch action.
    static func store() -> TestStore<SpeakEasyApp> {
        TestStore(initialState: SpeakEasyApp().initialState, reducer: SpeakEasyApp())
    }

    /// A store after launch with the sample events loaded (and no effect pending).
    static func loadedStore(runner: SpeakEasyEffects = runner()) async -> TestStore<SpeakEasyApp> {
        let store = store()
        store.launch {
            $0.loaded.insert(eventsID)
            $0.navigation.update(eventsID, as: EventsList.self) { $0.isLoading = true }
        }
        await store.run(RoutedEffect(.fetchEvents, for: eventsID), using: runner)
        store.receive(.message(.eventsFetched(FetchedList(events)), to: eventsID)) {
            $0.navigation.update(eventsID, as: EventsList.self) {
                $0.events = events; $0.isLoading = false
            }
        }
        return store
    }

    /// The Event Details screen `screen`, if it is one.
    static func details(_ screen: FeatureScreen<SpeakEasyEffect, SpeakEasyMessage>?) -> EventDetails? {
        screen?.as(EventDetails.self)
    }
}

extension SpeakEasyState {
    /// Changes the Event Details screen with `id` (test expectations).
    mutating func updateDetails(_ id: ScreenID, _ change: (inout EventDetails) -> Void) {
        _ = navigation.update(id, as: EventDetails.self, change)
    }
}

/// The `Error` alert the app shows for `error`, on the screen `screen`.
func speakEasyErrorAlert(_ error: SpeakEasyBackendError, on screen: ScreenID) -> AlertState<RoutedMessage<SpeakEasyMessage>> {
    SpeakEasyApp.errorAlert(error).routed(to: screen)
}
