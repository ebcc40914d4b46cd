/// Finds a longest strictly increasing subsequence of a run of distinct integers (patience
/// sorting with predecessor links), to tell elements that kept their relative order, which
/// are left in place, from the fewest elements that must be reported as moves.
///
/// The scratch buffers are kept between runs, so marking many short runs (one per table
/// section) allocates nothing after the first.
@usableFromInline
struct IncreasingSubsequence: Sendable {
    /// For each rank, the run position of the smallest value ending an increasing
    /// subsequence of that length.
    private var tails: [Int] = []
    /// For each run position, the run position before it in the best subsequence ending there.
    private var predecessors: [Int] = []

    /// Creates a finder with empty scratch buffers.
    @usableFromInline
    init() {}

    /// Marks in `isKept` (indexed like `values`, offset by `run.lowerBound`) the positions of
    /// `run` that form a longest strictly increasing subsequence of `values[run]`; the other
    /// positions are left untouched. When several longest subsequences exist the choice is
    /// deterministic: for `[1, 0]` (two swapped elements) the second position is kept.
    /// - Complexity: O(k log k), k = `run.count`; O(k) when the run is already increasing
    ///   apart from a few elements, because a value above the last tail skips the search.
    @usableFromInline
    mutating func markLongest(in values: [Int], run: Range<Int>, isKept: inout [Bool]) {
        tails.removeAll(keepingCapacity: true)
        if predecessors.count < run.count {
            predecessors = [Int](repeating: -1, count: run.count)
        }
        for position in run {
            let value = values[position]
            let offset = position - run.lowerBound
            if let last = tails.last, values[last + run.lowerBound] >= value {
                let rank = firstTail(notBelow: value, in: values, base: run.lowerBound)
                tails[rank] = offset
                predecessors[offset] = rank > 0 ? tails[rank - 1] : -1
            } else {
                predecessors[offset] = tails.last ?? -1
                tails.append(offset)
            }
        }
        var offset = tails.last ?? -1
        while offset >= 0 {
            isKept[run.lowerBound + offset] = true
            offset = predecessors[offset]
        }
    }

    /// The smallest rank whose tail value is at least `value` (binary search; one exists).
    private func firstTail(notBelow value: Int, in values: [Int], base: Int) -> Int {
        var low = 0
        var high = tails.count - 1
        while low < high {
            let middle = (low + high) / 2
            if values[tails[middle] + base] < value {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low
    }
}
