import Testing
@testable import DemoHost
@testable import StoryboardHost
@testable import SeedApps
@testable import Navigation
import Presentation

/// The demo host's command handling, driven without spawning a process, on the sample app of
/// the navigation tests.
@MainActor
@Suite struct HostSessionTests {
    static func sampleApps(items: [String]? = ["Apples", "Pears"]) -> [HostedApp] {
        [HostedApp(id: "sample", title: "Sample", summary: "a list and a detail") {
            AppDriver(app: SampleReducer(), runner: SampleRunner(items: items, notes: ["Pears": "Ripe in autumn."]))
        }]
    }

    private func text(_ reply: HostSession.Reply?) -> String {
        if case .text(let text)? = reply { return text }
        return ""
    }

    @Test func parsesEveryCommand() throws {
        #expect(try HostCommand.parse("tap 2") == .tap(.index(2)))
        #expect(try HostCommand.parse("tap 1.0") == .tap(.indexPath(TableIndexPath(row: 0, section: 1))))
        #expect(try HostCommand.parse("tap \"Mark Complete\"") == .tap(.title("Mark Complete")))
        #expect(try HostCommand.parse("  back ") == .back)
        #expect(try HostCommand.parse("tab Speakers") == .tab("Speakers"))
        #expect(try HostCommand.parse("type Buy milk") == .type("Buy milk"))
        #expect(try HostCommand.parse("scroll 424") == .scroll(424))
        #expect(try HostCommand.parse("show wireframe") == .show("wireframe"))
        #expect(try HostCommand.parse("show audit") == .show("audit"))
        #expect(try HostCommand.parse("# a comment") == nil)
        #expect(try HostCommand.parse("") == nil)
        #expect(throws: HostCommandError.unknownCommand("jump")) { try HostCommand.parse("jump") }
        #expect(throws: HostCommandError.self) { try HostCommand.parse("scroll down") }
        #expect(throws: HostCommandError.self) { try HostCommand.parse("show pdf") }
        #expect(throws: HostCommandError.self) { try HostCommand.parse("tap") }
    }

    @Test func opensAnAppByNumberThenTapsAndWaits() async throws {
        let session = HostSession(apps: Self.sampleApps())
        let opened = text(try await session.handle(line: "1"))
        #expect(opened.contains("Opened Sample."))
        #expect(opened.contains("(1 task in progress: type `wait` to let it finish)"))
        let loaded = text(try await session.handle(line: "wait"))
        #expect(loaded.contains("\"Pears\""))
        let detail = text(try await session.handle(line: "tap Pears"))
        #expect(detail.contains("Sample > Items > Pears"))
        #expect(text(try await session.handle(line: "wait")).contains("\"Ripe in autumn.\""))
        #expect(text(try await session.handle(line: "back")).contains("Sample > Items  iPhone"))
        #expect(try await session.handle(line: "quit") == .quit)
    }

    @Test func errorsAreHelpfulAndKeepTheState() async throws {
        let session = HostSession(apps: Self.sampleApps())
        await #expect(throws: HostSessionError.noAppOpen(available: ["sample"])) { _ = try await session.handle(line: "back") }
        _ = try await session.handle(line: "open sample")
        _ = try await session.handle(line: "wait")
        let before = TextRenderer().render(try #require(session.current).screen)
        await #expect(throws: HostSessionError.refused(.rowOutOfRange(TableIndexPath(row: 9, section: 0), rowsInSection: 2))) {
            _ = try await session.handle(line: "tap 9")
        }
        await #expect(throws: HostSessionError.refused(.noBackButton)) { _ = try await session.handle(line: "back") }
        do {
            _ = try await session.handle(line: "tap Bananas")
            Issue.record("tapping a missing title should fail")
        } catch {
            #expect(error.description.contains("Nothing on screen is called \"Bananas\""))
        }
        #expect(TextRenderer().render(try #require(session.current).screen) == before)
    }

