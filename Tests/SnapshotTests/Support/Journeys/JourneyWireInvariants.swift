@testable import Navigation
@testable import Presentation

/// Invariants the journeys over the wire need (nothing reaches another port), and the list
/// invariant every app with lists checks.
@MainActor
enum JourneyWireInvariants {
    /// Nothing ever reaches the other port that redirects point at: no key, no signature, no
    /// SAS token, no save, not even a request.
    static func nothingReachesAnotherPort<App: StoryboardApp>() -> JourneyInvariant<App> {
        JourneyInvariant(name: "nothing reaches another port") { _, _, session in
            let reached = session.elsewhere()
            guard let first = reached.first else { return nil }
            return "\(reached.count) request(s) reached the other port, the first \(first.method) \(first.path)"
        }
    }

    /// Every request whose head reached the service came whole: none was sent again without
    /// its body, as FoundationNetworking did with a save whose kept-alive connection the
    /// server closed after reading it.
    static func everyRequestCameWhole<App: StoryboardApp>() -> JourneyInvariant<App> {
        JourneyInvariant(name: "every request came whole") { _, _, session in
            let partial = session.headsWithoutBody()
            guard let first = partial.first else { return nil }
            return "\(partial.count) request(s) came without their body, the first \(first)"
        }
    }

    /// A list keeps what it showed unless its own load succeeded: a step that does not
    /// complete a list's load leaves its rows as they were, and a load that fails (its
    /// `failureTitle` alert comes up) does too.
    ///
    /// - Parameters:
    ///   - lists: the rows (by a stable key) of every list screen of a state, by screen id.
    ///   - load: the list a released effect loads, if it loads one.
    static func aListKeepsWhatItShowed<App: StoryboardApp>(
        failureTitle: String, lists: @escaping (App.State) -> [ScreenID: [String]], load: @escaping (App.Effect) -> ScreenID?
    ) -> JourneyInvariant<App> {
        JourneyInvariant(name: "a list keeps what it showed") { step, _, _ in
            guard step.after.state != step.before.state else { return nil }
            let before = lists(step.before.state)
            let after = lists(step.after.state)
            let loaded: ScreenID? = {
                guard case .released(_, let position) = step.outcome, step.before.pending.indices.contains(position) else { return nil }
                return load(step.before.pending[position])
            }()
            let failed = alertCount(step.after.screen) > alertCount(step.before.screen) && step.after.screen.alert?.title == failureTitle
            for (id, rows) in before {
                guard let now = after[id], now != rows else { continue }
                if loaded != id { return "the list \(id) changed without a load of its own" }
                if failed { return "the list \(id) changed although its load failed" }
            }
            return nil
        }
    }

    /// The alerts up: the one shown and those waiting under it.
    private static func alertCount(_ screen: Screen) -> Int {
        screen.alert == nil ? 0 : 1 + screen.alertsWaiting
    }
}
