import Foundation
@testable import SeedApps
@testable import Navigation
@testable import Presentation

/// The three seed apps as journeys drive them: on their embedded data, effects held, their
/// backends wrapped so a journey can make any call fail.
@MainActor
enum JourneyApps {
    /// The todo app on the sample table, over the in-memory Mobile Service.
    static func todo() -> JourneyApp<TodoApp> {
        todo(TodoApp(), source: "JourneyApps.todo()")
    }

    /// `app` (the todo app, or a deliberately broken copy of it) wired as ``todo()`` is.
    static func todo<App: StoryboardApp>(_ app: App, source: String) -> JourneyApp<App>
    where App.State == TodoAppState, App.Action == TodoAction, App.Effect == RoutedEffect<TodoEffect> {
        JourneyApp(
            name: "todo",
            source: source,
            launch: {
                let faults = JourneyFaultSwitch()
                let service = InMemoryMobileService(applicationKey: TodoSample.applicationKey, items: TodoSample.items)
                let transport = FaultInjectingTransport(service: service, faults: faults)
                let client = MobileServicesClient(applicationKey: TodoSample.applicationKey, transport: transport)
                let host = AppDriver(app: app, runner: TodoEffects(client: client))
                return JourneySession(host: host, faults: faults) {
                    await service.rows.compactMap { row in
                        guard case .string(let text)? = row["text"] else { return nil }
                        return text
                    }
                }
            },
            navigation: { NavigationFacts($0.navigation) },
            rows: { todoRows($0) },
            invariants: JourneyTodoInvariants.all(),
            secrets: [TodoSample.applicationKey.secret])
    }

    /// SpeakEasy on the standard sample conference.
    static func speakeasy() -> JourneyApp<SpeakEasyApp> {
        JourneyApp(
            name: "speakeasy",
            source: "JourneyApps.speakeasy()",
            launch: {
                let faults = JourneyFaultSwitch()
                let backend = FaultInjectingSpeakEasyBackend(inner: SampleSpeakEasyBackend(), faults: faults)
                let host = AppDriver(app: SpeakEasyApp(), runner: SpeakEasyEffects(backend: backend))
                return JourneySession(host: host, faults: faults) { [] }
            },
            navigation: { NavigationFacts($0.navigation) },
            rows: speakEasyRows,
            invariants: JourneySpeakEasyInvariants.all,
            secrets: [])
    }

    /// The labels the todo list on top shows, row by row; nil on the details screen.
    static func todoRows(_ state: TodoAppState) -> [String]? {
        guard let list = state.top(as: TodoList.self) else { return nil }
        return list.items.map(\.text)
    }

    /// The labels the SpeakEasy list on top shows, row by row; nil on the other screens.
    static func speakEasyRows(_ state: SpeakEasyState) -> [String]? {
        if let list = state.top(as: EventsList.self) { return list.events.map(\.name) }
        return state.top(as: SpeakersList.self)?.speakers.map(\.name)
    }

    /// The small business app on `catalog` (its effects type has no cases, so there is never
    /// anything to release or fail).
    static func business(catalog: BusinessServiceCatalog = .sample) -> JourneyApp<BusinessApp> {
        JourneyApp(
            name: "business",
            source: catalog == .sample ? "JourneyApps.business()" : "JourneyApps.business(catalog: JourneyApps.hostileCatalog)",
            launch: {
                JourneySession(
                    host: AppDriver(app: BusinessApp(catalog: catalog), runner: BusinessEffects()),
                    faults: JourneyFaultSwitch()
                ) { [] }
            },
            navigation: { NavigationFacts($0.navigation) },
            rows: { state in
                guard let grid = state.top(as: ServicesGrid.self) else { return nil }
                return grid.services.map(\.caption)
            },
            invariants: [],
            secrets: [])
    }

    /// Thirteen services (so the grid scrolls) whose captions, titles and articles are hostile
    /// text and HTML.
    static let hostileCatalog = BusinessServiceCatalog(
        services: HostileText.samples.prefix(13).enumerated().map { index, sample in
            BusinessService(
                caption: sample.text,
                image: index.isMultiple(of: 3) ? nil : BusinessServiceCatalog.photo(index % 6 + 1),
                webContentTitle: sample.name + ": " + sample.text,
                webContent: HostileHTML.light[index % HostileHTML.light.count].html,
                webContentImage: index.isMultiple(of: 4) ? nil : BusinessServiceCatalog.photo(1))
        })
}
