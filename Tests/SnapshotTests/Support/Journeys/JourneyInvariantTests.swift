import Testing
@testable import SeedApps
@testable import Navigation
@testable import Presentation

/// Each app-level invariant catches the bug it is about: journeys over a todo app with that
/// bug planted report the invariant, with a short reproduction.
@MainActor
@Suite struct JourneyInvariantTests {
    /// Each mutation, the invariant that must catch it, and the length of the shortest
    /// reproduction: Add, tap the text field, type, Save, fail the save; tap Add (the misspelt
    /// segue); fail the launch load; let the launch load finish; load, then save a todo and
    /// fail the reload.
    @Test(arguments: [
        (JourneyMutantTodoApp.Mutation.forgetsTextOnFailure, "typed text is never lost", 5),
        (.misspellsSegue, "the app has no wiring error", 1),
        (.keepsLoadingAfterFailure, "nothing waits forever", 1),
        (.hidesLastRow, "every visible row maps to data", 1),
        (.emptiesListOnFailure, "a list keeps what it showed", 5),
    ])
    func aPlantedBugIsCaughtByItsInvariant(mutation: JourneyMutantTodoApp.Mutation, invariant: String, shortest: Int) async throws {
        let app = JourneyApps.todo(JourneyMutantTodoApp(mutation), source: "JourneyApps.todo(JourneyMutantTodoApp(.\(mutation)))")
        let runner = JourneyRunner(app)
        let summary = await runner.run(JourneyConfiguration(seed: 2012, steps: 2_000, journeyLength: 100))
        let report = try #require(summary.report, "the journeys find the \(mutation) bug")
        if JourneyConfiguration.verbose { print(report) }
        #expect(report.violation.invariant == invariant, "\(report)")
        #expect(report.commands.count == shortest, "\(report)")
        #expect(await runner.replay(report.commands)?.invariant == invariant)
    }

    /// Over the wire: a transport that sends a refused redirect again to where it points is
    /// caught by "nothing reaches another port".
    @Test func aTransportFollowingRedirectsIsCaught() async throws {
        let runner = JourneyRunner(JourneyAppsOverHTTP.todo(followingRedirects: true))
        let summary = await runner.run(JourneyConfiguration(seed: 2012, steps: JourneyConfiguration.defaultWireSteps, journeyLength: 100))
        let report = try #require(summary.report, "the journeys find the planted redirect bug")
        #expect(report.violation.invariant == "nothing reaches another port", "\(report)")
        #expect(report.commands.count <= 4, "one redirected request is enough (the launch load, or a save): \(report)")
    }
}
