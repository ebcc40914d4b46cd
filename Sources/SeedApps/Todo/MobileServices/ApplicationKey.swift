/// The Mobile Service's application key (sent as `X-ZUMO-APPLICATION`). It is a secret:
/// every description of it, and of anything holding it, prints `<redacted>`.
public struct ApplicationKey: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The key itself; read only to put it in the header.
    let secret: String

    /// Wraps a key.
    public init(_ secret: String) {
        self.secret = secret
    }

    /// `<redacted>`.
    public var description: String { "<redacted>" }
    /// `<redacted>`.
    public var debugDescription: String { "<redacted>" }
    /// A mirror without children, so `dump` shows nothing of the key.
    public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}
