import Testing
@testable import SeedApps
@testable import Navigation
import Presentation

/// The small business app's data, storyboard and layout against the seed.
@Suite struct BusinessModelTests {
    private let services = BusinessServiceCatalog.sample.services

    @Test func theSampleCatalogHasSixServicesWithTheirPhotos() {
        #expect(services.map(\.caption) == ["Litigation", "Real Estate", "Family Law", "Employment", "Immigration", "Tax Advice"])
        for (index, service) in services.enumerated() {
            #expect(service.image == ImageAsset("service-\(index + 1).jpg", size: Size(width: 480, height: 320)))
            #expect(service.webContentImage == service.image)
        }
    }

    @Test func theFirstServiceIsTheSeedsVerbatim() {
        let litigation = services[0]
        #expect(litigation.webContentTitle == "Litigation: Peace of mind with the experts")
        #expect(litigation.webContent.hasPrefix("<p>Corporate law is the study of how shareholders, directors,"))
        #expect(litigation.webContent.hasSuffix("the board of directors delegates day-to-day management</li><ul>"))
        #expect(litigation.webContent.count == 621)
    }

    @Test func everyArticleReadsAsTwoParagraphsAndFourBullets() {
        for service in services {
            let blocks = HTMLDocument.parse(service.webContent)
            let paragraphs = blocks.filter { if case .paragraph = $0 { true } else { false } }
            let bullets = blocks.filter { if case .listItem(.bullet, 0, _) = $0 { true } else { false } }
            #expect(paragraphs.count == 2, "\(service.caption)")
            #expect(bullets.count == 4, "\(service.caption)")
            #expect(blocks.count == 6, "\(service.caption)")
        }
    }

    @Test func captionsAndTitlesFitTheirLabelsUntruncated() {
        for service in services {
            let caption = TextLayout(text: service.caption, font: ServicesGrid.captionFont, frameSize: ServicesGrid.captionFrame.size)
            let meta = TextLayout(text: service.caption, font: .system(13), frameSize: ServiceDetail.metaFrame.size)
            let title = TextLayout(text: service.webContentTitle, font: .boldSystem(20), frameSize: ServiceDetail.titleFrame.size, numberOfLines: 2)
            #expect(!caption.isTruncated && !meta.isTruncated && !title.isTruncated, "\(service.caption)")
        }
        let byline = TextLayout(text: ServiceDetail.byline, font: .system(13), frameSize: ServiceDetail.nameFrame.size)
        #expect(!byline.isTruncated)
    }

    /// The storyboard the app declares is valid and has the seed's manual `detail` segue.
    @Test func theStoryboardIsValidAndHasTheManualDetailSegue() throws {
        let storyboard = BusinessApp().storyboard
        #expect(storyboard.validate() == [])
        let segue = try storyboard.segue(identifier: "detail", from: "GridViewController")
        #expect(segue.kind == .push && segue.trigger == .manual && segue.destination == "DetailViewController")
    }

    @Test func prepareRefusesASenderThatIsNotAnItemOfTheGrid() {
        let grid = ServicesGrid(catalog: .sample, services: services)
        let segue = Segue("detail", .push, from: "GridViewController", trigger: .manual, to: "DetailViewController")
        let context = ScreenContext(id: ScreenID(0), storyboard: BusinessStoryboard.storyboard)
        #expect(throws: SeguePreparationError.invalidSender("controller")) { try grid.prepare(for: segue, sender: .controller, in: context) }
        #expect(throws: SeguePreparationError.invalidSender("gridItem 6")) { try grid.prepare(for: segue, sender: .gridItem(6), in: context) }
        #expect(throws: Never.self) { try grid.prepare(for: segue, sender: .gridItem(5), in: context) }
    }

    @Test func theDetailPageUsesTheSeedsFramesFontsAndColors() {
        #expect(ServiceDetail.scrollFrame == Rect(x: 0, y: 0, width: 320, height: 480))
        #expect(ServiceDetail.titleFrame == Rect(x: 10, y: 0, width: 300, height: 61))
        #expect(ServiceDetail.imageFrame == Rect(x: 0, y: 58, width: 320, height: 109))
        #expect(ServiceDetail.nameFrame == Rect(x: 10, y: 169, width: 170, height: 21))
        #expect(ServiceDetail.metaFrame == Rect(x: 183, y: 169, width: 117, height: 21))
        #expect(ServiceDetail.dividerFrame == Rect(x: 10, y: 194, width: 300, height: 2))
        #expect(ServiceDetail.webViewFrame == Rect(x: 10, y: 204, width: 300, height: 700))
        #expect(ServiceDetail.contentSize == Size(width: 320, height: 904))
        #expect(ServiceDetail.metaColor.hex == "#1E90E0")

        let elements = ServiceDetail(service: services[0]).render(in: ScreenContext(id: ScreenID(1), storyboard: BusinessStoryboard.storyboard)).elements
        guard let scroll = elements.first, case .scrollView(let state) = scroll.kind else {
            Issue.record("the page is not a scroll view")
            return
        }
        #expect(state.maximumOffsetY(in: scroll.frame.size) == 424)
        #expect(
            scroll.children.map(\.name) == ["titleLabel", "articleImageView", "nameLabel", "metaLabel", "articleWebView", "dividerView"],
            "in the order the seed adds them")
        guard case .label(let title) = scroll.children[0].kind, case .image(let image) = scroll.children[1].kind else {
            Issue.record("the title is not a label or the article image not an image view")
            return
        }
        #expect(title.font == .boldSystem(20) && title.numberOfLines == 2)
        #expect(image.contentMode == .aspectFill && image.clipsToBounds)
        #expect(scroll.children[5].backgroundColor == .lightGray)
    }

    @Test func theGridUsesAQGridViewsFormulaForTheDefaultCellSize() {
        let layout = GridLayout(bounds: ServicesGrid.frame.size, desiredCellSize: ServicesGrid.desiredCellSize, itemCount: 6)
        #expect(layout.columns == 3)
        #expect(layout.cellSize == Size(width: 106, height: 128))
        #expect(layout.frame(ofItem: 5) == Rect(x: 212, y: 128, width: 106, height: 128))
        #expect(layout.cellFrame(ofItem: 0, cellSize: Size(width: 96, height: 128)) == Rect(x: 5, y: 0, width: 96, height: 128))
        #expect(ServicesGrid.clampedOffset(300, itemCount: 6) == 0)
        #expect(ServicesGrid.clampedOffset(10_000, itemCount: 20) == 480)
    }
}
