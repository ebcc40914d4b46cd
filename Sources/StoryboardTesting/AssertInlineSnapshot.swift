import Foundation
import Presentation
import SnapshotHarness
import Testing

/// Checks a value's snapshot against the text written in the test itself, in the trailing
/// closure's multi-line string literal, as swift-snapshot-testing's inline snapshots do:
///
/// ```swift
/// @Test func emptyList() async {
///     assertInlineSnapshot(of: host.screen) {
///         """
///         Books > Books  iPhone 320x480
///         status  0,0 320x20
///         …
///         """
///     }
/// }
/// ```
///
/// Without a closure (or with an empty one), the record mode `missing` (the default) writes it:
/// the test fails once, and the source file now holds the text to review and commit. A
/// different text fails with a unified diff, and the record modes `failed` and `all` (from
/// `SNAPSHOT_TESTING_RECORD` or a ``SnapshotTrait``) rewrite the literal in place. CI never
/// rewrites. The rendered text's final line break is not part of the literal.
///
/// - Parameters:
///   - value: the value to print.
///   - format: how it prints (`Snapshotting`); its `diffing` shows a mismatch.
///   - expected: the closure returning the expected text; nil when none is written yet.
/// - Complexity: rendering, plus a diff on a mismatch, plus reading and writing the test's
///   source when recording.
public func assertInlineSnapshot<Value>(
    of value: Value,
    as format: Snapshotting<Value>,
    sourceLocation: SourceLocation = #_sourceLocation,
    matches expected: (() -> String)? = nil
) {
    checkInlineSnapshot(
        format.render(value), expected: expected?(), diffing: format.diffing,
        environment: ProcessInfo.processInfo.environment, at: sourceLocation)
}

/// Checks a screen's snapshot text against the text in the test's trailing closure
/// (``assertInlineSnapshot(of:as:sourceLocation:matches:)`` with `Snapshotting/text`).
public func assertInlineSnapshot(
    of screen: Screen,
    sourceLocation: SourceLocation = #_sourceLocation,
    matches expected: (() -> String)? = nil
) {
    assertInlineSnapshot(of: screen, as: .text, sourceLocation: sourceLocation, matches: expected)
}

/// The check of ``assertInlineSnapshot(of:as:sourceLocation:matches:)`` for the record mode
/// `environment` and the trait give, on the source file `sourceLocation` names.
func checkInlineSnapshot(
    _ rendered: String, expected expectedText: String?, diffing: SnapshotDiffing,
    environment: [String: String], at sourceLocation: SourceLocation
) {
    let actual = rendered.hasSuffix("\n") ? String(rendered.dropLast()) : rendered
    if expectedText == actual { return }

    let mode: SnapshotRecordMode
    do throws(SnapshotConfigurationError) {
        mode = SnapshotTestScope.effectiveRecordMode(
            requested: try SnapshotRecordMode.resolve(environment: environment),
            isContinuousIntegration: SnapshotRecordMode.isContinuousIntegration(environment: environment))
    } catch {
        recordIssue(error.description, at: sourceLocation)
        return
    }
    let diff = expectedText.map { diffing.diff($0 + "\n", actual + "\n", "expected", "actual") }
    let place = "\(sourceLocation.fileName):\(sourceLocation.line)"
    let writes = expectedText == nil ? mode != .never : (mode == .all || mode == .failed)
    if writes {
        do {
            try InlineSnapshotFile(path: sourceLocation.filePath)
                .record(actual, replacing: expectedText, of: "assertInlineSnapshot", near: sourceLocation.line)
            recordIssue(
                (expectedText == nil ? "Recorded the inline snapshot at \(place)" : "Rewrote the inline snapshot at \(place):\n\n" + (diff ?? ""))
                    + "\nReview the test's source and run the test again to verify it.",
                at: sourceLocation)
        } catch {
            recordIssue(error.description, at: sourceLocation)
        }
        return
    }
    if let diff {
        recordIssue("The inline snapshot at \(place) does not match.\n\n\(diff)\n" + SnapshotFailure.howToRecord, at: sourceLocation)
    } else {
        recordIssue("No inline snapshot at \(place) (record mode '\(mode.rawValue)' does not write one). " + SnapshotFailure.howToRecord, at: sourceLocation)
    }
    Attachment.record(actual, named: "inline-\(sourceLocation.line).actual.txt", sourceLocation: sourceLocation)
    if let expectedText { Attachment.record(expectedText, named: "inline-\(sourceLocation.line).expected.txt", sourceLocation: sourceLocation) }
    if let diff { Attachment.record(diff, named: "inline-\(sourceLocation.line).diff", sourceLocation: sourceLocation) }
}
