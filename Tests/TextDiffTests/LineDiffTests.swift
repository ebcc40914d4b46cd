@testable import TextDiff
import Testing
import TestSupport

@Suite struct LineDiffTests {
    // MARK: Edge cases

    @Test func bothEmptyHaveNoChanges() {
        #expect(LineDiff.changes(from: "", to: "").isEmpty)
        #expect(LineDiff.changes(from: [Int](), to: []).isEmpty)
    }

    @Test func emptyOldIsOneInsertion() {
        #expect(LineDiff.changes(from: "", to: "a\nb\n") == [change(0..<0, 0..<2)])
    }

    @Test func emptyNewIsOneDeletion() {
        #expect(LineDiff.changes(from: "a\nb\n", to: "") == [change(0..<2, 0..<0)])
    }

    @Test func identicalTextsHaveNoChanges() {
        let text = "one\ntwo\n\nthree"
        #expect(LineDiff.changes(from: text, to: text).isEmpty)
        #expect(LineDiff.changes(from: [3, 1, 4, 1, 5], to: [3, 1, 4, 1, 5]).isEmpty)
    }

    @Test func everyLineChangedIsOneReplacement() {
        #expect(LineDiff.changes(from: "a\nb\nc\n", to: "x\ny\n") == [change(0..<3, 0..<2)])
    }

    @Test func onlyInsertionsKeepEveryOldLine() {
        let changes = LineDiff.changes(from: "a\nc\n", to: "a\nb\nc\nd\n")
        #expect(changes == [change(1..<1, 1..<2), change(2..<2, 3..<4)])
    }

    @Test func onlyDeletionsKeepEveryNewLine() {
        let changes = LineDiff.changes(from: "a\nb\nc\nd\n", to: "b\nd\n")
        #expect(changes == [change(0..<1, 0..<0), change(2..<3, 1..<1)])
    }

    @Test func missingFinalNewlineMakesTheLastLineDiffer() {
        #expect(LineDiff.changes(from: "a\nb", to: "a\nb\n") == [change(1..<2, 1..<2)])
        #expect(LineDiff.changes(from: "a\nb\n", to: "a\nb") == [change(1..<2, 1..<2)])
        #expect(LineDiff.changes(from: "a\nb", to: "a\nb").isEmpty)
    }

    @Test func aLoneNewlineIsOneEmptyLine() {
        #expect(LineDiff.changes(from: "", to: "\n") == [change(0..<0, 0..<1)])
        #expect(LineDiff.changes(from: "\n", to: "") == [change(0..<1, 0..<0)])
        #expect(LineDiff.changes(from: "\n", to: "\n\n") == [change(1..<1, 1..<2)])
    }

    @Test func unicodeLinesCompareByTheirBytes() {
        let changes = LineDiff.changes(from: "héllo\n日本\n🙂\n", to: "héllo\n日本語\n🙂\n")
        #expect(changes == [change(1..<2, 1..<2)])
        // A precomposed and a decomposed "é" are == as Swift strings but differ as bytes.
        #expect("\u{E9}\n" == "e\u{301}\n")
        #expect(LineDiff.changes(from: "\u{E9}\n", to: "e\u{301}\n") == [change(0..<1, 0..<1)])
    }

    @Test func numbersOfAnyValueCompareAsLines() {
        let changes = LineDiff.changes(from: [Int.min, 7, -3, Int.max], to: [Int.min, -3, 42, Int.max])
        #expect(changes == [change(1..<2, 1..<1), change(3..<3, 2..<3)])
    }

    @Test func changeDescriptionShowsBothRanges() {
        #expect(change(2..<4, 2..<3).description == "-2..<4 +2..<3")
    }

    // MARK: Placing ambiguous changes

    @Test func aDeletedRepeatedLineIsTheLastOne() {
        #expect(LineDiff.changes(from: "x\na\na\ny\n", to: "x\na\ny\n") == [change(2..<3, 2..<2)])
        #expect(LineDiff.changes(from: "a\na\na\n", to: "a\na\n") == [change(2..<3, 2..<2)])
    }

    @Test func insertedRepeatedLinesComeLast() {
        #expect(LineDiff.changes(from: "a\nb\n", to: "a\nb\na\nb\n") == [change(2..<2, 2..<4)])
        #expect(LineDiff.changes(from: [1, 2, 1, 3], to: [1, 2, 1, 2, 1, 3]) == [change(3..<3, 3..<5)])
    }

