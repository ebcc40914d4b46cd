import Foundation

/// One reference file a change adds, changes or leaves orphaned, with its text before and
/// after: what `snapshots review` asks about and `snapshots report` shows.
public struct ReferenceChange: Sendable, Equatable {
    /// What happens to the reference.
    public enum Kind: String, Sendable, Equatable, CaseIterable {
        /// There was no reference.
        case new
        /// The reference's text differs.
        case changed
        /// The reference stays behind with nothing that claims it, or the change deletes it.
        case orphaned
    }

    /// The reference's path relative to `__Snapshots__` (`speakeasy/events/loaded.txt`).
    public var path: String
    /// What happens to it.
    public var kind: Kind
    /// Its text before the change (nil for a new one).
    public var before: String?
    /// Its text after the change (nil for an orphan).
    public var after: String?

    /// A change of `path` from `before` to `after`; its kind follows from which of them there are.
    public init(path: String, before: String?, after: String?) {
        self.path = path
        self.before = before
        self.after = after
        kind = before == nil ? .new : after == nil ? .orphaned : .changed
    }

    /// The changes from the references `base` to the references `head` (path to text), sorted
    /// by path; texts equal once normalized (``SnapshotText``) are no change.
    /// - Complexity: O(total text length + n log n) for n paths.
    public static func between(base: [String: String], head: [String: String]) -> [ReferenceChange] {
        Set(base.keys).union(head.keys).sorted().compactMap { path in
            let before = base[path]
            let after = head[path]
            if let before, let after, SnapshotText.normalize(Array(before.utf8)) == SnapshotText.normalize(Array(after.utf8)) { return nil }
            return ReferenceChange(path: path, before: before, after: after)
        }
    }

    /// Writes the text after the change as the reference in `directory` (the package's
    /// `__Snapshots__`), creating its folders: the one file accepting this change writes.
    /// An orphan has nothing to write; use `snapshots prune` to delete orphans.
    /// - Throws: ``ReferenceReviewError`` for a path that leaves the folder or a file that
    ///   cannot be written.
    public func accept(into directory: String) throws(ReferenceReviewError) {
        guard let after else { throw .nothingToWrite(path) }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard !path.hasPrefix("/"), !parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) else {
            throw .outsideTheFolder(path)
        }
        let target = PathText.joining(directory, path)
        do {
            try SnapshotFiles.write(SnapshotText.normalize(Array(after.utf8)), to: target)
        } catch {
            throw .cannotWrite(path: target, reason: error.reason)
        }
    }
}

/// Why accepting a reference change wrote nothing.
public enum ReferenceReviewError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The change is an orphan: there is no new text to write.
    case nothingToWrite(String)
    /// The path is absolute or climbs out of the snapshots folder.
    case outsideTheFolder(String)
    /// The file could not be written.
    case cannotWrite(path: String, reason: String)

    /// A sentence naming the file and what to do.
    public var description: String {
        switch self {
        case .nothingToWrite(let path): return "\(path) is orphaned: there is nothing to accept (`snapshots prune` deletes orphans)."
        case .outsideTheFolder(let path): return "\(path) is not a path inside the snapshots folder; nothing was written."
        case let .cannotWrite(path, reason): return "Cannot write \(path): \(reason)"
        }
    }
}
