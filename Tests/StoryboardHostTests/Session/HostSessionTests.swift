import Testing
@testable import StoryboardHost
import Navigation
import Presentation
import TestSupport

/// The session's command handling, driven without a process, on the garden.
@MainActor
@Suite struct HostSessionTests {
    private func text(_ reply: HostSession.Reply?) -> String {
        if case .text(let text)? = reply { return text }
        return ""
    }

    @Test func parsesEveryCommand() throws {
        #expect(try HostCommand.parse("tap 2") == .tap(.index(2)))
        #expect(try HostCommand.parse("tap 1.0") == .tap(.indexPath(TableIndexPath(row: 0, section: 1))))
        #expect(try HostCommand.parse("tap accessory 0.2") == .tap(.accessory(TableIndexPath(row: 2, section: 0))))
        #expect(try HostCommand.parse("gesture swipe") == .gesture("swipe"))
        #expect(try HostCommand.parse("tap accessory 3") == .tap(.accessory(TableIndexPath(row: 3, section: 0))))
        #expect(try HostCommand.parse("tap accessory of mine") == .tap(.title("accessory of mine")), "a title that starts with the word")
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
        let session = HostSession(apps: [.garden()])
        let opened = text(try await session.handle(line: "1"))
        #expect(opened.contains("Opened Garden."))
        #expect(opened.contains("(1 task in progress: type `wait` to let it finish)"))
        let loaded = text(try await session.handle(line: "wait"))
        #expect(loaded.contains("\"Chives\""))
        let detail = text(try await session.handle(line: "tap Chives"))
        #expect(detail.contains("Garden > Plants > Chives"))
        #expect(text(try await session.handle(line: "wait")).contains("\"Chives: Water in the morning, at the roots,\""))
        #expect(text(try await session.handle(line: "back")).contains("Garden > Plants  iPhone"))
        #expect(try await session.handle(line: "quit") == .quit)
    }

