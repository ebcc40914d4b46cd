/// Sends one storage request and checks its status, turning every failure into a
/// ``StorageError`` whose text is free of the request's secrets.
enum StorageCall {
    /// Sends `request` through `transport`; returns the response when its status is
    /// `expected`.
    /// - Throws: ``StorageError/transport(_:)`` without a response,
    ///   ``StorageError/service(status:code:message:operation:)`` for any other status, with
    ///   the error body's code and message scrubbed of the signer's secrets.
    static func send(
        _ request: HTTPRequest, through transport: any HTTPTransport, signer: StorageRequestSigner, operation: String, expecting expected: Int
    ) async throws(StorageError) -> HTTPResponse {
        let response: HTTPResponse
        do {
            response = try await transport.send(request)
        } catch {
            throw .transport(error)
        }
        guard response.status == expected else {
            let body = StorageErrorBody.read(response, scrubbing: signer.secrets(in: request))
            throw .service(status: response.status, code: body.code, message: body.message, operation: operation)
        }
        return response
    }
}
