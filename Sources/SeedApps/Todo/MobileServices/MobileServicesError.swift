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
    /// A save was answered with a success status (`201 Created`, `200 OK`) whose body is not
    /// the stored item: the service says it applied the save, but the app cannot read what
    /// it stored. `problem` says what was wrong with the body.
    case unreadableConfirmation(status: Int, operation: String, problem: String)

    /// The message an alert shows: for an error status, what it means and what to do with
    /// the server's own message kept in it (a refused key names the setting to check; only a
    /// failure that may pass says "try again"); else a sentence naming what was wrong.
    var alertMessage: String {
        guard case let .server(status, message) = self else { return description }
        let said = "(\(status): \(message))"
        switch status {
        case 401, 403:
            return "The service did not accept the application key \(said). Check that the app's application key is this service's."
        case 404:
            return "The service does not have what was asked for \(said)."
        case _ where isTransient:
            return "The service had a problem \(said). Try again."
        default:
            return "The service refused the request \(said)."
        }
    }

    /// The message for a failed save (insert or update): ``alertMessage``, and when the save
    /// may have reached the service before its answer was lost (a timeout, a lost
    /// connection, a cancelled request), a caution to check the list before saving again,
    /// since a save is never repeated automatically.
    var saveAlertMessage: String {
        if case let .unreadableConfirmation(status, operation, problem) = self {
            return "The service answered \(operation) with \(status) (\(Self.reason(status))), so the save was most likely stored, "
                + "but its answer could not be read: \(problem). Go back to the list to check before saving again."
        }
        guard mayHaveBeenApplied, case .transport(let error) = self else { return alertMessage }
        return error.message(naming: "service", advisingRetry: false)
            + " The save may have reached the service: go back to the list to check before saving again."
    }

    /// Whether a save that failed so may still have been applied: its answer was lost (a
    /// timeout, a dropped connection, a cancelled request) or could not be read after a
    /// success status. Saving the same todo again could then store it twice.
    var mayHaveBeenApplied: Bool {
        switch self {
        case .transport(let error): return [.timedOut, .connectionLost, .cancelled, .unreachable].contains(error)
        case .unreadableConfirmation: return true
        case .server, .unexpectedStatus, .malformedJSON, .wrongType, .missingMember: return false
        }
    }

    private static func reason(_ status: Int) -> String {
        status == 201 ? "Created" : status == 200 ? "OK" : "success"
    }

    /// Whether the same request may succeed later: no response for a transient reason, or a
    /// "try again later" status (408, 429, 5xx). Only these get a Retry.
    var isTransient: Bool {
        switch self {
        case .transport(let error): return error.isTransient
        case .server(let status, _): return status == 408 || status == 429 || (500..<600).contains(status)
        case .unexpectedStatus, .malformedJSON, .wrongType, .missingMember, .unreadableConfirmation: return false
        }
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
        case let .unreadableConfirmation(status, operation, problem):
            return "The service answered \(operation) with \(status), but its answer could not be read: \(problem)."
        }
    }

    private func article(_ word: String) -> String {
        guard let first = word.first else { return "a" }
        return "aeiou".contains(first) ? "an" : "a"
    }
}
