import SnapshotHarness

/// Every scenario the project keeps a reference for: the samples and the three apps.
public enum DemoCatalog {
    /// The catalog, validated.
    /// - Throws: a ``SnapshotNameError`` or ``ScenarioCatalogError`` when a declaration is wrong.
    public static func make() throws -> ScenarioCatalog {
        try ScenarioCatalog(SampleScenarios.all() + SpeakEasyScenarios.all() + TodoScenarios.all() + BusinessScenarios.all())
    }
}
