import Foundation
import Testing
import Presentation

/// The package folder, found from this file's path: Tests/SnapshotTests/<file>.
let packageRoot: String = {
    var path = #filePath
    for _ in 0..<3 { path = (path as NSString).deletingLastPathComponent }
    return path
}()

/// The reference folder, `__Snapshots__` at the package root.
let snapshotDirectory = (packageRoot as NSString).appendingPathComponent("__Snapshots__")

/// Checks `text` against the reference for `name` and records a test issue with the engine's
/// message when it does not pass.
func assertSnapshot(
    _ text: String,
    named name: SnapshotName,
    format: SnapshotFormat = .text,
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let engine = try SnapshotEngine(directory: snapshotDirectory)
    let result = engine.verify(text, as: name, fileExtension: format.fileExtension)
    if !result.passes {
        Issue.record(Comment(rawValue: result.message), sourceLocation: sourceLocation)
    }
}
