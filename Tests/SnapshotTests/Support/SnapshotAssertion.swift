import Foundation
import Testing
import Presentation
import SnapshotHarness

/// The package folder: the nearest folder above this file that holds `Package.swift`.
let packageRoot: String = {
    var path = (#filePath as NSString).deletingLastPathComponent
    while path != "/" && !FileManager.default.fileExists(atPath: (path as NSString).appendingPathComponent("Package.swift")) {
        path = (path as NSString).deletingLastPathComponent
    }
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
