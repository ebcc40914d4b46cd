@testable import Navigation
@testable import Presentation

/// A launched app under a journey: its host (effects held) and the switch that makes its
/// backend fail.
@MainActor
struct JourneySession<App: StoryboardApp> {
    /// The host, in `.held` mode, right after launch.
    let host: AppDriver<App>
    /// Arms the fault the next released effect's backend call plays.
    let faults: JourneyFaultSwitch
    /// The texts the backend has stored (the todo service's rows), for the invariant that
    /// typed text is saved before its screen goes away; empty for apps that store nothing.
    let storedTexts: @MainActor () async -> [String]
    /// Ends the session's resources (the loopback servers of the journeys over the wire);
    /// the runner calls it when the journey ends.
    var close: @MainActor () -> Void = {}
    /// The requests that reached the port redirects point at (the journeys over the wire);
    /// there must never be any.
    var elsewhere: @Sendable () -> [LoopbackRequest] = { [] }
    /// The request lines the service read whose requests never came whole (a head sent again
    /// without its body); there must never be any.
    var headsWithoutBody: @Sendable () -> [String] = { [] }
}

/// An app as the journeys see it: how to launch it on embedded data, how to read the facts
/// the generic invariants need from its state, and its own invariants.
@MainActor
struct JourneyApp<App: StoryboardApp> {
    /// The app's id in reports (`todo`).
    let name: String
    /// The Swift expression that makes this value, for the report's replay line
    /// (`JourneyApps.todo()`).
    let source: String
    /// A fresh session at launch; every replay starts from one, so runs are independent.
    let launch: @MainActor () -> JourneySession<App>
    /// The facts of the state's navigation (stacks, tabs, alert).
    let navigation: (App.State) -> NavigationFacts
    /// The labels the top screen's table or grid must show, row by row (item by item), from
    /// the app's state; nil when the top screen shows no data list.
    let rows: (App.State) -> [String]?
    /// The app's own invariants, checked after the generic ones.
    let invariants: [JourneyInvariant<App>]
    /// Secrets (keys) that must never appear on screen or in a description.
    let secrets: [String]
    /// The faults its releases inject.
    var faults: [JourneyFault] = JourneyFault.inMemory

    /// The same app with `extra` checked too (a planted invariant in the shrinker's tests).
    func checking(_ extra: JourneyInvariant<App>) -> JourneyApp<App> {
        var app = JourneyApp(
            name: name, source: source, launch: launch, navigation: navigation, rows: rows,
            invariants: invariants + [extra], secrets: secrets)
        app.faults = faults
        return app
    }
}

/// What the generic invariants need to know about an app's navigation, read from any
/// `NavigationState`.
struct NavigationFacts: Equatable, Sendable {
    /// The number of screens on every stack: each tab's (or the single one), then the modal.
    var stackCounts: [Int]
    /// The number of tabs, nil without a tab bar.
    var tabCount: Int?
    /// The selected tab, nil without a tab bar.
    var selectedTab: Int?
    /// Whether an alert is up.
    var hasAlert: Bool

    /// Reads the facts of `navigation`.
    /// - Complexity: O(tabs).
    init<Screen, AlertAction>(_ navigation: NavigationState<Screen, AlertAction>) {
        switch navigation.root {
        case .stack(let stack):
            stackCounts = [stack.entries.count]
            tabCount = nil
            selectedTab = nil
        case .tabs(let tabBar):
            stackCounts = tabBar.tabs.map(\.stack.entries.count)
            tabCount = tabBar.tabs.count
            selectedTab = tabBar.selectedIndex
        }
        if let modal = navigation.modal { stackCounts.append(modal.entries.count) }
        hasAlert = navigation.alert != nil
    }
}
