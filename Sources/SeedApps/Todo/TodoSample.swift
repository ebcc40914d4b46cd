import Navigation

/// The sample data and wiring the scenarios, tests and demo host start the todo app with.
public enum TodoSample {
    /// The embedded service's application key (a made-up value; it must never be printed).
    public static let applicationKey = ApplicationKey("zumo-sample-key-5d41402abc4b2a76")

    /// The sample table: four todos to do and one done (filtered out of the list). The long
    /// one shows how a row truncates.
    public static let items: [TodoItem] = [
        TodoItem(id: 1, text: "Buy milk"),
        TodoItem(id: 2, text: "Call the plumber about the kitchen sink"),
        TodoItem(id: 3, text: "Renew the car insurance", complete: true),
        TodoItem(id: 4, text: "Water the plants"),
        TodoItem(id: 5, text: "Book flights"),
    ]

    /// A longer table for scrolling: fourteen todos to do, 616 points of rows in a 416-point
    /// table, so it scrolls by up to 200 points.
    public static let longList: [TodoItem] = [
        "Buy milk", "Call the plumber", "Water the plants", "Book flights", "Pay the electricity bill",
        "Return the library books", "Fix the bike's back light", "Send the birthday card", "Clean the gutters",
        "Order printer ink", "Reply to Sam's email", "Renew the passport", "Defrost the freezer", "Sort the photos",
    ].enumerated().map { offset, text in TodoItem(id: offset + 1, text: text) }

    /// The app as a UI client holds it, against a fresh embedded service holding `items`:
    /// effects run as they come.
    @MainActor
    public static func host(items: [TodoItem] = items) -> AppHost<TodoApp> {
        AppHost(app: TodoApp(), runner: TodoEffects(client: client(for: InMemoryMobileService(applicationKey: applicationKey, items: items))))
    }

    /// The app driven step by step (a test, a scenario) against a fresh embedded service
    /// holding `items`, playing `faults`; the client sends `clientKey` (give another key to see
    /// the 401).
    @MainActor
    public static func driver(
        items: [TodoItem] = items,
        faults: MobileServiceFaults = MobileServiceFaults(),
        clientKey: ApplicationKey = applicationKey,
        mode: RuntimeMode = .held
    ) -> AppDriver<TodoApp> {
        let service = InMemoryMobileService(applicationKey: applicationKey, items: items, faults: faults)
        return AppDriver(app: TodoApp(), runner: TodoEffects(client: client(for: service, key: clientKey)), mode: mode)
    }

    private static func client(for service: InMemoryMobileService, key: ApplicationKey = applicationKey) -> MobileServicesClient {
        MobileServicesClient(applicationKey: key, transport: service)
    }
}
