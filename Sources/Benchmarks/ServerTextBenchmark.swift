import Foundation
import Navigation
import Presentation
import SeedApps

/// Server text of any length on screen: a todo whose title is 50 MB, through the embedded
/// service's JSON, on the list and on its details; a SpeakEasy event whose description is
/// 50 MB on its details. Each screen is printed as the text snapshot, the SVG and the
/// wireframe and audited, as `show` and the tests do, against the same screens with short
/// text. Run it alone (`swift run -c release Benchmarks server-text`) for its peak memory.
enum ServerTextBenchmark {
    /// The long text's size.
    static let megabytes = Int(ProcessInfo.processInfo.environment["SERVER_TEXT_MB"] ?? "") ?? 50

    @MainActor
    static func run(into report: inout Report) async {
        let before = Measure.peakMemoryBytes
        let long = String(repeating: "Buy milk and bread, ", count: megabytes * 1_048_576 / 20)
        let short = "Buy milk and bread"
        for (label, screens) in [("todo list and details", todoScreens), ("event details", eventScreens)] {
            // The screens come from effects run on other threads: the process's CPU time, once
            // (a 50 MB string is too slow to repeat when the bound is missing).
            let shortTime = await processTime { await drawEverything(await screens(short)) }
            let longTime = await processTime { await drawEverything(await screens(long)) }
            report.add(
                "server text: \(label) with a \(megabytes) MB text (load, text, SVG, wireframe, audit)",
                ours: Measure.format(longTime),
                baseline: "short text " + Measure.format(shortTime),
                ratio: Measure.ratio(longTime / shortTime),
                target: "< 1 s"
            )
        }
        report.add(
            "peak memory: process before / after the \(megabytes) MB screens",
            ours: "\(before / 1_048_576) MiB / \(Measure.peakMemoryBytes / 1_048_576) MiB",
            target: "the text (\(megabytes) MB) plus a bounded amount"
        )
    }

    /// The CPU time of the whole process while `body` runs, in seconds.
    @MainActor
    private static func processTime(_ body: () async -> Void) async -> Double {
        let start = Measure.processCPUTime
        await body()
        return Measure.processCPUTime - start
    }

    /// Every format and the audit of each screen; the lengths add up so nothing is skipped.
    private static func drawEverything(_ screens: [Screen]) async {
        var length = 0
        for screen in screens {
            length &+= TextRenderer().render(screen).utf8.count
            length &+= SVGRenderer().render(screen).utf8.count
            length &+= WireframeRenderer().render(screen).utf8.count
            length &+= AccessibilityAudit().audit(screen).findings.count
        }
        if length == 0 { print("") }
    }

    /// The todo list holding one todo titled `text`, loaded through the embedded service's
    /// JSON, and the todo's details.
    @MainActor
    private static func todoScreens(_ text: String) async -> [Screen] {
        let host = TodoSample.driver(items: [TodoItem(id: 1, text: text)], mode: .live)
        await host.settle()
        let list = host.screen
        try? host.send(.tapRow(TableIndexPath(row: 0, section: 0)))
        return [list, host.screen]
    }

    /// SpeakEasy's event details of an event whose description is `text`.
    @MainActor
    private static func eventScreens(_ text: String) async -> [Screen] {
        var data = SpeakEasySampleData.standard
        var events = data.events
        events[0] = Event(
            rowKey: events[0].rowKey, name: events[0].name, description: text, date: events[0].date,
            location: events[0].location, speakerName: events[0].speakerName, speakerKey: events[0].speakerKey)
        data = SpeakEasySampleData(events: events, speakers: data.speakers, images: data.images)
        let host = AppDriver(app: SpeakEasyApp(), runner: SpeakEasyEffects(backend: SampleSpeakEasyBackend(data: data)), mode: .live)
        await host.settle()
        try? host.send(.tapRow(TableIndexPath(row: 0, section: 0)))
        await host.settle()
        return [host.screen]
    }
}
