import Foundation

/// The few file operations the snapshot engine needs, with errors a person can read.
enum SnapshotFiles {
    /// Writes `bytes` to `path`, creating the folders above it.
    static func write(_ bytes: [UInt8], to path: String) throws(SnapshotFileError) {
        do {
            if let folder = PathText.parent(of: path), !folder.isEmpty {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            }
            try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw SnapshotFileError(path: path, reason: error.localizedDescription)
        }
    }

    /// What a path below a snapshots folder is, read without following a symbolic link.
    enum EntryKind: Equatable, Sendable {
        /// A regular file.
        case file
        /// A symbolic link (to a file or a folder, inside or outside): never followed.
        case symbolicLink
        /// Anything else that is not a folder (a socket, a device, a pipe).
        case special
    }

    /// Every entry below `directory` that is not a folder, as paths relative to it, sorted,
    /// with its kind. Folders are walked; symbolic links are listed but never followed, so
    /// the walk never leaves `directory`. Names starting with a dot are skipped. A missing
    /// directory has no entries.
    /// - Complexity: O(*f* log *f*) for *f* entries.
    static func entries(in directory: String) -> [(path: String, kind: EntryKind)] {
        var found: [(path: String, kind: EntryKind)] = []
        var folders = [""]
        while let relativeFolder = folders.popLast() {
            let folder = PathText.joining(directory, relativeFolder)
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for name in names where !name.hasPrefix(".") {
                let relative = PathText.joining(relativeFolder, name)
                switch kind(of: PathText.joining(directory, relative)) {
                case .directory?: folders.append(relative)
                case .regular?: found.append((relative, .file))
                case .symbolicLink?: found.append((relative, .symbolicLink))
                case nil: found.append((relative, .special))
                }
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// The kinds ``kind(of:)`` tells apart.
    enum NodeKind: Equatable {
        case directory, regular, symbolicLink
    }

    /// The kind of the node at `path` itself (`lstat`: a link is a link, not its target); nil
    /// for other kinds or when it cannot be read.
    static func kind(of path: String) -> NodeKind? {
        guard let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType else { return nil }
        switch type {
        case .typeDirectory: return .directory
        case .typeRegular: return .regular
        case .typeSymbolicLink: return .symbolicLink
        default: return nil
        }
    }
}

/// A file the snapshot engine could not read or write.
struct SnapshotFileError: Error, CustomStringConvertible {
    var path: String
    var reason: String
    var description: String { reason }
}
