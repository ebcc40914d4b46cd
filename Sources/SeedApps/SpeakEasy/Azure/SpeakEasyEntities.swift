/// How SpeakEasy's events and speakers are stored as table entities, both ways.
///
/// | Value | Entity property | Type |
/// | --- | --- | --- |
/// | ``Event/rowKey`` | `RowKey` | string (`PartitionKey` is free, `events` by default) |
/// | ``Event/name``, ``Event/description``, ``Event/location`` | `Name`, `Description`, `Location` | string |
/// | ``Event/date`` | `Date` | `Edm.DateTime` (ISO 8601 UTC string) |
/// | ``Event/speakerName``, ``Event/speakerKey`` | `SpeakerName`, `SpeakerKey` | string |
/// | ``Speaker/rowKey`` | `RowKey` | string (`PartitionKey` `speakers` by default) |
/// | ``Speaker/name``, ``Speaker/title``, ``Speaker/bio`` | `Name`, `Title`, `Bio` | string |
/// | ``Speaker/imageName`` | `ImageName` | string: the photo's blob name |
///
/// Other properties (`Timestamp`, `…@odata.type` annotations) are ignored when reading.
enum SpeakEasyEntities {
    /// The event stored in `entity`.
    /// - Throws: ``TableEntityError`` naming the first property that is absent or mistyped.
    static func event(from entity: TableEntity) throws(TableEntityError) -> Event {
        Event(
            rowKey: try entity.string("RowKey"),
            name: try entity.string("Name"),
            description: try entity.string("Description"),
            date: try entity.date("Date"),
            location: try entity.string("Location"),
            speakerName: try entity.string("SpeakerName"),
            speakerKey: try entity.string("SpeakerKey"))
    }

    /// The speaker stored in `entity`.
    /// - Throws: ``TableEntityError`` naming the first property that is absent or mistyped.
    static func speaker(from entity: TableEntity) throws(TableEntityError) -> Speaker {
        Speaker(
            rowKey: try entity.string("RowKey"),
            name: try entity.string("Name"),
            title: try entity.string("Title"),
            bio: try entity.string("Bio"),
            imageName: try entity.string("ImageName"))
    }

    /// The entity storing `event` in `partitionKey`, its date typed `Edm.DateTime`.
    static func entity(for event: Event, partitionKey: String = "events") -> TableEntity {
        TableEntity(
            partitionKey: partitionKey, rowKey: event.rowKey,
            properties: [
                ("Name", .string(event.name)),
                ("Description", .string(event.description)),
                ("Date", .string(EdmDateTime.string(from: event.date))),
                ("Date@odata.type", .string("Edm.DateTime")),
                ("Location", .string(event.location)),
                ("SpeakerName", .string(event.speakerName)),
                ("SpeakerKey", .string(event.speakerKey)),
            ])
    }

    /// The entity storing `speaker` in `partitionKey`.
    static func entity(for speaker: Speaker, partitionKey: String = "speakers") -> TableEntity {
        TableEntity(
            partitionKey: partitionKey, rowKey: speaker.rowKey,
            properties: [
                ("Name", .string(speaker.name)),
                ("Title", .string(speaker.title)),
                ("Bio", .string(speaker.bio)),
                ("ImageName", .string(speaker.imageName)),
            ])
    }
}
