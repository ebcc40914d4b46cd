import Presentation
import SnapshotHarness
import Testing

/// Checks a screen against its reference file in the package's `__Snapshots__`, recording a
/// Swift Testing issue with the engine's message (a unified diff, the artifact's path, or what
/// was recorded) when it does not pass.
///
/// The package is the one the calling test file belongs to (the nearest folder above
/// `#filePath` with a `Package.swift`), so the references are found whatever the working
/// directory. The reference is named after the test: `__Snapshots__/<TestFile>/<testFunction>.txt`,
/// or `<TestFile>/<testFunction>.<label>.txt` when a test keeps several
/// (`SnapshotName/ownedByTest(filePath:function:label:)`); that is how orphan detection
/// knows the file is in use (``expectNoOrphanedSnapshots(claimedBy:sourceLocation:)``).
/// Record modes, CI and artifacts work as for the scenario catalog (the Snapshots and review article, "Snapshots").
///
/// ```swift
/// @Test func loadedList() async {
///     let host = AppDriver(app: BooksApp(), runner: BooksEffects(backend: .sample))
///     await host.settle()
///     assertSnapshot(of: host.screen)                      // BookListTests/loadedList.txt
///     assertSnapshot(of: host.screen, as: .svg)            // BookListTests/loadedList.svg
/// }
/// ```
///
/// The format is a value (`Snapshotting`): `.text`, `.svg`, `.audit`, `.wireframe(columns:)`,
/// or one of your own made with `pullback`.
///
/// A helper that calls this for its callers passes its own `function` and `sourceLocation`
/// parameters on (with the same defaults, `#function` and `#_sourceLocation`), so each test owns
/// its reference.
///
/// - Parameters:
///   - value: the value to print: a screen, text, anything a format of yours takes.
///   - format: how the value becomes the reference (its extension, its rendering, its diff).
///   - label: tells apart several references of one test; one name component (letters,
///     digits, `-`, `_`, `.`).
public func assertSnapshot<Value>(
    of value: Value,
    as format: Snapshotting<Value>,
    named label: String? = nil,
    function: String = #function,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    verifyOwnedReference(format.render(value), format: format, label: label, function: function, at: sourceLocation)
}

/// Checks a screen's snapshot text (`Snapshotting/text`) against its reference, as
/// ``assertSnapshot(of:as:named:function:sourceLocation:)`` does for any format.
public func assertSnapshot(
    of screen: Presentation.Screen,
    named label: String? = nil,
    function: String = #function,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    assertSnapshot(of: screen, as: .text, named: label, function: function, sourceLocation: sourceLocation)
}

/// Checks text (a storyboard's `Navigation/Storyboard/canvasText`, a report of your own)
/// against its reference file, `__Snapshots__/<TestFile>/<testFunction>[.<label>].txt`
/// (`Snapshotting/lines`).
public func assertSnapshot(
    of text: String,
    named label: String? = nil,
    function: String = #function,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    assertSnapshot(of: text, as: .lines, named: label, function: function, sourceLocation: sourceLocation)
}

/// Runs a catalog's scenario once and checks each of its formats against the references named
/// after the scenario (`__Snapshots__/<scenario name>.txt`, `.svg`), recording an issue for a
/// scenario that fails to produce its screen (a refused touch, a wiring error of the app) and
/// for each reference that does not pass. The usual test is one parameterized test over a
/// catalog:
///
/// ```swift
/// @Test(arguments: try BooksCatalog.make().scenarios)
/// func scenario(_ scenario: Scenario) async {
///     await assertSnapshots(of: scenario)
/// }
/// ```
public func assertSnapshots(
    of scenario: Scenario,
    sourceLocation location: SourceLocation = #_sourceLocation
) async {
    guard let engine = snapshotEngine(at: location) else { return }
    let output: ScenarioOutput
    do {
        output = try await scenario.produce()
    } catch {
        var message = "Scenario \(scenario.name) could not produce its screen: \(error)"
        // A failing journey leaves its trace (each step's screen) where the artifacts go.
        if let traced = error as? any TracedFailure {
            do {
                message += "\nTrace: " + (try traced.trace.write(to: engine.artifactsDirectory + "/trace/" + scenario.name.rawValue))
            } catch {
                message += "\n(No trace: \(error.description))"
            }
        }
        recordIssue(message, at: location)
        return
    }
    for format in scenario.formats {
        do {
            let text = try scenario.rendered(output, as: format)
            var checking = engine
            checking.diffing = format.diffing
            report(
                checking.verify(text, as: scenario.name, fileExtension: format.pathExtension), actual: text,
                reference: scenario.name.relativePath(fileExtension: format.pathExtension), engine: checking, at: location)
        } catch {
            recordIssue(error.description, at: location)
        }
    }
}

