/// The apps a session has opened, each kept with its state until the session ends (or a
/// `restart`), and which one is in front.
@MainActor
struct OpenApps {
    /// One opened app.
    struct Entry {
        /// The app as the host lists it.
        let app: HostedApp
        /// It, running.
        var running: any RunningApp
        /// How many of its wiring errors were already reported.
        var reportedFailureCount = 0
    }

    /// The opened apps, in the order they were first opened.
    private(set) var entries: [Entry] = []
    /// The index in ``entries`` of the app in front.
    private(set) var frontIndex: Int?

    /// The app in front, if any.
    var front: Entry? { frontIndex.map { entries[$0] } }

    /// Brings `app` to the front, starting it if it is not open yet (or if `afresh`); returns
    /// whether it was started now.
    mutating func open(_ app: HostedApp, afresh: Bool = false) -> Bool {
        if let index = entries.firstIndex(where: { $0.app.id == app.id }) {
            frontIndex = index
            guard afresh else { return false }
            entries[index] = Entry(app: app, running: app.launch())
            return true
        }
        entries.append(Entry(app: app, running: app.launch()))
        frontIndex = entries.count - 1
        return true
    }

    /// Whether `id` names an opened app.
    func isOpen(_ id: String) -> Bool { entries.contains { $0.app.id == id } }

    /// Marks the front app's wiring errors as reported; returns the new ones.
    mutating func takeNewFailures() -> [String] {
        guard let index = frontIndex else { return [] }
        let messages = entries[index].running.failureMessages
        guard messages.count > entries[index].reportedFailureCount else { return [] }
        let new = Array(messages[entries[index].reportedFailureCount...])
        entries[index].reportedFailureCount = messages.count
        return new
    }
}
