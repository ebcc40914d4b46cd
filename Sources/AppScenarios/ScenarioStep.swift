import Navigation
import SnapshotHarness

/// One step of an app scenario's script, run from the app's launch (see
/// `Scenario.app(_:_:formats:host:steps:)`).
public enum ScenarioStep<Effect: Equatable & Sendable>: Sendable, CustomStringConvertible {
    /// A user's touch; a touch the screen does not offer fails the scenario.
    case user(UserAction)
    /// Releases every pending effect, and those their results start, until none is left.
    case settle
    /// Releases the effects pending now, but not those their results start.
    case releaseAll
    /// Releases one pending effect; failing when it is not pending.
    case release(Effect)

    /// The step as a demo-host command would write it (`tap row 0.1`, `settle`...).
    public var description: String {
        switch self {
        case .user(let action): return action.description
        case .settle: return "settle"
        case .releaseAll: return "release all"
        case .release(let effect): return "release \(effect)"
        }
    }
}

/// Why an app scenario could not reach its screen: a step the screen refused, or a wiring
/// error of the app (at launch or at a step), named with the scenario and the step.
public struct ScenarioScriptError: Error, Equatable, Sendable, CustomStringConvertible, TracedFailure {
    /// The scenario's name.
    public var scenario: String
    /// The failing step's index, or nil for the launch.
    public var stepIndex: Int?
    /// The failing step, as ``ScenarioStep/description`` writes it (`launch` for the launch).
    public var step: String
    /// What went wrong: the refused touch's or the wiring error's message.
    public var reason: String

    /// The steps up to the failing one, each with the screen after it (`JourneyTrace`).
    public var trace: JourneyTrace

    /// Creates an error.
    public init(scenario: String, stepIndex: Int?, step: String, reason: String, trace: JourneyTrace? = nil) {
        self.scenario = scenario
        self.stepIndex = stepIndex
        self.step = step
        self.reason = reason
        self.trace = trace ?? JourneyTrace(title: "Scenario \(scenario)")
    }

    /// Errors are equal when they name the same scenario, step and reason; the trace is how
    /// it got there, not what went wrong.
    public static func == (lhs: ScenarioScriptError, rhs: ScenarioScriptError) -> Bool {
        lhs.scenario == rhs.scenario && lhs.stepIndex == rhs.stepIndex && lhs.step == rhs.step && lhs.reason == rhs.reason
    }

    /// `Scenario todo/details/adding, step 2 (tap bar button add): ...`, or `..., at launch: ...`.
    public var description: String {
        guard let stepIndex else { return "Scenario \(scenario), at launch: \(reason)" }
        return "Scenario \(scenario), step \(stepIndex + 1) (\(step)): \(reason)"
    }
}
