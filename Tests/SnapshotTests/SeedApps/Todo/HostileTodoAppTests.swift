import Foundation
import Testing
@testable import SeedApps
@testable import Navigation
@testable import Presentation

/// Hostile text and hostile answers through the whole todo app: typed into the field, saved,
/// listed, viewed, completed; and server answers shown in alerts. Every screen renders, shows
/// the text as it was typed, and prints invisible characters as escapes.
@MainActor
@Suite struct HostileTodoAppTests {
    private func rows(_ host: AppDriver<TodoApp>) -> [String] {
        guard let table = ScreenInspector(host.screen).table else { return [] }
        return (0..<table.dataSource.numberOfRows(inSection: 0)).compactMap {
            table.dataSource.cell(at: TableIndexPath(row: $0, section: 0)).text
        }
    }

    private func renderedSafely(_ host: AppDriver<TodoApp>) -> String {
        let text = TextRenderer().render(host.screen)
        #expect(HostileText.firstUnescapedScalar(in: text) == nil)
        #expect(!text.contains(TodoSample.applicationKey.secret))
        return text
    }

    @Test(arguments: ["", "[]", "{}", "{\"id\":3,\"text\":\"x\"}", "<html>Created</html>"])
    func aSuccessStatusWithoutAReadableItemKeepsTheScreenAndTheText(body: String) async throws {
        let answer = InjectedFault.respond(HTTPResponse(status: 201, body: Data(body.utf8)))
        let host = TodoSample.driver(faults: MobileServiceFaults(inserts: [answer]), mode: .live)
        await host.settle()
        try host.send(.tapBarButton(TodoControls.addButton))
        try host.send(.tapTextField(TodoControls.textField))
        try host.send(.replaceText("Buy bread"))
        try host.send(.tapButton(TodoControls.saveButton))
        await host.settle()
        #expect(host.screen.breadcrumb == ["Todos", "Todo Details"], "an unreadable 201 cannot show what was stored")
        #expect(host.screen.alert?.title == "Failure")
        let message = host.screen.alert?.message ?? ""
        #expect(message.contains("answered POST /tables/TodoItem with 201 (Created), so the save was most likely stored"), "\(message)")
        #expect(message.contains("check before saving again"), "\(message)")
        try host.send(.tapAlertButton(0))
        try host.send(.tapTextField(TodoControls.textField))  // the save's disabling took the focus away
        #expect(ScreenInspector(host.screen).focusedTextField?.field.text == "Buy bread", "the typed text is kept")
        // Save again asks first: it could store the todo twice. Cancel sends nothing.
        try host.send(.tapButton(TodoControls.saveButton))
        #expect(host.screen.alert?.title == "Save Again?")
        #expect(host.screen.alert?.buttons.map(\.title) == ["Cancel", "Save Again"])
        try host.send(.tapAlertButton(0))
        await host.settle()
        #expect(host.screen.breadcrumb == ["Todos", "Todo Details"], "Cancel saves nothing")
        try host.send(.tapButton(TodoControls.saveButton))
        try host.send(.tapAlertButton(1))
        await host.settle()
        #expect(host.screen.breadcrumb == ["Todos"], "Save Again sends it; this time the answer is read")
    }

    @Test(arguments: HostileText.samples.map(\.name))
    func hostileTextIsSavedListedViewedAndCompletedExactly(sample: String) async throws {
        let text = try #require(HostileText.samples.first { $0.name == sample }?.text)
        let host = TodoSample.driver(items: [], mode: .live)
        await host.settle()
        try host.send(.tapBarButton(TodoControls.addButton))
        try host.send(.tapTextField(TodoControls.textField))
        try host.send(.replaceText(text))
        #expect(ScreenInspector(host.screen).focusedTextField?.field.text == text)
        _ = renderedSafely(host)
        try host.send(.tapButton(TodoControls.saveButton))
        await host.settle()
        guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            #expect(host.screen.alert?.title == "Empty Todo")
            return
        }
        #expect(rows(host) == [text])
        _ = renderedSafely(host)
        try host.send(.tapRow(TableIndexPath(row: 0, section: 0)))
        let details = renderedSafely(host)
        #expect(details.contains("label lblTodoText"))
        if text.count < 20 { #expect(details.contains(TextQuote.quoted(text)), "short texts show whole") }
        try host.send(.tapButton(TodoControls.markCompleteButton))
        await host.settle()
        #expect(rows(host).isEmpty)
    }

