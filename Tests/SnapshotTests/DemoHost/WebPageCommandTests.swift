import Testing
@testable import DemoHost
@testable import StoryboardHost
@testable import SeedApps
import Presentation
import TestSupport

/// `DemoHost webpage`: a web view's lines with their positions, for the browser comparison.
@MainActor
@Suite struct WebPageCommandTests {
    private func run(_ arguments: [String]) async -> (status: Int32, output: [String], errors: [String]) {
        var output: [String] = []
        var errors: [String] = []
        let tool = CommandLineTool(
            output: { output.append($0) }, errorOutput: { errors.append($0) }, readLine: { nil },
            inputIsTerminal: false, environment: [:]
        )
        let status = await tool.run(arguments)
        return (status, output, errors)
    }

    @Test func printsEveryLineOfAScenariosWebViewWithItsPosition() async {
        let result = await run(["webpage", "business/detail/litigation"])
        #expect(result.status == 0)
        let lines = result.output.joined().split(separator: "\n").map(String.init)
        #expect(lines.first == "page  width 300  Times-Roman 16  height 380  18 lines")
        #expect(lines.dropFirst().first == #"line  y 8  x 8  height 18  "Corporate law is the study of how""#)
        #expect(lines.last == #"line  y 346  x 48  height 18  "management""#)
        #expect(lines.count == 19)
    }

    @Test func printsTheHTMLTheWebViewLoads() async {
        let result = await run(["webpage", "business/detail/litigation", "--html"])
        #expect(result.status == 0)
        #expect(result.output == [BusinessServiceCatalog.litigation])
    }

    @Test func laysOutAFileAtTheWidthAsked() async throws {
        let folder = try TemporaryDirectory("webpage")
        defer { folder.remove() }
        try folder.write("<h1>Hi</h1><hr><p>a</p>", to: "page.html")
        let result = await run(["webpage", "--width", "200", "--file", folder.file("page.html")])
        #expect(result.status == 0)
        // h1 at 8 (its quirky margin dropped), 37 tall; the rule 21.44 below it (the h1's
        // margin outweighs the rule's 8); the paragraph 16 below the rule; 16 under it.
        let lines: [String] = result.output.joined().split(separator: "\n").map(String.init)
        let expected: [String] = [
            "page  width 200  Times-Roman 16  height 118.4  3 lines",
            #"line  y 8  x 8  height 37  "Hi""#,
            "rule  y 66.4  x 8  height 2",
            #"line  y 84.4  x 8  height 18  "a""#,
        ]
        #expect(lines == expected)
    }

    @Test func mistakesSayWhatToTypeInstead() async {
        let cases: [([String], String)] = [
            (["webpage"], "webpage needs a scenario or --file"),
            (["webpage", "--file"], "--file needs a value"),
            (["webpage", "--width", "-3", "--file", "x.html"], "--width takes a positive number"),
            (["webpage", "--file", "/no/such/file.html"], "Cannot read the HTML file /no/such/file.html."),
            (["webpage", "no/such/scenario"], "No scenario named \"no/such/scenario\""),
            (["webpage", "speakeasy/events/loaded"], "Scenario speakeasy/events/loaded shows no web view."),
            (["webpage", "--file", "a.html", "--html"], "--html prints a scenario's HTML"),
            (["webpage", "a", "b"], "Unexpected \"b\""),
        ]
        for (arguments, message) in cases {
            let result = await run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.errors.joined().contains(message), "\(arguments): \(result.errors)")
            #expect(result.output.isEmpty)
        }
    }
}
