/// Hands out `ScreenID`s in order: 0, 1, 2...
///
/// It is a plain value kept inside `NavigationState`, so copying the state copies the counter
/// and two runs of the same actions produce the same ids.
public struct ScreenIDGenerator: Hashable, Sendable {
    /// The id the next call to `make()` returns.
    public private(set) var nextID: ScreenID

    /// Creates a generator whose first id is `first` (0 by default).
    public init(first: ScreenID = ScreenID(0)) {
        self.nextID = first
    }

    /// Returns a fresh id and advances the counter.
    public mutating func make() -> ScreenID {
        defer { nextID = ScreenID(nextID.rawValue &+ 1) }
        return nextID
    }
}
