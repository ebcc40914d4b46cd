import TextDiff
import Foundation

// `swift run -c release Benchmarks` from the package folder: every figure is the median CPU
// time of repeated runs (see Measure), with its baseline measured in the same run. Name groups to run only those:
// `swift run -c release Benchmarks line-diff text-layout`.
let groups = ["viewport", "table-diff", "line-diff", "text-layout", "catalog", "storyboard", "server-text", "solver"]

func runBenchmarks(_ selected: Set<String>) async {
    #if DEBUG
    print("Note: this is a debug build; run `swift run -c release Benchmarks` for real figures.")
    #endif
    let snapshotDirectory = FileManager.default.currentDirectoryPath + "/__Snapshots__"
    var report = Report()
    print("Measuring (a few minutes: the standard library's diff at 100,000 is slow)...")
    // The viewport first, so the peak memory it prints is its own, not the baselines'.
    if selected.contains("viewport") { ViewportBenchmark.run(into: &report) }
    if selected.contains("table-diff") { TableDiffBenchmark.run(into: &report) }
    if selected.contains("line-diff") { LineDiffBenchmark.run(into: &report) }
    if selected.contains("text-layout") { TextLayoutBenchmark.run(into: &report) }
    if selected.contains("catalog") { await CatalogBenchmark.run(snapshotDirectory: snapshotDirectory, into: &report) }
    if selected.contains("storyboard") { StoryboardBenchmark.run(into: &report) }
    if selected.contains("server-text") { await ServerTextBenchmark.run(into: &report) }
    if selected.contains("solver") { SolverBenchmark.run(into: &report) }
    print("")
    print(report.table)
}

let arguments = Array(CommandLine.arguments.dropFirst())
if let unknown = arguments.first(where: { !groups.contains($0) }) {
    print("Unknown benchmark group \"\(unknown)\"; the groups are: \(groups.joined(separator: ", ")).")
    print("Usage: swift run -c release Benchmarks [group ...]   (no group: all of them)")
    exit(2)
}
await runBenchmarks(Set(arguments.isEmpty ? groups : arguments))
