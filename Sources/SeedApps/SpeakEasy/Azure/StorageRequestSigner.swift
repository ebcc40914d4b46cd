import Foundation

/// Authorizes storage requests: adds `x-ms-date` (from the injected clock) and `x-ms-version`,
/// then the `Authorization` header (Shared Key, Shared Key Lite) or the SAS parameters, or
/// nothing (anonymous).
///
/// The signature is `base64(HMAC-SHA256(key, stringToSign))` with the strings of
/// ``SharedKeyStringToSign``. The date comes from ``clock``, never from `Date()` here, so a
/// test fixes it and gets the same signature every time.
struct StorageRequestSigner: Sendable {
    /// The account name, as it appears in the header and the canonicalized resource.
    let account: String
    /// How requests are authorized.
    let credentials: StorageCredentials
    /// Which service's string to sign.
    let service: StorageService
    /// The current time, for `x-ms-date`.
    let clock: @Sendable () -> Date

    /// The storage REST version sent as `x-ms-version` (JSON `nometadata` needs 2013-08-15
    /// or later).
    static let version = "2019-02-02"

    /// A signer for `service` of `account`.
    init(account: String, credentials: StorageCredentials, service: StorageService, clock: @escaping @Sendable () -> Date) {
        self.account = account
        self.credentials = credentials
        self.service = service
        self.clock = clock
    }

    /// `request` with `x-ms-date`, `x-ms-version` and its authorization added.
    /// - Complexity: O(*n*) in the size of the request (O(*n* log *n*) for blobs).
    func authorize(_ request: HTTPRequest) -> HTTPRequest {
        var signed = request
        signed.headers.add("x-ms-date", HTTPDate.rfc1123(clock()))
        signed.headers.add("x-ms-version", Self.version)
        switch credentials {
        case .anonymous:
            break
        case .sas(let token):
            signed.query += token.parameters
        case .sharedKey(let key):
            let text = service == .table ? SharedKeyStringToSign.table(signed, account: account) : SharedKeyStringToSign.blob(signed, account: account)
            signed.headers.add("Authorization", "SharedKey \(account):\(Self.signature(of: text, key: key))")
        case .sharedKeyLite(let key):
            let text = service == .table ? SharedKeyStringToSign.tableLite(signed, account: account) : SharedKeyStringToSign.blobLite(signed, account: account)
            signed.headers.add("Authorization", "SharedKeyLite \(account):\(Self.signature(of: text, key: key))")
        }
        return signed
    }

    /// `base64(HMAC-SHA256(key, UTF-8 of stringToSign))`.
    /// - Complexity: O(*n*) in the length of the string.
    static func signature(of stringToSign: String, key: StorageAccountKey) -> String {
        Data(HMACSHA256.authenticationCode(key: key.bytes, message: Array(stringToSign.utf8))).base64EncodedString()
    }

    /// The secrets this signer puts on a request (the signature of `request`'s Authorization
    /// header, a SAS signature), to scrub from any text a service sends back.
    func secrets(in request: HTTPRequest) -> [String] {
        var secrets: [String] = []
        if let authorization = request.headers["Authorization"], let colon = authorization.lastIndex(of: ":") {
            secrets.append(String(authorization[authorization.index(after: colon)...]))
        }
        if case .sas(let token) = credentials {
            secrets += token.parameters.filter(\.isSensitive).map(\.value)
        }
        return secrets.filter { !$0.isEmpty }
    }
}
