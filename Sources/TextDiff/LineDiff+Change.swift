extension LineDiff {
    /// One step of an edit script: `oldLines` of the old sequence are replaced by
    /// `newLines` of the new one. Either range may be empty (a pure insertion or deletion);
    /// an empty range still says where the change happens.
    public struct Change: Hashable, Sendable, CustomStringConvertible {
        /// The old lines removed (zero-based, half-open).
        public let oldLines: Range<Int>
        /// The new lines put in their place (zero-based, half-open).
        public let newLines: Range<Int>

        /// A change replacing `oldLines` with `newLines`.
        public init(oldLines: Range<Int>, newLines: Range<Int>) {
            self.oldLines = oldLines
            self.newLines = newLines
        }

        /// The change as `-2..<4 +2..<3`.
        public var description: String {
            "-\(oldLines.lowerBound)..<\(oldLines.upperBound) +\(newLines.lowerBound)..<\(newLines.upperBound)"
        }
    }
}
