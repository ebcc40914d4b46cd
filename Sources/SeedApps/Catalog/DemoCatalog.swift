import Presentation
import SnapshotHarness
import Navigation

/// Every scenario the project keeps a reference for: the samples and the three apps.
public enum DemoCatalog {
    /// The catalog, validated.
    /// - Throws: a ``SnapshotNameError`` or ``ScenarioCatalogError`` when a declaration is wrong.
    public static func make() throws -> ScenarioCatalog {
        try ScenarioCatalog(SampleScenarios.all() + SpeakEasyScenarios.all() + TodoScenarios.all() + BusinessScenarios.all())
    }
}

/// One step of an app scenario's script, run from the app's launch.
enum ScenarioStep<Effect: Equatable & Sendable>: Sendable, CustomStringConvertible {
    /// A user's touch; a touch the screen does not offer fails the scenario.
    case user(UserAction)
    /// Releases every pending effect, and those their results start, until none is left.
    case settle
    /// Releases the effects pending now, but not those their results start.
    case releaseAll
    /// Releases one pending effect; failing when it is not pending.
    case release(Effect)

    var description: String {
        switch self {
        case .user(let action): return action.description
        case .settle: return "settle"
        case .releaseAll: return "release all"
        case .release(let effect): return "release \(effect)"
        }
    }
}

/// Why an app scenario could not reach its screen: a step the screen refused, or a wiring
/// error of the app (at launch or at a step).
struct ScenarioScriptError: Error, CustomStringConvertible {
    var scenario: String
    /// The failing step's index, or nil for the launch.
    var stepIndex: Int?
    var step: String
    var reason: String

    var description: String {
        guard let stepIndex else { return "Scenario \(scenario), at launch: \(reason)" }
        return "Scenario \(scenario), step \(stepIndex + 1) (\(step)): \(reason)"
    }
}

extension Scenario {
    /// A scenario that launches an app in held mode (effects wait to be released), runs
    /// `steps`, and prints the screen it reaches.
    /// - Parameter formats: the references kept; add `.svg` where a picture helps a reviewer.
    static func app<App: StoryboardApp>(
        _ name: String,
        _ summary: String,
        formats: [SnapshotFormat] = [.text],
        host makeHost: @escaping @MainActor @Sendable () -> AppHost<App>,
        steps: [ScenarioStep<App.Effect>]
    ) throws -> Scenario {
        let snapshotName = try SnapshotName(name)
        return Scenario(snapshotName, summary: summary, formats: formats) {
            let host = await makeHost()
            try await run(steps, on: host, scenario: name)
            return await .screen(host.screen)
        }
    }

    /// A scenario that prints a storyboard's canvas text.
    static func storyboard(_ name: String, _ summary: String, _ storyboard: Storyboard) throws -> Scenario {
        Scenario(try SnapshotName(name), summary: summary) { .text(storyboard.canvasText) }
    }

    @MainActor
    private static func run<App: StoryboardApp>(_ steps: [ScenarioStep<App.Effect>], on host: AppHost<App>, scenario: String) async throws {
        if let failure = host.failures.first {
            throw ScenarioScriptError(scenario: scenario, stepIndex: nil, step: "launch", reason: failure.description)
        }
        for (index, step) in steps.enumerated() {
            do {
                switch step {
                case .user(let action): try host.send(action)
                case .settle: _ = await host.settle()
                case .releaseAll: await host.releaseAll()
                case .release(let effect): try await host.release(effect)
                }
            } catch {
                throw ScenarioScriptError(scenario: scenario, stepIndex: index, step: step.description, reason: "\(error)")
            }
            // A wiring error of the app fails the scenario at the step that caused it.
            if let failure = host.failures.first {
                throw ScenarioScriptError(scenario: scenario, stepIndex: index, step: step.description, reason: failure.description)
            }
        }
    }
}
