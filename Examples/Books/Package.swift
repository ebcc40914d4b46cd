// swift-tools-version:6.2
// The example app as a package of its own, depending on the framework by relative path, as
// Docs/YourFirstApp.md describes.
import PackageDescription

let package = Package(
    name: "Books",
    // The framework's platforms (`@Observable` needs them); Linux needs no declaration.
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1), .macCatalyst(.v17)],
    dependencies: [
        // By path the identity would be the folder's name; `name:` makes it the package's.
        .package(name: "HeadlessStoryboards", path: "../.."),
    ],
    targets: [
        // The app: storyboard, state, reducer, rendering, backend, effects, scenarios.
        .target(name: "Books", dependencies: [
            .product(name: "Navigation", package: "HeadlessStoryboards"),
            .product(name: "Presentation", package: "HeadlessStoryboards"),
            .product(name: "AppScenarios", package: "HeadlessStoryboards"),
            .product(name: "SnapshotHarness", package: "HeadlessStoryboards"),
        ]),
        // `swift run BooksHost`: the framework's interactive host on this app and its catalog.
        .executableTarget(name: "BooksHost", dependencies: [
            "Books",
            .product(name: "Navigation", package: "HeadlessStoryboards"),
            .product(name: "SnapshotHarness", package: "HeadlessStoryboards"),
            .product(name: "StoryboardHost", package: "HeadlessStoryboards"),
        ]),
        .testTarget(name: "BooksTests", dependencies: [
            "Books",
            .product(name: "StoryboardTesting", package: "HeadlessStoryboards"),
            .product(name: "Navigation", package: "HeadlessStoryboards"),
            .product(name: "Presentation", package: "HeadlessStoryboards"),
            .product(name: "AppScenarios", package: "HeadlessStoryboards"),
            .product(name: "SnapshotHarness", package: "HeadlessStoryboards"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
