import Foundation

/// Timing helpers: every figure is the median of repeated runs, on the monotonic clock.
enum Measure {
    /// Runs `body` `runs` times (after one warm-up when `warmUp`) and returns the median in
    /// seconds.
    static func median(runs: Int, warmUp: Bool = true, _ body: () -> Void) -> Double {
        if warmUp { body() }
        var times: [Double] = []
        times.reserveCapacity(runs)
        for _ in 0..<max(1, runs) {
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        times.sort()
        return times[times.count / 2]
    }

    /// Runs `first` and `second` in turn, `runs` times each (after one warm-up of each), and
    /// returns both medians in seconds: alternating, both see the same load on a shared machine.
    static func alternatingMedians(runs: Int, _ first: () -> Void, _ second: () -> Void) -> (first: Double, second: Double) {
        first()
        second()
        var times: ([Double], [Double]) = ([], [])
        for _ in 0..<max(1, runs) {
            times.0.append(duration(first))
            times.1.append(duration(second))
        }
        return (times.0.sorted()[times.0.count / 2], times.1.sorted()[times.1.count / 2])
    }

    /// The wall time of one run of `body`, in seconds.
    private static func duration(_ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// The process's peak resident memory so far, in bytes (`getrusage`; Linux reports KiB).
    static var peakMemoryBytes: Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Int(usage.ru_maxrss) * 1024
    }

    /// A duration for a table cell: `1.23 ms`, `456 µs`, `2.1 s`.
    static func format(_ seconds: Double) -> String {
        if seconds >= 1 { return String(format: "%.2f s", seconds) }
        if seconds >= 1e-3 { return String(format: "%.2f ms", seconds * 1e3) }
        return String(format: "%.1f µs", seconds * 1e6)
    }

    /// A ratio for a table cell: `572x`.
    static func ratio(_ value: Double) -> String {
        value >= 10 ? String(format: "%.0fx", value) : String(format: "%.2fx", value)
    }
}

/// A deterministic random source for inputs (SplitMix64), so every run measures the same data.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The printed report: one row per figure with its baseline and target.
struct Report {
    struct Row {
        var name: String
        var ours: String
        var baseline: String
        var ratio: String
        var target: String
    }

    private(set) var rows: [Row] = []

    mutating func add(_ name: String, ours: String, baseline: String = "", ratio: String = "", target: String = "") {
        rows.append(Row(name: name, ours: ours, baseline: baseline, ratio: ratio, target: target))
        print("  measured: \(name): \(ours)" + (baseline.isEmpty ? "" : " vs \(baseline) (\(ratio))"))
    }

    var table: String {
        let header = Row(name: "figure", ours: "ours (median)", baseline: "baseline (median)", ratio: "ratio", target: "target")
        let all = [header] + rows
        func width(_ key: KeyPath<Row, String>) -> Int { all.map { $0[keyPath: key].count }.max() ?? 0 }
        let widths = [width(\.name), width(\.ours), width(\.baseline), width(\.ratio), width(\.target)]
        func line(_ row: Row) -> String {
            let cells = [row.name, row.ours, row.baseline, row.ratio, row.target]
            return "| " + zip(cells, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }.joined(separator: " | ") + " |"
        }
        let rule = "|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|"
        return ([line(header), rule] + rows.map(line)).joined(separator: "\n")
    }
}
