import Navigation

/// One app an ``InteractiveHost`` can open: the name a user types, a line on what it is, and
/// how to start it.
///
/// ```swift
/// HostedApp(id: "books", title: "Books", summary: "a list of books and their details") {
///     AppDriver(app: BooksApp(), runner: BooksEffects(backend: .sample))
/// }
/// ```
///
/// Start apps with `mode: .held` so the user sees their loading states until `wait`.
public struct HostedApp: Sendable {
    /// The name a user types to open it (`open books`); lower case, one word.
    public var id: String
    /// The app's title (`open Books` opens it too).
    public var title: String
    /// One line on what it is, shown in the app list.
    public var summary: String
    /// Starts the app afresh (on `open`, and on `restart`).
    public var launch: @MainActor @Sendable () -> any RunningApp

    /// An entry of the app list that `launch` starts.
    public init(id: String, title: String, summary: String, launch: @escaping @MainActor @Sendable () -> any RunningApp) {
        self.id = id
        self.title = title
        self.summary = summary
        self.launch = launch
    }
}
