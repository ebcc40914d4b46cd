/// The texts the line-diff benchmark compares: snapshot-like edits, texts with nothing in
/// common, and the inputs that make an edit-script search work hardest.
struct LineDiffInput {
    /// What the figure is called.
    var name: String
    /// Timed runs (the median is reported).
    var runs: Int
    var old: String
    var new: String

    /// Every input, in the order they are reported.
    static var all: [LineDiffInput] {
        [10_000, 100_000].map { lines in
            let (old, new) = snapshotEdit(lines: lines, seed: 7)
            return LineDiffInput(name: "snapshot \(lines.formatted) lines (1% changed, 0.5% ins, 0.5% del)", runs: 11, old: old, new: new)
        } + [
            LineDiffInput(name: "two unrelated texts of 100,000 lines", runs: 5, old: unrelated(lines: 100_000).old, new: unrelated(lines: 100_000).new),
            LineDiffInput(
                name: "100,000 random lines of 50 kinds each side (worst case)", runs: 3,
                old: randomLines(100_000, kinds: 50, seed: 1), new: randomLines(100_000, kinds: 50, seed: 2)
            ),
            LineDiffInput(
                name: "100,000 random lines of 5,000 kinds each side", runs: 3,
                old: randomLines(100_000, kinds: 5_000, seed: 3), new: randomLines(100_000, kinds: 5_000, seed: 4)
            ),
            LineDiffInput(
                name: "100,000 distinct lines, shuffled", runs: 3, old: shuffledLines(100_000, seed: 5).old, new: shuffledLines(100_000, seed: 5).new),
        ]
    }

    /// A snapshot-like text of `lines` lines and a copy with 1% changed, 0.5% inserted and 0.5%
    /// deleted.
    static func snapshotEdit(lines: Int, seed: UInt64) -> (old: String, new: String) {
        var random = SplitMix64(seed: seed)
        let oldLines = (0..<lines).map { index in
            "    row 0.\(index)  0,\(index * 44) 320x44  Cell  accessory disclosure  tap -> segue Show  \"Item \(index)\""
        }
        var newLines: [String] = []
        newLines.reserveCapacity(lines + lines / 100)
        for line in oldLines {
            let roll = Int.random(in: 0..<1_000, using: &random)
            switch roll {
            case 0..<10: newLines.append(line + " (changed)")
            case 10..<15: newLines.append(line); newLines.append("      label inserted  10,0 300x43  Helvetica 17  #000000  \"new\"")
            case 15..<20: continue
            default: newLines.append(line)
            }
        }
        return (oldLines.joined(separator: "\n") + "\n", newLines.joined(separator: "\n") + "\n")
    }

    /// Two snapshot-like texts of `lines` lines with no line in common: every line of the new
    /// one says something else.
    static func unrelated(lines: Int) -> (old: String, new: String) {
        let old = (0..<lines).map { "    row 0.\($0)  0,\($0 * 44) 320x44  Cell  \"Item \($0)\"\n" }.joined()
        let new = (0..<lines).map { "      label textLabel  10,0 280x43  Helvetica-Bold 20  \"Other \($0)\"\n" }.joined()
        return (old, new)
    }

    /// A text of `lines` lines, each one of `kinds` different lines picked at random: every line
    /// of one such text matches many of another's, and a shortest script is long.
    static func randomLines(_ lines: Int, kinds: Int, seed: UInt64) -> String {
        var random = SplitMix64(seed: seed)
        return (0..<lines).map { _ in "      label kind\(Int.random(in: 0..<kinds, using: &random))  10,0 280x43\n" }.joined()
    }

    /// `lines` distinct lines, and the same lines in a random order: every line matches once,
    /// and a shortest script keeps only a longest run in the same order (about 2√n lines).
    static func shuffledLines(_ lines: Int, seed: UInt64) -> (old: String, new: String) {
        var random = SplitMix64(seed: seed)
        let old = (0..<lines).map { "    row 0.\($0)  0,\($0 * 44) 320x44  Cell  \"Item \($0)\"\n" }
        return (old.joined(), old.shuffled(using: &random).joined())
    }
}

extension Int {
    /// `100000` as `100,000`.
    var formatted: String {
        let digits = String(self)
        return digits.enumerated().map { index, digit in
            index > 0 && (digits.count - index) % 3 == 0 ? ",\(digit)" : "\(digit)"
        }.joined()
    }
}