    @Test func slidingRunsMoveDownAndMergeWithTheNextRun() {
        var marks = EditMarks(oldCount: 5, newCount: 3)
        marks.deleted = [true, false, true, false, false]
        marks.inserted = [true, false, false]
        marks.slideRunsDown(old: [1, 1, 1, 1, 2], new: [7, 7, 8])
        #expect(marks.deleted == [false, false, true, true, false])
        #expect(marks.inserted == [false, true, false])
    }

    @Test func noRunCanSlideFurtherAfterwards() {
        var generator = SplitMix64(seed: 6)
        for _ in 0..<300 {
            let (old, new) = randomPair(using: &generator, alphabet: 3)
            for change in LineDiff.changes(from: old, to: new) {
                if !change.oldLines.isEmpty, change.oldLines.upperBound < old.count {
                    #expect(old[change.oldLines.lowerBound] != old[change.oldLines.upperBound], "\(old) → \(new)")
                }
                if !change.newLines.isEmpty, change.newLines.upperBound < new.count {
                    #expect(new[change.newLines.lowerBound] != new[change.newLines.upperBound], "\(old) → \(new)")
                }
            }
        }
    }

    // MARK: The search

    @Test func trimmingDropsTheSharedStartAndEnd() {
        let old = [1, 2, 3, 4, 5]
        let new = [1, 2, 9, 5]
        let box = old.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in
                MyersDiff.trimmingCommonEnds(MyersDiff.Box(old: 0..<5, new: 0..<4), old: old, new: new)
            }
        }
        #expect(box == MyersDiff.Box(old: 2..<4, new: 2..<3))
    }

    @Test func theMiddleSnakeSplitsAShortestPath() {
        var generator = SplitMix64(seed: 7)
        var splits = 0
        for _ in 0..<400 {
            guard let (old, new) = trimmedRandomPair(using: &generator, alphabet: 4) else { continue }
            var search = MiddleSnake(lineCount: old.count + new.count)
            let outcome = old.withUnsafeBufferPointer { old in
                new.withUnsafeBufferPointer { new in search.split(old: old, new: new, budget: .max) }
            }
            guard case let .shortest(x, y)? = outcome else {
                Issue.record("no split point for \(old) → \(new)")
                continue
            }
            splits += 1
            expectSplitOnAShortestPath((x, y), old: old, new: new)
        }
        #expect(splits > 200)
    }

    @Test func theMiddleSnakeRefusesBoxesWithAnEmptySide() {
        var search = MiddleSnake(lineCount: 4)
        let empty: [Int] = []
        let outcome = [1, 2].withUnsafeBufferPointer { old in
            empty.withUnsafeBufferPointer { new in search.split(old: old, new: new, budget: .max) }
        }
        #expect(outcome == nil)
    }

    @Test func theMiddleSnakeReportsItsFurthestPointPastItsBudget() {
        let old = [1, 2, 3, 4, 5, 6, 7, 8]
        let new = [2, 3, 4, 5, 6, 7, 9]
        var search = MiddleSnake(lineCount: old.count + new.count)
        let outcome = old.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in search.split(old: old, new: new, budget: 1) }
        }
        guard case let .overBudget(furthest?)? = outcome else {
            Issue.record("expected a cut, got \(String(describing: outcome))")
            return
        }
        // After one step (deleting 1) the forward search has slid down the six shared lines.
        #expect(furthest.x == 7 && furthest.y == 6)
    }

    @Test(arguments: [(2, 40), (4, 200), (50, 700), (1_000, 900), (3, 900)])
    func theExactSplitCutsAShortestPath(alphabet: Int, length: Int) {
        // Lengths past 64 lines cross words, past 512 lines a symbol can be rare enough for a
        // scratch mask; both sides take turns being the longer one.
        var generator = SplitMix64(seed: UInt64(alphabet * 7 + length))
        let rounds = length > 800 ? 3 : length > 500 ? 10 : 60
        var splits = 0
        for round in 0..<rounds {
            guard var (old, new) = trimmedRandomPair(using: &generator, length: length, alphabet: alphabet) else { continue }
            if round.isMultiple(of: 2) { (old, new) = (new, old) }
            var exact = BitParallelSplit(symbolCount: alphabet * 2, lineCount: max(old.count, new.count))
            let point = old.withUnsafeBufferPointer { old in
                new.withUnsafeBufferPointer { new in exact.split(old: old, new: new) }
            }
            guard let point else {
                #expect(old.count == 1 && new.count == 1, "no split for \(old.count) × \(new.count) lines")
                continue
            }
            splits += 1
            expectSplitOnAShortestPath(point, old: old, new: new)
        }
        #expect(splits >= rounds / 2)
    }

    // MARK: Random scripts

    @Test(arguments: [2, 4, 8, 40])
    func randomScriptsTurnOldIntoNewWithTheFewestEdits(alphabet: Int) {
        var generator = SplitMix64(seed: UInt64(alphabet))
        for _ in 0..<300 {
            let (old, new) = randomPair(using: &generator, alphabet: alphabet)
            let changes = LineDiff.changes(from: old, to: new)
            #expect(isWellFormed(changes, oldCount: old.count, newCount: new.count))
            #expect(apply(changes, old: old, new: new) == new)
            let edits = editLength(changes)
            #expect(edits == editCount(old, new), "\(old) → \(new): \(changes)")
        }
    }

    @Test func unrelatedSequencesAreReplacedWhole() {
        var generator = SplitMix64(seed: 8)
        for _ in 0..<50 {
            let old = (0..<Int(generator.next() % 30) + 1).map { _ in Int(generator.next() % 5) }
            let new = (0..<Int(generator.next() % 30) + 1).map { _ in Int(generator.next() % 5) + 5 }
            #expect(LineDiff.changes(from: old, to: new) == [change(0..<old.count, 0..<new.count)])
        }
    }

    @Test func randomTextsRoundTripThroughTheirLines() {
        var generator = SplitMix64(seed: 4)
        let words = ["", "a", "b", "héllo", "日本", "🙂 x", "a\t b"]
        for _ in 0..<200 {
            let oldText = randomText(words, using: &generator)
            let newText = randomText(words, using: &generator)
            let changes = LineDiff.changes(from: oldText, to: newText)
            let rebuilt = apply(changes, old: lines(of: oldText), new: lines(of: newText)).joined()
            #expect(Array(rebuilt.utf8) == Array(newText.utf8))
        }
    }

    @Test func largeInputWithFewChangesIsFound() {
        let old = (0..<20_000).map { "line \($0)\n" }
        var new = old
        new[5_000] = "changed\n"
        new.remove(at: 12_000)
        new.insert("inserted\n", at: 17_000)
        let changes = LineDiff.changes(from: old.joined(), to: new.joined())
        #expect(
            changes == [
                change(5_000..<5_001, 5_000..<5_001),
                change(12_000..<12_001, 12_000..<12_000),
                change(17_001..<17_001, 17_000..<17_001),
            ])
    }

    @Test func aSearchPastItsBudgetIsSplitExactlyAndStaysShortest() {
        var generator = SplitMix64(seed: 11)
        for _ in 0..<300 {
            let (old, new) = randomPair(using: &generator, length: 120, alphabet: 10)
            let changes = budgetedChanges(old: old, new: new, searchBudget: 1)
            #expect(isWellFormed(changes, oldCount: old.count, newCount: new.count))
            #expect(apply(changes, old: old, new: new) == new)
            #expect(editLength(changes) == editCount(old, new), "\(old) → \(new)")
        }
    }

    @Test func aBoxTooLargeForTheExactSplitIsCutAtTheFurthestPoint() {
        var generator = SplitMix64(seed: 11)
        var longerThanShortest = 0
        for _ in 0..<300 {
            let (old, new) = randomPair(using: &generator, length: 120, alphabet: 10)
            let changes = budgetedChanges(old: old, new: new, searchBudget: 6, exactSplitArea: 0)
            #expect(isWellFormed(changes, oldCount: old.count, newCount: new.count))
            #expect(apply(changes, old: old, new: new) == new)
            let edits = editLength(changes)
            let shortest = editCount(old, new)
            #expect(edits >= shortest)
            if edits > shortest { longerThanShortest += 1 }
        }
        #expect(longerThanShortest > 0, "a budget of 6 diagonals without the exact split must cut some searches short")
    }

    @Test func longRandomTextsGetAShortestScript() {
        // 2,000 lines against 2,000 over an alphabet of 4: every line can match and a shortest
        // script has over 1,000 edits, so the searches run out of their share of the boxes
        // and the exact split takes over; without it, the searches' cuts make the script longer.
        var generator = SplitMix64(seed: 12)
        let old = (0..<2_000).map { _ in Int(generator.next() % 4) }
        let new = (0..<2_000).map { _ in Int(generator.next() % 4) }
        let edits = { (budget: Int, exactSplitArea: Int) -> Int in
            let changes = self.budgetedChanges(old: old, new: new, searchBudget: budget, exactSplitArea: exactSplitArea)
            #expect(self.isWellFormed(changes, oldCount: old.count, newCount: new.count))
            #expect(self.apply(changes, old: old, new: new) == new)
            return self.editLength(changes)
        }
        let shortest = editCount(old, new)
        #expect(shortest > 1_000)
        #expect(edits(MiddleSnake.defaultSearchBudget, MyersDiff.defaultExactSplitArea) == shortest, "the defaults")
        #expect(edits(1 << 12, 0) > shortest, "past a small budget without the exact split, the script is longer")
    }

    @Test func linesWithoutACounterpartAreLeftOutOfTheSearch() {
        // 100,000 lines against 100,000 others: nothing to search, one replacement.
        let unrelated = LineDiff.changes(from: Array(0..<100_000), to: Array(100_000..<200_000))
        #expect(unrelated == [change(0..<100_000, 0..<100_000)])
        // Every 100th line shared, the others unique: a tiny budget is enough, as only the
        // 30 shared lines are searched. Negative numbers take the set path, small ones the flags.
        for new in [(0..<3_000).map { $0 % 100 == 0 ? $0 : -$0 }, (0..<3_000).map { $0 % 100 == 0 ? $0 : $0 + 3_000 }] {
            let old = Array(0..<3_000)
            var marks = MyersDiff.marks(old: old, new: new, searchBudget: 1)
            marks.slideRunsDown(old: old, new: new)
            #expect(marks.changes == (0..<30).map { change($0 * 100 + 1..<$0 * 100 + 100, $0 * 100 + 1..<$0 * 100 + 100) })
        }
        let matchable = MatchableLines(old: [5, -1, 7, 5], new: [7, 9, 5])
        #expect(matchable.old == [0, 2, 3] && matchable.new == [0, 2])
    }

    @Test func aLongSideAgainstAShortOneStaysCheap() {
        let old = Array(0..<100_000)
        #expect(LineDiff.changes(from: old, to: [-1]) == [change(0..<100_000, 0..<1)])
        #expect(LineDiff.changes(from: old, to: [50_000]) == [change(0..<50_000, 0..<0), change(50_001..<100_000, 1..<1)])
    }
}

