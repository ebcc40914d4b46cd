import Foundation
import Presentation

/// The snapshot engine's line diff (bytes split into lines, Myers, unified format) against GNU
/// diff's whole run on the same files.
enum LineDiffBenchmark {
    /// A snapshot-like text of `lines` lines and a copy with 1% changed, 0.5% inserted and 0.5%
    /// deleted.
    static func input(lines: Int, seed: UInt64) -> (old: String, new: String) {
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

    static func run(into report: inout Report) {
        let folder = NSTemporaryDirectory() + "line-diff-benchmark-\(getpid())"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let cases: [(name: String, runs: Int, target: String, texts: (old: String, new: String))] = [10_000, 100_000].map { lines in
            ("snapshot line diff \(lines) lines (1% changed, 0.5% ins, 0.5% del)", 11, "no slower than GNU diff", input(lines: lines, seed: 7))
        } + [
            ("two unrelated texts of 100,000 lines", 5, "no slower than GNU diff", unrelated(lines: 100_000)),
            ("100,000 random lines of 50 kinds each side (the search budget's worst case)", 3, "seconds, not minutes",
             (shuffled(lines: 100_000, kinds: 50, seed: 1), shuffled(lines: 100_000, kinds: 50, seed: 2))),
        ]
        for (name, runs, target, (old, new)) in cases {
            let oldPath = folder + "/old.txt", newPath = folder + "/new.txt"
            try? Data(old.utf8).write(to: URL(fileURLWithPath: oldPath))
            try? Data(new.utf8).write(to: URL(fileURLWithPath: newPath))
            var length = 0
            let ours = Measure.median(runs: runs) {
                length &+= UnifiedDiff.format(old: old, new: new, oldName: oldPath, newName: newPath)?.utf8.count ?? 0
            }
            let gnu = gnuDiffTime(oldPath, newPath, runs: runs)
            report.add(
                name,
                ours: Measure.format(ours),
                baseline: gnu.map { "GNU diff -u " + Measure.format($0) } ?? "GNU diff not found",
                ratio: gnu.map { Measure.ratio($0 / ours) } ?? "",
                target: target
            )
            if length == 1 { print("") }
        }
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
    static func shuffled(lines: Int, kinds: Int, seed: UInt64) -> String {
        var random = SplitMix64(seed: seed)
        return (0..<lines).map { _ in "      label kind\(Int.random(in: 0..<kinds, using: &random))  10,0 280x43\n" }.joined()
    }

    /// The median wall time of a whole `diff -u old new` process, or nil without GNU diff.
    private static func gnuDiffTime(_ old: String, _ new: String, runs: Int) -> Double? {
        guard let diff = ["/usr/bin/diff", "/bin/diff"].first(where: FileManager.default.isExecutableFile(atPath:)) else { return nil }
        return Measure.median(runs: runs) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: diff)
            process.arguments = ["-u", old, new]
            process.standardOutput = FileHandle.nullDevice
            try? process.run()
            process.waitUntilExit()
        }
    }
}
