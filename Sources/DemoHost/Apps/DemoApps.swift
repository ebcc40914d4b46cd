import Navigation
import Presentation
import SeedApps
import StoryboardHost
import Foundation

/// The apps the demo host opens, each on its embedded sample data (or the real service the
/// ``BackendOptions`` name) with its effects held until `wait`, so a user sees loading states.
enum DemoApps {
    /// The apps on their embedded data.
    static let all: [HostedApp] = all(backends: .embedded)

    /// The apps, the todo app and SpeakEasy on the services `backends` names, if any, their
    /// requests shown in (and cancelled through) `pending`.
    static func all(backends: BackendOptions, pending: PendingRequests = PendingRequests()) -> [HostedApp] {
        [
            HostedApp(
                id: "speakeasy", title: "SpeakEasy",
                summary: "a tabbed conference app: events, speakers, details, presenter"
                    + (backends.storage.map { " (storage account \($0.account))" } ?? "")
            ) {
                AppDriver(app: SpeakEasyApp(), runner: SpeakEasyEffects(backend: speakEasyBackend(backends, pending: pending)))
            },
            HostedApp(
                id: "todo", title: "Todos",
                summary: "a todo list on the Mobile Services REST protocol ("
                    + (backends.todo.map { PrintableURL.string($0.url) } ?? "in-memory service") + ")"
            ) {
                guard let service = backends.todo else { return TodoSample.driver() }
                return AppDriver(app: TodoApp(), runner: TodoEffects(client: LiveBackends.todoClient(service, pending: pending)))
            },
            HostedApp(id: "business", title: "Small Business", summary: "a grid of services and a scrolling detail page") {
                AppDriver(app: BusinessApp(), runner: BusinessEffects())
            },
            HostedApp(id: "controls", title: "Controls", summary: "switches, segmented controls, sliders and steppers in cells and on a view") {
                AppDriver(app: ControlsSampleApp(), runner: ControlsSampleEffects())
            },
        ]
    }

    private static func speakEasyBackend(_ backends: BackendOptions, pending: PendingRequests) -> any SpeakEasyBackend {
        guard let storage = backends.storage else { return SampleSpeakEasyBackend() }
        return LiveBackends.speakEasyBackend(storage, pending: pending)
    }
}

/// Builds the apps' backends on the real services the ``BackendOptions`` name: URLSession
/// transports with retries for reads (``RetryPolicy/standard``: 3 attempts, 0.2 s then 0.4 s
/// apart; saves once), a 30-second timeout, and the system clock for storage request dates.
enum LiveBackends {
    /// How long a request may wait for data (each attempt).
    static let timeout: TimeInterval = 30

    /// The todo client of `service`, its requests shown in `pending`.
    static func todoClient(_ service: BackendOptions.TodoService, pending: PendingRequests? = nil) -> MobileServicesClient {
        MobileServicesClient(
            applicationKey: service.key,
            transport: RetryingTransport(
                base: URLSessionTransport(baseURL: service.url, timeout: timeout), pending: pending))
    }

    /// The SpeakEasy backend on `storage`'s tables and blobs, its requests shown in
    /// `pending`; `clock` dates the requests.
    static func speakEasyBackend(
        _ storage: BackendOptions.Storage, pending: PendingRequests? = nil, clock: @escaping @Sendable () -> Date = { Date() }
    ) -> AzureSpeakEasyBackend {
        .live(
            account: storage.account, credentials: storage.credentials,
            tableEndpoint: storage.tableEndpoint, blobEndpoint: storage.blobEndpoint, timeout: timeout, pending: pending, clock: clock)
    }
}
