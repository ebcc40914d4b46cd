/// Which requests the embedded service fails, by route, in order: each request of a kind
/// takes the first fault left for that kind (and it is used up); without one it is
/// answered normally. A configuration value, so every test and scenario states its own.
public struct MobileServiceFaults: Hashable, Sendable {
    /// Faults for `GET` requests (queries and reads).
    public internal(set) var reads: [InjectedFault]
    /// Faults for `POST` (insert) requests.
    public internal(set) var inserts: [InjectedFault]
    /// Faults for `PATCH` (update) requests.
    public internal(set) var updates: [InjectedFault]
    /// Faults for `DELETE` requests.
    public internal(set) var deletes: [InjectedFault]

    /// No faults unless given.
    public init(reads: [InjectedFault] = [], inserts: [InjectedFault] = [], updates: [InjectedFault] = [], deletes: [InjectedFault] = []) {
        self.reads = reads
        self.inserts = inserts
        self.updates = updates
        self.deletes = deletes
    }

    /// Removes and returns the next fault for a request with `method`, if any.
    mutating func take(for method: HTTPMethod) -> InjectedFault? {
        switch method {
        case .get: return reads.isEmpty ? nil : reads.removeFirst()
        case .post: return inserts.isEmpty ? nil : inserts.removeFirst()
        case .patch: return updates.isEmpty ? nil : updates.removeFirst()
        case .delete: return deletes.isEmpty ? nil : deletes.removeFirst()
        }
    }
}

/// A failure the embedded service plays instead of answering one request: an error response
/// (`500` with an error body...) or no response at all.
public enum InjectedFault: Hashable, Sendable {
    /// Answer with this response.
    case respond(HTTPResponse)
    /// Answer nothing: the transport fails.
    case fail(TransportError)

    /// Answer `status` with the Mobile Services error body `{"code":status,"error":message}`.
    public static func error(status: Int, message: String) -> InjectedFault {
        .respond(.error(status: status, message: message))
    }
}