    /// A 50 MB title from the service: the list and the details print one short line for it
    /// in every format and the audit, while the app keeps the whole title (a mark-complete
    /// sends it back as it came). It was a 50 MB snapshot line, 19 s and 1.1 GB per screen.
    @Test func aFiftyMegabyteTitleIsShownBoundedAndKeptWhole() async throws {
        let title = String(repeating: "Buy milk and bread, ", count: 50 * 1_048_576 / 20)
        let host = TodoSample.driver(items: [TodoItem(id: 1, text: title)], mode: .live)
        await host.settle()
        try host.send(.tapRow(TableIndexPath(row: 0, section: 0)))
        guard let details = host.state.top(as: TodoDetails.self), case .viewing(let item) = details.mode else {
            Issue.record("the details are not on top")
            return
        }
        #expect(item.text.utf8.count == title.utf8.count, "the app has the whole title")
        for output in [
            renderedSafely(host), SVGRenderer().render(host.screen), WireframeRenderer().render(host.screen),
            AccessibilityAudit().audit(host.screen).text,
        ] {
            let longest = output.split(separator: "\n").map(\.utf8.count).max() ?? 0
            #expect(longest < 1_000, "the longest line has \(longest) bytes")
        }
        #expect(renderedSafely(host).contains("(cut: 52,428,800 bytes)"), "the snapshot says how long the title is")
        try host.send(.tapButton(TodoControls.markCompleteButton))
        await host.settle()
        #expect(rows(host).isEmpty, "completed with its whole text")
    }

    @Test func aHugeTypedTextRendersAndIsSaved() async throws {
        let host = TodoSample.driver(items: [], mode: .live)
        await host.settle()
        try host.send(.tapBarButton(TodoControls.addButton))
        try host.send(.tapTextField(TodoControls.textField))
        let huge = HostileText.huge(20_000)
        try host.send(.typeText(huge))
        try host.send(.typeText("!"))
        #expect(ScreenInspector(host.screen).focusedTextField?.field.text == huge + "!")
        _ = renderedSafely(host)
        try host.send(.tapButton(TodoControls.saveButton))
        await host.settle()
        #expect(rows(host) == [huge + "!"])
        _ = renderedSafely(host)
    }

    @Test(arguments: [
        HostileCase("{\"error\":\"\u{202E}Error: evil\u{202C}\\nsecond line\"}", #"\u{202E}Error: evil\u{202C} second line"#),
        HostileCase("{\"error\":\"" + String(repeating: "long message ", count: 2_000) + "\"}", "long message long message"),
        HostileCase("<html><body><h1>502 Bad Gateway</h1></body></html>", "502 Bad Gateway"),
        HostileCase("", "HTTP 500"),
    ])
    func aHostileErrorBodyShowsInTheFailureAlert(_ body: HostileCase) async throws {
        let client = MobileServicesClient(applicationKey: TodoSample.applicationKey, transport: HostileTransport(status: 500, body: body.input))
        let host = AppDriver(app: TodoApp(), runner: TodoEffects(client: client), mode: .live)
        await host.settle()
        let alert = try #require(host.screen.alert)
        #expect(alert.title == "Failure")
        #expect(alert.message?.contains(body.expected) == true, "\(alert.message ?? "")")
        let text = renderedSafely(host)
        #expect(text.contains("alert  \"Failure\""))
        try host.send(.tapAlertButton(1))
        await host.settle()
        #expect(host.screen.alert?.title == "Failure", "Retry fails the same way")
    }

    @Test(arguments: HostileTodoResponseTests.listBodies)
    func aHostileListBodyShowsItsErrorInTheFailureAlert(_ body: HostileCase) async throws {
        let client = MobileServicesClient(applicationKey: TodoSample.applicationKey, transport: HostileTransport(status: 200, body: body.input))
        let host = AppDriver(app: TodoApp(), runner: TodoEffects(client: client), mode: .live)
        await host.settle()
        #expect(host.screen.alert?.message?.contains(body.expected) == true)
        #expect(host.screen.alert?.title == "Incomplete List" || rows(host).isEmpty, "a failed load shows nothing new; unreadable rows are named")
        _ = renderedSafely(host)
    }
}
