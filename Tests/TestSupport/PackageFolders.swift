import SnapshotHarness

/// The folders of this package the tests read, found from this file as `StoryboardTesting`'s
/// assertions find them.
private let thisPackage = SnapshotPackage.containing(filePath: #filePath) ?? SnapshotPackage(root: ".")

/// The package folder: the nearest folder above this file that holds `Package.swift`.
package let packageRoot = thisPackage.root

/// The reference folder, `__Snapshots__` at the package root.
package let snapshotDirectory = thisPackage.snapshotDirectory
