import Navigation

/// One line of a git merge conflict left in a file: `<<<<<<< HEAD`, `|||||||`, `=======` or
/// `>>>>>>> branch`.
public struct MergeConflictMarker: Hashable, Sendable {
    /// Which of the four markers.
    public enum Kind: String, Hashable, Sendable {
        /// `<<<<<<<`: our side starts.
        case ours
        /// `|||||||`: the common ancestor starts (diff3 style).
        case base
        /// `=======`: their side starts.
        case separator
        /// `>>>>>>>`: the conflict ends.
        case theirs

        /// The seven characters git writes.
        public var marker: String {
            switch self {
            case .ours: "<<<<<<<"
            case .base: "|||||||"
            case .separator: "======="
            case .theirs: ">>>>>>>"
            }
        }
    }

    /// The line, from 1.
    public var line: Int
    /// Which marker.
    public var kind: Kind
    /// What follows the marker on its line (`HEAD`, a branch or commit subject), trimmed.
    public var label: String

    /// Creates a marker.
    public init(line: Int, kind: Kind, label: String = "") {
        self.line = line
        self.kind = kind
        self.label = label
    }
}
