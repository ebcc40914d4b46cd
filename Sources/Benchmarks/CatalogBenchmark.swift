import Foundation
import Presentation
import SeedApps
import SeedCatalog
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
                        engine.verify(text, as: scenario.name, fileExtension: format.pathExtension).passes
                    else { failures += 1; continue }
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
    /// every screen compared with its reference, every screen laid out on the 4-inch iPhone,
    /// printed and audited, and every screen under the pseudo-locale, printed and checked for
    /// text that fits worse (``TextFitCheck``, which scans the translated screen and, when
    /// something could fit worse, the base one): what the audit and both variants add,
    /// together and each; and, beside it, the pseudo-locale on both iPhones as the test checks
    /// it. Process CPU time, median of 9 alternating runs.
    private static func auditAndDevices(catalog: ScenarioCatalog, engine: SnapshotEngine, into report: inout Report) async {
        let scenarios = catalog.scenarios.filter { !$0.name.rawValue.hasSuffix("-4in") && !$0.name.rawValue.hasSuffix("-iphone-15") }
        var sink = 0
        /// What a run adds to the plain catalog.
        struct Variants: OptionSet {
            let rawValue: Int
            static let audit = Variants(rawValue: 1), tall = Variants(rawValue: 2), pseudo = Variants(rawValue: 4)
            /// The pseudo-locale on the 4-inch iPhone too.
            static let pseudoTall = Variants(rawValue: 8)
            /// Every screen on every device at two text sizes (the default and AX5) in both
            /// appearances, printed and audited.
            static let everyDevice = Variants(rawValue: 16)
            static let all: Variants = [.audit, .tall, .pseudo]
        }
        /// The run's CPU time and how many scenarios or references failed.
        func run(_ variants: Variants) async -> (time: Double, failures: Int) {
            var failures = 0
            let start = Measure.processCPUTime
            for scenario in scenarios {
                guard let output = try? await scenario.produce() else { failures += 1; continue }
                for format in scenario.formats where !format.isSameFormat(as: Snapshotting<Screen>.audit) || variants.contains(.audit) {
                    guard let text = try? scenario.rendered(output, as: format),
                        engine.verify(text, as: scenario.name, fileExtension: format.pathExtension).passes
                    else { failures += 1; continue }
                }
                guard !variants.isEmpty, case .screen(let screen) = output else { continue }
                let tall = screen.laidOut(on: .iPhone4Inch)
                if variants.contains(.tall) {
                    sink += TextRenderer().render(tall).utf8.count + AccessibilityAudit().audit(tall).findings.count
                }
                if variants.contains(.everyDevice) {
                    for device in Device.allCases {
                        for size in [ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge] {
                            for appearance in Appearance.allCases {
                                let shown = screen.laidOut(on: device).atTextSize(size).inAppearance(appearance)
                                sink += TextRenderer().render(shown).utf8.count + AccessibilityAudit().audit(shown).findings.count
                            }
                        }
                    }
                }
                if variants.contains(.pseudo) {
                    for base in variants.contains(.pseudoTall) ? [screen, tall] : [screen] {
                        let pseudo = base.localized(in: .pseudo)
                        sink += TextRenderer().render(pseudo).utf8.count + TextFitCheck.findings(base: base, localized: pseudo).count
                    }
                }
            }
            return (Measure.processCPUTime - start, failures)
        }
        var failures = 0
        var times: [Int: [Double]] = [:]
        let runs: [Variants] = [[], .all, [.audit, .tall], .pseudo, [.all, .pseudoTall], .everyDevice]
        _ = await run(.all)
        for _ in 0..<9 {
            for variants in runs {
                let result = await run(variants)
                times[variants.rawValue, default: []].append(result.time)
                failures += result.failures
            }
        }
        if sink == 0 { print("nothing rendered") }
        func median(_ variants: Variants) -> Double {
            let sorted = (times[variants.rawValue] ?? [0]).sorted()
            return sorted[sorted.count / 2]
        }
        let base = median([])
        let suffix = failures == 0 ? "" : " (FAILED)"
        report.add(
            "scenario catalog + audit + 4-inch layout + pseudo-locale, \(scenarios.count) scenarios" + suffix,
            ours: Measure.format(median(.all)),
            baseline: "the catalog without them " + Measure.format(base),
            ratio: Measure.ratio(median(.all) / base),
            target: "at most 2x"
        )
        report.add(
            "  catalog + every screen on all \(Device.allCases.count) devices, 2 text sizes, both appearances, printed and audited" + suffix,
            ours: Measure.format(median(.everyDevice)),
            baseline: "the catalog " + Measure.format(base),
            ratio: Measure.ratio(median(.everyDevice) / base)
        )
        report.add(
            "  catalog + audit + 4-inch layout only" + suffix,
            ours: Measure.format(median([.audit, .tall])),
            baseline: "the catalog " + Measure.format(base),
            ratio: Measure.ratio(median([.audit, .tall]) / base)
        )
        report.add(
            "  catalog + pseudo-locale only (print + fit check)" + suffix,
            ours: Measure.format(median(.pseudo)),
            baseline: "the catalog " + Measure.format(base),
            ratio: Measure.ratio(median(.pseudo) / base)
        )
        report.add(
            "the same with the pseudo-locale on both iPhones, as the test checks it" + suffix,
            ours: Measure.format(median([.all, .pseudoTall])),
            baseline: "the catalog " + Measure.format(base),
            ratio: Measure.ratio(median([.all, .pseudoTall]) / base)
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
