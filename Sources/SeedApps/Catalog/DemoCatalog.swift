import SnapshotHarness

/// Every scenario the project keeps a reference for: the samples and the three apps.
public enum DemoCatalog {
    /// The catalog, validated.
    /// - Throws: a ``SnapshotNameError`` or ``ScenarioCatalogError`` when a declaration is wrong.
    public static func make() throws -> ScenarioCatalog {
        let scenarios = try SampleScenarios.all() + SpeakEasyScenarios.all() + TodoScenarios.all() + BusinessScenarios.all()
        return try ScenarioCatalog(scenarios.map(audited))
    }

    /// A screen's scenario keeps its accessibility audit (`<name>.audit.txt`) beside its text;
    /// a storyboard graph (every one is named `<app>/storyboard/...`) prints text, not a screen.
    static func audited(_ scenario: Scenario) -> Scenario {
        scenario.name.rawValue.contains("/storyboard/") ? scenario : scenario.adding(.audit)
    }
}
