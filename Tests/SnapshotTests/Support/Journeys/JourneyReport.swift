/// What a failed journey prints: the invariant, the seed that reproduces the whole run, and
/// the shortest command list that reproduces the failure from launch, as demo-host style lines
/// and as a Swift array literal to paste into a replay.
struct JourneyReport: CustomStringConvertible {
    /// The app's id.
    var app: String
    /// The Swift expression that makes the app's journey value.
    var source: String
    /// The run's configuration.
    var configuration: JourneyConfiguration
    /// The journey that failed (its index in the run) and its own seed.
    var journey: (index: Int, seed: UInt64)
    /// The broken invariant, as the shrunk list breaks it.
    var violation: JourneyViolation
    /// The commands the journey ran before it failed.
    var originalCount: Int
    /// The shrunk list.
    var commands: [JourneyCommand]
    /// The replays the shrinker needed.
    var replays: Int

    /// The report.
    var description: String {
        let hexSeed = "0x" + String(configuration.seed, radix: 16)
        let journeySeed = "0x" + String(journey.seed, radix: 16)
        var lines = [
            "The \(app) journey broke \"\(violation.invariant)\": \(violation.message)",
            "Seed: JOURNEY_SEED=\(hexSeed) JOURNEY_STEPS=\(configuration.steps) JOURNEY_LENGTH=\(configuration.journeyLength)"
                + " swift test --filter JourneyTests"
                + " (journey \(journey.index + 1), its own seed \(journeySeed), step \(originalCount))",
            "Shortest reproduction: \(commands.count) command\(commands.count == 1 ? "" : "s") from launch"
                + " (shrunk from \(originalCount) in \(replays) replays):",
        ]
        lines += commands.enumerated().map { "  \($0.offset + 1). \($0.element)" }
        lines.append("As Swift: await JourneyRunner(\(source)).replay([")
        lines += commands.map { "    \($0.swiftLiteral)," }
        lines.append("])")
        return lines.joined(separator: "\n")
    }
}
