import Foundation

/// Finds the package's `__Snapshots__` folder: `--snapshots DIR` when given, else the nearest
/// `__Snapshots__` beside a `Package.swift` in the current folder or above it.
enum SnapshotDirectory {
    static func locate(explicit: String?, from start: String = FileManager.default.currentDirectoryPath) -> String? {
        if let explicit { return explicit }
        var folder = start
        while true {
            let package = (folder as NSString).appendingPathComponent("Package.swift")
            if FileManager.default.fileExists(atPath: package) {
                return (folder as NSString).appendingPathComponent("__Snapshots__")
            }
            let parent = (folder as NSString).deletingLastPathComponent
            if parent == folder || parent.isEmpty { return nil }
            folder = parent
        }
    }
}
