// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "HeadlessStoryboards",
    products: [
        .library(name: "Presentation", targets: ["Presentation"]),
        .library(name: "Navigation", targets: ["Navigation"]),
        .library(name: "SeedApps", targets: ["SeedApps"]),
        .executable(name: "DemoHost", targets: ["DemoHost"]),
    ],
    targets: [
        .target(
            name: "Presentation",
            exclude: ["Text/README.md"],
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        .target(name: "Navigation", dependencies: ["Presentation"]),
        // The three seed apps and the scenario catalog, a library so UI clients, tests and
        // benchmarks can embed them; the command-line host is the executable around it.
        .target(name: "SeedApps", dependencies: ["Navigation"], path: "Sources/DemoHost/SeedApps"),
        .executableTarget(
            name: "DemoHost",
            dependencies: ["SeedApps", "Navigation", "Presentation"],
            path: "Sources/DemoHost",
            exclude: ["SeedApps"]
        ),
        // `swift run -c release Benchmarks`: figures with their baselines, measured side by side.
        .executableTarget(name: "Benchmarks", dependencies: ["SeedApps", "Navigation", "Presentation"]),
        .testTarget(
            name: "SnapshotTests",
            dependencies: ["Presentation", "Navigation", "SeedApps", "DemoHost"],
            // Real storyboards from public repositories with their licences, and reviewed
            // outputs; the tests read them from the source tree (#filePath).
            exclude: ["Fixtures"]
        ),
        // Embeds each seed app with plain imports (no @testable), as a UI client would: proof that
        // the public API is enough.
        .testTarget(name: "EmbeddingTests", dependencies: ["SeedApps", "Navigation", "Presentation"]),
    ],
    swiftLanguageModes: [.v6]
)
