// swift-tools-version:6.2
// A real app rebuilt from its own storyboard: the Ratings tutorial's Main.storyboard, run by
// the framework, with only the app's data and what its code does written here
// (Docs/YourFirstApp.md, "Start from your storyboard").
import PackageDescription

let package = Package(
    name: "Ratings",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1), .macCatalyst(.v17)],
    dependencies: [
        .package(name: "HeadlessStoryboards", path: "../.."),
    ],
    targets: [
        // The app: its storyboard (a resource, with its licence), its data, its scenes' code.
        .target(
            name: "Ratings",
            dependencies: [
                .product(name: "StoryboardImport", package: "HeadlessStoryboards"),
                .product(name: "Navigation", package: "HeadlessStoryboards"),
                .product(name: "Presentation", package: "HeadlessStoryboards"),
            ],
            resources: [.copy("Resources/Main.storyboard"), .copy("Resources/LICENSE")]
        ),
        .testTarget(name: "RatingsTests", dependencies: [
            "Ratings",
            .product(name: "StoryboardImport", package: "HeadlessStoryboards"),
            .product(name: "StoryboardTesting", package: "HeadlessStoryboards"),
            .product(name: "Navigation", package: "HeadlessStoryboards"),
            .product(name: "Presentation", package: "HeadlessStoryboards"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
