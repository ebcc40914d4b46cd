// swift-format-ignore-file
// The documentation quotes this file as it is (a test checks it), aligned comments and all.
@testable import SeedCatalog
import Foundation
import Testing
@testable import SeedApps
@testable import Presentation
import SnapshotHarness
import AppScenarios
import StoryboardTesting
@testable import Navigation

/// Every scenario of the catalog against its reference files: adding a scenario is one
/// declaration plus one recorded file.
@Suite struct ScenarioSnapshotTests {
    @Test func theCatalogIsValidAndNotEmpty() throws {
        let catalog = try DemoCatalog.make()
        #expect(!catalog.scenarios.isEmpty)
    }

    /// One case per scenario. A catalog that cannot be made fails this test (Swift Testing
    /// records the error the arguments throw) instead of giving it no case to run.
    @Test(arguments: try DemoCatalog.make().scenarios)
    func scenarioMatchesItsReference(_ scenario: Scenario) async {
        await assertSnapshots(of: scenario)
    }

    @Test func renderingIsDeterministic() async throws {
        for scenario in try DemoCatalog.make().scenarios {
            let first = try await scenario.render(.text)
            let second = try await scenario.render(.text)
            #expect(first == second, "\(scenario.name) renders differently twice")
        }
    }

    /// A reference that neither a scenario nor a test's plain assertion claims fails, on a
    /// developer's machine as on CI, so stale pictures never linger; `swift run DemoHost
    /// snapshots prune` deletes them.
    @Test func noOrphanedReferences() throws {
        expectNoOrphanedSnapshots(claimedBy: try DemoCatalog.make())
    }
}

@Suite struct ScenarioCatalogTests {
    /// A scenario whose app has no code for a control it shows fails, naming the step, the
    /// touch and the control, instead of snapshotting a tap that did nothing.
    @Test func aScenarioWhoseAppHasAWiringErrorFails() async throws {
        let scenario = try Scenario.app(
            "test/unwired-button", "a tap on a button no code handles",
            host: { AppDriver(app: UnwiredButtonApp(), runner: NoEffects()) },
            steps: [.settle, .user(.tapButton("stray"))])
        await #expect {
            _ = try await scenario.produce()
        } throws: { error in
            "\(error)" == "Scenario test/unwired-button, step 2 (tap button stray): applying touch(tap button stray) failed: "
                + "The screen shows the control \"tap button stray (scene Main)\" but the app has no code for it."
        }
        // The error carries the journey up to the failing step, each step with its screen.
        do {
            _ = try await scenario.produce()
        } catch let error as ScenarioScriptError {
            #expect(error.trace.steps.map(\.command) == ["launch", "settle", "tap button stray"])
            #expect(error.trace.steps.map { $0.error != nil } == [false, false, true])
            #expect(error.trace.steps.allSatisfy { $0.screen?.appName == "Unwired" })
        }
    }

    @Test func duplicateNamesAreRejected() throws {
        let name = try SnapshotName("a/b")
        let one = Scenario(name, summary: "one") { .text("1") }
        #expect(throws: ScenarioCatalogError.duplicateName(name)) { try ScenarioCatalog([one, one]) }
    }

    @Test func textIsAlwaysAFormatAndPathsAreClaimed() throws {
        let scenario = Scenario(try SnapshotName("a/b"), summary: "s", formats: [.svg]) { .text("") }
        #expect(scenario.formats.map(\.name) == ["svg", "text"])
        let catalog = try ScenarioCatalog([scenario])
        #expect(catalog.claimedPaths == ["a/b.svg", "a/b.txt"])
        #expect(catalog.scenario(named: "a/b") != nil)
        #expect(catalog.scenario(named: "a/c") == nil)
    }
}

/// A one-screen app that shows a button and has no code for it: a wiring error a scenario
/// must report.
private struct UnwiredButtonApp: FeatureApp {
    let name = "Unwired"
    let storyboard = Storyboard(initialScene: "Main", scenes: [StoryboardScene("Main", kind: .viewController, title: "Main")])

    func rootScreen(for scene: SceneID) -> any ScreenFeature<Never, Never> { UnwiredScreen() }
}

private struct UnwiredScreen: ScreenFeature {
    typealias Effect = Never
    typealias Message = Never
    static let scene: SceneID = "Main"

    func render(in context: ScreenContext) -> ScreenContent {
        ScreenContent([Element("stray", frame: Rect(x: 20, y: 20, width: 280, height: 44), kind: .button(Button("Stray")))])
    }
}

/// No effects to run.
private struct NoEffects: EffectRunner {
    func run(_ routed: RoutedEffect<Never>) async -> [FeatureAppAction<Never>] { [] }
}
