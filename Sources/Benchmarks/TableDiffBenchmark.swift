import Presentation

/// The identifier-based table reload diff (Heckel) against the standard library's
/// `difference(from:).inferringMoves()` on the same input, with integer identifiers and with
/// UUID strings (the identifiers apps use most; their hashing dominates).
///
/// DifferenceKit cannot be measured here (the package has no dependencies); the Versions, platforms, reliability and benchmarks article gives its
/// figures from a side-by-side run outside the repository.
enum TableDiffBenchmark {
    /// `n` distinct ids; `deletes` removed, `inserts` new ids added, `moves` moved elsewhere.
    static func input(n: Int, deletes: Int, inserts: Int, moves: Int, seed: UInt64) -> (old: [Int], new: [Int]) {
        var random = SplitMix64(seed: seed)
        let old = Array(0..<n)
        var new = old
        for _ in 0..<deletes { new.remove(at: Int.random(in: 0..<new.count, using: &random)) }
        for _ in 0..<moves {
            let element = new.remove(at: Int.random(in: 0..<new.count, using: &random))
            new.insert(element, at: Int.random(in: 0...new.count, using: &random))
        }
        for id in n..<(n + inserts) { new.insert(id, at: Int.random(in: 0...new.count, using: &random)) }
        return (old, new)
    }

    /// `count` distinct strings spelled like `UUID().uuidString` (36 characters), from a seed.
    static func uuidStrings(count: Int, seed: UInt64) -> [String] {
        var random = SplitMix64(seed: seed)
        let digits = Array("0123456789ABCDEF")
        return (0..<count).map { _ in
            let bits = (random.next(), random.next())
            var text = ""
            for index in 0..<32 {
                if [8, 12, 16, 20].contains(index) { text.append("-") }
                let word = index < 16 ? bits.0 : bits.1
                text.append(digits[Int((word >> UInt64(4 * (index % 16))) & 15)])
            }
            return text
        }
    }

    static func run(into report: inout Report) {
        for (n, deletes, inserts, moves, runs, baselineRuns) in [(5_000, 1_000, 1_000, 200, 21, 5), (100_000, 10_000, 10_000, 2_000, 11, 3)] {
            let (old, new) = input(n: n, deletes: deletes, inserts: inserts, moves: moves, seed: 42)
            let names = uuidStrings(count: n + inserts, seed: 99)
            let edit = "n=\(n.formatted) (-\(deletes.formatted) +\(inserts.formatted) ~\(moves.formatted))"
            let integers = measure(
                "table reload diff, Int ids, \(edit)", old, new, runs: runs, baselineRuns: baselineRuns,
                target: n == 100_000 ? ">= 200x faster" : "", into: &report)
            // The standard library takes minutes on 100,000 strings; there the baseline is the
            // same diff on Int ids, which shows what hashing strings costs.
            measure(
                "table reload diff, UUID string ids, \(edit)", old.map { names[$0] }, new.map { names[$0] },
                runs: runs, baselineRuns: n == 100_000 ? 0 : baselineRuns, orInts: integers, target: "", into: &report)
        }
    }

    /// Ours against the standard library on one input (or, with no baseline runs, against
    /// `orInts`, the same edit on Int ids), checked by applying the changeset; returns ours.
    @discardableResult
    private static func measure<ID: Hashable>(
        _ figure: String, _ old: [ID], _ new: [ID], runs: Int, baselineRuns: Int, orInts integers: Double = 0,
        target: String, into report: inout Report
    ) -> Double {
        var sink = 0
        let ours = Measure.median(runs: runs) {
            let changeset = ListChangeset(old: old, new: new, id: { $0 })
            sink &+= changeset.deletes.count &+ changeset.moves.count
        }
        let baseline =
            baselineRuns == 0
            ? nil
            : Measure.median(runs: baselineRuns, warmUp: false) {
                let difference = new.difference(from: old).inferringMoves()
                sink &+= difference.insertions.count
            }
        // Proof that the measured changeset is right: applying it to old gives new.
        let check = (try? ListChangeset(old: old, new: new, id: { $0 }).applied(to: old, new: new)) == new
        report.add(
            figure + (check ? "" : " WRONG RESULT"),
            ours: Measure.format(ours),
            baseline: baseline.map { "stdlib " + Measure.format($0) } ?? "Int ids \(Measure.format(integers))",
            ratio: baseline.map { Measure.ratio($0 / ours) } ?? Measure.ratio(integers / ours),
            target: target
        )
        if sink == 42 { print("") }
        return ours
    }
}
