import Foundation

/// How many journeys run and from which seed: fixed for `swift test`, overridden by
/// `JOURNEY_SEED` (decimal or `0x` hex), `JOURNEY_STEPS` (commands per app) and
/// `JOURNEY_LENGTH` (commands per journey) for longer runs, e.g.
/// `JOURNEY_SEED=7 JOURNEY_STEPS=200000 swift test --filter JourneyTests`.
struct JourneyConfiguration: Equatable, Sendable {
    /// The run's seed; journey *i* uses ``SplitMix64/journeySeed(_:index:)``.
    var seed: UInt64
    /// The commands per app, over all its journeys.
    var steps: Int
    /// The commands per journey: each journey starts from a fresh launch.
    var journeyLength: Int

    /// The seed CI runs with.
    static let defaultSeed: UInt64 = 2012
    /// The commands per app CI runs: enough to reach every screen many times, small enough for
    /// a debug build on two cores.
    static let defaultSteps = 2_000
    /// The commands per app CI runs over the wire (each release is real HTTP): enough to play
    /// every fault a few times.
    static let defaultWireSteps = 600
    /// Commands per journey: long enough to reach deep states, short enough to shrink fast.
    static let defaultJourneyLength = 100

    /// Why an environment value cannot be used.
    struct InvalidValue: Error, CustomStringConvertible {
        /// The variable.
        var name: String
        /// Its value.
        var value: String
        /// A sentence.
        var description: String { "\(name)=\(value) is not a number of the right size (decimal, or hex with 0x)" }
    }

    /// The configuration from `environment` (the process's by default); `steps` when
    /// `JOURNEY_STEPS` is not set.
    /// - Throws: ``InvalidValue`` for a value that is not a number.
    static func current(_ environment: [String: String] = ProcessInfo.processInfo.environment, steps: Int = defaultSteps) throws -> JourneyConfiguration {
        var configuration = JourneyConfiguration(seed: defaultSeed, steps: steps, journeyLength: defaultJourneyLength)
        if let text = environment["JOURNEY_SEED"] {
            guard let seed = parse(text) else { throw InvalidValue(name: "JOURNEY_SEED", value: text) }
            configuration.seed = seed
        }
        if let text = environment["JOURNEY_STEPS"] {
            guard let steps = parse(text), steps <= UInt64(Int.max) else { throw InvalidValue(name: "JOURNEY_STEPS", value: text) }
            configuration.steps = Int(steps)
        }
        if let text = environment["JOURNEY_LENGTH"] {
            guard let length = parse(text), (1...1_000_000).contains(length) else {
                throw InvalidValue(name: "JOURNEY_LENGTH", value: text)
            }
            configuration.journeyLength = Int(length)
        }
        return configuration
    }

    /// Whether `JOURNEY_VERBOSE` asks for each app's figures (steps per second, coverage).
    static var verbose: Bool { flag("JOURNEY_VERBOSE") }

    /// Whether `JOURNEY_TRACE` asks for every command to be printed before it runs, so a
    /// journey that crashes the process shows its last command.
    static var trace: Bool { flag("JOURNEY_TRACE") }

    private static func flag(_ name: String) -> Bool {
        ProcessInfo.processInfo.environment[name].map { $0 != "0" && !$0.isEmpty } ?? false
    }

    /// The lengths of the journeys: `steps` cut into journeys of at most `journeyLength`.
    var journeyLengths: [Int] {
        let length = max(1, journeyLength)
        let full = steps / length
        let rest = steps % length
        return Array(repeating: length, count: full) + (rest > 0 ? [rest] : [])
    }

    private static func parse(_ text: String) -> UInt64? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.lowercased().hasPrefix("0x") { return UInt64(trimmed.dropFirst(2), radix: 16) }
        return UInt64(trimmed)
    }
}
