import Navigation
import Presentation
import SnapshotHarness

extension Scenario {
    /// A scenario that launches an app (usually in `.held` mode, so effects wait to be
    /// released), runs `steps`, and prints the screen it reaches. A touch the screen refuses
    /// and a wiring error of the app (``AppDriver/failures``, at launch or at a step) make
    /// ``Scenario/produce`` throw a ``ScenarioScriptError`` naming the step.
    ///
    /// ```swift
    /// try Scenario.app("books/list/loaded", "The list after the books load",
    ///                  host: { AppDriver(app: BooksApp(), runner: BooksEffects(backend: .sample)) },
    ///                  steps: [.settle])
    /// ```
    /// - Parameter formats: the references kept; add `.svg` where a picture helps a reviewer.
    /// - Throws: ``SnapshotNameError`` when `name` is not a valid reference name.
    public static func app<App: StoryboardApp>(
        _ name: String,
        _ summary: String,
        formats: [Snapshotting<Screen>] = [.text],
        host makeHost: @escaping @MainActor @Sendable () -> AppDriver<App>,
        steps: [ScenarioStep<App.Effect>]
    ) throws(SnapshotNameError) -> Scenario {
        let snapshotName = try SnapshotName(name)
        return Scenario(snapshotName, summary: summary, formats: formats) {
            let host = await makeHost()
            try await run(steps, on: host, scenario: name)
            return await .screen(host.screen)
        }
    }

    /// A scenario that prints a storyboard's canvas text (``Storyboard/canvasText``), so a
    /// change to the graph shows as a readable diff.
    /// - Throws: ``SnapshotNameError`` when `name` is not a valid reference name.
    public static func storyboard(_ name: String, _ summary: String, _ storyboard: Storyboard) throws(SnapshotNameError) -> Scenario {
        Scenario(try SnapshotName(name), summary: summary) { .text(storyboard.canvasText) }
    }

    @MainActor
    private static func run<App: StoryboardApp>(_ steps: [ScenarioStep<App.Effect>], on host: AppDriver<App>, scenario: String) async throws {
        var trace = JourneyTrace(title: "Scenario \(scenario)")
        if let failure = host.failures.first {
            trace.steps.append(JourneyTrace.Step(command: "launch", screen: host.screen, error: failure.description))
            throw ScenarioScriptError(scenario: scenario, stepIndex: nil, step: "launch", reason: failure.description, trace: trace)
        }
        trace.steps.append(JourneyTrace.Step(command: "launch", screen: host.screen))
        for (index, step) in steps.enumerated() {
            var reason: String?
            do {
                switch step {
                case .user(let action): try host.send(action)
                case .settle: _ = await host.settle()
                case .releaseAll: await host.releaseAll()
                case .release(let effect): try await host.release(effect)
                }
                // A wiring error of the app fails the scenario at the step that caused it.
                reason = host.failures.first?.description
            } catch {
                reason = "\(error)"
            }
            trace.steps.append(JourneyTrace.Step(command: step.description, screen: host.screen, error: reason))
            if let reason {
                throw ScenarioScriptError(scenario: scenario, stepIndex: index, step: step.description, reason: reason, trace: trace)
            }
        }
    }
}
