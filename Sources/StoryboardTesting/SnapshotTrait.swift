import SnapshotHarness
import Testing

/// A Swift Testing trait that sets the record mode of the snapshot assertions in a test, or in
/// every test of a suite: `@Test(.snapshots(record: .failed))`, `@Suite(.snapshots(record: .all))`.
///
/// It overrides `SNAPSHOT_TESTING_RECORD` for the tests it covers (the innermost trait wins), and
/// only there. CI still never records (`SnapshotRecordMode/resolve(environment:)`): a trait
/// left in a commit cannot rewrite references on CI, where the assertions compare as always.
///
/// ```swift
/// @Test(.snapshots(record: .failed))
/// func loadedList() async {
///     assertSnapshot(of: host.screen)   // rewritten when it differs, while the trait is there
/// }
/// ```
public struct SnapshotTrait: TestTrait, SuiteTrait, TestScoping {
    /// The record mode for the tests the trait covers.
    public var recordMode: SnapshotRecordMode

    /// A suite's trait covers its tests from one scope, so its mode reaches every test inside.
    public var isRecursive: Bool { false }

    /// Runs `function` with the trait's record mode.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await SnapshotTestScope.$recordMode.withValue(recordMode, operation: function)
    }
}

extension Trait where Self == SnapshotTrait {
    /// Sets the record mode of the snapshot assertions in the test or suite
    /// (``SnapshotTrait``): `.all`, `.failed`, `.missing` or `.never`.
    public static func snapshots(record mode: SnapshotRecordMode) -> SnapshotTrait {
        SnapshotTrait(recordMode: mode)
    }
}

/// What a ``SnapshotTrait`` sets for the task that runs a test: a task-local value, so tests
/// running at once each see their own.
enum SnapshotTestScope {
    /// The record mode a trait chose, nil outside any trait.
    @TaskLocal static var recordMode: SnapshotRecordMode?

    /// The mode a check uses: the trait's, when one is in scope, over `requested` (what the
    /// environment asks for); `never` on CI, whatever the trait says, since CI never records.
    static func effectiveRecordMode(requested: SnapshotRecordMode, isContinuousIntegration: Bool) -> SnapshotRecordMode {
        isContinuousIntegration ? .never : recordMode ?? requested
    }
}
