import Presentation

/// The identifier-based table reload diff (Heckel) against the standard library's
/// `difference(from:).inferringMoves()` on the same input.
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

    static func run(into report: inout Report) {
        for (n, deletes, inserts, moves, runs, baselineRuns) in [(5_000, 1_000, 1_000, 200, 21, 5), (100_000, 10_000, 10_000, 2_000, 11, 3)] {
            let (old, new) = input(n: n, deletes: deletes, inserts: inserts, moves: moves, seed: 42)
            var sink = 0
            let ours = Measure.median(runs: runs) {
                let changeset = ListChangeset(old: old, new: new, id: { $0 })
                sink &+= changeset.deletes.count &+ changeset.moves.count
            }
            let baseline = Measure.median(runs: baselineRuns, warmUp: false) {
                let difference = new.difference(from: old).inferringMoves()
                sink &+= difference.insertions.count
            }
            // Proof that the measured changeset is right: applying it to old gives new.
            let check = (try? ListChangeset(old: old, new: new, id: { $0 }).applied(to: old, new: new)) == new
            let figure = "table reload diff n=\(n) (-\(deletes) +\(inserts) ~\(moves))" + (check ? "" : " WRONG RESULT")
            report.add(
                figure,
                ours: Measure.format(ours),
                baseline: "stdlib " + Measure.format(baseline),
                ratio: Measure.ratio(baseline / ours),
                target: n == 100_000 ? ">= 200x faster" : ""
            )
            if sink == 42 { print("") }
        }
    }
}
