import StoryboardImport
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Navigation

/// Importing a storyboard against the floor of one bare `XMLParser` pass over the same bytes
/// with an empty delegate (target: within 1.5x; the ratio is the median of 41 side-by-side
/// pairs), and a 50 MB file imported from disk with the peak memory it takes.
///
/// The input is the real UICatalog storyboard of the test fixtures (25 scenes, 57 static
/// cells, controls of every kind), its scenes repeated with fresh object ids up to the size.
enum StoryboardBenchmark {
    /// The fixture the inputs are made of, relative to the package folder.
    static let fixture = "Tests/StoryboardImportTests/Fixtures/Storyboards/uicatalog/Main_iPhone.storyboard"

    static func run(into report: inout Report) {
        guard let data = FileManager.default.contents(atPath: fixture) else {
            report.add("storyboard import", ours: "skipped: no \(fixture) (run from the package folder)")
            return
        }
        let source = String(decoding: data, as: UTF8.self)
        let megabyte = Data(repeating(source, copies: 5).utf8)
        var scenes = 0
        // Alternated run by run, on the process's CPU clock (all threads, so nothing handed to
        // another thread escapes). Each pair's two runs are next to each other in time, and
        // which goes first alternates, so a machine busy with other work (a virtual machine's
        // neighbours) slows both sides of a pair alike: the figure is the median of the pairs'
        // ratios, with each side's median beside it.
        let pairs = 41
        let floorRun = {
            processCPUTime {
                let parser = XMLParser(data: megabyte)
                let delegate = EmptyDelegate()
                parser.delegate = delegate
                _ = parser.parse()
            }
        }
        let ourRun = {
            processCPUTime {
                scenes &+= (try? StoryboardImporter().importData(megabyte))?.scenes.count ?? -1_000_000
            }
        }
        var floors: [Double] = [], ours: [Double] = [], ratios: [Double] = []
        for pair in 0..<pairs {
            let floor: Double, our: Double
            if pair.isMultiple(of: 2) {
                floor = floorRun()
                our = ourRun()
            } else {
                our = ourRun()
                floor = floorRun()
            }
            floors.append(floor)
            ours.append(our)
            ratios.append(our / floor)
        }
        let median = { (values: [Double]) in values.sorted()[values.count / 2] }
        report.add(
            "storyboard import, \(megabyte.count / 1024) KiB (\(scenes / pairs) scenes), process CPU time",
            ours: Measure.format(median(ours)), baseline: "bare XMLParser pass " + Measure.format(median(floors)),
            ratio: Measure.ratio(median(ratios)), target: "within 1.5x of the bare pass"
        )
        huge(source, into: &report)
    }

    /// A 50 MB storyboard imported from a file, and the process's peak memory while it is.
    private static func huge(_ source: String, into report: inout Report) {
        let path = NSTemporaryDirectory() + "storyboard-benchmark-\(getpid()).storyboard"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let big = Data(repeating(source, copies: 240).utf8)
        guard (try? big.write(to: URL(fileURLWithPath: path))) != nil else {
            report.add("storyboard import of a 50 MB file", ours: "skipped: cannot write \(path)")
            return
        }
        let resident = PeakMemory.resetAndRead()
        let start = DispatchTime.now().uptimeNanoseconds
        let imported = try? StoryboardImporter().importFile(atPath: path)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let peak = PeakMemory.read()
        let grown = peak.map { peak in resident.map { "\((peak - $0) / 1_048_576) MiB" } ?? "?" } ?? "not measurable here"
        report.add(
            "storyboard import of a \(big.count / 1_048_576) MiB file from disk (\(imported?.scenes.count ?? 0) scenes)",
            ours: Measure.format(seconds) + ", peak memory +" + grown,
            target: "bounded: no copy of the file in memory"
        )
        withExtendedLifetime(imported) {}
    }

    /// The CPU time the process (all its threads) spends while `body` runs, in seconds.
    static func processCPUTime(_ body: () -> Void) -> Double {
        let start = Measure.processCPUTime
        body()
        return Measure.processCPUTime - start
    }

    /// `source`'s scenes `copies` times, each copy's ids (and references to them) suffixed, so
    /// the document stays valid; the first copy's initial view controller stays the initial one.
    static func repeating(_ source: String, copies: Int) -> String {
        guard let open = source.range(of: "<scenes>"), let close = source.range(of: "</scenes>") else { return source }
        let scenes = String(source[open.upperBound..<close.lowerBound])
        let pattern = /\b(id|destination|textLabel|detailTextLabel|imageView|reference|tableViewCell|firstItem|secondItem|sceneID)="([^"]*)"/
        var body = ""
        for copy in 0..<copies {
            body += copy == 0 ? scenes : scenes.replacing(pattern) { match in "\(match.output.1)=\"\(match.output.2)-\(copy)\"" }
        }
        return String(source[..<open.upperBound]) + body + String(source[close.lowerBound...])
    }
}

/// An `XMLParser` delegate that implements nothing: the floor of any parse.
private final class EmptyDelegate: NSObject, XMLParserDelegate {}

/// The process's peak resident memory on Linux (`VmHWM` of `/proc/self/status`), which can be
/// reset (`/proc/self/clear_refs`) to measure one step; nil elsewhere.
enum PeakMemory {
    /// Resets the peak to the current resident memory and returns it, in bytes.
    static func resetAndRead() -> Int? {
        try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
        return read()
    }

    /// The peak resident memory since the last reset, in bytes.
    static func read() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
        else { return nil }
        return kilobytes * 1024
    }
}
