import Navigation
import Presentation

/// A small app of the iOS 6 era made of the controls settings screens and forms use, so the
/// catalog, the demo host (`swift run DemoHost`, then `open controls`) and tests can touch
/// them: a Settings tab, a grouped table whose rows hold switches (`accessoryView`), a
/// segmented control, a slider, a stepper and a button; and a Map tab, a plain view holding a
/// segmented control, a switch, a slider and a stepper.
///
/// Every touch goes through ``AppHost`` (or a `TestStore`), which refuses one the screen does
/// not offer: a control in a row scrolled out of view, a disabled switch, a value outside a
/// slider's range. A client names the controls with ``ControlsSampleControls``:
///
/// ```swift
/// let host = AppDriver(app: ControlsSampleApp(), runner: ControlsSampleEffects())
/// try host.send(.toggleSwitch(ControlsSampleControls.notifications, isOn: false, row: ControlsSampleControls.notificationsRow))
/// try host.send(.tapTab(1))
/// try host.send(.setValue(ControlsSampleControls.zoom, 14))
/// ```
public struct ControlsSampleApp: StoryboardApp {
    /// Creates the app.
    public init() {}

    /// The name printed first in every snapshot.
    public var name: String { "Controls" }

    /// The storyboard graph.
    public var storyboard: Storyboard { ControlsSampleStoryboard.storyboard }

    /// Both tabs at their defaults, Settings selected.
    public var initialState: ControlsSampleState { ControlsSampleState() }

    /// Nothing loads: the app starts with its values.
    public var launchAction: ControlsSampleAction? { nil }

    /// Every touch goes to the reducer as it is.
    public func action(for userAction: UserAction) -> ControlsSampleAction {
        .user(userAction)
    }

    /// Applies a touch: a control's new value goes into the state of the screen on top, the
    /// Reset button restores the settings, a tab is selected. There are never effects.
    /// - Throws: ``WiringError`` when the tab bar refuses a tab the screen offered, or a
    ///   control the screen showed has no code here (`unhandledControl`).
    public func reduce(into state: inout ControlsSampleState, action: ControlsSampleAction) throws(WiringError) -> [ControlsSampleEffect] {
        guard case .user(let touch) = action else { return [] }
        var handled = true
        let top = state.navigation.topID
        switch touch {
        case .tapTab(let index):
            do {
                _ = try state.navigation.tapTab(index)
            } catch {
                throw .navigation(error)
            }
        case let .toggleSwitch(name, isOn, _):
            state.navigation.update(top) { handled = $0.apply(settings: { $0.toggle(name, isOn: isOn) }, map: { $0.toggle(name, isOn: isOn) }) }
        case let .selectSegment(name, index, _):
            state.navigation.update(top) { handled = $0.apply(settings: { $0.select(name, index: index) }, map: { $0.select(name, index: index) }) }
        case let .setValue(name, value, _):
            state.navigation.update(top) { handled = $0.apply(settings: { $0.set(name, to: value) }, map: { $0.set(name, to: value) }) }
        case let .tapCellButton(name, _):
            state.navigation.update(top) {
                handled = $0.apply(settings: { settings in
                    guard name == ControlsSampleControls.reset else { return false }
                    settings.reset()
                    return true
                }, map: { _ in false })
            }
        case .scroll(let y):
            state.navigation.update(top) { _ = $0.apply(settings: { $0.scroll(to: y); return true }, map: { _ in true }) }
        case .tapRow, .tapGridItem, .tapBarButton, .tapButton, .tapBack, .tapAlertButton, .tapTextField, .typeText, .replaceText:
            break  // the screens offer none of these
        }
        guard handled else { throw .unhandledControl(Self.controlName(of: touch)) }
        return []
    }

    /// The element name a control touch names.
    private static func controlName(of touch: UserAction) -> String {
        switch touch {
        case .toggleSwitch(let name, _, _), .selectSegment(let name, _, _), .setValue(let name, _, _), .tapCellButton(let name, _): name
        default: touch.description
        }
    }

    /// What the screen shows: the top screen's elements inside the tab bar and navigation
    /// chrome.
    public func render(_ state: ControlsSampleState) -> Presentation.Screen {
        let content: [Element]
        switch state.navigation.top {
        case .settings(let settings): content = ControlsSettingsView.elements(settings)
        case .map(let map): content = MapOptionsView.elements(map)
        }
        return state.navigation.screen(appName: name, content: content)
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
public struct ControlsSampleState: Equatable, Sendable {
    /// The tab bar; each tab's root screen holds its values.
    public internal(set) var navigation: NavigationState<ControlsSampleScreen, Never>

    /// Both tabs at their defaults, Settings selected.
    init() {
        let tabs: [(item: TabItem, root: ControlsSampleScreen)] = [
            (ControlsSampleStoryboard.settingsTab, .settings(ControlsSettingsState())),
            (ControlsSampleStoryboard.mapTab, .map(MapOptionsState())),
        ]
        // Two tabs and index 0 cannot fail (a test checks both tabs are there); the
        // single-stack fallback keeps this total.
        navigation = (try? NavigationState(tabs: tabs)) ?? NavigationState(root: .settings(ControlsSettingsState()))
    }
}

/// Everything that happens in the sample: the user's touches.
public enum ControlsSampleAction: Equatable, Sendable {
    /// A touch the screen offered (``AppHost`` validated it).
    case user(UserAction)
}

/// The sample's side effects: none, so the type has no cases.
public enum ControlsSampleEffect: Equatable, Sendable {}

/// The sample's effect runner, which ``AppHost`` requires; no effect can exist, so it is never
/// called.
public struct ControlsSampleEffects: EffectRunner {
    /// Creates the runner.
    public init() {}

    /// Runs nothing: an uninhabited parameter makes the function unreachable.
    public func run(_ effect: ControlsSampleEffect) async -> [ControlsSampleAction] {}
}

/// One case per screen of the sample, each carrying its values.
public enum ControlsSampleScreen: StoryboardScreen {
    /// The Settings tab's grouped table.
    case settings(ControlsSettingsState)
    /// The Map tab's plain view.
    case map(MapOptionsState)

    /// The storyboard scene the screen shows.
    public var scene: SceneID {
        switch self {
        case .settings: ControlsSampleStoryboard.settings
        case .map: ControlsSampleStoryboard.map
        }
    }

    /// "Settings" and "Map Options".
    public var navigationItem: NavigationItem {
        switch self {
        case .settings: NavigationItem(title: "Settings")
        case .map: NavigationItem(title: "Map Options")
        }
    }

    /// Changes the values of the screen this is with `settings` or `map`, which say whether
    /// they knew the control; returns what the one that ran said.
    mutating func apply(settings: (inout ControlsSettingsState) -> Bool, map: (inout MapOptionsState) -> Bool) -> Bool {
        switch self {
        case .settings(var state):
            let handled = settings(&state)
            self = .settings(state)
            return handled
        case .map(var state):
            let handled = map(&state)
            self = .map(state)
            return handled
        }
    }
}

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
            StoryboardScene(settingsNavigation, kind: .navigationController),
            StoryboardScene(settings, kind: .tableViewController, title: "Settings"),
            StoryboardScene(mapNavigation, kind: .navigationController),
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