// MARK: - Helpers

extension LineDiffTests {
    func change(_ old: Range<Int>, _ new: Range<Int>) -> LineDiff.Change {
        LineDiff.Change(oldLines: old, newLines: new)
    }

    /// A random sequence and a random edit of it: lines dropped, replaced, or followed by
    /// new ones.
    func randomPair(using generator: inout SplitMix64, length: Int = 40, alphabet: Int = 6) -> ([Int], [Int]) {
        let old = (0..<Int(generator.next() % UInt64(length + 1))).map { _ in Int(generator.next() % UInt64(alphabet)) }
        var new: [Int] = []
        for value in old {
            switch generator.next() % 6 {
            case 0: continue
            case 1: new.append(Int(generator.next() % UInt64(alphabet)))
            case 2: new.append(contentsOf: [value, Int(generator.next() % UInt64(alphabet * 2))])
            default: new.append(value)
            }
        }
        return (old, new)
    }

    /// A random pair without shared first or last lines (as the search receives boxes), or
    /// nil when a side is empty once they are gone.
    func trimmedRandomPair(using generator: inout SplitMix64, length: Int = 40, alphabet: Int) -> ([Int], [Int])? {
        var (old, new) = randomPair(using: &generator, length: length, alphabet: alphabet)
        let head = zip(old, new).prefix { $0 == $1 }.count
        old.removeFirst(head)
        new.removeFirst(head)
        let tail = zip(old.reversed(), new.reversed()).prefix { $0 == $1 }.count
        old.removeLast(tail)
        new.removeLast(tail)
        return old.isEmpty || new.isEmpty ? nil : (old, new)
    }

