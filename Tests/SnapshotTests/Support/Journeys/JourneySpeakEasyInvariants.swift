@testable import SeedApps
@testable import Navigation
@testable import Presentation

/// SpeakEasy's own invariants: nothing waits forever, and a list keeps what it showed.
@MainActor
enum JourneySpeakEasyInvariants {
    /// Both.
    static let all = [nothingWaitsForever, listsKeepWhatTheyShowed]

    /// The events and speakers lists change only when their own fetch succeeds (see
    /// ``JourneyWireInvariants/aListKeepsWhatItShowed(failureTitle:lists:load:)``).
    static let listsKeepWhatTheyShowed: JourneyInvariant<SpeakEasyApp> = JourneyWireInvariants.aListKeepsWhatItShowed(
        failureTitle: "Error",
        lists: { state in
            var lists: [ScreenID: [String]] = [:]
            for (id, screen) in entries(state) {
                if let list = screen.as(EventsList.self) { lists[id] = list.events.map(\.rowKey) }
                if let list = screen.as(SpeakersList.self) { lists[id] = list.speakers.map(\.rowKey) }
            }
            return lists
        },
        load: { routed in
            switch routed.effect {
            case .fetchEvents, .fetchSpeakers: return routed.screen
            default: return nil
            }
        })

    /// Every screen that shows it is loading (a list, a presenter row, a photo) has the request
    /// that will end the wait pending, so no spinner stays up forever, whatever order effects
    /// complete in and whichever fail.
    static let nothingWaitsForever = JourneyInvariant<SpeakEasyApp>(name: "nothing waits forever") { step, _, _ in
        let pending = step.after.pending
        for (id, screen) in entries(step.after.state) {
            if let list = screen.as(EventsList.self), list.isLoading, !pending.contains(RoutedEffect(.fetchEvents, for: id)) {
                return "the events list \(id) is loading with no fetch pending"
            }
            if let list = screen.as(SpeakersList.self), list.isLoading, !pending.contains(RoutedEffect(.fetchSpeakers, for: id)) {
                return "the speakers list \(id) is loading with no fetch pending"
            }
            if let details = screen.as(EventDetails.self) {
                switch details.presenter {
                case .loading where !pending.contains(where: { if $0.screen == id, case .fetchSpeaker = $0.effect { true } else { false } }):
                    return "the event details \(id) wait for their presenter with no fetch pending"
                case .loaded(let speaker, .pending) where !pending.contains(RoutedEffect(.loadImage(speaker), for: id)):
                    return "the event details \(id) wait for a photo with no load pending"
                default:
                    break
                }
            }
            if let presenter = screen.as(PresenterDetails.self), presenter.image == .pending,
                !pending.contains(RoutedEffect(.loadImage(presenter.speaker), for: id))
            {
                return "the presenter \(id) waits for a photo with no load pending"
            }
        }
        return nil
    }

    /// Every screen on every tab's stack, with its id.
    static func entries(_ state: SpeakEasyState) -> [(ScreenID, FeatureScreen<SpeakEasyEffect, SpeakEasyMessage>)] {
        guard let tabBar = state.navigation.tabBar else { return state.navigation.currentStack.entries.map { ($0.id, $0.screen) } }
        return tabBar.tabs.flatMap { $0.stack.entries.map { ($0.id, $0.screen) } }
    }
}
