import Presentation

/// An app made of ``ScreenFeature``s: it names its storyboard and the screen each root scene
/// shows, and the navigation does the rest as UIKit does. A touch goes to the screen on top:
/// a tab, back and an alert's button need no code; a cell, bar button or grid item that the
/// storyboard draws a segue from performs it (asking the screen's `shouldPerform` and
/// `prepare`, then loading the destination); any other touch goes to the screen's
/// ``ScreenFeature/handle(_:in:)``. A message goes to the screen it is for, wherever it is. The
/// app's state, actions and effects are the navigation's (``FeatureAppState``,
/// ``FeatureAppAction``, ``RoutedEffect``), so an ``AppHost``, an ``AppDriver``, a
/// ``TestStore`` and a scenario run it as any ``StoryboardApp``.
///
/// ```swift
/// struct BooksApp: FeatureApp {
///     let name = "Books"
///     let storyboard = BooksStoryboard.graph
///     func rootScreen(for scene: SceneID) -> any ScreenFeature<BooksEffect, BooksMessage> {
///         scene == BookList.scene ? BookList() : Settings()
///     }
/// }
/// ```
///
/// Adding a screen is one file (its ``ScreenFeature``) and, where a segue leads to it, the
/// `prepare` of the screen it comes from; no switch over the app's screens exists to edit.
public protocol FeatureApp: StoryboardApp
where
    State == FeatureAppState<ScreenEffect, ScreenMessage>, Action == FeatureAppAction<ScreenMessage>,
    Effect == RoutedEffect<ScreenEffect>
{
    /// The work the app's screens start.
    associatedtype ScreenEffect: Equatable & Sendable
    /// What the app's screens hear.
    associatedtype ScreenMessage: Equatable & Sendable

    /// The screen a root scene shows when the app starts: each tab's root, or the stack's.
    func rootScreen(for scene: SceneID) -> any ScreenFeature<ScreenEffect, ScreenMessage>

    /// The app's looks for every navigation bar (a background image, a back button image).
    /// The default is UIKit's standard look.
    var appearance: NavigationAppearance { get }

    /// The app's last word on each screen it renders (accessibility suppressions for the
    /// system's own chrome, say). The default returns it as it is.
    func finish(_ screen: Presentation.Screen) -> Presentation.Screen
}

extension FeatureApp {
    /// UIKit's standard look.
    public var appearance: NavigationAppearance { NavigationAppearance() }

    /// The screen as it is.
    public func finish(_ screen: Presentation.Screen) -> Presentation.Screen { screen }

    /// The navigation the storyboard builds, each root scene showing ``rootScreen(for:)``;
    /// nothing loaded until the launch.
    public var initialState: FeatureAppState<ScreenEffect, ScreenMessage> {
        FeatureAppState(navigation: NavigationState(storyboard: storyboard) { FeatureScreen(rootScreen(for: $0)) })
    }

    /// The launch: the screen the user sees loads.
    public var launchAction: FeatureAppAction<ScreenMessage>? { .launch }

    /// A touch, for the screen on top.
    public func action(for userAction: UserAction) -> FeatureAppAction<ScreenMessage> {
        .touch(userAction)
    }

    /// The screen on top drawn under the navigation's chrome, as the storyboard says
    /// (``NavigationState/screen(appName:storyboard:content:activity:appearance:)``), then
    /// ``finish(_:)``.
    /// The screen's table shows its editing (``FeatureAppState/tableEditing``): the rows the
    /// feature lets edit, edit mode with its Edit button reading Done, a revealed Delete
    /// button, the last edit's changes.
    public func render(_ state: FeatureAppState<ScreenEffect, ScreenMessage>) -> Presentation.Screen {
        let id = state.navigation.topID
        let feature = state.navigation.top.feature
        let editing = state.tableEditing[id] ?? TableEditing()
        let content = feature.render(in: ScreenContext(id: id, storyboard: storyboard, isEditing: editing.isEditing))
        let lastEdit = state.lastEdit.flatMap { $0.screen == id ? $0.changes : nil }
        let elements = FeatureTableEditing(feature: feature, editing: editing, lastEdit: lastEdit).applied(to: content.elements)
        var screen = state.navigation.screen(appName: name, storyboard: storyboard, content: elements, activity: content.activity, appearance: appearance)
        screen.navigationBar = screen.navigationBar?.editing(editing.isEditing)
        return finish(screen)
    }

    /// Applies `action` as the type's documentation says; returns the effects the screens
    /// started, each with the screen that hears its results.
    /// - Throws: ``WiringError`` for a programming error of the app: a segue or a navigation
    ///   command that fails, a touch the screen on top has no code for, messages that keep
    ///   sending each other.
    public func reduce(
        into state: inout FeatureAppState<ScreenEffect, ScreenMessage>, action: FeatureAppAction<ScreenMessage>
    ) throws(WiringError) -> [RoutedEffect<ScreenEffect>] {
        var reduction = FeatureReduction(app: self, state: state)
        reduction.state.lastEdit = nil
        switch action {
        case .launch: try reduction.appear(reduction.state.navigation.topID)
        case .touch(let touch): try reduction.handle(touch)
        case .message(let routed): try reduction.deliver(routed, depth: 0)
        }
        state = reduction.state
        // A screen that is gone takes its table's editing with it.
        let shown = Set(state.navigation.entries.map(\.id))
        state.tableEditing = state.tableEditing.filter { shown.contains($0.key) }
        return reduction.effects
    }
}
