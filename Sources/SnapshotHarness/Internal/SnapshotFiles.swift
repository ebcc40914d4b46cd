import Foundation

/// The few file operations the snapshot engine needs, with errors a person can read.
enum SnapshotFiles {
    /// Writes `bytes` to `path`, creating the folders above it.
    static func write(_ bytes: [UInt8], to path: String) throws(SnapshotFileError) {
        let folder = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw SnapshotFileError(path: path, reason: error.localizedDescription)
        }
    }

    /// Every regular file below `directory`, as paths relative to it, sorted; files and folders
    /// whose name starts with a dot are skipped. A missing directory has no files.
    /// - Complexity: O(f log f) for f files.
    static func relativeFilePaths(in directory: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
        var paths: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let components = relative.split(separator: "/")
            if components.contains(where: { $0.hasPrefix(".") }) { continue }
            var isDirectory: ObjCBool = false
            let full = (directory as NSString).appendingPathComponent(relative)
            if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue {
                paths.append(relative)
            }
        }
        return paths.sorted()
    }
}

/// A file the snapshot engine could not read or write.
struct SnapshotFileError: Error, CustomStringConvertible {
    var path: String
    var reason: String
    var description: String { reason }
}