    @Test func errorsAreHelpfulAndKeepTheState() async throws {
        let session = HostSession(apps: [.garden()])
        await #expect(throws: HostSessionError.noAppOpen(available: ["garden"])) { _ = try await session.handle(line: "back") }
        _ = try await session.handle(line: "open garden")
        _ = try await session.handle(line: "wait")
        let before = TextRenderer().render(try #require(session.current).screen)
        await #expect(throws: HostSessionError.refused(.rowOutOfRange(TableIndexPath(row: 19, section: 0), rowsInSection: 11))) {
            _ = try await session.handle(line: "tap 19")
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
        let session = HostSession(apps: [.garden()])
        for line in ["open garden", "wait", "tap Basil", "wait"] { _ = try await session.handle(line: line) }
        // The detail does not focus its field.
        #expect(text(try await session.handle(line: "show")).contains(#"textfield noteField  20,49 280x31  Helvetica 14  ""  placeholder "Note""# + "\n"))
        let typed = text(try await session.handle(line: "type Pick often"))
        #expect(typed.hasPrefix("(tapped the text field noteField first: it did not have the focus)\n"))
        #expect(typed.contains(#""Pick often"  placeholder "Note"  focused"#))
        // Once focused, typing just types.
        let more = text(try await session.handle(line: "type !"))
        #expect(!more.contains("tapped the text field") && more.contains(#""Pick often!"  placeholder "Note"  focused"#))
        // A text field can be tapped by its name.
        #expect(text(try await session.handle(line: "tap noteField")).contains("focused"))
        // Where no field can take the focus, typing fails saying so and nothing changes.
        _ = try await session.handle(line: "back")
        await #expect(throws: HostSessionError.refused(.noFocusedTextField)) { _ = try await session.handle(line: "type x") }
    }

    @Test func typingWithSeveralFieldsAndNoneFocusedNamesThem() async throws {
        let fields = Screen(
            appName: "Form",
            content: [
                Element("first", frame: Rect(x: 0, y: 0, width: 100, height: 31), kind: .textField(TextField(""))),
                Element("second", frame: Rect(x: 0, y: 40, width: 100, height: 31), kind: .textField(TextField("", placeholder: "Email"))),
            ])
        #expect(throws: UserActionError.textFieldNotFocused(available: ["first", "second"])) { try ScreenInspector(fields).validate(.typeText("x")) }
        #expect(
            UserActionError.textFieldNotFocused(available: ["first", "second"]).description
                == #"No text field has the focus: tap one of the text fields "first", "second" first."#)
        #expect(try TapResolver(screen: fields).resolve(.title("email")) == .tapTextField("second"))
        #expect(try TapResolver(screen: fields).resolve(.title("FIRST")) == .tapTextField("first"))
    }

    @Test func anAlertTakesNumbersAsItsButtons() async throws {
        let session = HostSession(apps: [.garden(plants: nil)])
        _ = try await session.handle(line: "open garden")
        let failed = text(try await session.handle(line: "wait"))
        #expect(failed.contains("alert  \"Failure\""), "\(failed)")
        await #expect(throws: HostSessionError.self) { _ = try await session.handle(line: "tap 5") }
        let retried = text(try await session.handle(line: "tap 1"))
        #expect(!retried.contains("alert  ") && retried.contains("activity  \"loading plants\""), "Retry, the alert's second button, loads again")
    }

    @Test func scriptsStopAtTheFirstErrorNamingTheLine() async {
        var errors: [String] = []
        var outputs: [String] = []
        let runner = LineRunner(
            session: HostSession(apps: [.garden()]),
            output: { outputs.append($0) },
            errorOutput: { errors.append($0) },
            stopsOnError: true,
            prompt: nil,
            sourceName: "garden.txt"
        )
        var lines = ["open garden", "wait", "# comment", "tap 70", "back"][...]
        let status = await runner.run { lines.popFirst() }
        #expect(status == 1)
        #expect(errors == ["garden.txt, line 4 (tap 70): Section 0 has 11 rows; there is no row 70."])
        #expect(outputs.count == 2)
    }

    /// An app's wiring error (here a storyboard that lost the segue from the plants' cell) is
    /// printed as an error and stops a script with status 1, instead of a tap that silently
    /// does nothing.
    @Test func anAppsWiringErrorStopsTheScriptNamingIt() async {
        var errors: [String] = []
        var app = GardenApp()
        app.storyboard.segues = []
        let runner = LineRunner(
            session: HostSession(apps: [.garden(app: app)]), output: { _ in }, errorOutput: { errors.append($0) },
            stopsOnError: true, prompt: nil, sourceName: "garden.txt")
        var lines = ["open garden", "wait", "tap Basil", "back"][...]
        let status = await runner.run { lines.popFirst() }
        #expect(status == 1)
        #expect(
            errors == [
                "garden.txt, line 3 (tap Basil): The app has a wiring error (a bug in the app, not in what you typed);"
                    + " each action below changed nothing:\n  applying touch(tap row 0.0) failed: The screen shows the control"
                    + " \"tap row 0.0 (scene Plants; the storyboard draws no segue from cell 0,0 PlantCell)\" but the app has no code for it."
            ])
    }

    /// A touch command renders the new screen once: resolving the tap, validating it and
    /// printing the result all read the screen the host rendered for the state.
    @Test func aTapRendersTheScreenOnce() async throws {
        let renders = Locked(0)
        let apps = [
            HostedApp(id: "garden", title: "Garden", summary: "counts its renders") {
                AppDriver(app: RenderCounting(base: GardenApp(), renders: renders), runner: GardenEffects())
            }
        ]
        let session = HostSession(apps: apps)
        _ = try await session.handle(line: "open garden")
        _ = try await session.handle(line: "wait")
        let before = renders.withLock { $0 }
        let reply = try await session.handle(line: "tap Dill")
        #expect(text(reply).contains("title \"Dill\""))
        #expect(renders.withLock { $0 } - before == 1, "one render for the pushed screen")
        _ = try await session.handle(line: "show")
        #expect(renders.withLock { $0 } - before == 1, "showing the same state renders nothing")
        await #expect(throws: HostSessionError.self) { try await session.handle(line: "tap 99") }
        #expect(renders.withLock { $0 } - before == 1, "a refused tap renders nothing")
    }

    @Test func theHostRunsAScriptFromStandardInput() async {
        let result = await HostRun.run(["run", "garden"], lines: ["wait", "tap 0", "quit"])
        #expect(result.status == 0)
        #expect(result.errors.isEmpty)
        #expect(result.output.contains("Garden > Plants > Basil"))
        #expect(await HostRun.run(["run", "nope"]).status == 2)
    }
}