    @Test func typingWithNoFieldFocusedTapsTheOnlyFieldFirstAndSaysSo() async throws {
        let session = HostSession(apps: DemoApps.all)
        _ = try await session.handle(line: "open todo")
        _ = try await session.handle(line: "wait")
        // Add does not focus the field.
        let added = text(try await session.handle(line: "tap add"))
        #expect(added.contains(#"textfield txtTodoText  20,49 280x31  Helvetica 14  """# + "\n"))
        let typed = text(try await session.handle(line: "type Buy milk"))
        #expect(typed.hasPrefix("(tapped the text field txtTodoText first: it did not have the focus)\n"))
        #expect(typed.contains(#""Buy milk"  focused"#))
        // Once focused, typing just types.
        let more = text(try await session.handle(line: "type !"))
        #expect(!more.contains("tapped the text field") && more.contains(#""Buy milk!"  focused"#))
        // A text field can be tapped by its name.
        #expect(text(try await session.handle(line: "tap txtTodoText")).contains("focused"))
        // Where no field can take the focus, typing fails saying so and nothing changes.
        _ = try await session.handle(line: "back")
        await #expect(throws: HostSessionError.refused(.noFocusedTextField)) { _ = try await session.handle(line: "type x") }
    }

    @Test func typingWithSeveralFieldsAndNoneFocusedNamesThem() async throws {
        let fields = Screen(appName: "Form", content: [
            Element("first", frame: Rect(x: 0, y: 0, width: 100, height: 31), kind: .textField(TextField(""))),
            Element("second", frame: Rect(x: 0, y: 40, width: 100, height: 31), kind: .textField(TextField("", placeholder: "Email"))),
        ])
        #expect(throws: UserActionError.textFieldNotFocused(available: ["first", "second"])) { try ScreenInspector(fields).validate(.typeText("x")) }
        #expect(UserActionError.textFieldNotFocused(available: ["first", "second"]).description
            == #"No text field has the focus: tap one of the text fields "first", "second" first."#)
        #expect(try TapResolver(screen: fields).resolve(.title("email")) == .tapTextField("second"))
        #expect(try TapResolver(screen: fields).resolve(.title("FIRST")) == .tapTextField("first"))
    }

    @Test func anAlertTakesNumbersAsItsButtons() async throws {
        let session = HostSession(apps: Self.sampleApps(items: nil))
        _ = try await session.handle(line: "open sample")
        let failed = text(try await session.handle(line: "wait"))
        #expect(failed.contains("alert  "))
        await #expect(throws: HostSessionError.self) { _ = try await session.handle(line: "tap 5") }
        let after = text(try await session.handle(line: "tap 0"))
        #expect(!after.contains("alert  "))
    }

    @Test func scriptsStopAtTheFirstErrorNamingTheLine() async {
        var errors: [String] = []
        var outputs: [String] = []
        let runner = LineRunner(
            session: HostSession(apps: Self.sampleApps()),
            output: { outputs.append($0) },
            errorOutput: { errors.append($0) },
            stopsOnError: true,
            prompt: nil,
            sourceName: "demo.txt"
        )
        var lines = ["open sample", "wait", "# comment", "tap 7", "back"][...]
        let status = await runner.run { lines.popFirst() }
        #expect(status == 1)
        #expect(errors == ["demo.txt, line 4 (tap 7): Section 0 has 2 rows; there is no row 7."])
        #expect(outputs.count == 2)
    }

