import Foundation
import Presentation

/// A journey step by step (a scripted `run`, a scenario's steps): each step's command, the
/// screen after it and what changed from the screen before, or the error that stopped it. Its
/// ``html`` is one self-contained page to read a run, or a failure, without a terminal.
public struct JourneyTrace: Sendable {
    /// One step of the journey.
    public struct Step: Sendable {
        /// The command or step as the user wrote it (`tap row 0.1`, `open todo`).
        public var command: String
        /// The screen after the step; for a failed step, the screen as it was.
        public var screen: Screen?
        /// Why the step failed, nil when it did not.
        public var error: String?

        /// A step: `command`, then `screen`, or `error`.
        public init(command: String, screen: Screen?, error: String? = nil) {
            self.command = command
            self.screen = screen
            self.error = error
        }
    }

    /// What ran (`run todo --script demo.txt`, `Scenario todo/details/adding`).
    public var title: String
    /// The steps, in order.
    public var steps: [Step]

    /// A trace of `title` with `steps`.
    public init(title: String, steps: [Step] = []) {
        self.title = title
        self.steps = steps
    }

    /// The page: for each step its number and command, the screen after it drawn
    /// (`SVGRenderer`, as an image, so nothing in it runs), the lines that changed from the
    /// screen before (a unified diff), and the whole text folded; a failed step shows its error.
    /// - Complexity: the renderings and diffs of every step's screen.
    public var html: String {
        var out = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8">
            <title>\(ReviewReport.escaped("Trace: " + title))</title>
            <style>
            \(ReviewReport.pageStyle)
            h1 { font-size: 22px; } .step { display: flex; gap: 20px; border-top: 1px solid #ddd; padding: 14px 0; }
            .command { font: 14px Menlo, Consolas, monospace; font-weight: bold; } .failed .command { color: #991111; }
            .error { color: #991111; white-space: pre-wrap; } img { border: 1px solid #ccc; }
            pre { font: 12px/1.35 Menlo, Consolas, monospace; background: #f7f7f7; padding: 8px; overflow-x: auto; max-width: 820px; }
            \(ReviewReport.highlightStyle)
            </style></head><body>

            """
        let failed = steps.contains { $0.error != nil }
        out +=
            "<h1>Trace: \(ReviewReport.escaped(title))</h1>\n<p>\(steps.count) step\(steps.count == 1 ? "" : "s")"
            + (failed ? "; it stopped at a failing step." : ".") + "</p>\n"
        var previous = ""
        for (index, step) in steps.enumerated() {
            let text = step.screen.map { TextRenderer().render($0) } ?? ""
            out += "<div class=\"step\(step.error == nil ? "" : " failed")\" id=\"step-\(index + 1)\">\n<div>"
            if let screen = step.screen {
                let svg = SVGRenderer().render(screen)
                out +=
                    "<img alt=\"the screen after step \(index + 1)\" width=\"\(PointFormat.string(screen.size.width * 0.75))\" "
                    + "src=\"data:image/svg+xml;base64,\(Data(svg.utf8).base64EncodedString())\">"
            }
            out += "</div>\n<div><p class=\"command\">\(index + 1). &gt; \(ReviewReport.escaped(step.command))</p>\n"
            if let error = step.error { out += "<p class=\"error\">\(ReviewReport.escaped(error))</p>\n" }
            if step.error == nil && !text.isEmpty && previous.isEmpty {
                out += "<p>The first screen.</p>\n<details open><summary>The whole screen</summary><pre>\(ReviewReport.escaped(text))</pre></details>\n"
                previous = text
            } else if step.error == nil && !text.isEmpty {
                let change = ReferenceChange(path: "screen", before: previous.isEmpty ? nil : previous, after: text)
                let lines = previous == text ? [] : ReviewReport.diffLines(of: change)
                out += lines.isEmpty ? "<p>The screen did not change.</p>\n" : "<p>What changed:</p>\n<pre>" + ReviewReport.highlighted(lines) + "</pre>\n"
                out += "<details><summary>The whole screen</summary><pre>\(ReviewReport.escaped(text))</pre></details>\n"
                previous = text
            }
            out += "</div>\n</div>\n"
        }
        return out + "</body></html>\n"
    }

    /// Writes the page as `trace.html` in `directory` (created if need be), replacing only
    /// that file, and returns its path.
    /// - Throws: ``ReferenceReviewError/cannotWrite(path:reason:)``.
    public func write(to directory: String) throws(ReferenceReviewError) -> String {
        let path = PathText.joining(directory, "trace.html")
        do {
            try SnapshotFiles.write(Array(html.utf8), to: path)
        } catch {
            throw .cannotWrite(path: path, reason: error.reason)
        }
        return path
    }
}

/// An error that carries the trace of the journey it stopped (a scenario's failing step), so
/// a test can write the trace where the reviewer finds it.
public protocol TracedFailure: Error {
    /// The journey up to and including the failing step.
    var trace: JourneyTrace { get }
}
