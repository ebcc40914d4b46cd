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
        for lines in [10_000, 100_000] {
            let (old, new) = input(lines: lines, seed: 7)
            let oldPath = folder + "/old.txt", newPath = folder + "/new.txt"
            try? Data(old.utf8).write(to: URL(fileURLWithPath: oldPath))
            try? Data(new.utf8).write(to: URL(fileURLWithPath: newPath))
            var length = 0
            let ours = Measure.median(runs: 11) {
                length &+= UnifiedDiff.format(old: old, new: new, oldName: oldPath, newName: newPath)?.utf8.count ?? 0
            }
            let gnu = gnuDiffTime(oldPath, newPath)
            report.add(
                "snapshot line diff \(lines) lines (1% changed, 0.5% ins, 0.5% del)",
                ours: Measure.format(ours),
                baseline: gnu.map { "GNU diff -u " + Measure.format($0) } ?? "GNU diff not found",
                ratio: gnu.map { Measure.ratio($0 / ours) } ?? "",
                target: "no slower than GNU diff"
            )
            if length == 1 { print("") }
        }
    }

    /// The median wall time of a whole `diff -u old new` process, or nil without GNU diff.
    private static func gnuDiffTime(_ old: String, _ new: String) -> Double? {
        guard let diff = ["/usr/bin/diff", "/bin/diff"].first(where: FileManager.default.isExecutableFile(atPath:)) else { return nil }
        return Measure.median(runs: 11) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: diff)
            process.arguments = ["-u", old, new]
            process.standardOutput = FileHandle.nullDevice
            try? process.run()
            process.waitUntilExit()
        }
    }
}
