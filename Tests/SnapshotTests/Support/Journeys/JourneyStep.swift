@testable import Navigation
@testable import Presentation

/// What a journey command did.
enum JourneyOutcome: Equatable, Sendable, CustomStringConvertible {
    /// The host accepted the touch.
    case accepted
    /// The host rejected the touch (the screen does not offer it).
    case rejected(UserActionError)
    /// A pending effect ran to completion; the text describes it, `position` is where it was
    /// in the queue (0 for the oldest).
    case released(String, position: Int)
    /// The release named no pending effect, so nothing happened.
    case nothingToRelease

    /// A few words for a report.
    var description: String {
        switch self {
        case .accepted: return "accepted"
        case .rejected(let error): return "rejected: \(error)"
        case .released(let effect, _): return "released \(effect)"
        case .nothingToRelease: return "nothing to release"
        }
    }
}

/// The app at one moment of a journey: state, pending effects and the screen.
struct JourneyMoment<App: StoryboardApp> {
    /// The app's state.
    let state: App.State
    /// The effects held.
    let pending: [App.Effect]
    /// The rendered screen.
    let screen: Screen
    /// The screen printed by ``TextRenderer``.
    let text: String
}

/// One executed command, what invariants look at: the moments before and after it.
struct JourneyStep<App: StoryboardApp> {
    /// The command's position in the journey, from 0.
    let index: Int
    /// The command.
    let command: JourneyCommand
    /// What it did.
    let outcome: JourneyOutcome
    /// Before the command.
    let before: JourneyMoment<App>
    /// After the command (and the effect it released, if any).
    let after: JourneyMoment<App>
}

/// A property that must hold after every step of every journey.
struct JourneyInvariant<App: StoryboardApp> {
    /// Its name in reports (`stacks are never empty`).
    let name: String
    /// Checks a step; returns what is wrong, or nil when the property holds.
    let check: @MainActor (JourneyStep<App>, JourneyApp<App>, JourneySession<App>) async -> String?
}

/// An invariant that did not hold.
struct JourneyViolation: Equatable, Sendable, CustomStringConvertible {
    /// The invariant's name.
    let invariant: String
    /// What was wrong.
    let message: String
    /// The index of the command after which it failed (the commands up to it reproduce it).
    let stepIndex: Int

    /// `step 12: <invariant>: <message>`.
    var description: String { "step \(stepIndex + 1): \(invariant): \(message)" }
}
