import Foundation

// `swift run -c release Benchmarks` from the package folder: every figure is the median of
// repeated runs, with its baseline measured in the same run.
func runBenchmarks() async {
    #if DEBUG
    print("Note: this is a debug build; run `swift run -c release Benchmarks` for real figures.")
    #endif
    let snapshotDirectory = FileManager.default.currentDirectoryPath + "/__Snapshots__"
    var report = Report()
    print("Measuring (a few minutes: the standard library's diff at 100,000 is slow)...")
    // The viewport first, so the peak memory it prints is its own, not the baselines'.
    ViewportBenchmark.run(into: &report)
    TableDiffBenchmark.run(into: &report)
    LineDiffBenchmark.run(into: &report)
    TextLayoutBenchmark.run(into: &report)
    await CatalogBenchmark.run(snapshotDirectory: snapshotDirectory, into: &report)
    print("")
    print(report.table)
}

await runBenchmarks()
