import Foundation
@testable import Navigation
@testable import Presentation
import TestSupport

/// Runs journeys on one app: generates random commands from a seed, or replays a list from
/// launch, checking every invariant after every command.
@MainActor
struct JourneyRunner<App: StoryboardApp> {
    /// The app under test.
    let app: JourneyApp<App>
    /// The generic invariants, then the app's own.
    let invariants: [JourneyInvariant<App>]
    /// Whether each command is printed before it runs (`JOURNEY_TRACE=1`), so a journey that
    /// crashes the process shows its last command.
    let trace: Bool

    /// A runner for `app`.
    init(_ app: JourneyApp<App>, trace: Bool = JourneyConfiguration.trace) {
        self.app = app
        self.invariants = JourneyInvariants.generic() + app.invariants
        self.trace = trace
    }

    /// A generated journey and the first invariant it broke, if any.
    struct Exploration {
        /// The commands run, up to and including the one that broke an invariant.
        var commands: [JourneyCommand]
        /// The broken invariant.
        var violation: JourneyViolation?
        /// Where the journey went.
        var coverage: JourneyCoverage
    }

    /// Launches the app and runs up to `steps` random commands drawn from `seed`, stopping at
    /// the first broken invariant.
    /// - Complexity: O(steps) commands, each checked by every invariant.
    func explore(seed: UInt64, steps: Int) async -> Exploration {
        var random = SplitMix64(seed: seed)
        let journey = Journey(session: app.launch())
        defer { journey.session.close() }
        var commands: [JourneyCommand] = []
        var coverage = JourneyCoverage()
        for index in 0..<steps {
            let kinds = journey.moment.pending.map(JourneyCommand.kind)
            let command = JourneyGenerator.next(on: journey.moment.screen, pending: kinds, faults: app.faults, using: &random)
            commands.append(command)
            let (step, violation) = await run(command, index: index, in: journey, checking: nil)
            // A step that does not wait for an effect never suspends; yielding lets the other
            // tests on the main actor run between steps instead of after the whole journey.
            await Task.yield()
            coverage.record(step)
            if let violation { return Exploration(commands: commands, violation: violation, coverage: coverage) }
        }
        return Exploration(commands: commands, violation: nil, coverage: coverage)
    }

    /// Launches the app and runs `commands`, stopping at the first broken invariant; only the
    /// invariant named `only` is checked when given (what the shrinker looks for).
    func replay(_ commands: [JourneyCommand], only: String? = nil) async -> JourneyViolation? {
        let journey = Journey(session: app.launch())
        defer { journey.session.close() }
        for (index, command) in commands.enumerated() {
            if let violation = await run(command, index: index, in: journey, checking: only).violation { return violation }
        }
        return nil
    }

    private func run(
        _ command: JourneyCommand, index: Int, in journey: Journey, checking only: String?
    ) async -> (step: JourneyStep<App>, violation: JourneyViolation?) {
        if trace { print("journey \(app.name) step \(index + 1): \(command)") }
        let step = await journey.perform(command, index: index)
        for invariant in invariants where only == nil || invariant.name == only {
            if let message = await invariant.check(step, app, journey.session) {
                return (step, JourneyViolation(invariant: invariant.name, message: message, stepIndex: index))
            }
        }
        return (step, nil)
    }

    /// One launched app and its current moment.
    @MainActor
    final class Journey {
        /// The launched app.
        let session: JourneySession<App>
        /// The app now.
        private(set) var moment: JourneyMoment<App>

        /// A journey starting at `session`'s launch.
        init(session: JourneySession<App>) {
            self.session = session
            self.moment = Self.moment(of: session.host)
        }

        /// Runs `command` and returns the step it made.
        func perform(_ command: JourneyCommand, index: Int) async -> JourneyStep<App> {
            let before = moment
            let outcome: JourneyOutcome
            switch command {
            case .user(let action):
                do {
                    try session.host.send(action)
                    outcome = .accepted
                } catch {
                    outcome = .rejected(error)
                }
            case let .release(kind, occurrence, fault):
                outcome = await release(kind, occurrence: occurrence, failing: fault)
            }
            moment = Self.moment(of: session.host, reusing: before)
            return JourneyStep(index: index, command: command, outcome: outcome, before: before, after: moment)
        }

        /// Releases the `occurrence`-th pending effect of `kind`, its backend call playing
        /// `fault`, and waits for its result.
        private func release(_ kind: String, occurrence: Int, failing fault: JourneyFault?) async -> JourneyOutcome {
            let pending = session.host.pendingEffects
            let positions = pending.indices.filter { JourneyCommand.kind(of: pending[$0]) == kind }
            guard positions.indices.contains(occurrence) else { return .nothingToRelease }
            let position = positions[occurrence]
            let effect = pending[position]
            session.faults.arm(fault)
            let released: Bool
            do {
                try await session.host.release(effect)
                released = true
            } catch {
                released = false
            }
            session.faults.arm(nil)
            guard released else { return .nothingToRelease }
            return .released(String(describing: effect), position: position)
        }

        /// The host's moment now; the screen and its text are reused from `previous` when the
        /// state is the same (rendering is a pure function of the state, which the
        /// determinism invariant checks each time the state changes).
        private static func moment(of host: AppDriver<App>, reusing previous: JourneyMoment<App>? = nil) -> JourneyMoment<App> {
            if let previous, previous.state == host.state {
                return JourneyMoment(state: previous.state, pending: host.pendingEffects, screen: previous.screen, text: previous.text)
            }
            let screen = host.screen
            return JourneyMoment(state: host.state, pending: host.pendingEffects, screen: screen, text: TextRenderer().render(screen))
        }
    }
}
