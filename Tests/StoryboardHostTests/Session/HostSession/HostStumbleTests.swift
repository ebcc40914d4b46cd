import Testing
@testable import StoryboardHost
import Navigation
import Presentation

/// What tripped a new user up in the host: a misspelt command, `wait` with nothing pending, a
/// script's screens without their commands, typing where nothing takes text.
@MainActor
@Suite struct HostStumbleTests {
    @Test func aMisspeltCommandSuggestsTheNearestOne() {
        #expect(HostCommandError.unknownCommand("tpa").description == "Unknown command \"tpa\". Did you mean `tap`? Type `help` for the commands.")
        #expect(HostCommand.nearestWord(to: "wiat") == "wait")
        #expect(HostCommand.nearestWord(to: "tgogle") == "toggle")
        #expect(HostCommand.nearestWord(to: "jump") == nil, "nothing close: no guess")
        #expect(HostCommand.nearestWord(to: "ta") == nil, "tap and tab are as close: no guess")
    }

    @Test func waitWithNothingPendingSaysSo() async throws {
        let session = HostSession(apps: [.garden()])
        _ = try await session.handle(line: "open garden")
        guard case .text(let first)? = try await session.handle(line: "wait") else { Issue.record("no reply"); return }
        #expect(!first.contains("nothing to wait for"), "the plants were loading")
        guard case .text(let second)? = try await session.handle(line: "wait") else { Issue.record("no reply"); return }
        #expect(second.hasSuffix("(nothing to wait for: no request or timer is pending)\n"), "\(second)")
    }

    @Test func aScriptEchoesEachCommandBeforeItsScreen() async {
        let run = await HostRun.run(["run", "garden"], lines: ["wait", "tap 0"])
        #expect(run.status == 0, "\(run.errors)")
        let waited = run.output.range(of: "> wait\n"), tapped = run.output.range(of: "> tap 0\n")
        #expect(waited != nil && tapped != nil, "\(run.output)")
        if let waited, let tapped { #expect(waited.upperBound < tapped.lowerBound) }
    }

    @Test func typingWhereNothingTakesTextSaysTheScreenHasNone() async throws {
        let session = HostSession(apps: [.garden()])
        _ = try await session.handle(line: "open garden")
        _ = try await session.handle(line: "wait")
        do {
            _ = try await session.handle(line: "type hello")
            Issue.record("typing was accepted")
        } catch {
            #expect(error.description.contains("This screen has no text field or text view to type into."), "\(error.description)")
        }
    }
}

/// Every touch, as `UserAction` prints it, is a command the host takes.
@Suite struct PrintedTouchTests {
    @Test func everyPrintedTouchParses() throws {
        let row = TableIndexPath(row: 1, section: 0)
        let touches: [UserAction] = [
            .tapRow(row), .tapGridItem(2), .tapAccessory(row), .tapBarButton("add"), .tapButton("saveButton"), .performGesture("swipe"),
            .tapBack, .swipeDown, .tapTab(1), .tapAlertButton(0), .tapTextField("name"), .typeText("milk"), .scroll(toY: 120),
            .toggleSwitch("wifi", isOn: true), .selectSegment("sort", index: 1), .setValue("volume", 0.5), .tapCellButton("buy", row: row),
            .tapCellTextField("name", row: row), .swipeRow(row), .tapDelete(row), .tapEditingControl(row),
            .moveRow(row, to: TableIndexPath(row: 0, section: 0)),
            .tapReturn, .tapOutside,
        ]
        for touch in touches {
            #expect(throws: Never.self, "\(touch)") { _ = try HostCommand.parse(touch.description) }
        }
        #expect(try HostCommand.parse("tap item 2") == .tap(.index(2)))
        #expect(try HostCommand.parse("tap alert button 0") == .tap(.index(0)))
        #expect(try HostCommand.parse("tap bar button add") == .tap(.title("add")))
        #expect(try HostCommand.parse("tap button saveButton in 0.1") == .tap(.titleInRow("saveButton", row)))
        #expect(try HostCommand.parse("tap text field name") == .tap(.title("name")))
        #expect(try HostCommand.parse("tap return") == .pressReturn)
    }
}
