import Foundation

/// A folder a user names for the snapshot commands (`--snapshots .`, a package's
/// `__Snapshots__`, or a folder inside it), resolved: where it really is, which
/// `__Snapshots__` folder it belongs to, and which package that folder is the references of.
///
/// References are named relative to the `__Snapshots__` folder (`todo/list/loaded.txt`), so
/// a folder inside it (`__Snapshots__/todo`) sees its files under a ``prefix`` (`todo`): the
/// claims of a catalog and of the tests are checked against the full name, never against the
/// name relative to the folder passed.
public struct SnapshotFolder: Hashable, Sendable {
    /// The folder as given.
    public let path: String
    /// The folder with `.`, `..` and symbolic links resolved; as given when it does not exist.
    public let resolvedPath: String
    /// The `__Snapshots__` folder that holds it (itself, or the nearest above it), resolved;
    /// nil when it is not inside one.
    public let snapshotsRoot: String?

    /// Resolves `path` (relative paths from the current folder).
    public init(_ path: String) {
        self.path = path
        resolvedPath = Self.resolved(path)
        snapshotsRoot = Self.snapshotsRoot(above: resolvedPath)
    }

    /// Whether the folder exists (a folder, or a link to one).
    public var exists: Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// Where the folder lies inside ``snapshotsRoot``: `"todo/list"` for
    /// `__Snapshots__/todo/list`, `""` for the root itself or a folder outside any.
    public var prefix: String {
        guard let snapshotsRoot else { return "" }
        return PathText.components(resolvedPath).dropFirst(PathText.components(snapshotsRoot).count).joined(separator: "/")
    }

    /// The package whose references these are: the folder above ``snapshotsRoot``; nil when
    /// the folder is not inside a `__Snapshots__` folder.
    public var package: SnapshotPackage? {
        snapshotsRoot.flatMap(PathText.parent(of:)).map(SnapshotPackage.init(root:))
    }

    /// The name of the reference at `relativePath` inside this folder, relative to the
    /// `__Snapshots__` folder (what catalogs and tests claim): ``prefix`` and the path.
    public func referenceName(of relativePath: String) -> String {
        PathText.joining(prefix, relativePath)
    }

    /// `path` absolute, with `.`, `..` and every symbolic link resolved (`realpath`), or as
    /// given when it cannot be resolved.
    static func resolved(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The nearest folder named `__Snapshots__` at or above `resolvedPath`, preferring one
    /// with a `Package.swift` beside it (a package's own, when a package nests inside a folder
    /// that happens to have the name too).
    private static func snapshotsRoot(above resolvedPath: String) -> String? {
        guard PathText.isAbsolute(resolvedPath) else { return nil }
        let names = PathText.components(resolvedPath)
        let candidates = names.indices.reversed().filter { names[$0] == Substring(SnapshotOrphans.folderName) }.map { index in
            "/" + names[...index].joined(separator: "/")
        }
        let besidePackage = candidates.first { candidate in
            PathText.parent(of: candidate).map { FileManager.default.fileExists(atPath: PathText.joining($0, "Package.swift")) } ?? false
        }
        return besidePackage ?? candidates.first
    }
}
