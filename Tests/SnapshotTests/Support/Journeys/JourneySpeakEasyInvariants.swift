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
                switch screen {
                case .events(let list): lists[id] = list.events.map(\.rowKey)
                case .speakers(let list): lists[id] = list.speakers.map(\.rowKey)
                default: continue
                }
            }
            return lists
        },
        load: { effect in
            switch effect {
            case .fetchEvents(let id), .fetchSpeakers(let id): return id
            default: return nil
            }
        })

    /// Every screen that shows it is loading (a list, a presenter row, a photo) has the request
    /// that will end the wait pending, so no spinner stays up forever, whatever order effects
    /// complete in and whichever fail.
    static let nothingWaitsForever = JourneyInvariant<SpeakEasyApp>(name: "nothing waits forever") { step, _, _ in
        let pending = step.after.pending
        for (id, screen) in entries(step.after.state) {
            switch screen {
            case .events(let list) where list.isLoading && !pending.contains(.fetchEvents(for: id)):
                return "the events list \(id) is loading with no fetch pending"
            case .speakers(let list) where list.isLoading && !pending.contains(.fetchSpeakers(for: id)):
                return "the speakers list \(id) is loading with no fetch pending"
            case .eventDetails(let details):
                switch details.presenter {
                case .loading where !pending.contains(where: { if case .fetchSpeaker(id, _) = $0 { true } else { false } }):
                    return "the event details \(id) wait for their presenter with no fetch pending"
                case .loaded(let speaker, .pending) where !pending.contains(.loadImage(for: id, speaker: speaker)):
                    return "the event details \(id) wait for a photo with no load pending"
                default:
                    continue
                }
            case .presenterDetails(let presenter) where presenter.image == .pending
                && !pending.contains(.loadImage(for: id, speaker: presenter.speaker)):
                return "the presenter \(id) waits for a photo with no load pending"
            default:
                continue
            }
        }
        return nil
    }

    /// Every screen on every tab's stack, with its id.
    static func entries(_ state: SpeakEasyState) -> [(ScreenID, SpeakEasyScreen)] {
        guard let tabBar = state.navigation.tabBar else { return state.navigation.currentStack.entries.map { ($0.id, $0.screen) } }
        return tabBar.tabs.flatMap { $0.stack.entries.map { ($0.id, $0.screen) } }
    }
}
