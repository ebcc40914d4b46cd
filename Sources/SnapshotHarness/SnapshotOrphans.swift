import Presentation
import Foundation

/// Finds and removes reference files that nothing claims (no scenario of a catalog, no plain
/// assertion of a test that still exists: see ``SnapshotClaims``), so `__Snapshots__` never
/// keeps pictures of screens that no longer exist.
///
/// It only ever touches what the engine itself writes: regular files with a reference
/// format's extension (``Snapshotting/pathExtension``: `.txt`, `.svg`) inside a folder
/// named `__Snapshots__` or below one. Anything else there (a manifest, a picture, a README)
/// is listed as untouched; symbolic links are never followed, so nothing outside the folder
/// is ever read or removed, and ``remove(claimed:)`` refuses a folder that is not a
/// snapshots folder.
public struct SnapshotOrphans: Sendable {
    /// The snapshot folder to look in.
    public var directory: String

    /// The name of the folder references live in.
    public static let folderName = "__Snapshots__"

    /// The last extensions of the files the engine writes for the package's formats
    /// (``Snapshotting``): `txt` (the text, the audit, the wireframe) and `svg`.
    public static let referenceExtensions: Set<String> = Set(
        Snapshotting<Screen>.all().compactMap { $0.pathExtension.split(separator: ".").last.map(String.init) })

    /// Creates an orphan finder for `directory`.
    public init(directory: String) {
        self.directory = directory
    }

    /// The reference files under the directory, relative to it and sorted, that `claims` does
    /// not claim: regular files with a reference extension. Hidden files, other files and
    /// symbolic links are not listed.
    /// - Complexity: O(*f* log *f*) for *f* files.
    public func list(claims: SnapshotClaims) -> [String] {
        let folder = SnapshotFolder(directory)
        return SnapshotFiles.entries(in: directory).compactMap { entry in
            entry.kind == .file && Self.isReference(entry.path) && !claims.claims(folder.referenceName(of: entry.path)) ? entry.path : nil
        }
    }

    /// The references under the directory that ``list(claims:)`` keeps only because `claims`
    /// cannot tell whether a test still owns them (the package's `Tests` folder could not be
    /// read; see ``SnapshotClaims/isUndecided(_:)``), relative to the directory and sorted.
    /// - Complexity: O(*f* log *f*) for *f* files.
    public func undecided(claims: SnapshotClaims) -> [String] {
        let folder = SnapshotFolder(directory)
        return SnapshotFiles.entries(in: directory).compactMap { entry in
            entry.kind == .file && Self.isReference(entry.path) && claims.isUndecided(folder.referenceName(of: entry.path)) ? entry.path : nil
        }
    }

    /// The reference files under the directory that are not in `claimed` (relative paths such
    /// as `speakeasy/events/loaded.txt`); see ``list(claims:)``.
    /// - Complexity: O(*f* log *f*) for *f* files.
    public func list(claimed: Set<String>) -> [String] {
        list(claims: SnapshotClaims(catalogPaths: claimed))
    }

    /// The entries under the directory that ``remove(claims:)`` never touches, relative to it
    /// and sorted: files that are not references, symbolic links (whatever they point to),
    /// and special files. Hidden files are not listed.
    /// - Complexity: O(*f* log *f*) for *f* files.
    public func untouchedFiles() -> [String] {
        SnapshotFiles.entries(in: directory).compactMap { entry in
            entry.kind == .file && Self.isReference(entry.path) ? nil : entry.path
        }
    }

    /// Deletes the orphaned references (``list(claims:)``) and any folders they leave empty
    /// (never the snapshots folder itself), returning what was deleted. A missing folder has
    /// nothing to delete.
    /// - Throws: ``SnapshotPruneError/notASnapshotFolder(path:resolved:)`` when the folder,
    ///   with its symbolic links resolved, is not `__Snapshots__` or inside one (nothing is
    ///   deleted then); ``SnapshotPruneError/cannotRemove(path:reason:)`` for a file that
    ///   cannot be deleted.
    /// - Complexity: O(*f* log *f*) for *f* files.
    public func remove(claims: SnapshotClaims) throws(SnapshotPruneError) -> [String] {
        guard FileManager.default.fileExists(atPath: directory) else { return [] }
        let folder = SnapshotFolder(directory)
        let resolved = folder.resolvedPath
        guard folder.snapshotsRoot != nil else {
            throw .notASnapshotFolder(path: directory, resolved: resolved)
        }
        var removed: [String] = []
        for orphan in list(claims: claims) {
            let path = PathText.joining(resolved, orphan)
            // Checked again right before: a file replaced by a link meanwhile is left alone.
            guard SnapshotFiles.kind(of: path) == .regular else { continue }
            do {
                try FileManager.default.removeItem(atPath: path)
            } catch {
                throw .cannotRemove(path: path, reason: error.localizedDescription)
            }
            removed.append(orphan)
            removeEmptyFolders(above: PathText.parent(of: orphan) ?? "", in: resolved)
        }
        return removed
    }

    /// Deletes the references not in `claimed` (see ``remove(claims:)``).
    /// - Throws: ``SnapshotPruneError`` as ``remove(claims:)`` does.
    /// - Complexity: O(*f* log *f*) for *f* files.
    public func remove(claimed: Set<String>) throws(SnapshotPruneError) -> [String] {
        try remove(claims: SnapshotClaims(catalogPaths: claimed))
    }

    /// Whether `path` ends with a reference format's extension.
    static func isReference(_ path: String) -> Bool {
        referenceExtensions.contains(PathText.pathExtension(path))
    }

    private func removeEmptyFolders(above relativeFolder: String, in root: String) {
        var folder = relativeFolder
        while !folder.isEmpty {
            let path = PathText.joining(root, folder)
            guard SnapshotFiles.kind(of: path) == .directory,
                let contents = try? FileManager.default.contentsOfDirectory(atPath: path), contents.isEmpty
            else { return }
            // Only an empty folder goes; failing to remove it leaves an empty folder, nothing more.
            try? FileManager.default.removeItem(atPath: path)
            folder = PathText.parent(of: folder) ?? ""
        }
    }
}

/// Why `snapshots prune` deleted nothing, or stopped.
public enum SnapshotPruneError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The folder is not `__Snapshots__` or inside one (after resolving `resolved`'s links).
    case notASnapshotFolder(path: String, resolved: String)
    /// A file could not be deleted; the files listed before it were.
    case cannotRemove(path: String, reason: String)

    /// A sentence saying what happened and what to do.
    public var description: String {
        switch self {
        case let .notASnapshotFolder(path, resolved):
            let shown = path == resolved ? path : "\(path) (that is, \(resolved))"
            return "Refusing to prune \(shown): prune only deletes reference files inside a folder named "
                + "\(SnapshotOrphans.folderName), and this folder is not one nor inside one. Nothing was deleted. "
                + "Pass the package's snapshots folder, e.g. --snapshots ./\(SnapshotOrphans.folderName)."
        case let .cannotRemove(path, reason):
            return "Cannot delete \(path): \(reason)"
        }
    }
}
