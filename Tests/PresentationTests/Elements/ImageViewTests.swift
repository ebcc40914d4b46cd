import Testing
@testable import Presentation

@Suite struct ImageViewTests {
    private let wide = ImageAsset("wide.png", size: Size(width: 200, height: 100))
    private let bounds = Rect(x: 0, y: 0, width: 100, height: 100)

    @Test func aspectFitUsesTheSmallerScaleCentred() {
        // s = min(100/200, 100/100) = 0.5 -> 100x50 at y (100 - 50) / 2 = 25
        #expect(ImageView(wide, contentMode: .aspectFit).imageRect(in: bounds) == Rect(x: 0, y: 25, width: 100, height: 50))
    }

    @Test func aspectFillUsesTheLargerScaleCentred() {
        // s = max(0.5, 1) = 1 -> 200x100 at x (100 - 200) / 2 = -50
        #expect(ImageView(wide, contentMode: .aspectFill).imageRect(in: bounds) == Rect(x: -50, y: 0, width: 200, height: 100))
    }

    @Test func fillOverflowIsHiddenOnlyWhenClipping() {
        #expect(ImageView(wide, contentMode: .aspectFill).visibleImageRect(in: bounds).width == 200)
        #expect(ImageView(wide, contentMode: .aspectFill, clipsToBounds: true).visibleImageRect(in: bounds) == bounds)
    }

    @Test func scaleToFillAndUnknownSizesFillTheBounds() {
        #expect(ImageView(wide).imageRect(in: bounds) == bounds)
        #expect(ImageView(ImageAsset("x.png"), contentMode: .aspectFit).imageRect(in: bounds) == bounds)
        #expect(ImageView(ImageAsset("x.png", size: Size(width: 0, height: 0)), contentMode: .aspectFit).imageRect(in: bounds) == bounds)
    }

    @Test func centerKeepsTheImageSize() {
        #expect(ImageView(wide, contentMode: .center).imageRect(in: bounds) == Rect(x: -50, y: 0, width: 200, height: 100))
    }

    @Test func theTextFormatPrintsWhereTheImageLandsAndWhatOfItShows() {
        func line(_ image: ImageView, frame: Rect = Rect(x: 0, y: 58, width: 320, height: 109)) -> String {
            let screen = Screen(appName: "A", content: [.image("photo", frame: frame, image)])
            return TextRenderer().render(screen).split(separator: "\n").first { $0.contains("image photo") }.map(String.init) ?? ""
        }
        let photo = ImageAsset("service-1.jpg", size: Size(width: 480, height: 320))
        // Aspect fill at scale 320/480: 320x213.3, centred, 52.2 above the view; clipped to it.
        #expect(
            line(ImageView(photo, contentMode: .aspectFill, clipsToBounds: true))
                .hasSuffix("aspect-fill  clips  drawn 0,-52.2 320x213.3  visible 0,0 320x109"))
        // Without clipping all of it shows: no `visible`.
        #expect(line(ImageView(photo, contentMode: .aspectFill)).hasSuffix("aspect-fill  drawn 0,-52.2 320x213.3"))
        // Clipping that cuts nothing off prints `drawn` alone.
        #expect(
            line(ImageView(photo, contentMode: .aspectFit, clipsToBounds: true))
                .hasSuffix("aspect-fit  clips  drawn 78.3,0 163.5x109"))
        // An image of unknown size: no rectangle at all.
        #expect(line(ImageView(ImageAsset("x.png"), contentMode: .aspectFill, clipsToBounds: true)).hasSuffix("x.png  aspect-fill  clips"))
    }
}

@Suite struct TextQuoteTests {
    @Test func escapesWhatAReviewerCouldMisread() {
        #expect(TextQuote.quoted("a\"b\\c") == "\"a\\\"b\\\\c\"")
        #expect(TextQuote.quoted("line\nnext\ttab") == "\"line\\nnext\\ttab\"")
        #expect(TextQuote.quoted("\u{202E}evil") == "\"\\u{202E}evil\"")
        #expect(TextQuote.quoted("café 日本 👍🏽") == "\"café 日本 👍🏽\"")
        #expect(TextQuote.quoted("\u{7}") == "\"\\u{7}\"")
    }
}

@Suite struct ScrollViewTests {
    @Test func scrollsOnlyWhenContentExceedsBounds() {
        let scroll = ScrollView(contentSize: Size(width: 320, height: 904), contentOffset: Point(x: 0, y: 1_000))
        let bounds = Size(width: 320, height: 480)
        #expect(scroll.scrollsVertically(in: bounds))
        #expect(scroll.maximumOffsetY(in: bounds) == 424)
        #expect(scroll.clampedOffset(in: bounds) == Point(x: 0, y: 424))
        #expect(!ScrollView().scrollsVertically(in: bounds))
        #expect(ScrollView(contentOffset: Point(x: -5, y: -5)).clampedOffset(in: bounds) == .zero)
    }

    @Test func everyScrollRestsBetweenZeroAndTheContentPastTheView() {
        #expect(ScrollView.restingOffset(150, contentLength: 616, visibleLength: 416) == 150)
        #expect(ScrollView.restingOffset(1_000, contentLength: 616, visibleLength: 416) == 200)
        #expect(ScrollView.restingOffset(-40, contentLength: 616, visibleLength: 416) == 0)
        #expect(ScrollView.restingOffset(90, contentLength: 300, visibleLength: 416) == 0, "content that fits does not scroll")
        for offset in [Double.nan, .infinity, -.infinity] {
            #expect(ScrollView.restingOffset(offset, contentLength: 616, visibleLength: 416) == 0)
        }
        #expect(ScrollView.restingOffset(50, contentLength: .infinity, visibleLength: 416) == 0)
        #expect(
            ScrollView(contentSize: Size(width: 320, height: 904), contentOffset: Point(x: 0, y: .nan))
                .clampedOffset(in: Size(width: 320, height: 480)) == .zero)
    }
}
