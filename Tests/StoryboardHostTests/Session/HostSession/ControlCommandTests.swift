import Testing
@testable import StoryboardHost
import Navigation
import Presentation
import TestSupport

/// The session's `toggle`, `segment` and `set` commands, and `tap` on a button in a cell, on
/// the garden's Settings tab.
@MainActor
@Suite struct ControlCommandTests {
    private func text(_ reply: HostSession.Reply?) -> String {
        if case .text(let text)? = reply { return text }
        return ""
    }

    private func settings() async throws -> HostSession {
        let session = HostSession(apps: [.garden()])
        #expect(text(try await session.handle(line: "open garden")).contains("Opened Garden."))
        #expect(text(try await session.handle(line: "tab Settings")).contains("title \"Settings\""))
        return session
    }

    @Test func parsesTheControlCommands() throws {
        let row = TableIndexPath(row: 1, section: 0)
        #expect(try HostCommand.parse("toggle Notifications") == .toggle(ControlTarget(text: "Notifications"), isOn: nil))
        #expect(try HostCommand.parse("toggle \"Show traffic\" off") == .toggle(ControlTarget(text: "Show traffic"), isOn: false))
        #expect(try HostCommand.parse("toggle enabled in 0.1 on") == .toggle(ControlTarget(text: "enabled", row: row), isOn: true))
        #expect(try HostCommand.parse("toggle 0.1") == .toggle(ControlTarget(text: "", row: row), isOn: nil))
        #expect(try HostCommand.parse("toggle on") == .toggle(ControlTarget(text: "on"), isOn: nil), "a lone word is the switch's name")
        #expect(try HostCommand.parse("segment units 1") == .segment(ControlTarget(text: "units"), .index(1)))
        #expect(try HostCommand.parse("segment map type \"Satellite View\"") == .segment(ControlTarget(text: "map type"), .title("Satellite View")))
        #expect(try HostCommand.parse("set volume in 2.0 0.25") == .set(ControlTarget(text: "volume", row: TableIndexPath(row: 0, section: 2)), 0.25))
        #expect(try HostCommand.parse("tap Reset in 3.0") == .tap(.titleInRow("Reset", TableIndexPath(row: 0, section: 3))))
        #expect(throws: HostCommandError.missingArgument("toggle", usage: "toggle <switch> [on|off]")) { try HostCommand.parse("toggle") }
        #expect(throws: HostCommandError.self) { try HostCommand.parse("segment units") }
        #expect(throws: HostCommandError.invalidArgument("set", "loud", usage: "set <slider or stepper> <value>")) { try HostCommand.parse("set volume loud") }
        #expect(throws: HostCommandError.self) { try HostCommand.parse("set volume nan") }
    }

