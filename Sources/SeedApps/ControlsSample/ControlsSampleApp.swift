import Navigation
import Presentation

/// A small app of the iOS 6 era made of the controls settings screens and forms use, so the
/// catalog, the demo host (`swift run DemoHost`, then `open controls`) and tests can touch
/// them: a Settings tab, a grouped table whose rows hold switches (`accessoryView`), a
/// segmented control, a slider, a stepper and a button; and a Map tab, a plain view holding a
/// segmented control, a switch, a slider and a stepper.
///
/// Every touch goes through `AppHost` (or a `TestStore`), which refuses one the screen does
/// not offer: a control in a row scrolled out of view, a disabled switch, a value outside a
/// slider's range. A client names the controls with ``ControlsSampleControls``:
///
/// ```swift
/// let host = AppDriver(app: ControlsSampleApp(), runner: ControlsSampleEffects())
/// try host.send(.toggleSwitch(ControlsSampleControls.notifications, isOn: false, row: ControlsSampleControls.notificationsRow))
/// try host.send(.tapTab(1))
/// try host.send(.setValue(ControlsSampleControls.zoom, 14))
/// ```
public struct ControlsSampleApp: FeatureApp {
    /// Creates the app.
    public init() {}

    /// The name printed first in every snapshot.
    public var name: String { "Controls" }

    /// The storyboard graph.
    public var storyboard: Storyboard { ControlsSampleStoryboard.storyboard }

    /// The tabs' roots at their defaults: the settings and the map options.
    public func rootScreen(for scene: SceneID) -> any ScreenFeature<ControlsSampleEffect, ControlsSampleMessage> {
        scene == ControlsSampleStoryboard.map ? MapOptions() : ControlsSettings()
    }
}

/// The names of the sample's controls, so a client or a test never spells them.
public enum ControlsSampleControls {
    /// The Settings tab's Notifications switch, the `accessoryView` of ``notificationsRow``.
    public static let notifications = "notificationsSwitch"
    /// The Settings row holding the Notifications switch.
    public static let notificationsRow = TableIndexPath(row: 0, section: 0)
    /// The Settings tab's Sounds switch, enabled only while notifications are on, the
    /// `accessoryView` of ``soundsRow``.
    public static let sounds = "soundsSwitch"
    /// The Settings row holding the Sounds switch.
    public static let soundsRow = TableIndexPath(row: 1, section: 0)
    /// The Settings tab's distance unit (Miles, Kilometres), in ``unitsRow``'s cell.
    public static let units = "unitsControl"
    /// The Settings row holding the distance unit.
    public static let unitsRow = TableIndexPath(row: 0, section: 1)
    /// The Settings tab's volume slider, in ``volumeRow``'s cell.
    public static let volume = "volumeSlider"
    /// The Settings row holding the volume slider.
    public static let volumeRow = TableIndexPath(row: 0, section: 2)
    /// The Settings tab's number of copies, in ``copiesRow``'s cell.
    public static let copies = "copiesStepper"
    /// The Settings row holding the copies stepper.
    public static let copiesRow = TableIndexPath(row: 1, section: 2)
    /// The Settings tab's Reset button, enabled once a setting differs from its default, in
    /// ``resetRow``'s cell (below the fold: scroll down first).
    public static let reset = "resetButton"
    /// The Settings row holding the Reset button.
    public static let resetRow = TableIndexPath(row: 0, section: 3)
    /// The Map tab's map type (Standard, Satellite, Hybrid).
    public static let mapType = "mapTypeControl"
    /// The Map tab's traffic switch.
    public static let traffic = "trafficSwitch"
    /// The Map tab's zoom slider (1 to 18).
    public static let zoom = "zoomSlider"
    /// The Map tab's number of pins (0 to 10).
    public static let pins = "pinsStepper"
}

/// The sample's state: the tab bar with the Settings and Map stacks.
public typealias ControlsSampleState = FeatureAppState<ControlsSampleEffect, ControlsSampleMessage>
/// Everything that happens in the sample: the user's touches.
public typealias ControlsSampleAction = FeatureAppAction<ControlsSampleMessage>

/// The sample's side effects: none, so the type has no cases.
public enum ControlsSampleEffect: Equatable, Sendable {}

/// The sample's effect runner, which `AppHost` requires; no effect can exist, so it is never
/// called.
public struct ControlsSampleEffects: EffectRunner {
    /// Creates the runner.
    public init() {}

    /// Runs nothing: no effect can exist, so the switch over it has no cases.
    public func run(_ routed: RoutedEffect<ControlsSampleEffect>) async -> [ControlsSampleAction] {
        switch routed.effect {}
    }
}

/// What the sample's screens hear: nothing (no effects, no alerts). The type has no cases.
public enum ControlsSampleMessage: Equatable, Sendable {}

/// The sample's storyboard: a tab bar controller with a Settings and a Map tab, each in its own
/// navigation controller; no segues.
enum ControlsSampleStoryboard {
    /// The tab bar controller, the initial scene.
    static let tabBar: SceneID = "TabBar"
    /// The Settings tab's navigation controller.
    static let settingsNavigation: SceneID = "SettingsNavigation"
    /// The settings table view controller.
    static let settings: SceneID = "Settings"
    /// The Map tab's navigation controller.
    static let mapNavigation: SceneID = "MapNavigation"
    /// The map options view controller.
    static let map: SceneID = "MapOptions"

    /// The Settings tab's bar item.
    static let settingsTab = TabItem(title: "Settings", image: ImageAsset("settings.png", size: Size(width: 30, height: 30)))
    /// The Map tab's bar item.
    static let mapTab = TabItem(title: "Map", image: ImageAsset("map.png", size: Size(width: 30, height: 30)))

    /// The graph.
    static let storyboard = Storyboard(
        initialScene: tabBar,
        scenes: [
            StoryboardScene(tabBar, kind: .tabBarController),
            StoryboardScene(settingsNavigation, kind: .navigationController, tabBarItem: settingsTab),
            StoryboardScene(settings, kind: .tableViewController, title: "Settings"),
            StoryboardScene(mapNavigation, kind: .navigationController, tabBarItem: mapTab),
            StoryboardScene(map, kind: .viewController, title: "Map Options"),
        ],
        relationships: [
            .tab(of: tabBar, settingsNavigation),
            .tab(of: tabBar, mapNavigation),
            .root(of: settingsNavigation, settings),
            .root(of: mapNavigation, map),
        ],
        segues: []
    )
}
