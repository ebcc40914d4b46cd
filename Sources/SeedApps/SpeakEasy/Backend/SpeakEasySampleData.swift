import Presentation

/// The data the embedded ``SampleSpeakEasyBackend`` serves: a fictitious conference of seven
/// events and five speakers, with their photos.
///
/// It holds what the screens and scenarios need: a description long enough to be cut in the
/// events list's 3-line summary label and to scroll in the details' 290x75 text view
/// (`azure-ios`), an event name too long for its label
/// (`push-notifications`), more events than fit on screen, and a speaker whose photo is missing
/// from the image store (Tom Okafor, `tom-okafor.png`), so loading it fails.
public struct SpeakEasySampleData: Hashable, Sendable {
    /// The events, in the order the list shows them.
    public internal(set) var events: [Event]
    /// The speakers, in the order the list shows them.
    public internal(set) var speakers: [Speaker]
    /// The photos in the image store, by name.
    public internal(set) var images: [String: ImageAsset]

    /// Creates sample data: `images` holds the photos by ``Speaker/imageName``; a speaker
    /// whose photo is missing from it gets ``SpeakEasyBackendError/imageNotFound(speakerName:)``.
    public init(events: [Event], speakers: [Speaker], images: [String: ImageAsset]) {
        self.events = events
        self.speakers = speakers
        self.images = images
    }

    /// The standard sample conference.
    public static let standard = SpeakEasySampleData(
        events: SpeakEasySampleData.standardEvents,
        speakers: SpeakEasySampleData.standardSpeakers,
        images: [
            "ann-lee.png": ImageAsset("ann-lee.png", size: Size(width: 120, height: 160)),
            "marcus-chen.png": ImageAsset("marcus-chen.png", size: Size(width: 160, height: 160)),
            "priya-raman.jpg": ImageAsset("priya-raman.jpg", size: Size(width: 200, height: 150)),
            "sofia-alvarez.png": ImageAsset("sofia-alvarez.png", size: Size(width: 150, height: 200)),
        ]
    )

    private static let standardSpeakers: [Speaker] = [
        Speaker(
            rowKey: "ann-lee", name: "Ann Lee", title: "Principal Program Manager, Windows Azure",
            bio: "Ann leads the team that brings Windows Azure storage to phones and tablets. "
                + "Before joining the Azure team she spent six years building banking apps for the iPhone, "
                + "and she still reviews every sample her team ships on a real device. "
                + "She has spoken at conferences on four continents about tables, blobs and queues, "
                + "and about why the best mobile backend is the one you never have to think about. "
                + "When she is not on stage she teaches a weekend class on app design at her local "
                + "community college and tends a garden that produces far more tomatoes than anyone can eat. "
                + "Ask her about offline-first apps: she has opinions.",
            imageName: "ann-lee.png"),
        Speaker(
            rowKey: "marcus-chen", name: "Marcus Chen", title: "Mobile Architect, Contoso",
            bio: "Marcus designs the mobile platform at Contoso, where thirty apps share one set of cloud services. "
                + "He likes small APIs and large test suites.",
            imageName: "marcus-chen.png"),
        Speaker(
            rowKey: "priya-raman", name: "Priya Raman", title: "Developer Evangelist",
            bio: "Priya helps start-ups move their apps to the cloud. She writes a blog about storage costs "
                + "that is more exciting than it sounds.",
            imageName: "priya-raman.jpg"),
        Speaker(
            rowKey: "tom-okafor", name: "Tom Okafor", title: "iOS Developer, Northwind Traders",
            bio: "Tom has shipped eleven iPhone apps since 2008 and has used storyboards since the first beta.",
            imageName: "tom-okafor.png"),
        Speaker(
            rowKey: "sofia-alvarez", name: "Sofia Alvarez", title: "Cloud Consultant",
            bio: "Sofia builds messaging systems with queues and worker roles for retailers across Europe.",
            imageName: "sofia-alvarez.png"),
    ]

    private static let standardEvents: [Event] = [
        Event(
            rowKey: "azure-ios", name: "Azure for iOS Apps",
            description: "Learn how an iPhone app keeps its events and speakers in Windows Azure table storage "
                + "and their photos in blob storage, using the Windows Azure toolkit for iOS. We build the "
                + "SpeakEasy app from an empty storyboard to a tabbed app that lists events, shows their "
                + "details and fetches each presenter on demand, then discuss paging, keys and security.",
            date: EventDateFormat.date(year: 2012, month: 12, day: 5, hour: 18),
            location: "Building 92, Redmond", speakerName: "Ann Lee", speakerKey: "ann-lee"),
        Event(
            rowKey: "table-storage", name: "Table Storage Tips",
            description: "Partition keys, row keys and queries that scale.",
            date: EventDateFormat.date(year: 2012, month: 12, day: 6, hour: 9, minute: 30),
            location: "Room 101, Convention Center", speakerName: "Marcus Chen", speakerKey: "marcus-chen"),
        Event(
            rowKey: "blobs-mobile", name: "Blobs for Mobile Apps",
            description: "Upload, cache and resize images from an iPhone app without a server of your own.",
            date: EventDateFormat.date(year: 2012, month: 12, day: 7, hour: 14),
            location: "Room 204, Convention Center", speakerName: "Priya Raman", speakerKey: "priya-raman"),
        Event(
            rowKey: "storyboards", name: "Storyboard Segues",
            description: "Tab bars, navigation controllers, static cells and prepareForSegue: in a real app.",
            date: EventDateFormat.date(year: 2012, month: 12, day: 10, hour: 11),
            location: "Hall B, Convention Center", speakerName: "Tom Okafor", speakerKey: "tom-okafor"),
        Event(
            rowKey: "access-control", name: "Access Control",
            description: "Sign in with Windows Live, Google or Facebook through ACS, and keep some features for ADFS users.",
            date: EventDateFormat.date(year: 2012, month: 12, day: 12, hour: 16),
            location: "Building 92, Redmond", speakerName: "Ann Lee", speakerKey: "ann-lee"),
        Event(
            rowKey: "push-notifications", name: "Push Notifications with Queues and Workers",
            description: "A worker role reads a queue and sends push notifications to every device that subscribed.",
            date: EventDateFormat.date(year: 2012, month: 12, day: 14, hour: 10),
            location: "Hall A, Convention Center", speakerName: "Sofia Alvarez", speakerKey: "sofia-alvarez"),
        Event(
            rowKey: "offline-sync", name: "Offline Sync Q&A",
            description: "Bring your questions about the Sync Framework.",
            date: EventDateFormat.date(year: 2013, month: 1, day: 9, hour: 17),
            location: "Room 101, Convention Center", speakerName: "Marcus Chen", speakerKey: "marcus-chen"),
    ]
}
