@testable import Navigation
@testable import Presentation

/// The invariants every app must keep after every step of a journey.
enum JourneyInvariants {
    /// All of them, in the order they are checked.
    static func generic<App: StoryboardApp>() -> [JourneyInvariant<App>] {
        [
            JourneyInvariant(name: "the app has no wiring error") { _, _, session in
                session.host.failures.first.map { "the app failed: \($0)" }
            },
            JourneyInvariant(name: "stacks are never empty") { step, app, _ in
                stacksAreNeverEmpty(app.navigation(step.after.state))
            },
            JourneyInvariant(name: "the selected tab exists") { step, app, _ in
                selectedTabExists(app.navigation(step.after.state), screen: step.after.screen)
            },
            JourneyInvariant(name: "a rejected touch changes nothing") { step, _, _ in rejectedTouchChangesNothing(step) },
            JourneyInvariant(name: "an alert blocks other input") { step, _, _ in alertBlocksInput(step) },
            JourneyInvariant(name: "every visible row maps to data") { step, app, _ in
                JourneyRows.check(step.after.screen, expected: app.rows(step.after.state))
            },
            JourneyInvariant(name: "scroll offsets stay within the content") { step, _, _ in
                JourneyRows.checkOffsets(step.after.screen)
            },
            JourneyInvariant(name: "rendering twice gives the same text") { step, _, session in
                renderingIsDeterministic(step, app: session.host.app)
            },
            JourneyInvariant(name: "the snapshot text escapes invisible characters") { step, _, _ in
                HostileText.firstUnescapedScalar(in: step.after.text)
            },
            JourneyInvariant(name: "no secret shows") { step, app, _ in secretsStayHidden(step, secrets: app.secrets) },
            JourneyInvariant(name: "snapshot lines stay short") { step, _, _ in snapshotLinesStayShort(step) },
        ]
    }

    /// Every stack (each tab's, the single one, the modal) holds at least its root.
    static func stacksAreNeverEmpty(_ facts: NavigationFacts) -> String? {
        if facts.stackCounts.isEmpty { return "the app has no navigation stack" }
        if let empty = facts.stackCounts.firstIndex(where: { $0 < 1 }) { return "stack \(empty) holds no screen" }
        return nil
    }

    /// The selected tab is one of the tabs, and the screen's tab bar and alert agree with the
    /// state.
    static func selectedTabExists(_ facts: NavigationFacts, screen: Screen) -> String? {
        if facts.hasAlert != (screen.alert != nil) { return "the state's alert and the screen's alert disagree" }
        guard let count = facts.tabCount else {
            return screen.tabBar == nil ? nil : "the screen shows a tab bar the state does not have"
        }
        guard let selected = facts.selectedTab, (0..<count).contains(selected) else {
            return "tab \(facts.selectedTab.map(String.init) ?? "nil") is selected among \(count)"
        }
        if let bar = screen.tabBar, bar.items.count != count || bar.selectedIndex != selected {
            return "the tab bar shows \(bar.items.count) tabs with \(bar.selectedIndex) selected;"
                + " the state has \(count) with \(selected)"
        }
        return nil
    }

    /// A touch the host rejected, or a release of nothing, leaves the state and the pending
    /// effects as they were.
    static func rejectedTouchChangesNothing<App>(_ step: JourneyStep<App>) -> String? {
        switch step.outcome {
        case .rejected, .nothingToRelease:
            if step.after.state != step.before.state { return "the state changed" }
            if step.after.pending != step.before.pending { return "the pending effects changed" }
            return nil
        case .accepted, .released:
            return nil
        }
    }

    /// A touch behind an alert is rejected by the host: the one place the rule lives
    /// (``ScreenInspector/validate(_:)``), so the reducers do not check it again.
    static func alertBlocksInput<App: StoryboardApp>(_ step: JourneyStep<App>) -> String? {
        guard step.before.screen.alert != nil, case .user(let action) = step.command else { return nil }
        if case .tapAlertButton = action { return nil }
        guard case .rejected(.blockedByAlert) = step.outcome else {
            return "\(action) behind the alert was \(step.outcome)"
        }
        return nil
    }

    /// Renders the state again, from scratch, and compares the text with the one printed when
    /// the state was reached.
    static func renderingIsDeterministic<App: StoryboardApp>(_ step: JourneyStep<App>, app: App) -> String? {
        guard step.after.state != step.before.state else { return nil }
        if TextRenderer().render(app.screen(for: step.after.state)) != step.after.text {
            return "rendering the same state again printed another text"
        }
        return nil
    }

    /// Every line of the printed screen is short, whatever the service sent (a text of any
    /// length is quoted by its start): at most 1,000 bytes.
    static func snapshotLinesStayShort<App>(_ step: JourneyStep<App>) -> String? {
        guard step.after.text != step.before.text else { return nil }
        let longest = step.after.text.split(separator: "\n").map(\.utf8.count).max() ?? 0
        return longest > 1_000 ? "a snapshot line is \(longest) bytes long" : nil
    }

    /// No key shows in the screen, the state, the pending effects or the outcome (an error's
    /// text); the state's and effects' texts are only rebuilt when they changed.
    static func secretsStayHidden<App>(_ step: JourneyStep<App>, secrets: [String]) -> String? {
        guard !secrets.isEmpty else { return nil }
        var texts = [step.outcome.description]
        if step.after.state != step.before.state || step.after.pending != step.before.pending {
            texts += [step.after.text, String(describing: step.after.pending), String(describing: step.after.state)]
        }
        for secret in secrets where texts.contains(where: { $0.contains(secret) }) {
            return "a key shows in the screen, the state, an effect or an error"
        }
        return nil
    }
}
