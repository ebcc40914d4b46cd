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
            // The scenarios await their effects, which may run on other threads: the CPU
            // time of the whole process.
            let start = Measure.processCPUTime
            for scenario in catalog.scenarios {
                guard let output = try? await scenario.produce() else { failures += 1; continue }
                for format in scenario.formats {
                    guard let text = try? scenario.rendered(output, as: format),
                          engine.verify(text, as: scenario.name, fileExtension: format.fileExtension).passes else { failures += 1; continue }
                }
            }
            times.append(Measure.processCPUTime - start)
        }
        times.sort()
        let whole = times[times.count / 2]
        let count = catalog.scenarios.count
        report.add(
            "scenario catalog: render + compare, \(count) scenarios" + (failures > 0 ? " (\(failures / 5) FAILED)" : ""),
            ours: Measure.format(whole) + " total, " + Measure.format(whole / Double(count)) + " per scenario"
        )
        await auditAndDevices(catalog: catalog, engine: engine, into: &report)
        await matchingComparison(catalog: catalog, into: &report)
    }

    /// The catalog's time as before the audit existed (every 3.5-inch scenario produced, its
    /// text and SVG references rendered and compared), against the same plus the audit of
    /// every screen compared with its reference and every screen laid out on the 4-inch
    /// iPhone, printed and audited: what the audit and the device variant add. Process CPU
    /// time, median of 5 alternating runs.
    private static func auditAndDevices(catalog: ScenarioCatalog, engine: SnapshotEngine, into report: inout Report) async {
        let scenarios = catalog.scenarios.filter { !$0.name.rawValue.hasSuffix("-4in") }
        var failures = 0
        var sink = 0
        func run(withVariants: Bool) async -> Double {
            let start = Measure.processCPUTime
            for scenario in scenarios {
                guard let output = try? await scenario.produce() else { failures += 1; continue }
                for format in scenario.formats where format != .audit || withVariants {
                    guard let text = try? scenario.rendered(output, as: format),
                          engine.verify(text, as: scenario.name, fileExtension: format.fileExtension).passes else { failures += 1; continue }
                }
                if withVariants, case .screen(let screen) = output {
                    let tall = screen.laidOut(on: .iPhone4Inch)
                    sink += TextRenderer().render(tall).utf8.count + AccessibilityAudit().audit(tall).findings.count
                }
            }
            return Measure.processCPUTime - start
        }
        var plain: [Double] = [], audited: [Double] = []
        _ = await run(withVariants: true)
        for _ in 0..<5 {
            plain.append(await run(withVariants: false))
            audited.append(await run(withVariants: true))
        }
        if sink == 0 { print("nothing rendered") }
        let base = plain.sorted()[2], with = audited.sorted()[2]
        report.add(
            "scenario catalog + audit + 4-inch layout, \(scenarios.count) scenarios" + (failures > 0 ? " (FAILED)" : ""),
            ours: Measure.format(with),
            baseline: "the catalog without them " + Measure.format(base),
            ratio: Measure.ratio(with / base),
            target: "at most 2x"
        )
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
