/// What happened when one rendered text was checked against its reference file.
public enum SnapshotResult: Equatable, Sendable {
    /// The reference exists and matches.
    case matched(referencePath: String)
    /// The reference was written (see ``SnapshotRecording``); whether the test passes depends on
    /// ``SnapshotRecording/changedReference``.
    case recorded(SnapshotRecording)
    /// The check failed; the failure says why and what to do.
    case failed(SnapshotFailure)

    /// Whether a test should pass: a match, or a recording that left the reference exactly as it
    /// was. Writing a new or different reference fails, so a recording never passes unseen.
    public var passes: Bool {
        switch self {
        case .matched: return true
        case .recorded(let recording): return !recording.changedReference
        case .failed: return false
        }
    }

    /// A message for a person: empty when the check passed.
    public var message: String {
        switch self {
        case .matched: return ""
        case .recorded(let recording): return recording.changedReference ? recording.description : ""
        case .failed(let failure): return failure.description
        }
    }
}

/// A reference file the engine wrote.
public struct SnapshotRecording: Equatable, Sendable, CustomStringConvertible {
    /// Why the engine wrote the file.
    public enum Reason: String, Equatable, Sendable {
        /// The reference did not exist (record mode `missing`, `failed` or `all`).
        case missing
        /// The reference differed (record mode `failed` or `all`).
        case mismatch
        /// Record mode `all` rewrote a reference that already matched.
        case recordAll
    }

    /// The reference file's path.
    public var referencePath: String
    /// Why it was written.
    public var reason: Reason
    /// Whether the file is new or its content changed.
    public var changedReference: Bool
    /// The diff from the old reference to the new one, when there was an old one that differed.
    public var diff: String?
    /// The old reference's text (normalized, as compared), when a readable one was rewritten.
    public var previousReference: String?

    /// Creates a recording report.
    public init(referencePath: String, reason: Reason, changedReference: Bool, diff: String?, previousReference: String? = nil) {
        self.referencePath = referencePath
        self.reason = reason
        self.changedReference = changedReference
        self.diff = diff
        self.previousReference = previousReference
    }

    /// What was written, and that the test must be run again to verify it.
    public var description: String {
        switch reason {
        case .missing:
            return "Recorded a new reference at \(referencePath). Review it, then run the tests again to verify it."
        case .mismatch, .recordAll:
            var text = "Re-recorded \(referencePath) with the rendered output. Review the change, then run the tests again:"
            if let diff { text += "\n\n" + diff }
            return text
        }
    }
}
