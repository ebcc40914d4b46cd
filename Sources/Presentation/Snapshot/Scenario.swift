/// One named screen state and how to produce it, like a story in a storybook.
///
/// A scenario's `render` runs user actions from an app's launch against a backend and prints
/// the resulting screen, so every reference shows a state a user can reach. The same value
/// feeds the snapshot tests, the demo host's `list` and `show`, and orphan detection.
public struct Scenario: Sendable, CustomStringConvertible {
    /// The scenario's name, also the reference file's path under `__Snapshots__`.
    public let name: SnapshotName
    /// One sentence for listings: what the user did to get here.
    public let summary: String
    /// The reference files the scenario keeps; always includes ``SnapshotFormat/text``.
    public let formats: [SnapshotFormat]
    /// Produces the scenario's output in a format.
    public let render: @Sendable (SnapshotFormat) async throws -> String

    /// Creates a scenario.
    /// - Parameters:
    ///   - name: the validated name.
    ///   - summary: what the user did, for listings.
    ///   - formats: the references kept; `.text` is added when missing.
    ///   - render: produces the output for a format.
    public init(
        _ name: SnapshotName,
        summary: String,
        formats: [SnapshotFormat] = [.text],
        render: @escaping @Sendable (SnapshotFormat) async throws -> String
    ) {
        self.name = name
        self.summary = summary
        var kept = formats.contains(.text) ? [] : [SnapshotFormat.text]
        for format in formats where !kept.contains(format) { kept.append(format) }
        self.formats = kept.sorted { $0.fileExtension < $1.fileExtension }
        self.render = render
    }

    /// The reference files this scenario claims, relative to the snapshot folder.
    public var referencePaths: [String] {
        formats.map { name.relativePath(fileExtension: $0.fileExtension) }
    }

    /// The scenario's name, which is how test reports list it.
    public var description: String { name.rawValue }
}
