extension TextLayout {
    /// One visible line of a ``TextLayout``.
    public struct Line: Hashable, Sendable {
        /// The characters shown, ending in "…" when the line was truncated.
        public let text: String
        /// The width of ``text`` in points (sum of advances, no kerning).
        public let width: Double

        /// A line showing `text`, `width` points wide.
        public init(text: String, width: Double) {
            self.text = text
            self.width = width
        }
    }
}
