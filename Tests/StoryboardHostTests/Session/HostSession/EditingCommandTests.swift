import Testing
@testable import StoryboardHost
import Navigation
import Presentation

/// The host's commands for each editing gesture and for the keyboard, typed as a person would.
@MainActor
@Suite struct EditingCommandTests {
    @Test func parsesTheEditingAndKeyboardCommands() throws {
        let row = TableIndexPath(row: 1, section: 0)
        #expect(try HostCommand.parse("swipe 0.1") == .swipeRow(row))
        #expect(try HostCommand.parse("swipe row 0.1") == .swipeRow(row))
        #expect(try HostCommand.parse("swipe down") == .swipeDown)
        #expect(try HostCommand.parse("tap delete 0.1") == .tap(.deleteButton(row)))
        #expect(try HostCommand.parse("tap control 0.1") == .tap(.editingControl(row)))
        #expect(try HostCommand.parse("tap editing control 0.1") == .tap(.editingControl(row)))
        #expect(try HostCommand.parse("move 0.0 to 0.2") == .moveRow(TableIndexPath(row: 0, section: 0), to: TableIndexPath(row: 2, section: 0)))
        #expect(try HostCommand.parse("move row 0.0 to 0.2") == .moveRow(TableIndexPath(row: 0, section: 0), to: TableIndexPath(row: 2, section: 0)))
        #expect(try HostCommand.parse("tap row 0.3") == .tap(.indexPath(TableIndexPath(row: 3, section: 0))), "as a touch prints itself")
        #expect(try HostCommand.parse("return") == .pressReturn)
        #expect(try HostCommand.parse("tap outside") == .tap(.outside))
        #expect(throws: HostCommandError.self) { try HostCommand.parse("swipe left") }
        #expect(throws: HostCommandError.self) { try HostCommand.parse("move 0.0") }
    }

    @Test func eachGestureEditsTheListInASession() async throws {
        let session = HostSession(apps: [
            HostedApp(id: "chores", title: "Chores", summary: "a list to edit") {
                AppDriver(app: ChoresApp(), runner: ChoresApp.NoEffects())
            }
        ])
        _ = try await session.handle(line: "open chores")
        func say(_ line: String) async throws -> String {
            if case .text(let text)? = try await session.handle(line: line) { return text }
            return ""
        }
        #expect(try await say("swipe 0.1").contains("row 0.1  0,44 320x44  Chore  style default  accessory none  delete button"))
        #expect(try await say("tap delete 0.1").contains("last update  1 deleted (old 0.1)"))
        let editing = try await say("tap Edit")
        #expect(editing.contains("right  system done \"Done\""), "\(editing)")
        #expect(editing.contains("editing delete  reorder"), "\(editing)")
        #expect(try await say("move 0.0 to 0.1").contains("moved from 0.0"))
        _ = try await say("tap control 0.0")
        #expect(try await say("tap delete 0.0").contains("1 row"))
        #expect(try await say("tap Done").contains("right  system edit \"Edit\""))
        let typing = try await say("tap New chore")
        #expect(typing.contains("keyboard  0,264 320x216  for newChore  return key \"Done\""), "\(typing)")
        _ = try await say("type Sweep")
        #expect(try await say("return").contains("\"Sweep\""))
        #expect(!(try await say("tap outside")).contains("keyboard"))
        do {
            _ = try await session.handle(line: "swipe 0.9")
            Issue.record("a row that is not there was swiped")
        } catch {
            #expect(error.description.contains("Section 0 has 2 rows; there is no row 9."), "\(error.description)")
        }
    }
}
