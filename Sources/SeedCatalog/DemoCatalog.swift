import SeedApps
import SnapshotHarness

/// Every scenario the project keeps a reference for: the samples and the three apps, each
/// screen also on the iPhone 15 with iOS 17 chrome (`<name>-iphone-15.txt`).
public enum DemoCatalog {
    /// The catalog, validated.
    /// - Throws: a `SnapshotNameError` or `ScenarioCatalogError` when a declaration is wrong.
    public static func make() throws -> ScenarioCatalog {
        let scenarios = try (SampleScenarios.all() + SegueScenarios.all() + SpeakEasyScenarios.all() + TodoScenarios.all() + BusinessScenarios.all()).map(
            audited)
        let tall = try scenarios.filter { tallScreens.contains($0.name.rawValue) }.map { try $0.laidOut(on: .iPhone4Inch) }
        let today = try scenarios.filter(isScreen).map { try $0.laidOut(on: .iPhone15) }
        return try ScenarioCatalog(scenarios + tall + today)
    }

    /// Whether a scenario prints a screen (a storyboard graph prints text).
    static func isScreen(_ scenario: Scenario) -> Bool {
        !scenario.name.rawValue.contains("/storyboard/")
    }

    /// The scenarios that also keep a reference on the 4-inch iPhone (`<name>-4in.txt`): a
    /// table that shows more rows, a grid, a scroll view that grows, fixed controls on a root
    /// view that grows, and a form whose frames stay.
    static let tallScreens: Set<String> = [
        "speakeasy/events/loaded", "speakeasy/event-details/presenter-loaded-image-arrived", "todo/list/loaded",
        "todo/details/adding", "business/services/grid", "business/detail/litigation", "sample/controls/map",
    ]

    /// A screen's scenario keeps its accessibility audit (`<name>.audit.txt`) beside its text;
    /// a storyboard graph (every one is named `<app>/storyboard/...`) prints text, not a screen.
    static func audited(_ scenario: Scenario) -> Scenario {
        scenario.name.rawValue.contains("/storyboard/") ? scenario : scenario.adding(.audit)
    }
}
