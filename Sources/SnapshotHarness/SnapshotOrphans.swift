import Foundation

/// Finds and removes reference files that nothing claims (no scenario of a catalog, no plain
/// assertion of a test that still exists: see ``SnapshotClaims``), so `__Snapshots__` never
/// keeps pictures of screens that no longer exist.
public struct SnapshotOrphans: Sendable {
    /// The snapshot folder to look in.
    public var directory: String

    /// Creates an orphan finder for `directory`.
    public init(directory: String) {
        self.directory = directory
    }

    /// The files under the directory, relative to it and sorted, that `claims` does not claim.
    /// Hidden files are ignored.
    /// - Complexity: O(f log f) for f files.
    public func list(claims: SnapshotClaims) -> [String] {
        SnapshotFiles.relativeFilePaths(in: directory).filter { !claims.claims($0) }
    }

    /// The files under the directory, relative to it and sorted, that are not in `claimed`
    /// (relative paths such as `speakeasy/events/loaded.txt`). Hidden files are ignored.
    /// - Complexity: O(f log f) for f files.
    public func list(claimed: Set<String>) -> [String] {
        list(claims: SnapshotClaims(catalogPaths: claimed))
    }

    /// Deletes the orphans and any folders they leave empty, returning what was deleted.
    /// - Throws: ``SnapshotFailure/fileSystem(path:reason:)`` for a file that cannot be deleted.
    public func remove(claims: SnapshotClaims) throws(SnapshotFailure) -> [String] {
        let orphans = list(claims: claims)
        for orphan in orphans {
            let path = (directory as NSString).appendingPathComponent(orphan)
            do {
                try FileManager.default.removeItem(atPath: path)
            } catch {
                throw .fileSystem(path: path, reason: error.localizedDescription)
            }
            removeEmptyFolders(above: (orphan as NSString).deletingLastPathComponent)
        }
        return orphans
    }

    /// Deletes the files not in `claimed` (see ``remove(claims:)``).
    /// - Throws: ``SnapshotFailure/fileSystem(path:reason:)`` for a file that cannot be deleted.
    public func remove(claimed: Set<String>) throws(SnapshotFailure) -> [String] {
        try remove(claims: SnapshotClaims(catalogPaths: claimed))
    }

    private func removeEmptyFolders(above relativeFolder: String) {
        var folder = relativeFolder
        while !folder.isEmpty {
            let path = (directory as NSString).appendingPathComponent(folder)
            guard let contents = try? FileManager.default.contentsOfDirectory(atPath: path), contents.isEmpty else { return }
            try? FileManager.default.removeItem(atPath: path)
            folder = (folder as NSString).deletingLastPathComponent
        }
    }
}
