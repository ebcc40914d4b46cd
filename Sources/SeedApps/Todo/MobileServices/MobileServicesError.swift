/// Why a Mobile Services call did not give the expected result. No case carries a request's
/// headers, so no error text can show the application key.
enum MobileServicesError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No response arrived.
    case transport(TransportError)
    /// The service answered with an error status (>= 400) and this message, read from the
    /// error body as the iOS SDK reads it.
    case server(status: Int, message: String)
    /// A status the call does not expect (e.g. 204 to a query, or a redirect).
    case unexpectedStatus(Int, operation: String)
    /// The body is not JSON.
    case malformedJSON(operation: String, JSONParseError)
    /// A value has the wrong JSON type: `path` names it (`[1].complete`, `results`).
    case wrongType(path: String, expected: String, found: String)
    /// A required member is absent: `path` names it (`item.id`).
    case missingMember(path: String)

    /// The message an alert shows: the server's own message for an error status, else a
    /// sentence naming what was wrong.
    var alertMessage: String {
        if case .server(_, let message) = self { return message }
        return description
    }

    /// A sentence naming what was wrong.
    var description: String {
        switch self {
        case .transport(let error):
            return error.description
        case let .server(status, message):
            return "The service answered \(status): \(message)"
        case let .unexpectedStatus(status, operation):
            return "The service answered \(operation) with the unexpected status \(status)."
        case let .malformedJSON(operation, error):
            return "The response to \(operation) is not usable: \(error)."
        case let .wrongType(path, expected, found):
            return "The response's \(path) should be \(article(expected)) \(expected) but is \(article(found)) \(found)."
        case .missingMember(let path):
            return "The response has no \(path)."
        }
    }

    private func article(_ word: String) -> String {
        guard let first = word.first else { return "a" }
        return "aeiou".contains(first) ? "an" : "a"
    }
}
