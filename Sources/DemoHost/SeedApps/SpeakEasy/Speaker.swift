/// A speaker, as the seed's `SESpeaker` holds one: a name, a job title, a biography and a photo.
///
/// The photo is not part of the value: it is a separate download (a blob in the seed's
/// storage) named by ``imageName`` and loaded with ``SpeakEasyBackend/loadImage(for:)``, so a
/// speaker can be shown before the photo arrives.
struct Speaker: Hashable, Sendable {
    /// The speaker entity's key (its `RowKey` in table storage), which events refer to.
    var rowKey: String
    /// The full name.
    var name: String
    /// The job title.
    var title: String
    /// The biography.
    var bio: String
    /// The photo's name in the image store (a blob name).
    var imageName: String
}
