import Navigation
import Presentation
import StoryboardHost

/// The host's own sample app, so its tests need neither the demo host nor the seed apps: a
/// tab bar with a Plants tab (a list loaded by an effect, a Refresh button, a detail pushed by
/// the storyboard's segue from the cell, with a text field and a long text view) and a
/// Settings tab (a grouped table of switches, a segmented control, a slider, a stepper, a
/// text view in a cell and a Reset button below the fold).
struct GardenApp: FeatureApp {
    let name = "Garden"
    var storyboard = GardenStoryboard.graph

    func rootScreen(for scene: SceneID) -> any ScreenFeature<GardenEffect, GardenMessage> {
        scene == GardenStoryboard.settings ? GardenSettings() : PlantList()
    }
}

/// What the garden's screens ask for.
enum GardenEffect: Equatable, Sendable {
    case loadPlants
    case loadCare(String)
}

/// What comes back to them: effects' results and alert buttons.
enum GardenMessage: Equatable, Sendable {
    case plantsLoaded([String])
    case loadFailed(String)
    case careLoaded(String)
    case retry
}

/// The garden's storyboard: a tab bar controller with two navigation controllers; the list's
/// `PlantCell` pushes the detail by `ShowPlant`.
enum GardenStoryboard {
    static let tabBar: SceneID = "TabBar"
    static let plantsNavigation: SceneID = "PlantsNavigation"
    static let plants: SceneID = "Plants"
    static let plant: SceneID = "Plant"
    static let settingsNavigation: SceneID = "SettingsNavigation"
    static let settings: SceneID = "Settings"

    static let graph = Storyboard(
        initialScene: tabBar,
        scenes: [
            StoryboardScene(tabBar, kind: .tabBarController),
            StoryboardScene(plantsNavigation, kind: .navigationController, tabBarItem: TabItem(title: "Plants")),
            StoryboardScene(plants, kind: .tableViewController, title: "Plants"),
            StoryboardScene(plant, kind: .viewController, title: "Plant"),
            StoryboardScene(settingsNavigation, kind: .navigationController, tabBarItem: TabItem(title: "Settings")),
            StoryboardScene(settings, kind: .tableViewController, title: "Settings"),
        ],
        relationships: [
            .tab(of: tabBar, plantsNavigation), .tab(of: tabBar, settingsNavigation),
            .root(of: plantsNavigation, plants), .root(of: settingsNavigation, settings),
        ],
        segues: [Segue("ShowPlant", .push, from: plants, trigger: .cell(prototype: "PlantCell"), to: plant)]
    )
}

/// The garden's data, answered at once: `plants` nil makes the load fail.
struct GardenEffects: EffectRunner {
    static let plants = ["Basil", "Chives", "Dill", "Fennel", "Lavender", "Mint", "Oregano", "Parsley", "Rosemary", "Sage", "Thyme"]
    static let care = String(repeating: "Water in the morning, at the roots, never on the leaves. ", count: 12)

    var plants: [String]? = GardenEffects.plants

    func run(_ routed: RoutedEffect<GardenEffect>) async -> [FeatureAppAction<GardenMessage>] {
        let message: GardenMessage =
            switch routed.effect {
            case .loadPlants: plants.map(GardenMessage.plantsLoaded) ?? .loadFailed("The garden could not be reached.")
            case .loadCare(let plant): .careLoaded("\(plant): " + Self.care)
            }
        return [.message(RoutedMessage(message, to: routed.screen))]
    }
}

extension HostedApp {
    /// The garden as a host opens it under `id` (its title capitalised), its effects held until
    /// `wait`; `plants` nil makes the list's load fail.
    static func garden(id: String = "garden", plants: [String]? = GardenEffects.plants, app: GardenApp = GardenApp()) -> HostedApp {
        HostedApp(id: id, title: id.prefix(1).uppercased() + id.dropFirst(), summary: "plants and settings") {
            AppDriver(app: app, runner: GardenEffects(plants: plants))
        }
    }
}