    /// An app's wiring error (here a misspelt segue identifier) is printed as an error and
    /// stops a script with status 1, instead of a tap that silently does nothing.
    @Test func anAppsWiringErrorStopsTheScriptNamingIt() async {
        var errors: [String] = []
        let apps = [HostedApp(id: "sample", title: "Sample", summary: "a misspelt segue") {
            AppDriver(app: SampleReducer(detailSegue: "ShowDetial"), runner: SampleRunner(items: ["Apples"]))
        }]
        let runner = LineRunner(
            session: HostSession(apps: apps), output: { _ in }, errorOutput: { errors.append($0) },
            stopsOnError: true, prompt: nil, sourceName: "demo.txt")
        var lines = ["open sample", "wait", "tap Apples", "back"][...]
        let status = await runner.run { lines.popFirst() }
        #expect(status == 1)
        #expect(errors == [
            "demo.txt, line 3 (tap Apples): The app has a wiring error (a bug in the app, not in what you typed);"
                + " each action below changed nothing:\n  applying tapRow(0) failed: scene List offers no segue named ShowDetial",
        ])
    }

    /// A touch command renders the new screen once: resolving the tap, validating it and
    /// printing the result all read the screen the host rendered for the state.
    @Test func aTapRendersTheScreenOnce() async throws {
        let renders = Locked(0)
        let apps = [HostedApp(id: "sample", title: "Sample", summary: "counts its renders") {
            AppDriver(app: RenderCounting(base: SampleReducer(), renders: renders), runner: SampleRunner(items: ["Apples", "Pears"]))
        }]
        let session = HostSession(apps: apps)
        _ = try await session.handle(line: "open sample")
        _ = try await session.handle(line: "wait")
        let before = renders.withLock { $0 }
        let reply = try await session.handle(line: "tap Pears")
        #expect(text(reply).contains("\"Pears\""))
        #expect(renders.withLock { $0 } - before == 1, "one render for the pushed screen")
        _ = try await session.handle(line: "show")
        #expect(renders.withLock { $0 } - before == 1, "showing the same state renders nothing")
        await #expect(throws: HostSessionError.self) { try await session.handle(line: "tap 9") }
        #expect(renders.withLock { $0 } - before == 1, "a refused tap renders nothing")
    }

    @Test func commandLineRunsAScriptFromStandardInput() async {
        var outputs: [String] = []
        var errors: [String] = []
        var lines = ["wait", "tap 0", "quit"][...]
        let tool = CommandLineTool(
            output: { outputs.append($0) },
            errorOutput: { errors.append($0) },
            readLine: { lines.popFirst() },
            inputIsTerminal: false,
            environment: [:],
            apps: Self.sampleApps()
        )
        let status = await tool.run(["run", "sample"])
        #expect(status == 0)
        #expect(errors.isEmpty)
        #expect(outputs.last?.contains("Sample > Items > Apples") == true)
        let missing = await tool.run(["run", "nope"])
        #expect(missing == 2)
    }

    /// `snapshots orphans` and `prune` know a plain assertion's reference (named after its test
    /// file and function) as well as the catalog's, so prune never deletes one in use.
    @Test func snapshotsPruneKeepsWhatScenariosAndTestsClaim() async throws {
        let package = try TemporaryDirectory("demo-prune")
        defer { package.remove() }
        try package.write("// swift-tools-version:6.2\n", to: "Package.swift")
        try package.write("@Test func loadedList() {}\n", to: "Tests/BooksTests/BookListTests.swift")
        for path in ["todo/list/loaded.txt", "BookListTests/loadedList.txt", "BookListTests/renamed.txt", "old/screen.txt"] {
            try package.write("x\n", to: "__Snapshots__/" + path)
        }
        var outputs: [String] = []
        let tool = CommandLineTool(
            output: { outputs.append($0) }, errorOutput: { _ in }, readLine: { nil }, inputIsTerminal: false,
            environment: [:], apps: Self.sampleApps())
        let directory = package.file("__Snapshots__")
        #expect(await tool.run(["snapshots", "orphans", "--snapshots", directory]) == 0)
        #expect(outputs.last == "Orphaned snapshots in \(directory):\n  BookListTests/renamed.txt\n  old/screen.txt")
        #expect(await tool.run(["snapshots", "prune", "--snapshots", directory]) == 0)
        #expect(package.read("__Snapshots__/BookListTests/loadedList.txt") == "x\n")
        #expect(package.read("__Snapshots__/todo/list/loaded.txt") == "x\n")
        #expect(package.read("__Snapshots__/old/screen.txt") == nil)
    }
}

/// An app that counts how often it renders a state, around another app.
struct RenderCounting<Base: StoryboardApp>: StoryboardApp {
    let base: Base
    let renders: Locked<Int>

    var name: String { base.name }
    var storyboard: Storyboard { base.storyboard }
    var initialState: Base.State { base.initialState }
    var launchAction: Base.Action? { base.launchAction }
    func action(for userAction: UserAction) -> Base.Action { base.action(for: userAction) }
    func reduce(into state: inout Base.State, action: Base.Action) throws(WiringError) -> [Base.Effect] {
        try base.reduce(into: &state, action: action)
    }
    func render(_ state: Base.State) -> Screen {
        renders.withLock { $0 += 1 }
        return base.render(state)
    }
}
