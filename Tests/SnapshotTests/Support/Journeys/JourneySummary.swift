import TestSupport

/// The outcome of all the journeys of one app in a run.
struct JourneySummary {
    /// The commands run, over all journeys.
    var steps: Int
    /// The journeys started.
    var journeys: Int
    /// Where the journeys went.
    var coverage = JourneyCoverage()
    /// The report of the first broken invariant, shrunk; nil when every invariant held.
    var report: JourneyReport?
}

extension JourneyRunner {
    /// Runs the journeys `configuration` asks for; at the first broken invariant, shrinks the
    /// journey to its shortest reproduction and stops.
    /// - Complexity: O(steps) commands, plus the shrinker's replays after a failure.
    func run(_ configuration: JourneyConfiguration) async -> JourneySummary {
        var summary = JourneySummary(steps: 0, journeys: 0)
        for (index, length) in configuration.journeyLengths.enumerated() {
            let seed = SplitMix64.journeySeed(configuration.seed, index: index)
            let exploration = await explore(seed: seed, steps: length)
            summary.steps += exploration.commands.count
            summary.journeys += 1
            summary.coverage.merge(exploration.coverage)
            guard let violation = exploration.violation else { continue }
            summary.report = await report(violation, commands: exploration.commands, configuration: configuration, journey: (index, seed))
            break
        }
        return summary
    }

    /// Shrinks `commands`, which break `violation`'s invariant, and describes the result.
    func report(
        _ violation: JourneyViolation, commands: [JourneyCommand], configuration: JourneyConfiguration, journey: (index: Int, seed: UInt64)
    ) async -> JourneyReport {
        let shrinker = JourneyShrinker<JourneyCommand>(simplifications: \.simplifications) { candidate in
            await replay(candidate, only: violation.invariant) != nil
        }
        let shrunk = await shrinker.shrink(commands)
        let final = await replay(shrunk.commands, only: violation.invariant) ?? violation
        return JourneyReport(
            app: app.name, source: app.source, configuration: configuration, journey: journey, violation: final,
            originalCount: commands.count, commands: shrunk.commands, replays: shrunk.replays)
    }
}
