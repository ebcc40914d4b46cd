import TextDiff
import Presentation

/// How the engine shows the difference between a reference and the rendered text: a small
/// struct holding one function, so a caller can swap in another presentation.
public struct SnapshotDiffing: Sendable {
    /// Makes the diff text from the reference text, the rendered text, and the two paths to
    /// name in the headers.
    public var diff: @Sendable (_ reference: String, _ actual: String, _ referencePath: String, _ actualPath: String) -> String

    /// Creates a diffing from a function.
    public init(diff: @escaping @Sendable (_ reference: String, _ actual: String, _ referencePath: String, _ actualPath: String) -> String) {
        self.diff = diff
    }

    /// A unified diff with three lines of context, plain `-`/`+`/space prefixes and
    /// `--- <reference>` / `+++ <rendered>` headers, which GNU `patch` applies to the reference.
    public static let unified = SnapshotDiffing { reference, actual, referencePath, actualPath in
        UnifiedDiff.format(old: reference, new: actual, oldName: referencePath, newName: actualPath, context: 3) ?? ""
    }
}
