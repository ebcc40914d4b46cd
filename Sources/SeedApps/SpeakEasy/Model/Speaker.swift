/// A speaker, as the seed's `SESpeaker` holds one: a name, a job title, a biography and a photo.
///
/// The photo is not part of the value: it is a separate download (a blob in the seed's
/// storage) named by ``imageName`` and loaded with ``SpeakEasyBackend/loadImage(for:)``, so a
/// speaker can be shown before the photo arrives.
public struct Speaker: Hashable, Sendable {
    /// The speaker entity's key (its `RowKey` in table storage), which events refer to.
    public internal(set) var rowKey: String
    /// The full name.
    public internal(set) var name: String
    /// The job title.
    public internal(set) var title: String
    /// The biography.
    public internal(set) var bio: String
    /// The photo's name in the image store (a blob name).
    public internal(set) var imageName: String

    /// Creates a speaker whose photo is the image named `imageName`.
    public init(rowKey: String, name: String, title: String, bio: String, imageName: String) {
        self.rowKey = rowKey
        self.name = name
        self.title = title
        self.bio = bio
        self.imageName = imageName
    }
}
