/// The bytes were not a JSON document this app reads.
struct JSONParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong with the bytes.
    enum Reason: Hashable, Sendable {
        /// They are not JSON (or empty).
        case notJSON
        /// Arrays and objects nest deeper than the reader follows.
        case nestedTooDeeply(limit: Int)
    }

    /// How many bytes were read.
    var byteCount: Int
    /// What was wrong.
    var reason: Reason

    /// An error for `byteCount` bytes that were wrong for `reason`.
    init(byteCount: Int, reason: Reason = .notJSON) {
        self.byteCount = byteCount
        self.reason = reason
    }

    /// A sentence naming the problem.
    var description: String {
        if byteCount == 0 { return "the body is empty, not JSON" }
        switch reason {
        case .notJSON:
            return "the body (\(byteCount) bytes) is not valid JSON"
        case .nestedTooDeeply(let limit):
            return "the body (\(byteCount) bytes) nests arrays and objects deeper than \(limit) levels"
        }
    }
}
