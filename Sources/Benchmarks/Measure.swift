import Foundation

/// Timing helpers: every figure is the median of repeated runs, in CPU time. The machine is
/// shared (two cores, other engineers building): wall time there also counts the time other
/// processes hold the cores, and moves by several times between runs, while the CPU time a
/// single-threaded piece of work takes stays within a few percent.
enum Measure {
    /// Runs `body` `runs` times (after one warm-up when `warmUp`) and returns the median CPU
    /// time of this thread in seconds (`body` must not hand work to other threads).
    static func median(runs: Int, warmUp: Bool = true, _ body: () -> Void) -> Double {
        if warmUp { body() }
        var times: [Double] = []
        times.reserveCapacity(runs)
        for _ in 0..<max(1, runs) {
            let start = threadCPUTime
            body()
            times.append(threadCPUTime - start)
        }
        times.sort()
        return times[times.count / 2]
    }

    /// Runs the processes `first` and `second` start and wait for in turn, `runs` times each
    /// (after one warm-up of each), and returns the median CPU time (user and system) of each
    /// one's child processes in seconds.
    static func alternatingProcessMedians(runs: Int, _ first: () -> Void, _ second: () -> Void) -> (first: Double, second: Double) {
        first()
        second()
        var times: ([Double], [Double]) = ([], [])
        for _ in 0..<max(1, runs) {
            var start = childrenCPUTime
            first()
            times.0.append(childrenCPUTime - start)
            start = childrenCPUTime
            second()
            times.1.append(childrenCPUTime - start)
        }
        return (times.0.sorted()[times.0.count / 2], times.1.sorted()[times.1.count / 2])
    }

    /// The CPU time the calling thread has used, in seconds.
    static var threadCPUTime: Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// The CPU time (user and system) of all this process's threads, in seconds.
    static var processCPUTime: Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// The CPU time (user and system) of the child processes that have ended and been waited
    /// for, in seconds.
    static var childrenCPUTime: Double {
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
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
        let header = Row(name: "figure", ours: "ours (median CPU time)", baseline: "baseline (median CPU time)", ratio: "ratio", target: "target")
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
