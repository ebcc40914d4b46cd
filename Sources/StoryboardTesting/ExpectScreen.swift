import Presentation
import Testing

/// Expects `screen`'s accessibility tree (VoiceOver's elements in reading order, each with its
/// `AccessibilityRole` and name) to match `template` (`ScreenTemplate`): partial and in
/// order, names exact or by regular expression.
///
/// ```swift
/// expectScreen(store.screen, matches: """
///     heading "Books"
///     paragraph /^A Wizard of Earthsea/
///     button "Settings"
///     """)
/// ```
///
/// A failure names the first template line with no match and prints the screen's elements as
/// template lines, ready to copy. A template that cannot be read fails too, naming its line.
/// - Complexity: O(visible elements + template lines) matches, plus the audit's scan.
public func expectScreen(_ screen: Screen, matches template: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let parsed: ScreenTemplate
    do {
        parsed = try ScreenTemplate(template)
    } catch {
        recordIssue(error.description, at: sourceLocation)
        return
    }
    let match = parsed.match(AccessibilityAudit().audit(screen).readingOrder)
    if let message = match.failureMessage { recordIssue(message, at: sourceLocation) }
}
