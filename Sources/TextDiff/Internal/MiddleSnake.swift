/// The search at the heart of Myers' linear-space algorithm ("An O(ND) Difference Algorithm
/// and Its Variations", E. W. Myers, Algorithmica 1, 1986, section 4b): given a box of the
/// edit graph, find a point that a shortest path through the box passes, so the box can be
/// cut in two smaller ones.
///
/// In the edit graph of old lines `a` (x axis) and new lines `b` (y axis), a right step
/// deletes `a[x]`, a down step inserts `b[y]`, and a diagonal step, allowed only where
/// `a[x] == b[y]`, keeps a line. Diagonal `k` holds the points with `x - y == k`. Two
/// searches run at once, one from the top-left corner and one from the bottom-right, each
/// remembering per diagonal the furthest point it reaches with `d` non-diagonal steps; the
/// first time the two meet on a diagonal, the meeting point splits a shortest path into a
/// first half of `ceil(D / 2)` steps and a second half of `floor(D / 2)`.
///
/// Two details are this implementation's own. Diagonals that no path with `d` steps can
/// reach (it cannot take more right steps than there are old lines, nor more down steps
/// than new lines) are skipped, so a box much wider than tall costs little. And should the
/// paper's step rule carry a search past the box's far edges (as if the box went on with
/// lines that match nothing), the point is pulled back along its diagonal to the last
/// point inside the box before the two searches are compared: a path that got further
/// reaches that point in no more steps, so the split stays inside the box and on a
/// shortest path. (Randomized testing never saw this guard act; it costs two comparisons.)
///
/// The search has a budget, this implementation's own too: it counts the diagonals it
/// visits, and once a step ends past the budget it stops looking for the meeting point and
/// reports the point the forward search has carried furthest into the box (largest `x + y`).
/// That point lies on a real path from the top-left corner, so splitting there keeps the
/// script valid, though no longer guaranteed shortest; `MyersDiff` splits such a box exactly
/// instead (`BitParallelSplit`) unless it is too large even for that. A search of `s` steps
/// visits about `s²` diagonals, so the default budget (2²⁴) lets boxes with up to about 8,000
/// changed lines be solved by the search.
struct MiddleSnake {
    /// The most diagonals a split visits before it reports its furthest forward point.
    static let defaultSearchBudget = 1 << 24

    /// What a search found.
    enum Outcome {
        /// A point a shortest path passes, neither corner.
        case shortest(x: Int, y: Int)
        /// The budget ran out first: the point the forward search carried furthest, neither
        /// corner, if there is one.
        case overBudget(furthest: (x: Int, y: Int)?)
    }

    /// The forward search's furthest `x` per diagonal `k`, stored at `k + newCount`.
    private var forward: [Int]
    /// The backward search's smallest `x` per diagonal `k`, stored at `k + newCount`.
    private var backward: [Int]

    /// Marks a diagonal the forward search has not reached; far enough from 0 that adding
    /// a step count neither overflows nor makes it look reachable.
    private static let unreachedForward = Int.min / 4
    /// Marks a diagonal the backward search has not reached.
    private static let unreachedBackward = Int.max / 4

    /// Room for boxes with up to `lineCount` old and new lines together.
    init(lineCount: Int) {
        forward = Array(repeating: MiddleSnake.unreachedForward, count: lineCount + 1)
        backward = Array(repeating: MiddleSnake.unreachedBackward, count: lineCount + 1)
    }

    /// A point `(x, y)` of the box `old` × `new` that a shortest path from `(0, 0)` to
    /// `(old.count, new.count)` passes, neither corner; or, once the search has visited more
    /// than `budget` diagonals, the point of a path from `(0, 0)` that it carried furthest.
    /// Nil if the box has an empty side or no point to split at.
    ///
    /// Both sides must be non-empty, their first lines must differ and so must their last
    /// lines (the caller strips the common ends first), which makes every shortest path at
    /// least two steps long. `old.count + new.count` must not exceed the `lineCount` given
    /// at creation.
    ///
    /// - Complexity: O((N + M) · D) time in the worst case, about O(N + M + D²) when the
    ///   changes are few and scattered, where N and M are the sides' lengths and D the
    ///   length of a shortest edit script, and never much more than `budget` diagonal
    ///   visits plus the slides along matching lines; no allocation.
    mutating func split(old a: UnsafeBufferPointer<Int>, new b: UnsafeBufferPointer<Int>, budget: Int) -> Outcome? {
        let n = a.count
        let m = b.count
        guard n > 0, m > 0, n + m < forward.count else { return nil }
        let outcome = forward.withUnsafeMutableBufferPointer { forward in
            backward.withUnsafeMutableBufferPointer { backward in
                MiddleSnake.search(a, b, forward: forward, backward: backward, budget: max(1, budget))
            }
        }
        switch outcome {
        case let .shortest(x, y)? where (x, y) != (0, 0) && (x, y) != (n, m):
            return .shortest(x: x, y: y)
        case .overBudget?:
            return outcome
        default:
            return nil
        }
    }

