/// What became of a touch a client sent (``AppHost/send(_:)``): the app took it, or the screen
/// as it is does not offer it and nothing changed. A UI client may ignore it (a tap that lands
/// on nothing does nothing on a device either); a test that must fail on a refusal calls
/// ``get()`` or drives the app with ``AppDriver``, whose `send` throws.
public enum TouchResult: Equatable, Sendable {
    /// The screen offered the touch and the app applied it.
    case accepted
    /// The screen does not offer the touch (an alert is up, the row does not exist...): why.
    case refused(UserActionError)

    /// Whether the app took the touch.
    public var isAccepted: Bool { self == .accepted }

    /// Why the touch was refused; nil when it was accepted.
    public var refusal: UserActionError? {
        guard case .refused(let error) = self else { return nil }
        return error
    }

    /// Returns when the touch was accepted.
    /// - Throws: the ``UserActionError`` that refused it.
    public func get() throws(UserActionError) {
        if case .refused(let error) = self { throw error }
    }
}
