import Presentation

/// The whole state of a ``FeatureApp``: its navigation (the stacks of its screens, the alerts,
/// whose buttons carry messages to the screens that showed them) and which screens have
/// appeared (loaded) already.
public struct FeatureAppState<Effect: Equatable & Sendable, Message: Equatable & Sendable>: Equatable, Sendable {
    /// The tab bar or stack, the modal stack and the alerts.
    public var navigation: NavigationState<FeatureScreen<Effect, Message>, RoutedMessage<Message>>
    /// The screens whose ``ScreenFeature/didLoad(in:)`` ran.
    public var loaded: Set<ScreenID> = []
    /// The editing state of each screen's table that is not UIKit's default (in edit mode, or
    /// showing a Delete button), by screen; the navigation draws it over what the screen renders.
    public var tableEditing: [ScreenID: TableEditing] = [:]
    /// The rows the last edit changed on the screen it happened on (a delete, an insert, a
    /// move), printed on its table as UITableView animates them; cleared by the next touch.
    public var lastEdit: TableEdit?

    /// A state on `navigation`, none of its screens loaded yet.
    public init(navigation: NavigationState<FeatureScreen<Effect, Message>, RoutedMessage<Message>>) {
        self.navigation = navigation
    }

    /// Pushes `feature` on the stack the user sees, as a segue shows it (loaded, unless
    /// `loaded` is false), and returns its id: how a test says what a step pushed.
    @discardableResult
    public mutating func push(_ feature: any ScreenFeature<Effect, Message>, loaded: Bool = true) -> ScreenID {
        let id = navigation.push(FeatureScreen(feature))
        if loaded { self.loaded.insert(id) }
        return id
    }

    /// The screen on top (under the alert, if one is up) as a `Feature`, or nil when it is
    /// another screen.
    public func top<Feature: ScreenFeature<Effect, Message>>(as type: Feature.Type) -> Feature? {
        navigation.top.as(type)
    }

    /// The screen `id`, wherever it is, as a `Feature`; nil when it is gone or another screen.
    /// - Complexity: O(*n*), where *n* is the number of screens on all stacks.
    public func screen<Feature: ScreenFeature<Effect, Message>>(_ id: ScreenID, as type: Feature.Type) -> Feature? {
        navigation.screen(id)?.as(type)
    }
}

/// The rows an edit changed on one screen's table: what `deleteRowsAtIndexPaths:`,
/// `insertRowsAtIndexPaths:` or a drag by the grip did.
public struct TableEdit: Equatable, Sendable {
    /// The screen whose table changed.
    public var screen: ScreenID
    /// The change, as one batch UIKit accepts.
    public var changes: TableChangeset

    /// `changes` on the table of `screen`.
    public init(screen: ScreenID, changes: TableChangeset) {
        self.screen = screen
        self.changes = changes
    }
}

/// A message on its way to a screen: what an alert's button, an effect's result or another
/// screen sends.
public struct RoutedMessage<Message: Equatable & Sendable>: Equatable, Sendable {
    /// The message.
    public var message: Message
    /// The screen it is for.
    public var screen: ScreenID

    /// `message` for the screen `screen`.
    public init(_ message: Message, to screen: ScreenID) {
        self.message = message
        self.screen = screen
    }
}

/// An effect a screen started, with the screen its results are for.
public struct RoutedEffect<Effect: Equatable & Sendable>: Equatable, Sendable, CustomStringConvertible {
    /// The work.
    public var effect: Effect
    /// The screen that hears how it went.
    public var screen: ScreenID

    /// `effect`, reporting to `screen`.
    public init(_ effect: Effect, for screen: ScreenID) {
        self.effect = effect
        self.screen = screen
    }

    /// `loadTodos for screen 0`: the effect first, as a test report lists it.
    public var description: String {
        "\(effect) for screen \(screen.rawValue)"
    }
}

/// What happens in a ``FeatureApp``: the launch, a user's touch, a message for a screen.
public enum FeatureAppAction<Message: Equatable & Sendable>: Equatable, Sendable {
    /// The app started: the screen the user sees loads.
    case launch
    /// A touch the screen offered.
    case touch(UserAction)
    /// A message for a screen (an effect's result, usually).
    case message(RoutedMessage<Message>)

    /// `message` for the screen `screen`: what an effect runner answers with.
    public static func message(_ message: Message, to screen: ScreenID) -> FeatureAppAction {
        .message(RoutedMessage(message, to: screen))
    }
}

extension AlertState {
    /// The alert as the screen `screen` shows it (``ScreenCommand/alert(_:)``): each button's
    /// message goes back to that screen. A test expecting an alert in a feature app's state
    /// builds it this way.
    public func routed(to screen: ScreenID) -> AlertState<RoutedMessage<Action>> {
        AlertState<RoutedMessage<Action>>(
            title: title, message: message,
            buttons: buttons.map { AlertButton($0.title, role: $0.role, action: $0.action.map { RoutedMessage($0, to: screen) }) },
            titleOrigin: titleOrigin, messageOrigin: messageOrigin)
    }
}
