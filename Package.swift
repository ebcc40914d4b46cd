// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "HeadlessStoryboards",
    products: [
        .library(name: "Presentation", targets: ["Presentation"]),
        .library(name: "Navigation", targets: ["Navigation"]),
        .executable(name: "DemoHost", targets: ["DemoHost"]),
    ],
    targets: [
        .target(
            name: "Presentation",
            exclude: ["Text/README.md"],
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        .target(name: "Navigation", dependencies: ["Presentation"]),
        .executableTarget(name: "DemoHost", dependencies: ["Navigation", "Presentation"]),
        .testTarget(
            name: "SnapshotTests",
            dependencies: ["Presentation", "Navigation", "DemoHost"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
