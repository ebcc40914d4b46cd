import Foundation

/// One event of the conference, as the seed's `SEEvent` holds it: a talk with its date, place
/// and the speaker who gives it.
///
/// The speaker is referenced twice, as the seed's table entity does: by name (shown at once in
/// the events list and while the speaker loads) and by key (the speaker entity's `RowKey`,
/// used to fetch the whole speaker).
struct Event: Hashable, Sendable {
    /// The event entity's key (its `RowKey` in table storage).
    var rowKey: String
    /// The title of the talk.
    var name: String
    /// What the talk is about; the events list shows it in the 3-line summary label.
    var description: String
    /// When the talk starts.
    var date: Date
    /// Where it takes place.
    var location: String
    /// The speaker's name, as stored on the event.
    var speakerName: String
    /// The speaker entity's `RowKey`.
    var speakerKey: String

    /// The date as the seed's `eventDateAsString` shows it, e.g. `12/05/2012`
    /// (see ``EventDateFormat``).
    var dateText: String { EventDateFormat.string(from: date) }
}
