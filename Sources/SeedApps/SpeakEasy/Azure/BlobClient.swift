import Foundation

/// A client of Azure Blob Storage's Get Blob operation: `GET /<container>/<blob>`,
/// anonymous (a public container), with Shared Key, or with a SAS token.
/// The transport must send to the endpoint's ``StorageEndpoint/origin``.
public struct BlobClient: Sendable {
    /// Where the blobs are.
    let endpoint: StorageEndpoint
    /// Adds the date, version and authorization.
    let signer: StorageRequestSigner
    /// Sends the requests (to ``StorageEndpoint/origin``).
    let transport: any HTTPTransport

    /// A client of `account`'s blobs at `endpoint`.
    public init(
        account: String, endpoint: StorageEndpoint, credentials: StorageCredentials, transport: any HTTPTransport, clock: @escaping @Sendable () -> Date
    ) {
        self.endpoint = endpoint
        self.signer = StorageRequestSigner(account: account, credentials: credentials, service: .blob, clock: clock)
        self.transport = transport
    }

    /// Characters kept as they are in a blob path: RFC 3986's unreserved ones and `/` (blob
    /// names use it for virtual folders).
    static let pathBytes: Set<UInt8> = Set(Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/".utf8))

    /// The signed request for `blob` in `container`; the name is percent-encoded.
    /// - Complexity: O(*n*) in the length of the names.
    func downloadRequest(container: String, blob: String) -> HTTPRequest {
        let path = endpoint.path("/" + Self.encoded(container) + "/" + Self.encoded(blob))
        return signer.authorize(HTTPRequest(method: .get, path: path))
    }

    /// The blob's bytes and content type.
    /// - Throws: ``StorageError``: no response, or an error status (404 `BlobNotFound` for
    ///   a missing blob) with the service's code and message.
    func download(container: String, blob: String) async throws(StorageError) -> BlobDownload {
        let request = downloadRequest(container: container, blob: blob)
        let response = try await StorageCall.send(request, through: transport, signer: signer, operation: "\(request.method) \(request.path)", expecting: 200)
        return BlobDownload(data: response.body, contentType: response.headers["Content-Type"])
    }

    private static func encoded(_ text: String) -> String {
        let hex = Array("0123456789ABCDEF")
        var result = ""
        for byte in text.utf8 {
            if pathBytes.contains(byte) {
                result.append(Character(Unicode.Scalar(byte)))
            } else {
                result += "%" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 0x0F)])
            }
        }
        return result
    }
}

/// A downloaded blob.
struct BlobDownload: Hashable, Sendable {
    /// The blob's bytes.
    var data: Data
    /// Its `Content-Type`, if the service sent one.
    var contentType: String?
}
