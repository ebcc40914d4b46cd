// swift-tools-version:6.2
// 6.2: the runtime uses `isolated deinit` and the test store `nonisolated(nonsending)`.
import PackageDescription

/// Whether `swift test` builds every test target, or only the quick set (the scenario catalog
/// against its references, and the products embedded as a team embeds them). On when `CI` or
/// `ALL_TESTS` is set and not empty, `0` or `false`: every CI runs everything, and
/// `ALL_TESTS=1 swift test` does on a developer's machine. SwiftPM reads the manifest again when
/// the environment changes, so switching needs no clean build. Docs/Architecture.md ("Test
/// sets") says why: compiling Swift Testing's macros is most of a first `swift test`.
let buildsEveryTestTarget = ["CI", "ALL_TESTS"].contains { name in
    guard let value = Context.environment[name]?.lowercased() else { return false }
    return !["", "0", "false"].contains(value)
}

let package = Package(
    name: "HeadlessStoryboards",
    // `@Observable` (AppHost, Runtime) needs these; Linux needs no declaration.
    platforms: [
        .macOS(.v14),
        .iOS(.v17),
        .tvOS(.v17),
        .watchOS(.v10),
        .visionOS(.v1),
        .macCatalyst(.v17),
    ],
    products: [
        // What a UI client links: values and renderers, the navigation runtime, the seed apps.
        // None of them writes files.
        .library(name: "Presentation", targets: ["Presentation"]),
        .library(name: "Navigation", targets: ["Navigation"]),
        .library(name: "SeedApps", targets: ["SeedApps"]),
        // The seed apps' scenarios with their reference files (the demo host, the tests).
        .library(name: "SeedCatalog", targets: ["SeedCatalog"]),
        // The line diff of two texts and its unified format (`diff -u`).
        .library(name: "TextDiff", targets: ["TextDiff"]),
        // Interface Builder storyboards read, checked and printed: the one library that
        // imports FoundationXML.
        .library(name: "StoryboardImport", targets: ["StoryboardImport"]),
        // A Cassowary constraint solver, the algorithm Auto Layout is built on. Depends on nothing.
        .library(name: "AutoLayout", targets: ["AutoLayout"]),
        // Reference files on disk: record modes, comparison, artifacts, orphans.
        .library(name: "SnapshotHarness", targets: ["SnapshotHarness"]),
        // Scenarios that launch a StoryboardApp and run touches (a catalog, the demo host).
        .library(name: "AppScenarios", targets: ["AppScenarios"]),
        // For test targets only (it imports Swift Testing): the snapshot assertion, the
        // TestStore reporting to Swift Testing, orphan and storyboard checks.
        .library(name: "StoryboardTesting", targets: ["StoryboardTesting"]),
        // An interactive host for your own apps and scenarios: the session, scripts, list, show.
        .library(name: "StoryboardHost", targets: ["StoryboardHost"]),
        // A small HTTP/1.1 server on 127.0.0.1 (POSIX sockets, no package): the web client's,
        // and the tests' backends'.
        .library(name: "LoopbackHTTP", targets: ["LoopbackHTTP"]),
        .executable(name: "DemoHost", targets: ["DemoHost"]),
        // `linediff OLD NEW`: the line diff as a command, the unified diff of two files.
        .executable(name: "linediff", targets: ["LineDiffTool"]),
    ],
    targets: libraryTargets + quickTestTargets + (buildsEveryTestTarget ? otherTestTargets : []),
    swiftLanguageModes: [.v6]
)

