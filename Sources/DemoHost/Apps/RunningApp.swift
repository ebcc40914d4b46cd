import Navigation
import Presentation
import SeedApps

/// A running app as the demo host drives it, whatever its state and action types.
@MainActor
protocol RunningApp: AnyObject {
    /// The app's name.
    var appName: String { get }
    /// What the screen shows now.
    var screen: Screen { get }
    /// The number of effects waiting to be released.
    var pendingEffectCount: Int { get }
    /// The actions the app could not apply (its wiring errors), oldest first, as sentences.
    var failureMessages: [String] { get }
    /// Performs a touch the screen offers.
    func send(_ action: UserAction) throws(UserActionError)
    /// Lets every pending effect finish.
    func settle() async -> Bool
}

extension AppHost: RunningApp {
    /// The app's name.
    var appName: String { app.name }
    /// The number of effects waiting to be released.
    var pendingEffectCount: Int { pendingEffects.count }
    /// The app's wiring errors, as sentences.
    var failureMessages: [String] { failures.map(\.description) }
    /// Lets pending effects finish, for at most 1,000 rounds.
    @discardableResult
    func settle() async -> Bool { await settle(maximumRounds: 1_000) }
}

/// One app the demo host can open.
struct DemoApp: Sendable {
    /// The name a user types to open it (`speakeasy`).
    var id: String
    /// The app's title.
    var title: String
    /// One line on what it is.
    var summary: String
    /// Starts the app on its embedded sample data, effects held until `wait`.
    var launch: @MainActor @Sendable () -> any RunningApp

    /// Creates an entry of the app list.
    init(id: String, title: String, summary: String, launch: @escaping @MainActor @Sendable () -> any RunningApp) {
        self.id = id
        self.title = title
        self.summary = summary
        self.launch = launch
    }
}
