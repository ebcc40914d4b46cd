import Foundation
import Testing
@testable import DemoHost
@testable import Navigation

/// Random journeys through the three apps: thousands of commands each, every invariant checked
/// after every command. A failure records the seed and the shortest command list that
/// reproduces it. `JOURNEY_SEED` and `JOURNEY_STEPS` run other or longer journeys; the
/// coverage checks hold for the default run and for any run long enough.
@MainActor
@Suite struct JourneyTests {
    @Test func todoJourneysKeepEveryInvariant() async throws {
        let coverage = try await check(JourneyApps.todo())
        #expect(coverage.screens.isSuperset(of: ["Todos", "Todos > Todo Details"]))
        #expect(coverage.alerts.isSuperset(of: ["Failure", "Empty Todo"]))
    }

    @Test func speakEasyJourneysKeepEveryInvariant() async throws {
        let coverage = try await check(JourneyApps.speakeasy())
        #expect(coverage.screens.isSuperset(of: [
            "Events", "Speakers", "Events > Event Details", "Events > Event Details > Presenter", "Speakers > Presenter",
        ]))
        #expect(coverage.alerts == ["Error"])
    }

    @Test func businessJourneysKeepEveryInvariant() async throws {
        let coverage = try await check(JourneyApps.business())
        #expect(coverage.screens == ["Services", "Services > (untitled)"])
        #expect(coverage.released == 0, "the app has no effects")
    }

    @Test func businessJourneysOnHostileServicesKeepEveryInvariant() async throws {
        let coverage = try await check(JourneyApps.business(catalog: JourneyApps.hostileCatalog))
        #expect(coverage.screens == ["Services", "Services > (untitled)"])
    }

    /// Runs the configured journeys on `app`, records the shrunk report of a broken invariant,
    /// checks the journeys did all kinds of things, and returns where they went.
    private func check<App>(_ app: JourneyApp<App>) async throws -> JourneyCoverage {
        let configuration = try JourneyConfiguration.current()
        let started = ContinuousClock.now
        let summary = await JourneyRunner(app).run(configuration)
        if let report = summary.report {
            Issue.record(Comment(rawValue: report.description))
            return summary.coverage
        }
        #expect(summary.steps == configuration.steps)
        let coverage = summary.coverage
        #expect(coverage.accepted > configuration.steps / 3, "most touches are ones the screen offers")
        #expect(coverage.rejected > configuration.steps / 20, "some touches are not offered and must be rejected")
        if coverage.released > 0 {
            #expect(coverage.failed > coverage.released / 10, "releases inject failures")
            #expect(coverage.outOfOrder > 0, "effects complete out of order")
        }
        if JourneyConfiguration.verbose {
            let seconds = (ContinuousClock.now - started) / .seconds(1)
            print("journeys \(app.name): \(summary.steps) steps in \(summary.journeys) journeys, "
                + "\(Int(Double(summary.steps) / max(seconds, 0.001))) steps/s; \(coverage)")
        }
        return coverage
    }
}
