import TextDiff
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
            if let linediff, let gnu {
                let ourArguments = [oldPath, newPath], gnuArguments = ["-u", oldPath, newPath]
                let times = Measure.alternatingProcessMedians(runs: input.runs, { run(linediff, ourArguments) }, { run(gnu, gnuArguments) })
                let sameScript = changedLines(output(linediff, ourArguments)) == ourLength
                report.add(
                    "line diff, \(input.name): whole process, same files",
                    ours: "linediff \(Measure.format(times.first)), \(ourLength.formatted) lines" + (sameScript ? "" : " DIFFERENT FROM THE CALL"),
                    baseline: "GNU diff -u \(Measure.format(times.second)), \(changedLines(output(gnu, gnuArguments)).formatted) lines",
                    ratio: Measure.ratio(times.second / times.first) + " faster",
                    target: "faster, no longer"
                )
            } else {
                report.add(
                    "line diff, \(input.name): whole process", ours: linediff == nil ? "linediff missing: swift build -c release" : "",
                    baseline: gnu == nil ? "GNU diff not found (apt-get install diffutils)" : ""
                )
            }

            let lines = (old: input.old.split(separator: "\n"), new: input.new.split(separator: "\n"))
            let stdlibFinishes = input.name.hasPrefix("snapshot")
            let stdlib =
                stdlibFinishes
                ? Measure.median(runs: 3, warmUp: false) {
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

    /// Runs `tool` to its end, its output discarded.
    private static func run(_ tool: String, _ arguments: [String]) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        try? process.run()
        process.waitUntilExit()
    }

    /// What one run of `tool` prints.
    private static func output(_ tool: String, _ arguments: [String]) -> String {
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
