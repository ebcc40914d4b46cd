/// The bytes were not a JSON document.
struct JSONParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// How many bytes were read.
    var byteCount: Int

    /// A sentence naming the problem.
    var description: String {
        byteCount == 0 ? "the body is empty, not JSON" : "the body (\(byteCount) bytes) is not valid JSON"
    }
}
