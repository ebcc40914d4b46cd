import Foundation
import Presentation

/// `DemoHost webpage`: every line of a web view's page as ``WebPageLayout`` lays it out, with
/// its position, for comparing with a browser (`Scripts/compare-webview-chromium.py`) or for
/// checking how a page will look before it is in a scenario.
///
/// ```
/// webpage <scenario> [--html]       the first web view of a scenario's screen (--html: its HTML)
/// webpage --file PAGE.html [--width 300]
/// ```
///
/// The output is one header line, then one line per line box, top to bottom:
///
/// ```
/// page  width 300  Times-Roman 16  height 380  18 lines
/// line  y 8  x 8  height 18  "Corporate law is the study of how"
/// rule  y 60  x 8  height 2
/// ```
struct WebPageCommand {
    /// What a page is read from.
    enum Source: Equatable {
        /// The first web view of the named scenario's screen.
        case scenario(String)
        /// An HTML file, laid out in Times 16.
        case file(path: String, width: Double)
    }

    /// A command line that cannot be run, with the message to print.
    struct UsageError: Error, Equatable {
        /// What went wrong and what to type instead.
        let message: String
    }

    static let usage = "webpage <scenario> [--html] | webpage --file PAGE.html [--width POINTS]"

    /// Where the page comes from.
    var source: Source
    /// Whether to print the page's HTML instead of its layout.
    var printsHTML: Bool

    /// Reads the arguments after `webpage`.
    init(arguments: [String]) throws(UsageError) {
        var source: Source?
        var width = 300.0
        var printsHTML = false
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--html":
                printsHTML = true
            case "--file", "--width":
                guard index + 1 < arguments.count else { throw UsageError(message: "\(argument) needs a value.\nUsage: \(Self.usage)") }
                let value = arguments[index + 1]
                index += 1
                if argument == "--file" {
                    source = .file(path: value, width: width)
                } else {
                    guard let parsed = Double(value), parsed.isFinite, parsed > 0 else {
                        throw UsageError(message: "--width takes a positive number of points, not \"\(value)\".")
                    }
                    width = parsed
                }
            default:
                guard !argument.hasPrefix("-"), source == nil else { throw UsageError(message: "Unexpected \"\(argument)\".\nUsage: \(Self.usage)") }
                source = .scenario(argument)
            }
            index += 1
        }
        guard var chosen = source else { throw UsageError(message: "webpage needs a scenario or --file.\nUsage: \(Self.usage)") }
        if case .file(let path, _) = chosen { chosen = .file(path: path, width: width) }
        if printsHTML, case .file = chosen { throw UsageError(message: "--html prints a scenario's HTML; a file's HTML is the file.") }
        self.source = chosen
        self.printsHTML = printsHTML
    }

    /// The first web view in `elements` and their descendants, with its frame's width.
    static func firstWebView(in elements: [Element]) -> (webView: WebView, width: Double)? {
        var pending = Array(elements.reversed())
        while let element = pending.popLast() {
            if case .webView(let webView) = element.kind { return (webView, element.frame.width) }
            pending.append(contentsOf: element.children.reversed())
        }
        return nil
    }

    /// The layout of `html` in `font` at `width`, in the command's output format.
    static func describe(html: String, font: Font, width: Double) -> String {
        let page = WebPageLayout(html: html, font: font, width: width)
        var out = [
            "page  width \(PointFormat.string(width))  \(font.description)  height \(PointFormat.string(page.contentHeight))  "
                + "\(page.lines.count) line\(page.lines.count == 1 ? "" : "s")"
        ]
        for line in page.lines {
            let position = "y \(PointFormat.string(line.y))  x \(PointFormat.string(line.x))  height \(PointFormat.string(line.height))"
            out.append(line.isRule ? "rule  " + position : "line  " + position + "  " + TextQuote.quoted(line.displayText))
        }
        return out.joined(separator: "\n")
    }
}
