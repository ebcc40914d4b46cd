import Foundation

/// Where one storage service of an account answers, split into the origin the transport
/// sends to and the path every request starts with.
///
/// - Azure: `https://<account>.table.core.windows.net`: origin, empty path prefix.
/// - The emulator (path style): `http://127.0.0.1:10002/<account>`: the account is the path
///   prefix, so it appears twice in a Shared Key's canonicalized resource
///   (`/devstoreaccount1/devstoreaccount1/Events()`).
public struct StorageEndpoint: Hashable, Sendable {
    /// Scheme, host and port: the transport's base URL.
    public let origin: URL
    /// The path before every resource, without a trailing `/` (empty for Azure's own hosts).
    public let pathPrefix: String

    /// An endpoint from its URL, e.g. `http://127.0.0.1:10002/devstoreaccount1`.
    /// - Throws: ``StorageConfigurationError/invalidEndpoint(_:)`` unless it is an `http`
    ///   or `https` URL with a host and without a query or fragment;
    ///   ``StorageConfigurationError/credentialsInEndpoint(_:)`` when it names a user or a
    ///   password. Neither quotes the URL's query or user info.
    public init(_ url: URL) throws(StorageConfigurationError) {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = url.host, !host.isEmpty, url.query == nil, url.fragment == nil,
            let origin = URL(string: scheme + "://" + (host.contains(":") ? "[\(host)]" : host) + (url.port.map { ":\($0)" } ?? ""))
        else {
            throw .invalidEndpoint(PrintableURL.string(url))
        }
        guard !PrintableURL.hasUserInfo(url) else { throw .credentialsInEndpoint(PrintableURL.string(url)) }
        var prefix = url.path
        while prefix.hasSuffix("/") { prefix.removeLast() }
        self.origin = origin
        self.pathPrefix = prefix
    }

    /// An endpoint from URL text.
    /// - Throws: ``StorageConfigurationError/invalidEndpoint(_:)`` when it is not a usable URL.
    public init(_ text: String) throws(StorageConfigurationError) {
        guard let url = URL(string: text) else { throw .invalidEndpoint(PrintableURL.string(text)) }
        try self.init(url)
    }

    /// Azure's endpoint of `service` for `account`: `https://<account>.<service>.core.windows.net`.
    /// - Throws: ``StorageConfigurationError/invalidAccountName(_:)`` for a name that is not
    ///   3 to 24 lower-case letters and digits.
    public static func azure(account: String, service: StorageService) throws(StorageConfigurationError) -> StorageEndpoint {
        try StorageAccountName.validate(account)
        return try StorageEndpoint("https://\(account).\(service.rawValue).core.windows.net")
    }

    /// The path of `resource` (which starts with `/`) under this endpoint.
    func path(_ resource: String) -> String {
        pathPrefix + resource
    }
}

/// The storage services this package talks to.
public enum StorageService: String, Hashable, Sendable {
    /// Table storage (entities).
    case table
    /// Blob storage (files).
    case blob
}