    @Test func aSwitchIsNamedByItsNameItsRowsTextOrTheStartOfEither() async throws {
        let session = try await settings()
        await #expect(throws: HostSessionError.control(.disabled(DisabledControl("Sounds", reason: nil))), "by its row's text, not soundsSwitch") {
            _ = try await session.handle(line: "toggle sounds")
        }
        #expect(text(try await session.handle(line: "toggle Notifications")).contains("switch notificationsSwitch  221,8 79x27  on"))
        await #expect(throws: HostSessionError.refused(.switchAlreadySet("notificationsSwitch", isOn: true))) {
            _ = try await session.handle(line: "toggle notif on")
        }
        #expect(text(try await session.handle(line: "toggle 1.1 on")).contains("switch soundsSwitch  221,8 79x27  on  -> play a sound"))
    }

    @Test func segmentsSlidersAndSteppersTakeTheirValues() async throws {
        let session = try await settings()
        #expect(text(try await session.handle(line: "segment unitsControl feet")).contains(#""Metres" ["Feet"]"#))
        await #expect(throws: HostSessionError.self, "the volume row is below the fold") { _ = try await session.handle(line: "set volume 0.3") }
        _ = try await session.handle(line: "scroll 200")
        #expect(text(try await session.handle(line: "set volume 0.3")).contains("slider volumeSlider  90,10 200x23  value 0.3"))
        #expect(text(try await session.handle(line: "set Copies 4")).contains(#""Copies: 4""#))
        await #expect(throws: HostSessionError.control(.noSegment("Yards", control: "unitsControl in 2.0", titles: ["Metres", "Feet"]))) {
            _ = try await session.handle(line: "segment units Yards")
        }
        await #expect(throws: HostSessionError.refused(.valueOutOfRange("volumeSlider", value: 2, range: ValueRange(0, 1)))) {
            _ = try await session.handle(line: "set volume 2")
        }
    }

    @Test func aButtonInACellIsTappedByItsTitleOnceItsRowShows() async throws {
        let session = try await settings()
        _ = try await session.handle(line: "toggle Notifications")
        await #expect(throws: HostSessionError.control(.rowNotVisible(TableIndexPath(row: 1, section: 3)))) {
            _ = try await session.handle(line: "set copies in 3.1 3")
        }
        await #expect(throws: HostSessionError.self, "the Reset row is below the fold") { _ = try await session.handle(line: "tap Reset") }
        _ = try await session.handle(line: "scroll 200")
        let reset = text(try await session.handle(line: "tap Reset"))
        #expect(reset.contains("switch notificationsSwitch  221,8 79x27  off"))
        #expect(reset.contains(#"button resetButton  200,6 90x31  "Reset"  Helvetica-Bold 15  disabled"#))
        await #expect(throws: HostSessionError.tap(.disabled(DisabledControl("Reset", reason: nil))), "by the title a user sees, not resetButton") {
            _ = try await session.handle(line: "tap reset in 4.0")
        }
    }

    @Test func severalControlsOfOneNameNeedTheirRow() throws {
        let resolver = ControlResolver(screen: ControlsScreen.screen())
        let every = (0...4).map { "enabled in 0.\($0)" }
        #expect(throws: ControlResolutionError.ambiguous(ControlTarget(text: "enabled"), noun: "switch", matches: every)) {
            _ = try resolver.resolve(ControlTarget(text: "enabled"), kinds: [.switchControl])
        }
        #expect(try resolver.resolve(ControlTarget(text: "Row 3"), kinds: [.switchControl]).description == "enabled in 0.3", "by its row's text")
        #expect(
            try resolver.resolve(ControlTarget(text: "enabled", row: TableIndexPath(row: 2, section: 0)), kinds: [.switchControl]).description
                == "enabled in 0.2")
        #expect(try resolver.resolve(ControlTarget(text: "w"), kinds: [.switchControl]).description == "wifi", "the start of a name")
        #expect(throws: ControlResolutionError.rowNotVisible(TableIndexPath(row: 9, section: 0))) {
            _ = try resolver.resolve(ControlTarget(text: "enabled", row: TableIndexPath(row: 9, section: 0)), kinds: [.switchControl])
        }
        let ambiguous = ControlResolutionError.ambiguous(ControlTarget(text: "enabled"), noun: "switch", matches: every)
        #expect(ambiguous.description == "\"enabled\" names more than one switch: \(every.joined(separator: ", ")). Add the row, e.g. `enabled in 0.0`.")
    }

    @Test func aDisabledControlSaysSoByWhatTheUserSeesAndWhy() async throws {
        var screen = Screen(
            appName: "Maps", navigationBar: NavigationBar(title: "Map"),
            content: [
                .segmentedControl(
                    "mapType", at: Point(x: 10, y: 0), width: 300, SegmentedControl(["Standard", "Satellite"], selectedIndex: 0, isEnabled: false)),
                .slider("zoomSlider", at: Point(x: 10, y: 40), width: 300, Slider(value: 0.5, isEnabled: false)),
                .stepper("count", at: Point(x: 10, y: 80), Stepper(value: 4, isEnabled: false)),
            ])
        screen.activity = "loading tiles"
        screen.content[1].accessibility = Accessibility(label: "Zoom")
        let session = HostSession(apps: [HostedApp(id: "maps", title: "Maps", summary: "a still screen") { StillApp(screen: screen) }])
        _ = try await session.handle(line: "open maps")
        var messages: [String] = []
        for line in ["segment mapType Satellite", "segment map 1", "set zoom 0.75", "set count 5"] {
            do {
                _ = try await session.handle(line: line)
                messages.append("no error")
            } catch {
                messages.append(error.description)
            }
        }
        #expect(
            messages == [
                "\"mapType\" is disabled while loading tiles and cannot be changed now.",
                "\"mapType\" is disabled while loading tiles and cannot be changed now.",
                "\"Zoom\" is disabled while loading tiles and cannot be changed now.",
                "\"count\" is disabled while loading tiles and cannot be changed now.",
            ])

        // The same words as `tap` on a disabled button.
        let garden = try await settings()
        let sounds = await #expect(throws: HostSessionError.self) { _ = try await garden.handle(line: "toggle Sounds on") }
        #expect(sounds?.description == "\"Sounds\" is disabled and cannot be changed now.")
    }
}

/// An app showing one screen that no touch changes.
@MainActor
private final class StillApp: RunningApp {
    let screen: Screen
    let appName = "Still"
    let pendingEffectCount = 0
    let failureMessages: [String] = []
    init(screen: Screen) { self.screen = screen }
    func send(_ action: UserAction) throws(UserActionError) { try ScreenInspector(screen).validate(action) }
    func settle() async -> Bool { true }
}
