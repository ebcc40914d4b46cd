/// Why a storage call failed. `operation` is the request line without the query
/// (`GET /devstoreaccount1/Events()`), so no description shows a key, a signature or a SAS
/// token; service messages are scrubbed of the request's signatures before they are kept.
enum StorageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No response arrived.
    case transport(TransportError)
    /// The service answered with an error status; `code` and `message` come from its error
    /// body (`odata.error` JSON for tables, `<Error>` XML for blobs) or the `x-ms-error-code`
    /// header, when it sent them.
    case service(status: Int, code: String?, message: String?, operation: String)
    /// The answer is not what the call expects; `detail` says what was wrong.
    case unreadableResponse(operation: String, detail: String)

    /// The HTTP status of a service error, if this is one.
    var status: Int? {
        guard case .service(let status, _, _, _) = self else { return nil }
        return status
    }

    /// What the service said of a service error, as `code: message` (either alone when the
    /// other is missing); nil for other failures and for an error status without a body.
    var serviceReason: String? {
        guard case let .service(_, code, message, _) = self else { return nil }
        let reason = [code, message].compactMap { $0 }.joined(separator: ": ")
        return reason.isEmpty ? nil : reason
    }

    /// A sentence naming what went wrong.
    var description: String {
        switch self {
        case .transport(let error):
            return error.description
        case let .service(status, _, _, operation):
            return "The storage service answered \(operation) with \(status)" + (serviceReason.map { " (\($0))." } ?? ".")
        case let .unreadableResponse(operation, detail):
            return "The answer to \(operation) is not usable: \(detail)."
        }
    }
}
