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
    /// segue); fail the launch load; let the launch load finish.
    @Test(arguments: [
        (JourneyMutantTodoApp.Mutation.forgetsTextOnFailure, "typed text is never lost", 5),
        (.misspellsSegue, "the app has no wiring error", 1),
        (.keepsLoadingAfterFailure, "nothing waits forever", 1),
        (.hidesLastRow, "every visible row maps to data", 1),
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
}
