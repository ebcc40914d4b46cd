import Navigation
import Presentation

/// A running app as an ``InteractiveHost`` drives it, whatever its state and action types.
/// Navigation's `AppDriver` is one; a host of your own may wrap something else.
@MainActor
public protocol RunningApp: AnyObject {
    /// The app's name.
    var appName: String { get }
    /// What the screen shows now.
    var screen: Screen { get }
    /// The number of effects waiting to be released.
    var pendingEffectCount: Int { get }
    /// The actions the app could not apply (its wiring errors), oldest first, as sentences.
    var failureMessages: [String] { get }
    /// Performs a touch the screen offers.
    /// - Throws: `UserActionError` when the screen does not offer it (nothing changes).
    func send(_ action: UserAction) throws(UserActionError)
    /// Performs a touch the screen laid out for `device` offers (a row only the taller screen
    /// shows). The default checks it against ``screen`` as the app renders it, as ``send(_:)``.
    /// - Throws: `UserActionError` when that screen does not offer it (nothing changes).
    func send(_ action: UserAction, on device: Device) throws(UserActionError)
    /// Lets every pending effect finish; returns false when work kept starting more work.
    func settle() async -> Bool
}

extension RunningApp {
    /// Performs `action` as ``send(_:)`` does, whatever `device`.
    public func send(_ action: UserAction, on device: Device) throws(UserActionError) {
        try send(action)
    }
}

extension AppDriver: RunningApp {
    /// The app's name.
    public var appName: String { app.name }
    /// The number of effects waiting to be released.
    public var pendingEffectCount: Int { pendingEffects.count }
    /// The app's wiring errors, as sentences.
    public var failureMessages: [String] { failures.map(\.description) }
    /// Lets pending effects finish, for at most 1,000 rounds.
    /// - Complexity: O(*n*) in the effects released.
    @discardableResult
    public func settle() async -> Bool { await settle(maximumRounds: 1_000) }
}