/// The libraries, executables and the tests' shared support.
var libraryTargets: [Target] {
    [
        // What a screen shows, as values, and the pure renderers (text, wireframe, SVG).
        .target(
            name: "Presentation",
            dependencies: ["TextDiff"],
            exclude: ["Text/README.md"],
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        // The line diff (Myers' algorithm, bit-parallel LCS) and unified diffs: what a snapshot
        // failure prints, the test store's list changes and `linediff`. Depends on nothing.
        .target(name: "TextDiff"),
        // Linear constraints with Auto Layout's priorities, solved by Cassowary's incremental
        // simplex. Depends on nothing.
        .target(name: "AutoLayout"),
        // The storyboard as data; tabs, stacks, segues, alerts; the runtime and the test store.
        .target(name: "Navigation", dependencies: ["Presentation", "TextDiff"]),
        // Interface Builder .storyboard files read into Navigation's graph and screens, checked
        // and printed (Docs/StoryboardImport.md). Only this target imports FoundationXML.
        .target(name: "StoryboardImport", dependencies: ["AutoLayout", "Navigation", "Presentation"]),
        // Scenarios and their reference files: the only target that writes files (Navigation
        // reads only the storyboard files its importer is handed).
        .target(name: "SnapshotHarness", dependencies: ["Navigation", "Presentation", "TextDiff"]),
        // Scenario scripts for apps: launch in an AppHost, touch, settle, print the screen.
        .target(name: "AppScenarios", dependencies: ["Navigation", "Presentation", "SnapshotHarness"]),
        // Test support a package's test target links: Swift Testing glue over the harness and
        // the test store. No library a UI client links depends on it.
        .target(
            name: "StoryboardTesting",
            dependencies: ["Navigation", "Presentation", "SnapshotHarness"]
        ),
        // The three seed apps, their backends and the controls sample: what a UI client embeds.
        // Each app's Interface Builder storyboard sits in its folder, as the seed drew it; a test
        // proves the Swift-declared graph and cell metrics equal what the file says.
        .target(
            name: "SeedApps",
            dependencies: ["Navigation", "Presentation"],
            exclude: [
                "SpeakEasy/MainStoryboard.storyboard", "Todo/MainStoryboard.storyboard",
                "Business/MainStoryboard_iPhone.storyboard",
            ]
        ),
        // The seed apps' scenario catalog: every screen state the project keeps a reference of.
        // Apart from SeedApps, so a UI client linking the apps links no harness that writes files.
        .target(name: "SeedCatalog", dependencies: ["SeedApps", "AppScenarios", "Navigation", "Presentation", "SnapshotHarness", "StoryboardImport"]),
        // The interactive host as a library: the session (tap, back, tab, type, show...), scripts,
        // the app picker, `list` and `show` of a scenario catalog. It knows no seed app.
        .target(name: "StoryboardHost", dependencies: ["Navigation", "Presentation", "SnapshotHarness", "LoopbackHTTP"]),
        // HTTP/1.1 on loopback sockets: keep-alive, bounded heads and bodies, timeouts,
        // server-sent events, clean shutdown. Depends on nothing.
        .target(name: "LoopbackHTTP"),
        // The command-line host: StoryboardHost on the seed apps, the backend flags, webpage,
        // snapshots and storyboard commands.
        .executableTarget(
            name: "DemoHost",
            dependencies: [
                "StoryboardHost", "SeedApps", "SeedCatalog", "Navigation", "Presentation", "SnapshotHarness", "StoryboardImport", "TextDiff", "AutoLayout",
            ]
        ),
        // The line diff as a command: arguments, files mapped into memory, diff's exit status.
        .target(name: "LineDiffCLI", dependencies: ["TextDiff"]),
        // The `linediff` executable. It uses the C library, not Foundation, and a release build
        // on Linux links Swift's runtime statically, so a whole process starts in about a
        // millisecond, as GNU diff's does (loading the runtime takes three). The flag is the
        // manifest's only unsafe one; it is on this executable alone, which no library product
        // contains, so packages depending on the libraries are unaffected; debug builds (tests,
        // sanitizers) link as usual.
        .executableTarget(
            name: "LineDiffTool",
            dependencies: ["LineDiffCLI"],
            linkerSettings: [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))]
        ),
        // `swift run -c release Benchmarks`: figures with their baselines, measured side by side.
        .executableTarget(
            name: "Benchmarks",
            dependencies: [
                "SeedApps", "SeedCatalog", "SnapshotHarness", "Navigation", "Presentation", "StoryboardImport", "TextDiff", "LineDiffTool", "AutoLayout",
                "TestSupport",
            ]),
        // Helpers the test targets share: a temporary folder, a seeded random generator, a
        // lock for the tests' threads, the package's folders, a TestStore failure log. Not a
        // product: it sits with the tests, as swift-collections' test support does.
        .target(name: "TestSupport", dependencies: ["Navigation", "Presentation", "SnapshotHarness", "AutoLayout"], path: "Tests/TestSupport"),
    ]
}

