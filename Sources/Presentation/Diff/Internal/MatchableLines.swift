/// The lines of each side that have an equal line on the other side: only they can be kept
/// by an edit script, so every other line is deleted (old) or inserted (new) whatever the
/// script, and the search can run on the matchable lines alone.
///
/// Dropping lines that match nothing leaves the longest common subsequence unchanged (none
/// of them can be in it), so a shortest script of the reduced sequences, with the dropped
/// lines marked, is a shortest script of the whole. The search then costs what the lines
/// that could match cost: two texts with nothing in common cost O(N + M), not O((N + M) · D).
struct MatchableLines: Sendable, Equatable {
    /// The indices of the old lines whose number occurs in the new sequence, in order.
    let old: [Int]
    /// The indices of the new lines whose number occurs in the old sequence, in order.
    let new: [Int]

    /// Finds the matchable lines of `old` and `new`.
    ///
    /// Line numbers from `LineIdentifiers` count up from 0, so presence is two arrays of
    /// flags; any other numbers go through a set.
    ///
    /// - Complexity: O(N + M) (expected, for numbers that need the set).
    init(old: [Int], new: [Int]) {
        let limit = 4 * (old.count + new.count) + 16
        let dense = old.allSatisfy { $0 >= 0 && $0 < limit } && new.allSatisfy { $0 >= 0 && $0 < limit }
        if dense {
            var inOld = [Bool](repeating: false, count: limit)
            var inNew = [Bool](repeating: false, count: limit)
            for number in old { inOld[number] = true }
            for number in new { inNew[number] = true }
            self.old = old.indices.filter { inNew[old[$0]] }
            self.new = new.indices.filter { inOld[new[$0]] }
        } else {
            let inOld = Set(old)
            let inNew = Set(new)
            self.old = old.indices.filter { inNew.contains(old[$0]) }
            self.new = new.indices.filter { inOld.contains(new[$0]) }
        }
    }
}
