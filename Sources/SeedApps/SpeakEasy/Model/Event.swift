import Foundation

/// One event of the conference, as the seed's `SEEvent` holds it: a talk with its date, place
/// and the speaker who gives it.
///
/// The speaker is referenced twice, as the seed's table entity does: by name (shown at once in
/// the events list and while the speaker loads) and by key (the speaker entity's `RowKey`,
/// used to fetch the whole speaker).
public struct Event: Hashable, Sendable {
    /// The event entity's key (its `RowKey` in table storage).
    public internal(set) var rowKey: String
    /// The title of the talk.
    public internal(set) var name: String
    /// What the talk is about; the events list shows it in the 3-line summary label.
    public internal(set) var description: String
    /// When the talk starts.
    public internal(set) var date: Date
    /// Where it takes place.
    public internal(set) var location: String
    /// The speaker's name, as stored on the event.
    public internal(set) var speakerName: String
    /// The speaker entity's `RowKey`.
    public internal(set) var speakerKey: String

    /// Creates an event; `speakerName` is shown until the speaker with `speakerKey` is fetched.
    public init(rowKey: String, name: String, description: String, date: Date, location: String, speakerName: String, speakerKey: String) {
        self.rowKey = rowKey
        self.name = name
        self.description = description
        self.date = date
        self.location = location
        self.speakerName = speakerName
        self.speakerKey = speakerKey
    }

    /// The date as the seed's `eventDateAsString` shows it, e.g. `12/05/2012`
    /// (see `EventDateFormat`).
    public var dateText: String { EventDateFormat.string(from: date) }
}
