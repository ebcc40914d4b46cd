/// Sends an ``HTTPRequest`` and answers with the ``HTTPResponse``: the todo app's backend
/// boundary. The embedded ``InMemoryMobileService`` answers from memory; a later transport
/// sends the same values over the network.
public protocol HTTPTransport: Sendable {
    /// Sends `request` and returns the service's response, whatever its status.
    /// - Throws: ``TransportError`` when no response arrived.
    func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse
}
