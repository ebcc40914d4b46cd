import Foundation

/// The reference changes in a package's working tree, without committing anything: every
/// scenario of its catalogs printed now against its reference files, the rendered output a
/// failing test left in the artifacts folder against the test's reference, and the orphans.
/// What `snapshots review` walks through and `snapshots report` shows without `--base`.
public struct WorkingTreeChanges: Sendable {
    /// The changes, sorted by path.
    public var changes: [ReferenceChange]
    /// Scenarios that could not produce their screen, each with the reason.
    public var failures: [String]

    /// Prints every scenario of `catalogs` and compares it with the references in
    /// `snapshotDirectory`; adds the artifacts in `artifactsDirectory` that no scenario owns
    /// (a test's `assertSnapshot` that failed) and the `orphans` (paths relative to the folder).
    /// Only references whose paths `including` accepts are compared, and only the scenarios
    /// that claim one of them run.
    /// - Complexity: every included scenario's script and renderings, plus reading their references.
    public static func gather(
        catalogs: [ScenarioCatalog], snapshotDirectory: String, artifactsDirectory: String, orphans: [String],
        including: @Sendable (String) -> Bool = { _ in true }
    ) async -> WorkingTreeChanges {
        var head: [String: String] = [:]
        var failures: [String] = []
        for scenario in catalogs.flatMap(\.scenarios) where scenario.referencePaths.contains(where: including) {
            do {
                let output = try await scenario.produce()
                for format in scenario.formats {
                    head[scenario.name.relativePath(fileExtension: format.pathExtension)] = try scenario.rendered(output, as: format)
                }
            } catch {
                failures.append("\(scenario.name): \(error)")
            }
        }
        for entry in SnapshotFiles.entries(in: artifactsDirectory) where entry.kind == .file && head[entry.path] == nil && including(entry.path) {
            guard SnapshotOrphans.isReference(entry.path), let text = read(PathText.joining(artifactsDirectory, entry.path)) else { continue }
            head[entry.path] = text
        }
        var base: [String: String] = [:]
        for path in head.keys {
            base[path] = read(PathText.joining(snapshotDirectory, path))
        }
        for path in orphans where including(path) {
            base[path] = read(PathText.joining(snapshotDirectory, path))
        }
        let changes = ReferenceChange.between(base: base, head: head.filter { including($0.key) })
        return WorkingTreeChanges(changes: changes, failures: failures.sorted())
    }

    /// The references in `directory` (path relative to it, to text), read without following a
    /// symbolic link: the head side of a comparison with another revision.
    /// - Complexity: O(total size of the files).
    public static func references(in directory: String) -> [String: String] {
        var texts: [String: String] = [:]
        for entry in SnapshotFiles.entries(in: directory) where entry.kind == .file && SnapshotOrphans.isReference(entry.path) {
            texts[entry.path] = read(PathText.joining(directory, entry.path))
        }
        return texts
    }

    private static func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }
}
