/// A kind of reference file a scenario can keep: the text every scenario has, an SVG
/// picture for scenarios where a picture helps a reviewer, and the accessibility audit.
public enum SnapshotFormat: String, Sendable, CaseIterable, CustomStringConvertible {
    /// The snapshot text (`.txt`).
    case text
    /// An SVG 1.1 picture (`.svg`).
    case svg
    /// The screen's accessibility audit (`.audit.txt`, ``AccessibilityAudit``).
    case audit

    /// The reference file's extension.
    public var fileExtension: String {
        switch self {
        case .text: return "txt"
        case .svg: return "svg"
        case .audit: return "audit.txt"
        }
    }

    /// The format's name, as the command line spells it.
    public var description: String { rawValue }
}
