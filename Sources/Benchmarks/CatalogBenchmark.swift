import Foundation
import Presentation
import SeedApps

/// The whole scenario catalog rendered and compared with its references, and one matching
/// comparison of a 60-line reference against the floor of reading the file and comparing
/// bytes.
enum CatalogBenchmark {
    static func run(snapshotDirectory: String, into report: inout Report) async {
        guard FileManager.default.fileExists(atPath: snapshotDirectory) else {
            report.add("scenario catalog", ours: "skipped: no \(snapshotDirectory) (run from the package folder)")
            return
        }
        let engine = SnapshotEngine(directory: snapshotDirectory, recordMode: .never, artifactsDirectory: NSTemporaryDirectory() + "bench-artifacts")
        guard let catalog = try? DemoCatalog.make() else {
            report.add("scenario catalog", ours: "skipped: the catalog is invalid")
            return
        }
        var times: [Double] = []
        var failures = 0
        for _ in 0..<5 {
            let start = DispatchTime.now().uptimeNanoseconds
            for scenario in catalog.scenarios {
                for format in scenario.formats {
                    guard let output = try? await scenario.render(format) else { failures += 1; continue }
                    if !engine.verify(output, as: scenario.name, fileExtension: format.fileExtension).passes { failures += 1 }
                }
            }
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        times.sort()
        let whole = times[times.count / 2]
        let count = catalog.scenarios.count
        report.add(
            "scenario catalog: render + compare, \(count) scenarios" + (failures > 0 ? " (\(failures / 5) FAILED)" : ""),
            ours: Measure.format(whole) + " total, " + Measure.format(whole / Double(count)) + " per scenario"
        )
        matchingComparison(engine: engine, snapshotDirectory: snapshotDirectory, into: &report)
    }

    /// One matching `verify` of a reference of about 60 lines against reading the same file and
    /// comparing its bytes with the expected text (the floor).
    private static func matchingComparison(engine: SnapshotEngine, snapshotDirectory: String, into report: inout Report) {
        let candidates = ["sample/table/grouped", "speakeasy/events/loaded", "todo/list/loaded"]
        guard let (name, text) = candidates.lazy.compactMap({ candidate -> (SnapshotName, String)? in
            guard let name = try? SnapshotName(candidate),
                  let data = FileManager.default.contents(atPath: engine.referencePath(for: name)) else { return nil }
            return (name, String(decoding: data, as: UTF8.self))
        }).first else { return }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        let path = engine.referencePath(for: name)
        let expected = Array(text.utf8)
        var matches = 0
        let ours = Measure.median(runs: 2_001) {
            if engine.verify(text, as: name).passes { matches += 1 }
        }
        let floor = Measure.median(runs: 2_001) {
            if let data = FileManager.default.contents(atPath: path), data.elementsEqual(expected) { matches += 1 }
        }
        report.add(
            "one matching comparison (\(name), \(lines) lines)",
            ours: Measure.format(ours),
            baseline: "read + compare bytes " + Measure.format(floor),
            ratio: Measure.ratio(ours / floor) + " of the floor",
            target: "within 1.5x of the floor"
        )
        if matches == 0 { print("no comparison matched") }
    }
}
