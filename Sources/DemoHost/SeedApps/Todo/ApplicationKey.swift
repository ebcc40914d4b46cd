/// The Mobile Service's application key (sent as `X-ZUMO-APPLICATION`). It is a secret:
/// every description of it, and of anything holding it, prints `<redacted>`.
struct ApplicationKey: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The key itself; read only to put it in the header.
    let secret: String

    /// Wraps a key.
    init(_ secret: String) {
        self.secret = secret
    }

    /// `<redacted>`.
    var description: String { "<redacted>" }
    /// `<redacted>`.
    var debugDescription: String { "<redacted>" }
    /// A mirror without children, so `dump` shows nothing of the key.
    var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}
