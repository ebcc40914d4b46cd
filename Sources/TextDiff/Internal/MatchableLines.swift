/// The lines of each side that have an equal line on the other side: only they can be kept
/// by an edit script, so every other line is deleted (old) or inserted (new) whatever the
/// script, and the search can run on the matchable lines alone.
///
/// Dropping lines that match nothing leaves the longest common subsequence unchanged (none
/// of them can be in it), so a shortest script of the reduced sequences, with the dropped
/// lines marked, is a shortest script of the whole. The search then costs what the lines
/// that could match cost: two texts with nothing in common cost O(N + M), not O((N + M) · D).
///
/// The matchable lines come with dense symbols, numbers below `symbolCount` (equal lines,
/// equal symbols), so the exact split (`BitParallelSplit`) can keep a table per symbol.
struct MatchableLines: Sendable, Equatable {
    /// The indices of the old lines whose number occurs in the new sequence, in order.
    let old: [Int]
    /// The indices of the new lines whose number occurs in the old sequence, in order.
    let new: [Int]
    /// The symbol of each matchable old line, in order.
    let oldSymbols: [Int]
    /// The symbol of each matchable new line, in order.
    let newSymbols: [Int]
    /// A bound on the symbols: every one is below it.
    let symbolCount: Int

    /// Finds the matchable lines of `old` and `new`.
    ///
    /// Line numbers from `LineIdentifiers` count up from 0, so they serve as symbols and
    /// presence is two arrays of flags; any other numbers are renumbered through a dictionary.
    ///
    /// - Complexity: O(N + M) (expected, for numbers that need the dictionary).
    init(old: [Int], new: [Int]) {
        // Line numbers from `LineIdentifiers` are below the number of lines.
        let limit = 4 * (old.count + new.count) + 16
        let dense = old.allSatisfy { $0 >= 0 && $0 < limit } && new.allSatisfy { $0 >= 0 && $0 < limit }
        if dense {
            let limit = max(old.max() ?? -1, new.max() ?? -1) + 1
            var inOld = [Bool](repeating: false, count: limit)
            var inNew = [Bool](repeating: false, count: limit)
            for number in old { inOld[number] = true }
            for number in new { inNew[number] = true }
            self.old = old.indices.filter { inNew[old[$0]] }
            self.new = new.indices.filter { inOld[new[$0]] }
            oldSymbols = self.old.map { old[$0] }
            newSymbols = self.new.map { new[$0] }
            symbolCount = (oldSymbols.max() ?? -1) + 1
        } else {
            var symbolOf: [Int: Int] = [:]
            for number in old where symbolOf[number] == nil { symbolOf[number] = symbolOf.count }
            var inNew = [Bool](repeating: false, count: symbolOf.count)
            var matchableNew: [Int] = []
            for (index, number) in new.enumerated() {
                guard let symbol = symbolOf[number] else { continue }
                inNew[symbol] = true
                matchableNew.append(index)
            }
            self.old = old.indices.filter { symbolOf[old[$0]].map { inNew[$0] } ?? false }
            self.new = matchableNew
            oldSymbols = self.old.map { symbolOf[old[$0]] ?? 0 }
            newSymbols = matchableNew.map { symbolOf[new[$0]] ?? 0 }
            symbolCount = symbolOf.count
        }
    }
}
