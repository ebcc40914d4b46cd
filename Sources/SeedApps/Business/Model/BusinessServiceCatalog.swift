import Presentation

/// Where the app's services come from. The seed has no backend: it builds its sample data in
/// code ("ideally loaded from a web service, but that is out of the scope of this tutorial"),
/// so the services are embedded data. They still sit behind this value, injected into
/// ``BusinessApp``, so tests and scenarios can hand the app other services (hostile HTML, a
/// missing image, a long list).
public struct BusinessServiceCatalog: Hashable, Sendable {
    /// The services, in grid order.
    public internal(set) var services: [BusinessService]

    /// Creates a catalog of `services`.
    public init(services: [BusinessService]) {
        self.services = services
    }

    /// The size given to the bundled photos `service-1.jpg` ... `service-6.jpg`: 480x320 points,
    /// the 3:2 shape of the Creative Commons photographs the seed credits. (The seed ships the
    /// files but never states their size; this is our choice, and it decides what aspect fill
    /// crops in the grid's square thumbnails and the detail page's 320x109 banner.)
    static let photoSize = Size(width: 480, height: 320)

    /// The bundled photo `service-<number>.jpg`.
    static func photo(_ number: Int) -> ImageAsset {
        ImageAsset("service-\(number).jpg", size: photoSize)
    }
}
