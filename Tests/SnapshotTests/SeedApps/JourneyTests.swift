import Foundation
import Testing
@testable import SeedApps
@testable import Navigation

/// Random journeys through the three apps: thousands of commands each, every invariant checked
/// after every command. A failure records the seed and the shortest command list that
/// reproduces it. `JOURNEY_SEED`, `JOURNEY_STEPS` and `JOURNEY_LENGTH` run other or longer
/// journeys; the coverage checks (the journeys reached every screen...) apply to runs of at
/// least the default length. A crash ends the process: rerun with `JOURNEY_TRACE=1` to see the
/// last command.
@MainActor
@Suite struct JourneyTests {
    @Test func todoJourneysKeepEveryInvariant() async throws {
        guard let coverage = try await check(JourneyApps.todo()) else { return }
        #expect(coverage.screens.isSuperset(of: ["Todos", "Todos > Todo Details"]))
        #expect(coverage.alerts.isSuperset(of: ["Failure", "Empty Todo"]))
    }

    @Test func speakEasyJourneysKeepEveryInvariant() async throws {
        guard let coverage = try await check(JourneyApps.speakeasy()) else { return }
        #expect(
            coverage.screens.isSuperset(of: [
                "Events", "Speakers", "Events > Event Details", "Events > Event Details > Presenter", "Speakers > Presenter",
            ]))
        #expect(coverage.alerts == ["Error"])
    }

    @Test func todoJourneysOverTheWireKeepEveryInvariant() async throws {
        guard let coverage = try await check(JourneyAppsOverHTTP.todo(), defaultSteps: JourneyConfiguration.defaultWireSteps) else { return }
        #expect(coverage.screens.isSuperset(of: ["Todos", "Todos > Todo Details"]))
        #expect(coverage.alerts.isSuperset(of: ["Failure", "Empty Todo"]))
        #expect(Set(coverage.faults.keys).count >= JourneyFault.overHTTP.count / 2, "most kinds of fault were played: \(coverage.faults)")
    }

    @Test func speakEasyJourneysOverTheWireKeepEveryInvariant() async throws {
        guard let coverage = try await check(JourneyAppsOverHTTP.speakeasy(), defaultSteps: JourneyConfiguration.defaultWireSteps) else { return }
        #expect(coverage.screens.isSuperset(of: ["Events", "Speakers", "Events > Event Details"]))
        #expect(coverage.alerts.contains("Error"))
        #expect(Set(coverage.faults.keys).count >= JourneyFault.overHTTP.count / 2, "most kinds of fault were played: \(coverage.faults)")
    }

    @Test func businessJourneysKeepEveryInvariant() async throws {
        guard let coverage = try await check(JourneyApps.business()) else { return }
        #expect(coverage.screens == ["Services", "Services > (untitled)"])
        #expect(coverage.released == 0, "the app has no effects")
    }

    @Test func businessJourneysOnHostileServicesKeepEveryInvariant() async throws {
        guard let coverage = try await check(JourneyApps.business(catalog: JourneyApps.hostileCatalog)) else { return }
        #expect(coverage.screens == ["Services", "Services > (untitled)"])
    }

    /// Runs the configured journeys on `app`, records the shrunk report of a broken invariant,
    /// checks the journeys did all kinds of things, and returns where they went; nil when an
    /// invariant broke or the run is too short for the coverage checks.
    private func check<App>(_ app: JourneyApp<App>, defaultSteps: Int = JourneyConfiguration.defaultSteps) async throws -> JourneyCoverage? {
        let configuration = try JourneyConfiguration.current(steps: defaultSteps)
        let started = ContinuousClock.now
        let summary = await JourneyRunner(app).run(configuration)
        let coverage = summary.coverage
        if JourneyConfiguration.verbose {
            let seconds = (ContinuousClock.now - started) / .seconds(1)
            print(
                "journeys \(app.name): \(summary.steps) steps in \(summary.journeys) journeys, "
                    + "\(Int(Double(summary.steps) / max(seconds, 0.001))) steps/s; \(coverage)")
        }
        if let report = summary.report {
            Issue.record(Comment(rawValue: report.description))
            return nil
        }
        #expect(summary.steps == configuration.steps)
        guard configuration.steps >= defaultSteps else { return nil }
        #expect(coverage.accepted > configuration.steps / 3, "most touches are ones the screen offers")
        #expect(coverage.rejected > configuration.steps / 20, "some touches are not offered and must be rejected")
        if coverage.released > 0 {
            #expect(coverage.failed > coverage.released / 10, "releases inject failures")
            #expect(coverage.outOfOrder > 0, "effects complete out of order")
        }
        return coverage
    }
}
