import Presentation

/// A control a user named that the screen shows disabled: what `tap`, `toggle`, `segment` and
/// `set` say about it, by the title a user sees, and why when the screen says so (the work it
/// shows in progress: "while loading events").
struct DisabledControl: Equatable, Sendable {
    /// The title or row text the user sees.
    var title: String
    /// Why it is disabled (`while loading events`), when the screen says.
    var reason: String?

    /// A control called `title` disabled on `screen`, for the reason the screen shows.
    init(_ title: String, on screen: Screen) {
        self.init(title, reason: screen.activity.map { "while \($0)" })
    }

    /// A control called `title` disabled for `reason`.
    init(_ title: String, reason: String?) {
        self.title = title
        self.reason = reason
    }

    /// `"Reset" is disabled and cannot be tapped now.`, with `use` the verb (`tapped`, `changed`).
    func message(use: String) -> String {
        "\"\(TerminalText.echo(title))\" is disabled\(reason.map { " " + TerminalText.echo($0) } ?? "") and cannot be \(use) now."
    }
}