    /// Expects `point` to be strictly inside the box and on a shortest path: the two halves'
    /// shortest scripts add up to the whole's.
    func expectSplitOnAShortestPath(_ point: (x: Int, y: Int), old: [Int], new: [Int]) {
        #expect(point != (0, 0) && point != (old.count, new.count))
        #expect((0...old.count).contains(point.x) && (0...new.count).contains(point.y))
        let halves =
            editCount(Array(old[..<point.x]), Array(new[..<point.y]))
            + editCount(Array(old[point.x...]), Array(new[point.y...]))
        #expect(halves == editCount(old, new), "split \(point) of \(old.count) × \(new.count) lines")
    }

    /// The script `MyersDiff` finds with the given limits, runs slid down.
    func budgetedChanges(
        old: [Int], new: [Int], searchBudget: Int, exactSplitArea: Int = MyersDiff.defaultExactSplitArea
    ) -> [LineDiff.Change] {
        var marks = MyersDiff.marks(old: old, new: new, searchBudget: searchBudget, exactSplitArea: exactSplitArea)
        marks.slideRunsDown(old: old, new: new)
        return marks.changes
    }

    /// Up to 11 lines picked from `words`, sometimes without the final newline.
    func randomText(_ words: [String], using generator: inout SplitMix64) -> String {
        let text = (0..<Int(generator.next() % 12)).map { _ in words[Int(generator.next() % UInt64(words.count))] + "\n" }.joined()
        return generator.next() % 3 == 0 ? String(text.dropLast()) : text
    }

