import Testing
@testable import SeedApps
@testable import Presentation

@Suite struct WireframeRendererTests {
    private let renderer = WireframeRenderer()

    private var sampleScreens: [Screen] {
        [
            SampleScreens.labels(), SampleScreens.images(), SampleScreens.form(),
            SampleTables.plain(), SampleTables.plain(offset: 200), SampleTables.grouped(), SampleTables.million(),
            SampleTables.plain(alert: Alert(title: "Error", message: "The request timed out.", buttons: [Alert.Button("OK", role: .cancel)])),
            SampleDetail.grid(), SampleDetail.article(), SampleDetail.article(offset: 424), SampleControls.sizes(),
            PictureFixtures.smallScreen(),
        ]
    }

    @Test func aSmallScreenDrawsAsExpected() {
        let expected = """
        ┌───────────────────────────────────────────────────────────────────────────────┐
        │ Carrier                            9:41 AM                               100% │
        ├───────────────────────────────────────────────────────────────────────────────┤
        │                                                                               │
        │ < Lists                           Groceries                            [Edit] │
        ├───────────────────────────────────────────────────────────────────────────────┤
        │                                                                               │
        │  Weekly shopping                                                              │
        │                                                                               │
        │                                                                               │
        │  [Eggs|                                            ]         [ Add ]          │
        │                                                                               │
        │  ──────────────────────────────────────────────────────────────────────────── │
        │  ┌───────────────────┐                                                        │
        │  │                   │ A note far too…                                        │
        │  │     cart.png      │                                                        │
        │  │                   │                                                        │
        │  │                   │                                                        │
        │  └───────────────────┘                                                        │
        │                                                                               │
        │  Recent                                                                       │
        ├───────────────────────────────────────────────────────────────────────────────┤
        │                                                                               │
        │  Milk                                                                       > │
        │                                                                               │
        ├───────────────────────────────────────────────────────────────────────────────┤
        │                                                                               │
        │  Bread                                                                      ✓ │
        │                                                                               │
        ├───────────────────────────────────────────────────────────────────────────────┤
        │                                                                               │
        │                                                                               │
        │                                                                               │
        │                                                                               │
        │                                                                               │
        │                                                                               │
        ├───────────────────────────────────────────────────────────────────────────────┤
        │                   ▣                                                           │
        │                [Lists]                                Settings                │
        │                                                                               │
        └───────────────────────────────────────────────────────────────────────────────┘
        
        """
        #expect(renderer.render(PictureFixtures.smallScreen()) == expected)
    }

    @Test func everyPictureIs41LinesOf81CellsWithOneTrailingNewline() {
        for screen in sampleScreens {
            let text = renderer.render(screen)
            #expect(text.hasSuffix("\n") && !text.hasSuffix("\n\n"))
            #expect(!text.contains("\r"))
            let lines = text.dropLast().split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.count == 41, "\(screen.breadcrumb)")
            #expect(lines.allSatisfy { $0.count == 81 }, "\(screen.breadcrumb): \(lines.map(\.count))")
        }
    }

    @Test func anAlertIsDrawnOverTheContent() {
        let alert = Alert(title: "Error", message: "The request timed out.", buttons: [Alert.Button("Cancel", role: .cancel), Alert.Button("Retry")])
        let lines = renderer.render(SampleTables.plain(alert: alert)).split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.contains("│                                Error                                │") })
        #expect(lines.contains { $0.contains("[ Cancel ]   [ Retry ]") })
        let text = lines.joined(separator: "\n")
        #expect(text.contains("Item 1") && text.contains("Item 8"), "rows outside the box still show")
        #expect(!text.contains("Item 4") && !text.contains("Item 5"), "rows under the box are covered")
    }

    @Test func aLabelIsCutWithAnEllipsisToItsBox() {
        // 20 narrow letters fit the label's 40 points, but not its 10 columns.
        let screen = Screen(appName: "T", content: [
            .label("narrow", frame: Rect(x: 40, y: 40, width: 40, height: 21), Label(String(repeating: "i", count: 20), font: .system(8))),
        ])
        let text = renderer.render(screen)
        #expect(text.contains(" iiiiiiiii… "))
        #expect(!text.contains("iiiiiiiiii"))
    }

    @Test func oddFramesAreClippedToTheScreen() {
        let huge = 1e12
        let screen = Screen(appName: "T", content: [
            .view("negative", frame: Rect(x: -500, y: -500, width: 600, height: 560), color: .gray),
            .view("inverted", frame: Rect(x: 100, y: 100, width: -80, height: -40), color: .gray),
            .label("huge", frame: Rect(x: -huge, y: 10, width: 2 * huge, height: huge), Label("Centred far below", numberOfLines: 0)),
            .label("wide", frame: Rect(x: 10, y: 300, width: huge, height: 21), Label("Far and wide")),
            .image("offscreen", frame: Rect(x: 5000, y: 5000, width: 10, height: 10), ImageView(ImageAsset("x.png"))),
            Element("table", frame: Rect(x: 0, y: 0, width: 320, height: 416), kind: .table(TableView(
                dataSource: TableSections([.init(rows: [.init(TableCell(reuseIdentifier: "C", text: "Row"))])]), contentOffsetY: -huge
            ))),
        ])
        let lines = renderer.render(screen).split(separator: "\n")
        #expect(lines.count == 41)
        #expect(lines.allSatisfy { $0.count == 81 })
        #expect(lines.first.map(String.init) == "┌" + String(repeating: "─", count: 79) + "┐")
        #expect(lines.contains { $0.contains("│  Far and wide ") })
        #expect(!lines.contains { $0.contains("Centred") || $0.contains("x.png") || $0.contains("Row") })
    }

    @Test func wideCharactersTakeTwoCellsAndInvisibleOnesNone() {
        let screen = Screen(appName: "T", content: [
            .label("wide", frame: Rect(x: 10, y: 10, width: 300, height: 21), Label("日本😀")),
            .label("hostile", frame: Rect(x: 10, y: 40, width: 300, height: 21), Label("a\u{0}b\u{202E}c\u{7}d")),
        ])
        let lines = renderer.render(screen).split(separator: "\n").map(String.init)
        let wide = lines.first { $0.contains("日本😀") }
        #expect(wide?.count == 81 - 3, "three wide characters, each one Character in two cells")
        #expect(lines.contains { $0.contains(" abcd ") })
    }

    @Test func aScrolledTableShowsAndAsksForOnlyItsVisibleRows() {
        let source = CountingRows(count: 10_000)
        let screen = Screen(appName: "T", content: [Element("table", frame: Rect(x: 0, y: 0, width: 320, height: 460), kind: .table(
            TableView(dataSource: source, contentOffsetY: 44 * 5_000)
        ))])
        let text = renderer.render(screen)
        #expect(text.contains("Row 5000") && text.contains("Row 5009"))
        #expect(!text.contains("Row 4999") && !text.contains("Row 5011"))
        #expect(source.counter.count == 11, "the rows 5000...5010 that meet the 460-point viewport")
    }
}

