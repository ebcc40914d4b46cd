import Foundation
import Testing
@testable import LoopbackHTTP
import Navigation
@testable import StoryboardHost

/// The web client's session on the garden: each request as the page sends it, the state it
/// answers, effects landing without a request.
@MainActor
@Suite struct WebSessionTests {
    /// The state's JSON, read back.
    private func state(_ data: Data) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    private func elements(_ state: [String: Any]) -> [[String: Any]] {
        ((state["screen"] as? [String: Any])?["elements"] as? [[String: Any]]) ?? []
    }

    private func touch(_ name: String, in state: [String: Any]) throws -> WebCommand {
        let element = try #require(elements(state).first { $0["name"] as? String == name }, "no \(name) in \(elements(state).map { $0["name"] ?? "" })")
        return WebCommand(kind: .touch, version: state["version"] as? Int, touch: try #require(element["touch"] as? Int))
    }

    /// The state once the session's effects have landed (at most 2 seconds).
    private func settled(_ session: WebSession) async throws -> [String: Any] {
        for _ in 0..<200 {
            let current = try state(session.latest)
            if ((current["screen"] as? [String: Any])?["pending"] as? Int ?? 0) == 0 { return current }
            try await Task.sleep(for: .milliseconds(10))
        }
        return try state(session.latest)
    }

    private func opened(holdingEffects: Bool = false) async throws -> (WebSession, [String: Any]) {
        let session = WebSession(apps: [.garden()])
        if holdingEffects { _ = await session.perform(WebCommand(kind: .settings, holdsEffects: true)) }
        _ = await session.perform(WebCommand(kind: .open, app: "garden"))
        return (session, try await settled(session))
    }

    @Test func beforeAnAppIsOpenThePageShowsThePicker() throws {
        let session = WebSession(apps: [.garden(), .garden(id: "chores")])
        let start = try state(session.latest)
        #expect(start["screen"] == nil)
        #expect((start["apps"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == ["garden", "chores"])
        #expect((start["text"] as? String)?.contains("Pick an app.") == true)
    }

    @Test func effectsLandWithoutARequestAndEveryListenerHearsOfThem() async throws {
        let session = WebSession(apps: [.garden()])
        let events = ServerSentEvents()
        session.listen(events)
        _ = await session.perform(WebCommand(kind: .open, app: "garden"))
        let landed = try await settled(session)
        #expect((landed["text"] as? String)?.contains("Basil") == true, "the plants the effect loaded")
        guard case .events(let sent) = events.next(waitingUpTo: 1) else { Issue.record("no events"); return }
        #expect(sent.components(separatedBy: "event: state\n").count - 1 >= 3, "the first state, the opened app, the landed plants")
        #expect(sent.contains("Basil"))
    }

    @Test func heldEffectsWaitForWait() async throws {
        let (session, held) = try await opened(holdingEffects: true)
        #expect((held["screen"] as? [String: Any])?["pending"] as? Int == 1)
        #expect((held["text"] as? String)?.contains("press Wait") == true)
        _ = await session.perform(WebCommand(kind: .wait))
        #expect((try state(session.latest)["text"] as? String)?.contains("Basil") == true)
    }

    @Test func aClickSendsTheTouchTheElementOffers() async throws {
        let (session, list) = try await opened()
        let reply = await session.perform(try touch("row 0.0", in: list))
        #expect(!reply.isStale)
        let detail = try state(reply.state)
        #expect((detail["screen"] as? [String: Any])?["title"] as? String == "Garden > Plants > Basil")
        #expect(session.host.history.last == "tap row 0.0")
        _ = await session.perform(try touch("back button", in: detail))
        #expect(session.host.history.last == "back")
    }

    @Test func aClickOnAScreenThatHasSinceChangedIsRefusedAndChangesNothing() async throws {
        let (session, list) = try await opened()
        var click = try touch("row 0.0", in: list)
        click.version = (click.version ?? 0) - 1
        let history = session.host.history
        let reply = await session.perform(click)
        #expect(reply.isStale)
        #expect(session.host.history == history)
        let message = try state(reply.state)["message"] as? [String: Any]
        #expect((message?["text"] as? String)?.contains("click again") == true)
    }

    @Test func controlsTakeTheValueTheClickMeans() async throws {
        let (session, list) = try await opened()
        var screen = try state(await session.perform(try touch("tab \"Settings\"", in: list)).state)
        let sounds = try #require(elements(screen).first { $0["name"] as? String == "row 1.1 switch soundsSwitch" })
        #expect(sounds["touch"] == nil, "a disabled switch offers no touch")
        #expect((sounds["traits"] as? [String])?.contains("notEnabled") == true)
        screen = try state(await session.perform(try touch("row 1.0 switch notificationsSwitch", in: screen)).state)
        #expect(session.host.history.last == "toggle notificationsSwitch in 1.0 on")
        screen = try state(await session.perform(try touch("row 2.0 segmented unitsControl segment 1", in: screen)).state)
        #expect(session.host.history.last == "segment unitsControl in 2.0 1")
        screen = try state(await session.perform(WebCommand(kind: .scroll, by: 150)).state)
        #expect(session.host.history.last == "scroll 150", "the wheel scrolls the table from where it is")
        #expect((screen["screen"] as? [String: Any])?["scrollY"] as? Double == 150)
        var slide = try touch("row 3.0 slider volumeSlider", in: screen)
        slide.fraction = 0.25
        screen = try state(await session.perform(slide).state)
        #expect(session.host.history.last == "set volumeSlider in 3.0 0.25")
        screen = try state(await session.perform(try touch("row 3.1 stepper copiesStepper increment", in: screen)).state)
        #expect(session.host.history.last == "set copiesStepper in 3.1 2")
        #expect((screen["text"] as? String)?.contains("Copies: 2") == true)
    }

    @Test func keysTypeIntoTheFocusedFieldAndBackspaceDeletes() async throws {
        let (session, list) = try await opened()
        let detail = try state(await session.perform(try touch("row 0.0", in: list)).state)
        _ = await session.perform(try touch("textfield noteField", in: detail))
        for key in ["p", "o", "t", "x"] { _ = await session.perform(WebCommand(kind: .type, text: key)) }
        let typed = try state(await session.perform(WebCommand(kind: .key, key: "Backspace")).state)
        #expect((typed["text"] as? String)?.contains("\"pot\"") == true)
        #expect((typed["screen"] as? [String: Any])?["keyboard"] as? Bool == true)
    }

    @Test func pickersChangeTheDeviceAndRefuseWhatTheyDoNotHave() async throws {
        let (session, _) = try await opened()
        let modern = try state(await session.perform(WebCommand(kind: .settings, device: "iphone-15")).state)
        #expect((modern["screen"] as? [String: Any])?["width"] as? Double == 393)
        let refused = try state(await session.perform(WebCommand(kind: .settings, device: "nokia-3310")).state)
        #expect(((refused["message"] as? [String: Any])?["isError"] as? Bool) == true)
        #expect(session.host.device == .iPhone15)
    }

    @Test func eachElementHasItsRoleAndFrame() async throws {
        let (_, list) = try await opened()
        let title = try #require(elements(list).first)
        #expect(title["name"] as? String == "navigation bar title")
        #expect(title["role"] as? String == "heading")
        #expect(title["touch"] == nil)
        let row = try #require(elements(list).first { $0["name"] as? String == "row 0.0" })
        #expect(row["role"] as? String == "paragraph")
        #expect(row["touchSummary"] as? String == "tap row 0.0")
        #expect((row["frame"] as? [String: Double])?["y"] == 64)
    }
}
