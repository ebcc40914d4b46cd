/// Why a rendered text failed its check against the reference file.
public enum SnapshotFailure: Error, Equatable, Sendable, CustomStringConvertible {
    /// No reference exists and the record mode does not allow writing one.
    case missingReference(referencePath: String, recordMode: SnapshotRecordMode, isContinuousIntegration: Bool, artifactPath: String?)
    /// The reference differs from the rendered text; `reference` is its text as compared
    /// (normalized, ``SnapshotText``), `diff` a unified diff from the reference to the rendered
    /// text that `patch` applies to the reference.
    case mismatch(referencePath: String, reference: String, diff: String, artifactPath: String?)
    /// The reference file is not valid UTF-8.
    case invalidUTF8(referencePath: String)
    /// The reference could not be read or written.
    case fileSystem(path: String, reason: String)

    /// A message that names the reference path, shows what differs and says how to re-record.
    public var description: String {
        switch self {
        case let .missingReference(path, mode, isCI, artifact):
            var text = "No reference snapshot at \(path)"
            if isCI {
                text += " (CI never records: run the tests locally to record it, review it and commit it)."
            } else {
                text += " (record mode '\(mode.rawValue)' does not write one). " + SnapshotFailure.howToRecord
            }
            if let artifact { text += "\nRendered output: \(artifact)" }
            return text
        case let .mismatch(path, _, diff, artifact):
            var text = "Snapshot does not match the reference \(path).\n\n\(diff)"
            if !diff.hasSuffix("\n") { text += "\n" }
            if let artifact { text += "\nRendered output: \(artifact)\nCompare: diff -u \(path) \(artifact)" }
            text += "\n" + SnapshotFailure.howToRecord
            return text
        case .invalidUTF8(let path):
            return "The reference snapshot \(path) is not valid UTF-8, so it cannot be compared. Delete it and record it again. " + SnapshotFailure.howToRecord
        case let .fileSystem(path, reason):
            return "Cannot access snapshot file \(path): \(reason)"
        }
    }

    /// How to re-record references, as the failure messages say it.
    public static let howToRecord =
        "To re-record, run: SNAPSHOT_TESTING_RECORD=failed swift test (or =all for every reference)."
}
