/// When the snapshot engine writes a reference file instead of only comparing with it.
///
/// The names and the environment variable are the ones swift-snapshot-testing users know.
public enum SnapshotRecordMode: String, Sendable, CaseIterable {
    /// Write every reference, whether it matched or not.
    case all
    /// Write a reference only when it does not match (the test still fails).
    case failed
    /// Write a reference only when it does not exist yet (the test still fails).
    case missing
    /// Never write; a missing or different reference fails.
    case never

    /// The environment variable that chooses the mode.
    public static let environmentVariable = "SNAPSHOT_TESTING_RECORD"

    /// The mode for an environment: `never` whenever `CI` is set (CI never records, so a missing
    /// reference fails there), else `SNAPSHOT_TESTING_RECORD` if set, else `missing`.
    ///
    /// `CI` counts as set when it is present and not empty, `0` or `false`.
    /// - Throws: ``SnapshotConfigurationError/invalidRecordMode(_:)`` for an unknown value, so a
    ///   typo such as `SNAPSHOT_TESTING_RECORD=al` is reported rather than silently ignored.
    public static func resolve(environment: [String: String]) throws(SnapshotConfigurationError) -> SnapshotRecordMode {
        let requested = try requestedMode(environment: environment)
        if isContinuousIntegration(environment: environment) { return .never }
        return requested ?? .missing
    }

    /// Whether the environment is a CI run, by the `CI` variable most CI services set.
    public static func isContinuousIntegration(environment: [String: String]) -> Bool {
        guard let value = environment["CI"]?.lowercased() else { return false }
        return !(value.isEmpty || value == "0" || value == "false")
    }

    private static func requestedMode(environment: [String: String]) throws(SnapshotConfigurationError) -> SnapshotRecordMode? {
        guard let raw = environment[environmentVariable] else { return nil }
        let value = raw.trimmingSpaces().lowercased()
        if value.isEmpty { return nil }
        // swift-snapshot-testing's older boolean spelling.
        if value == "true" || value == "1" { return .all }
        if value == "false" || value == "0" { return .never }
        guard let mode = SnapshotRecordMode(rawValue: value) else {
            throw .invalidRecordMode(raw)
        }
        return mode
    }
}

/// A snapshot setting in the environment that cannot be used.
public enum SnapshotConfigurationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `SNAPSHOT_TESTING_RECORD` holds a value that is not a record mode.
    case invalidRecordMode(String)

    /// A sentence naming the setting and the accepted values.
    public var description: String {
        switch self {
        case .invalidRecordMode(let value):
            let modes = SnapshotRecordMode.allCases.map(\.rawValue).joined(separator: ", ")
            return "\(SnapshotRecordMode.environmentVariable)=\"\(value)\" is not a record mode; use one of \(modes)."
        }
    }
}

extension String {
    func trimmingSpaces() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(scalars)
    }
}
