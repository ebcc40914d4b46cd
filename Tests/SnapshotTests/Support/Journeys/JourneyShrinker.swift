/// Shrinks a failing command list by delta debugging (Zeller and Hildebrandt's *ddmin*, on
/// complements): it removes ever smaller chunks while the rest still fails, until removing any
/// single command makes the failure go away (the result is 1-minimal); then it tries simpler
/// forms of each command left (plain text for hostile text). Each check replays the candidate
/// from launch.
struct JourneyShrinker<Command> {
    /// Simpler forms of a command, tried in its place after the list is minimal.
    let simplifications: (Command) -> [Command]
    /// Whether a candidate list still fails the same way.
    let stillFails: @MainActor ([Command]) async -> Bool

    /// A shrinker replaying candidates with `stillFails`, simplifying with `simplifications`.
    init(simplifications: @escaping (Command) -> [Command] = { _ in [] }, stillFails: @escaping @MainActor ([Command]) async -> Bool) {
        self.simplifications = simplifications
        self.stillFails = stillFails
    }

    /// The result and how many candidates were replayed to find it.
    struct Result {
        /// The shrunk list.
        var commands: [Command]
        /// The number of replays.
        var replays: Int
    }

    /// Shrinks `commands`, which must fail: removes commands, simplifies the rest, and again
    /// while a simplification made more commands removable.
    /// - Complexity: O(n²) replays in the worst case, O(n log n) typically, for n commands.
    @MainActor
    func shrink(_ commands: [Command]) async -> Result {
        var result = Result(commands: commands, replays: 0)
        while true {
            await removeCommands(from: &result)
            guard await simplifyCommands(in: &result) else { return result }
        }
    }

    /// ddmin on complements: removes chunks, halving their size when none can go, until no
    /// single command can.
    @MainActor
    private func removeCommands(from result: inout Result) async {
        var granularity = 2
        while result.commands.count >= 2 {
            let current = result.commands
            var reduced = false
            for chunk in Self.split(current.count, into: min(granularity, current.count)) {
                let candidate = Array(current[..<chunk.lowerBound] + current[chunk.upperBound...])
                result.replays += 1
                if await stillFails(candidate) {
                    result.commands = candidate
                    granularity = max(granularity - 1, 2)
                    reduced = true
                    break
                }
            }
            if reduced { continue }
            if granularity >= current.count { break }
            granularity = min(granularity * 2, current.count)
        }
        if result.commands.count == 1 {
            result.replays += 1
            if await stillFails([]) { result.commands = [] }
        }
    }

    /// Replaces each command by its first simpler form that still fails; returns whether any
    /// was replaced.
    @MainActor
    private func simplifyCommands(in result: inout Result) async -> Bool {
        var changed = false
        for index in result.commands.indices {
            for simpler in simplifications(result.commands[index]) {
                var candidate = result.commands
                candidate[index] = simpler
                result.replays += 1
                if await stillFails(candidate) {
                    result.commands = candidate
                    changed = true
                    break
                }
            }
        }
        return changed
    }

    /// `count` positions cut into `parts` contiguous ranges of nearly equal size.
    static func split(_ count: Int, into parts: Int) -> [Range<Int>] {
        let parts = max(1, min(parts, count))
        return (0..<parts).map { part in (part * count / parts)..<((part + 1) * count / parts) }
    }
}
