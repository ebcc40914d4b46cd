import Foundation

extension AzureSpeakEasyBackend {
    /// The backend of a storage account on Azure in one call: a table client and a blob client
    /// over `URLSession` at `https://<account>.table.core.windows.net` and
    /// `https://<account>.blob.core.windows.net`, each retrying idempotent reads with backoff.
    ///
    /// ```swift
    /// let key = try StorageAccountKey(base64: environment["STORAGE_KEY"] ?? "")
    /// let backend = try AzureSpeakEasyBackend.live(account: "speakeasy", credentials: .sharedKey(key))
    /// let host = AppDriver(app: SpeakEasyApp(), runner: SpeakEasyEffects(backend: backend))
    /// ```
    ///
    /// - Parameters:
    ///   - account: the storage account's name.
    ///   - credentials: a Shared Key or a SAS token.
    ///   - layout: the names of the two tables and the photo container.
    ///   - timeout: how long a request may wait for data, in seconds.
    ///   - retries: when reads are tried again.
    ///   - pending: where requests show while they run (and can be cancelled), if anywhere.
    ///   - clock: the date each request is signed with.
    /// - Throws: ``StorageConfigurationError/invalidAccountName(_:)`` when `account` is not
    ///   3 to 24 lower-case letters and digits.
    public static func live(
        account: String,
        credentials: StorageCredentials,
        layout: Layout = .standard,
        timeout: TimeInterval = 30,
        retries: RetryPolicy = .standard,
        pending: PendingRequests? = nil,
        clock: @escaping @Sendable () -> Date = { Date() }
    ) throws(StorageConfigurationError) -> AzureSpeakEasyBackend {
        live(
            account: account, credentials: credentials,
            tableEndpoint: try .azure(account: account, service: .table),
            blobEndpoint: try .azure(account: account, service: .blob),
            layout: layout, timeout: timeout, retries: retries, pending: pending, clock: clock)
    }

    /// The backend of a storage account at endpoints of your choice (an emulator such as
    /// Azurite at `http://127.0.0.1:10002/devstoreaccount1` and `…:10000/devstoreaccount1`,
    /// a custom domain), over `URLSession`, retrying idempotent reads with backoff.
    ///
    /// - Parameters:
    ///   - account: the storage account's name (it signs Shared Key requests).
    ///   - credentials: a Shared Key or a SAS token.
    ///   - tableEndpoint: where the tables are.
    ///   - blobEndpoint: where the blobs are.
    ///   - layout: the names of the two tables and the photo container.
    ///   - timeout: how long a request may wait for data, in seconds.
    ///   - retries: when reads are tried again.
    ///   - pending: where requests show while they run (and can be cancelled), if anywhere.
    ///   - clock: the date each request is signed with.
    public static func live(
        account: String,
        credentials: StorageCredentials,
        tableEndpoint: StorageEndpoint,
        blobEndpoint: StorageEndpoint,
        layout: Layout = .standard,
        timeout: TimeInterval = 30,
        retries: RetryPolicy = .standard,
        pending: PendingRequests? = nil,
        clock: @escaping @Sendable () -> Date = { Date() }
    ) -> AzureSpeakEasyBackend {
        func transport(_ endpoint: StorageEndpoint) -> RetryingTransport {
            RetryingTransport(base: URLSessionTransport(baseURL: endpoint.origin, timeout: timeout), policy: retries, pending: pending)
        }
        return AzureSpeakEasyBackend(
            tables: TableStorageClient(
                account: account, endpoint: tableEndpoint, credentials: credentials, transport: transport(tableEndpoint), clock: clock),
            blobs: BlobClient(
                account: account, endpoint: blobEndpoint, credentials: credentials, transport: transport(blobEndpoint), clock: clock),
            layout: layout)
    }
}