/// What a plain `swift test` builds and runs (about 30 seconds of compiling after `swift run
/// DemoHost`): every scenario of the seed catalog against its reference files, with its JSON
/// twin and its device and locale variants, and the products embedded with plain imports as a
/// UI client embeds them.
var quickTestTargets: [Target] {
    [
        // The seed apps' scenario catalog: every screen state against its reference files in
        // `__Snapshots__`, the JSON twin against the text, the devices and the pseudo-locale.
        .testTarget(
            name: "SeedCatalogTests",
            dependencies: [
                "SeedCatalog", "SeedApps", "AppScenarios", "Navigation", "Presentation", "SnapshotHarness", "StoryboardImport", "StoryboardTesting",
                "TestSupport",
            ]
        ),
        // Embeds each seed app with plain imports (no @testable), as a UI client would: proof that
        // the public API is enough.
        .testTarget(
            name: "EmbeddingTests",
            dependencies: ["SeedApps", "SeedCatalog", "Navigation", "Presentation", "SnapshotHarness", "StoryboardTesting", "StoryboardHost"]
        ),
    ]
}

/// The rest, built only with `CI` or `ALL_TESTS` set (`buildsEveryTestTarget`): each
/// library's unit tests, the seed apps and the demo host end to end, the random journeys and
/// the demo host in a pseudo-terminal.
var otherTestTargets: [Target] {
    [
        // Each library's unit tests, by path: the tests of `Sources/T/X/Y.swift` are in
        // `Tests/TTests/X/YTests.swift`.
        .testTarget(name: "TextDiffTests", dependencies: ["TextDiff", "TestSupport"]),
        .testTarget(name: "LoopbackHTTPTests", dependencies: ["LoopbackHTTP", "TestSupport"]),
        .testTarget(name: "AutoLayoutTests", dependencies: ["AutoLayout", "TestSupport"], resources: [.copy("Fixtures")]),
        .testTarget(name: "LineDiffCLITests", dependencies: ["LineDiffCLI", "TextDiff", "TestSupport"]),
        .testTarget(name: "PresentationTests", dependencies: ["Presentation", "TextDiff", "TestSupport"]),
        .testTarget(name: "NavigationTests", dependencies: ["Navigation", "Presentation", "StoryboardTesting", "TestSupport"]),
        .testTarget(
            name: "StoryboardImportTests",
            dependencies: ["StoryboardImport", "Navigation", "Presentation", "SnapshotHarness", "TextDiff", "TestSupport"],
            // Real storyboards from public repositories with their licences, and reviewed
            // outputs; the tests read them from the source tree.
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "SnapshotHarnessTests", dependencies: ["SnapshotHarness", "Navigation", "Presentation", "TestSupport"]),
        .testTarget(name: "StoryboardTestingTests", dependencies: ["StoryboardTesting", "SnapshotHarness", "Navigation", "Presentation", "TestSupport"]),
        // The interactive host on a sample app of its own (Support/GardenApp.swift), not the
        // demo host or the seed apps.
        .testTarget(name: "StoryboardHostTests", dependencies: ["StoryboardHost", "Navigation", "Presentation", "LoopbackHTTP", "TestSupport"]),
        // The seed apps, their backends and the demo host driven end to end, the plain snapshot
        // assertions of their screens, the random journeys, the host in a pseudo-terminal.
        .testTarget(
            name: "SnapshotTests",
            dependencies: [
                "Presentation", "Navigation", "SnapshotHarness", "AppScenarios", "StoryboardTesting", "SeedApps", "SeedCatalog", "StoryboardHost", "DemoHost",
                "TextDiff", "StoryboardImport", "LoopbackHTTP", "TestSupport",
            ]
        ),
    ]
}
