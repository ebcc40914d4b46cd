/// The registry of every named scenario, in a stable order.
///
/// Names are unique: a catalog with two scenarios of one name cannot be made.
public struct ScenarioCatalog: Sendable {
    /// The scenarios, sorted by name.
    public let scenarios: [Scenario]

    /// Creates a catalog.
    /// - Throws: ``ScenarioCatalogError/duplicateName(_:)`` when two scenarios share a name.
    /// - Complexity: O(n log n).
    public init(_ scenarios: [Scenario]) throws(ScenarioCatalogError) {
        var seen = Set<SnapshotName>()
        for scenario in scenarios where !seen.insert(scenario.name).inserted {
            throw .duplicateName(scenario.name)
        }
        self.scenarios = scenarios.sorted { $0.name < $1.name }
    }

    /// The scenario of that name, or nil.
    /// - Complexity: O(n).
    public func scenario(named name: String) -> Scenario? {
        scenarios.first { $0.name.rawValue == name }
    }

    /// Every reference file the catalog's scenarios claim, relative to the snapshot folder.
    /// - Complexity: O(n).
    public var claimedPaths: Set<String> {
        Set(scenarios.flatMap(\.referencePaths))
    }

    /// The catalog with `other`'s scenarios added.
    /// - Throws: ``ScenarioCatalogError/duplicateName(_:)`` when a name is in both.
    public func merging(_ other: ScenarioCatalog) throws(ScenarioCatalogError) -> ScenarioCatalog {
        try ScenarioCatalog(scenarios + other.scenarios)
    }
}

/// A catalog that cannot be made.
public enum ScenarioCatalogError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Two scenarios have the same name.
    case duplicateName(SnapshotName)

    /// A sentence naming the duplicate.
    public var description: String {
        switch self {
        case .duplicateName(let name):
            return "Two scenarios are named \"\(name)\"; every scenario needs its own name."
        }
    }
}
