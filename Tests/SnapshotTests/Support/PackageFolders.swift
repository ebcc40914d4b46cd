import SnapshotHarness

/// This package, found from this file as `StoryboardTesting`'s assertions find it.
let package = SnapshotPackage.containing(filePath: #filePath) ?? SnapshotPackage(root: ".")

/// The package folder: the nearest folder above this file that holds `Package.swift`.
let packageRoot = package.root

/// The reference folder, `__Snapshots__` at the package root.
let snapshotDirectory = package.snapshotDirectory