/// Fails when the package's `__Snapshots__` holds a reference that nothing claims: no scenario
/// of `catalogs`, and no test function of the test file a plain assertion's reference is named
/// after (`SnapshotClaims`). Orphans are what stays behind when a scenario or a test is
/// renamed or deleted; the message lists them, relative to `__Snapshots__`, to delete. Files there
/// that are not references (which prune never deletes) fail too.
///
/// ```swift
/// @Test func noOrphanedReferences() throws {
///     expectNoOrphanedSnapshots(claimedBy: try BooksCatalog.make())
/// }
/// ```
public func expectNoOrphanedSnapshots(
    claimedBy catalogs: ScenarioCatalog...,
    sourceLocation location: SourceLocation = #_sourceLocation
) {
    guard let package = package(at: location) else { return }
    let claims = SnapshotClaims.scanning(testsDirectory: package.testsDirectory, catalogs: catalogs)
    let folder = SnapshotOrphans(directory: package.snapshotDirectory)
    let orphans = folder.list(claims: claims)
    if !orphans.isEmpty {
        recordIssue(
            "\(orphans.count) reference file(s) in \(package.snapshotDirectory) that no scenario and no test claims "
                + "(a renamed or deleted scenario or test leaves them behind; delete them, or run `snapshots prune`):\n"
                + orphans.map { "  " + $0 }.joined(separator: "\n"),
            at: location)
    }
    let strangers = folder.untouchedFiles()
    if !strangers.isEmpty {
        recordIssue(
            "\(strangers.count) file(s) in \(package.snapshotDirectory) that are not reference files "
                + "(prune never deletes them; move them out of the snapshots folder):\n"
                + strangers.map { "  " + $0 }.joined(separator: "\n"),
            at: location)
    }
}

// MARK: Private

private func verifyOwnedReference<Value>(
    _ text: String, format: Snapshotting<Value>, label: String?, function: String, at location: SourceLocation
) {
    guard var engine = snapshotEngine(at: location) else { return }
    engine.diffing = format.diffing
    let name: SnapshotName
    do {
        name = try SnapshotName.ownedByTest(filePath: location.filePath, function: function, label: label)
    } catch {
        recordIssue(error.description, at: location)
        return
    }
    report(
        engine.verify(text, as: name, fileExtension: format.pathExtension), actual: text,
        reference: name.relativePath(fileExtension: format.pathExtension), engine: engine, at: location)
}

/// Records an issue for a result that does not pass, with the rendered text, the reference
/// and the diff attached (``SnapshotAttachments``), and a review report of the change (its
/// drawings side by side, ``ReviewReport``) written beside the artifacts, at a path the
/// message gives.
func report(_ result: SnapshotResult, actual: String, reference: String, engine: SnapshotEngine, at location: SourceLocation) {
    guard !result.passes else { return }
    let attachments = SnapshotAttachments(result, actual: actual)
    var message = result.message
    let change = ReferenceChange(path: reference, before: attachments?.expected, after: actual)
    let folder = engine.artifactsDirectory + "/review/" + reference
    do {
        let written = try ReviewReport(title: reference, changes: [change]).write(to: folder)
        message += "\nReview report: \(written.html)"
    } catch {
        message += "\n(No review report: \(error.description))"
    }
    recordIssue(message, at: location)
    attachments?.record(at: location)
}

func package(at location: SourceLocation) -> SnapshotPackage? {
    guard let package = SnapshotPackage.containing(filePath: location.filePath) else {
        recordIssue("No Package.swift above \(location.filePath): snapshots live in the package's __Snapshots__.", at: location)
        return nil
    }
    return package
}

func snapshotEngine(at location: SourceLocation) -> SnapshotEngine? {
    guard let package = package(at: location) else { return nil }
    do {
        var engine = try SnapshotEngine(package: package)
        engine.recordMode = SnapshotTestScope.effectiveRecordMode(
            requested: engine.recordMode, isContinuousIntegration: engine.isContinuousIntegration)
        return engine
    } catch {
        recordIssue(error.description, at: location)
        return nil
    }
}
