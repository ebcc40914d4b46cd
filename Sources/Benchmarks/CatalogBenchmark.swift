import Foundation
import Presentation
import SeedApps
import SnapshotHarness

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
                guard let output = try? await scenario.produce() else { failures += 1; continue }
                for format in scenario.formats {
                    guard let text = try? scenario.rendered(output, as: format),
                          engine.verify(text, as: scenario.name, fileExtension: format.fileExtension).passes else { failures += 1; continue }
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
        await matchingComparison(catalog: catalog, into: &report)
    }

    /// One matching `verify` of a 60-line reference (real snapshot lines, written to a temporary
    /// snapshot folder) against the floor: reading the same file and comparing its bytes.
    private static func matchingComparison(catalog: ScenarioCatalog, into report: inout Report) async {
        var lines: [Substring] = []
        for name in ["sample/table/plain", "sample/table/grouped", "sample/labels/layout"] {
            guard let scenario = catalog.scenario(named: name), let text = try? await scenario.render(.text) else { continue }
            lines += text.split(separator: "\n")
        }
        guard lines.count >= 60, let name = try? SnapshotName("benchmark/sixty-lines") else { return }
        let text = lines.prefix(60).joined(separator: "\n") + "\n"
        let folder = NSTemporaryDirectory() + "catalog-benchmark-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let engine = SnapshotEngine(directory: folder, recordMode: .missing, artifactsDirectory: folder + "/artifacts")
        _ = engine.verify(text, as: name)
        let path = engine.referencePath(for: name)
        let expected = Data(text.utf8)
        var matches = 0
        // Ours includes validating the name and building the path, as a test does.
        let ours = Measure.median(runs: 2_001) {
            if let checked = try? SnapshotName("benchmark/sixty-lines"), engine.verify(text, as: checked).passes { matches += 1 }
        }
        let floor = Measure.median(runs: 2_001) {
            if FileManager.default.contents(atPath: path) == expected { matches += 1 }
        }
        report.add(
            "one matching comparison (60 lines, \(expected.count) bytes)",
            ours: Measure.format(ours),
            baseline: "read + compare bytes " + Measure.format(floor),
            ratio: Measure.ratio(ours / floor) + " of the floor",
            target: "within 1.5x of the floor"
        )
        if matches == 0 { print("no comparison matched") }
    }
}