    /// The lines of `text`, each with its newline when it has one.
    func lines(of text: String) -> [String] {
        let pieces = text.split(separator: "\n", omittingEmptySubsequences: false)
        return pieces.indices.compactMap { index in
            index < pieces.count - 1 ? pieces[index] + "\n" : (pieces[index].isEmpty ? nil : String(pieces[index]))
        }
    }

    /// The lines a script deletes and inserts, together.
    func editLength(_ changes: [LineDiff.Change]) -> Int {
        changes.reduce(0) { $0 + $1.oldLines.count + $1.newLines.count }
    }

    /// Applies an edit script: unchanged old lines are kept, each change swaps in new lines.
    func apply<Line>(_ changes: [LineDiff.Change], old: [Line], new: [Line]) -> [Line] {
        var result: [Line] = []
        var cursor = 0
        for change in changes {
            result.append(contentsOf: old[cursor..<change.oldLines.lowerBound])
            result.append(contentsOf: new[change.newLines])
            cursor = change.oldLines.upperBound
        }
        result.append(contentsOf: old[cursor...])
        return result
    }

    /// In order, inside both sequences, not empty, and separated by unchanged lines.
    func isWellFormed(_ changes: [LineDiff.Change], oldCount: Int, newCount: Int) -> Bool {
        var previous: LineDiff.Change?
        for change in changes {
            if change.oldLines.isEmpty && change.newLines.isEmpty { return false }
            if change.oldLines.upperBound > oldCount || change.newLines.upperBound > newCount { return false }
            let oldGap = change.oldLines.lowerBound - (previous?.oldLines.upperBound ?? 0)
            let newGap = change.newLines.lowerBound - (previous?.newLines.upperBound ?? 0)
            if oldGap != newGap || (previous != nil && oldGap < 1) { return false }
            previous = change
        }
        return true
    }

    /// The fewest deletions plus insertions turning `a` into `b`: their lengths minus twice
    /// their longest common subsequence, computed by the textbook quadratic table.
    func editCount(_ a: [Int], _ b: [Int]) -> Int {
        var row = Array(repeating: 0, count: b.count + 1)
        for x in a {
            var diagonal = 0
            for (j, y) in b.enumerated() {
                let above = row[j + 1]
                row[j + 1] = x == y ? diagonal + 1 : max(above, row[j])
                diagonal = above
            }
        }
        return a.count + b.count - 2 * row[b.count]
    }
}
