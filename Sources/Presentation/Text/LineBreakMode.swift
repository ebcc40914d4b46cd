/// How text that does not fit its width or its lines is broken and cut, like UIKit's
/// `UILineBreakMode` on iOS 5/6.
///
/// Every mode wraps text onto as many lines as the layout allows; they differ in where a line
/// may end and in how the last visible line shows that text was cut.
public enum LineBreakMode: String, Hashable, Sendable, CaseIterable {
    /// Wrap at spaces (a word wider than the line is broken inside); the last visible line
    /// simply ends where its wrap ended. `UILineBreakModeWordWrap`.
    case wordWrap
    /// Wrap at any character; the last visible line ends where its wrap ended.
    /// `UILineBreakModeCharacterWrap`.
    case characterWrap
    /// Wrap at spaces; the last visible line holds the rest of its paragraph cut after the last
    /// character that fits whole (UIKit also draws the partly visible glyph; we drop it).
    /// `UILineBreakModeClip`.
    case clip
    /// Wrap at spaces; the last visible line holds the rest of its paragraph, cut so that it
    /// fits with "…" appended. UILabel's default. `UILineBreakModeTailTruncation`.
    case tailTruncation
}
