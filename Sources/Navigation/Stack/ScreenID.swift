/// A stable identity for one screen instance in the navigation state.
///
/// Every push, tab root and modal gets a fresh id from the navigation state's
/// `ScreenIDGenerator` (a counter, never random, so tests are deterministic). An effect that
/// carries the id of the screen that started it can route its result back with
/// `NavigationState.update(_:_:)` even after other pushes and pops; if that screen has been
/// popped meanwhile, the result is dropped.
public struct ScreenID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The counter value; ids are handed out in increasing order starting at 0.
    public let rawValue: Int

    /// Creates an id. Apps get ids from `ScreenIDGenerator`; this initializer is for tests.
    public init(_ rawValue: Int) {
        self.rawValue = rawValue
    }

    /// `#3` for the fourth id handed out.
    public var description: String { "#\(rawValue)" }

    /// Orders ids by when they were handed out.
    public static func < (lhs: ScreenID, rhs: ScreenID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

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
