import Foundation
import SeedApps

/// Builds the apps' backends on the real services the ``BackendOptions`` name: URLSession
/// transports with retries for reads, and the system clock for storage request dates.
enum LiveBackends {
    /// How long a request may wait for data.
    static let timeout: TimeInterval = 30

    /// The todo client of `service`.
    static func todoClient(_ service: BackendOptions.TodoService) -> MobileServicesClient {
        MobileServicesClient(applicationKey: service.key, transport: RetryingTransport(base: URLSessionTransport(baseURL: service.url, timeout: timeout)))
    }

    /// The SpeakEasy backend on `storage`'s tables and blobs; `clock` dates the requests.
    static func speakEasyBackend(_ storage: BackendOptions.Storage, clock: @escaping @Sendable () -> Date = { Date() }) -> AzureSpeakEasyBackend {
        .live(
            account: storage.account, credentials: storage.credentials,
            tableEndpoint: storage.tableEndpoint, blobEndpoint: storage.blobEndpoint, timeout: timeout, clock: clock)
    }
}
