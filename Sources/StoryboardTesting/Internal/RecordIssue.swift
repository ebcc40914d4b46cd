import Testing

/// The one place this library reports to Swift Testing: an issue with `message` at the caller's
/// source location, so a failure points at the test line that made it.
func recordIssue(_ message: String, at location: SourceLocation) {
    Issue.record(Comment(rawValue: message), sourceLocation: location)
}