    /// The two searches, step by step; see `split`.
    private static func search(
        _ a: UnsafeBufferPointer<Int>, _ b: UnsafeBufferPointer<Int>,
        forward: UnsafeMutableBufferPointer<Int>, backward: UnsafeMutableBufferPointer<Int>, budget: Int
    ) -> Outcome? {
        let n = a.count
        let m = b.count
        let delta = n - m
        let deltaIsOdd = delta & 1 != 0
        // The two searches' diagonals at the previous step.
        var forwardDiagonals = 0..<1
        var backwardDiagonals = delta..<delta + 1
        var visited = 0
        forward[m] = slideForward(x: 0, diagonal: 0, a, b)
        backward[delta + m] = slideBackward(x: n, diagonal: delta, a, b)

        for steps in 1...(n + m + 1) / 2 {
            // Forward: `steps` right or down steps from (0, 0), at most n right and m down.
            let forwardRange = diagonals(
                low: max(-steps, steps - 2 * m), high: min(steps, 2 * n - steps), parityOf: steps, n: n, m: m
            )
            var k = forwardRange.lowerBound
            while k < forwardRange.upperBound {
                var x = unreachedForward
                if forwardDiagonals.contains(k + 1) { x = forward[k + 1 + m] }
                if forwardDiagonals.contains(k - 1) { x = max(x, forward[k - 1 + m] + 1) }
                if x >= 0 { x = slideForward(x: x, diagonal: k, a, b) }
                forward[k + m] = x
                if deltaIsOdd, x >= 0, backwardDiagonals.contains(k),
                    let point = meeting(on: k, n: n, m: m, forward: forward, backward: backward)
                {
                    return .shortest(x: point.x, y: point.y)
                }
                k += 2
            }
            forwardDiagonals = forwardRange

            // Backward: `steps` left or up steps from (n, m), at most n left and m up.
            let backwardRange = diagonals(
                low: max(delta - steps, delta + steps - 2 * n), high: min(delta + steps, delta - steps + 2 * m),
                parityOf: delta + steps, n: n, m: m
            )
            k = backwardRange.lowerBound
            while k < backwardRange.upperBound {
                var x = unreachedBackward
                if backwardDiagonals.contains(k - 1) { x = backward[k - 1 + m] }
                if backwardDiagonals.contains(k + 1) { x = min(x, backward[k + 1 + m] - 1) }
                if x <= n { x = slideBackward(x: x, diagonal: k, a, b) }
                backward[k + m] = x
                if !deltaIsOdd, x <= n, forwardDiagonals.contains(k),
                    let point = meeting(on: k, n: n, m: m, forward: forward, backward: backward)
                {
                    return .shortest(x: point.x, y: point.y)
                }
                k += 2
            }
            backwardDiagonals = backwardRange

            // Each range holds every other diagonal.
            visited += (forwardRange.count + 1) / 2 + (backwardRange.count + 1) / 2
            if visited > budget {
                return .overBudget(furthest: furthestForward(on: forwardRange, n: n, m: m, forward: forward))
            }
        }
        return nil
    }

    /// The point the forward search has carried furthest (largest `x + y`) among
    /// `diagonals`, pulled back inside the box; nil when the best is a corner, which would
    /// not split the box.
    private static func furthestForward(
        on diagonals: Range<Int>, n: Int, m: Int, forward: UnsafeMutableBufferPointer<Int>
    ) -> (x: Int, y: Int)? {
        var best: (x: Int, y: Int)?
        var k = diagonals.lowerBound
        while k < diagonals.upperBound {
            let x = min(forward[k + m], min(n, m + k))
            if x >= 0, x - k >= 0, best.map({ x + (x - k) > $0.x + $0.y }) ?? true {
                best = (x, x - k)
            }
            k += 2
        }
        guard let best, best != (0, 0), best != (n, m) else { return nil }
        return best
    }

    /// The diagonals from `low` to `high` that hold points of the box (`-m ... n`) and
    /// have the parity of `parity`, as a range to walk in steps of 2 (possibly empty).
    private static func diagonals(low: Int, high: Int, parityOf parity: Int, n: Int, m: Int) -> Range<Int> {
        var low = max(low, -m)
        var high = min(high, n)
        if (low - parity) & 1 != 0 { low += 1 }
        if (high - parity) & 1 != 0 { high -= 1 }
        return low <= high ? low..<high + 1 : low..<low
    }

    /// Where the searches meet on diagonal `k`, if they do: the forward search's point,
    /// pulled back inside the box, when it is at or past the backward search's point,
    /// pushed forward inside the box.
    private static func meeting(
        on k: Int, n: Int, m: Int,
        forward: UnsafeMutableBufferPointer<Int>, backward: UnsafeMutableBufferPointer<Int>
    ) -> (x: Int, y: Int)? {
        let forwardX = min(forward[k + m], min(n, m + k))
        let backwardX = max(backward[k + m], max(0, k))
        guard forwardX >= backwardX else { return nil }
        return (forwardX, forwardX - k)
    }

    /// Follows matching lines down diagonal `k` from `x`: the furthest `x` reached.
    @inline(__always)
    private static func slideForward(x start: Int, diagonal k: Int, _ a: UnsafeBufferPointer<Int>, _ b: UnsafeBufferPointer<Int>) -> Int {
        var x = start
        var y = start - k
        while x < a.count && y < b.count && a[x] == b[y] {
            x += 1
            y += 1
        }
        return x
    }

    /// Follows matching lines up diagonal `k` from `x`: the smallest `x` reached.
    @inline(__always)
    private static func slideBackward(x start: Int, diagonal k: Int, _ a: UnsafeBufferPointer<Int>, _ b: UnsafeBufferPointer<Int>) -> Int {
        var x = start
        var y = start - k
        while x > 0 && y > 0 && a[x - 1] == b[y - 1] {
            x -= 1
            y -= 1
        }
        return x
    }
}
