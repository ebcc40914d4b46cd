import Presentation

/// A scrolling article page like the small business app's detail page, and a grid.
enum SampleDetail {
    static let html = """
        <p>Welcome to <b>the sample</b> page &amp; its list:</p><ul><li>First point</li><li>Second point, long enough to wrap onto a second line of the page</li></ul><script>alert('never shown')</script><p>Thanks for reading&hellip;</p>
        """

    static func article(offset: Double = 0) -> Screen {
        let children: [Element] = [
            .label(
                "titleLabel", frame: Rect(x: 10, y: 0, width: 300, height: 61),
                Label("Sample: a scrolling article page with a long title", font: .boldSystem(20), numberOfLines: 2)),
            .image(
                "articleImageView", frame: Rect(x: 0, y: 58, width: 320, height: 109),
                ImageView(ImageAsset("service-1.jpg", size: Size(width: 640, height: 320)), contentMode: .aspectFill, clipsToBounds: true)),
            .label("nameLabel", frame: Rect(x: 10, y: 169, width: 170, height: 21), Label.app("By John Doe / Posted under: ", font: .system(13))),
            .label("metaLabel", frame: Rect(x: 183, y: 169, width: 117, height: 21), Label("Samples", font: .system(13), textColor: SampleScreens.blue)),
            .view("divider", frame: Rect(x: 10, y: 194, width: 300, height: 2), color: .lightGray),
            Element("articleWebView", frame: Rect(x: 10, y: 204, width: 300, height: 700), kind: .webView(WebView(html: html))),
        ]
        return Screen(
            appName: SampleScreens.appName,
            breadcrumb: ["Articles", "Article"],
            navigationBar: NavigationBar(title: nil, backButtonTitle: "Back"),
            content: [
                Element(
                    "scrollView", frame: Rect(x: 0, y: 0, width: 320, height: 480),
                    kind: .scrollView(
                        ScrollView(contentSize: Size(width: 320, height: 904), contentOffset: Point(x: 0, y: offset))
                    ), children: children)
            ]
        )
    }

    static func grid() -> Screen {
        let captions = ["Litigation", "Tax", "Property", "Family", "Employment", "Immigration"]
        let cells = captions.enumerated().map { index, caption in
            GridCell(
                size: Size(width: 96, height: 128),
                elements: [
                    .image(
                        "image", frame: Rect(x: 8, y: 8, width: 80, height: 80),
                        ImageView(ImageAsset("service-\(index + 1).jpg", size: Size(width: 160, height: 160)), contentMode: .aspectFit)),
                    .label("caption", frame: Rect(x: 0, y: 96, width: 96, height: 21), Label(caption, font: .boldSystem(13), alignment: .center)),
                ], tapAction: "segue detail")
        }
        return Screen(
            appName: SampleScreens.appName,
            breadcrumb: ["Services"],
            navigationBar: NavigationBar(title: "Services"),
            content: [Element("gridView", frame: Rect(x: 0, y: 0, width: 320, height: 416), kind: .grid(GridView(cells: cells))).autoresizing(.flexibleSize)]
        )
    }
}