/// Small screens the wireframe and SVG tests draw.
enum PictureFixtures {
    /// A navigation bar with a back button and an Edit button, a label, a text field, a button,
    /// a divider, an image, a plain table of two rows under a header, and a tab bar.
    static func smallScreen(alert: Alert? = nil) -> Screen {
        let rows = TableSections([.init(headerTitle: "Recent", rows: [
            .init(TableCell(reuseIdentifier: "Cell", text: "Milk", accessory: .disclosureIndicator)),
            .init(TableCell(reuseIdentifier: "Cell", text: "Bread", accessory: .checkmark)),
        ])])
        return Screen(
            appName: "Notes",
            breadcrumb: ["Lists", "Groceries"],
            navigationBar: NavigationBar(title: "Groceries", backButtonTitle: "Lists", rightItems: [.system(.edit)]),
            content: [
                .label("name", frame: Rect(x: 10, y: 10, width: 300, height: 21), Label("Weekly shopping")),
                Element("field", frame: Rect(x: 10, y: 40, width: 200, height: 31), kind: .textField(TextField("Eggs", isFocused: true))),
                Element("add", frame: Rect(x: 220, y: 40, width: 90, height: 31), kind: .button(Button("Add"))),
                .view("divider", frame: Rect(x: 10, y: 84, width: 300, height: 1), color: .lightGray),
                .image("photo", frame: Rect(x: 10, y: 96, width: 80, height: 60), ImageView(ImageAsset("cart.png"))),
                .label("note", frame: Rect(x: 100, y: 96, width: 100, height: 21), Label("A note far too long for its box", font: .system(14))),
                Element("table", frame: Rect(x: 0, y: 170, width: 320, height: 140), kind: .table(TableView(dataSource: rows))),
            ],
            tabBar: TabBar(items: [TabItem(title: "Lists", image: ImageAsset("lists.png")), TabItem(title: "Settings")], selectedIndex: 0),
            alert: alert
        )
    }

    /// A plain table of `count` rows titled "Row N", scrolled down by `offset`.
    static func scrolledTable(count: Int, offset: Double) -> Screen {
        let rows = (0..<count).map { TableSections.Row(TableCell(reuseIdentifier: "Cell", text: "Row \($0)")) }
        return Screen(
            appName: "Rows",
            navigationBar: NavigationBar(title: "Rows"),
            content: [Element("table", frame: Rect(x: 0, y: 0, width: 320, height: 416), kind: .table(TableView(dataSource: TableSections([.init(rows: rows)]), contentOffsetY: offset)))]
        )
    }
}
