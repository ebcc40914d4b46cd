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

/// The six services of the sample app. The first is the seed's own, verbatim (its HTML ends
/// with `<ul>` where `</ul>` was meant, which the web view must still show sensibly); the
/// tutorial says the other five "are exactly the same but with a different set of text", so
/// they are written here in the same form: a paragraph, a lead-in paragraph and a list of four
/// points. Each service uses its photo both in the grid and on its detail page, as the seed
/// does with `service-1.jpg`.
extension BusinessServiceCatalog {
    /// The sample catalog the app launches with.
    public static let sample = BusinessServiceCatalog(services: [
        service(1, "Litigation", "Litigation: Peace of mind with the experts", litigation),
        service(2, "Real Estate", "Real Estate: Closing deals with confidence", realEstate),
        service(3, "Family Law", "Family Law: Support when it matters most", familyLaw),
        service(4, "Employment", "Employment: Fair rules for every workplace", employment),
        service(5, "Immigration", "Immigration: Your path to a new home", immigration),
        service(6, "Tax Advice", "Tax Advice: Keep more of what you earn", taxAdvice),
    ])

    private static func service(_ number: Int, _ caption: String, _ title: String, _ html: String) -> BusinessService {
        BusinessService(caption: caption, image: photo(number), webContentTitle: title, webContent: html, webContentImage: photo(number))
    }

    /// The seed's article, character for character.
    static let litigation =
        "<p>Corporate law is the study of how shareholders, directors, employees, creditors, and other stakeholders such as consumers, the community and the environment interact with one another. </p><p>The four defining characteristics of the modern corporation are:</p> <ul><li>Separate Legal Personality of the corporation (access to tort and contract law in a manner similar to a person)</li><li>Limited Liability of the shareholders</li><li>Shares (if the corporation is a public company, the shares are traded on a stock exchange)</li><li>Delegated Management; the board of directors delegates day-to-day management</li><ul>"

    private static let realEstate =
        "<p>Real estate law covers the purchase, sale, lease and use of land and the buildings on it, and the rights of owners, tenants, lenders and neighbours. </p><p>We guide you through every step of a transaction:</p> <ul><li>Reviewing and negotiating purchase and sale agreements</li><li>Title searches and title insurance</li><li>Commercial and residential leases</li><li>Zoning, permits and land use disputes</li></ul>"

    private static let familyLaw =
        "<p>Family law deals with marriage, civil partnership, divorce, children and the property a family builds together, at the moments when clear advice matters most. </p><p>Our family team helps with:</p> <ul><li>Prenuptial and cohabitation agreements</li><li>Separation and divorce, including the division of property</li><li>Child custody, visitation and support</li><li>Adoption and guardianship</li></ul>"

    private static let employment =
        "<p>Employment law governs the relationship between employers and employees: hiring, pay, working conditions, discrimination and the end of employment. </p><p>We advise employers and employees on:</p> <ul><li>Employment contracts and handbooks</li><li>Wage, hour and overtime questions</li><li>Discrimination and harassment claims</li><li>Dismissals, redundancies and severance agreements</li></ul>"

    private static let immigration =
        "<p>Immigration law sets out who may visit, study, work or settle in a country, and the steps to become a permanent resident or a citizen. </p><p>We prepare and file applications for:</p> <ul><li>Work permits and skilled worker visas</li><li>Family reunification and spouse visas</li><li>Permanent residence</li><li>Citizenship and naturalisation</li></ul>"

    private static let taxAdvice =
        "<p>Tax law decides how income, profits, property and estates are taxed, and careful planning keeps a business or a family on the right side of it. </p><p>Our tax advisers help you with:</p> <ul><li>Corporate and personal tax returns</li><li>Tax-efficient business structures</li><li>Estate and succession planning</li><li>Audits and disputes with the tax authority</li></ul>"
}
