import Foundation
import Presentation

/// The line diff on each input of ``LineDiffInput``, two ways, each with its baseline from
/// the same run:
/// - the whole process, like for like: `linediff OLD NEW` against GNU `diff -u OLD NEW` on
///   the same files (process start, reading the files and writing the diff included), with
///   each script's length in changed lines;
/// - the call a caller such as the snapshot engine pays (texts already in memory, no process),
///   against the standard library's `difference(from:)` on the same lines where it finishes
///   in seconds.
enum LineDiffBenchmark {
    static func run(into report: inout Report) {
        let folder = NSTemporaryDirectory() + "line-diff-benchmark-\(getpid())"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let oldPath = folder + "/old.txt", newPath = folder + "/new.txt"
        let linediff = siblingExecutable("linediff")
        let gnu = ["/usr/bin/diff", "/bin/diff"].first(where: FileManager.default.isExecutableFile(atPath:))

        for input in LineDiffInput.all {
            try? Data(input.old.utf8).write(to: URL(fileURLWithPath: oldPath))
            try? Data(input.new.utf8).write(to: URL(fileURLWithPath: newPath))

            var ourDiff = ""
            let call = Measure.median(runs: input.runs) {
                ourDiff = UnifiedDiff.format(old: input.old, new: input.new, oldName: oldPath, newName: newPath) ?? ""
            }
            let ourLength = changedLines(ourDiff)
            let ours = linediff.map { tool in
                (time: processTime(tool, [oldPath, newPath], runs: input.runs), output: processOutput(tool, [oldPath, newPath]))
            }
            let theirs = gnu.map { tool in
                (time: processTime(tool, ["-u", oldPath, newPath], runs: input.runs), output: processOutput(tool, ["-u", oldPath, newPath]))
            }
            let sameScript = ours.map { changedLines($0.output) == ourLength } ?? true
            report.add(
                "line diff, \(input.name): whole process, same files",
                ours: ours.map { "linediff \(Measure.format($0.time)), \(ourLength.formatted) lines" + (sameScript ? "" : " DIFFERENT FROM THE CALL") }
                    ?? "linediff missing: swift build -c release",
                baseline: theirs.map { "GNU diff -u \(Measure.format($0.time)), \(changedLines($0.output).formatted) lines" } ?? "GNU diff not found",
                ratio: ours.flatMap { ours in theirs.map { Measure.ratio($0.time / ours.time) + " faster" } } ?? "",
                target: "faster, no longer"
            )

            let lines = (old: input.old.split(separator: "\n"), new: input.new.split(separator: "\n"))
            let stdlibFinishes = input.name.hasPrefix("snapshot")
            let stdlib = stdlibFinishes ? Measure.median(runs: 3, warmUp: false) {
                _ = lines.new.difference(from: lines.old).count
            } : nil
            report.add(
                "line diff, \(input.name): in-process call",
                ours: Measure.format(call),
                baseline: stdlib.map { "stdlib difference(from:) \(Measure.format($0))" }
                    ?? "stdlib not run (O(D²), minutes at D ≈ 200,000)",
                ratio: stdlib.map { Measure.ratio($0 / call) } ?? ""
            )
        }
    }

    /// The changed lines of a unified diff: its `-` and `+` lines after the two header lines.
    static func changedLines(_ diff: String) -> Int {
        diff.utf8.split(separator: UInt8(ascii: "\n")).dropFirst(2).count { line in
            line.first == UInt8(ascii: "-") || line.first == UInt8(ascii: "+")
        }
    }

    /// An executable built beside this one (`swift build -c release` builds them together).
    private static func siblingExecutable(_ name: String) -> String? {
        guard let own = Bundle.main.executablePath else { return nil }
        let path = URL(fileURLWithPath: own).deletingLastPathComponent().appendingPathComponent(name).path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }

    /// The median wall time of whole runs of `tool`, its output discarded.
    private static func processTime(_ tool: String, _ arguments: [String], runs: Int) -> Double {
        Measure.median(runs: runs) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: tool)
            process.arguments = arguments
            process.standardOutput = FileHandle.nullDevice
            try? process.run()
            process.waitUntilExit()
        }
    }

    /// What one run of `tool` prints.
    private static func processOutput(_ tool: String, _ arguments: [String]) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        guard (try? process.run()) != nil else { return "" }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
