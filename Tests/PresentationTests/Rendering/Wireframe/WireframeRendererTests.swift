import Testing
@testable import Presentation

@Suite struct WireframeRendererTests {
    private let renderer = WireframeRenderer()

    private var sampleScreens: [Screen] {
        [PictureFixtures.smallScreen(), PictureFixtures.scrolledTable(count: 40, offset: 100)]
    }

    @Test func aSmallScreenDrawsAsExpectedIn80Columns() {
        // 320 points over the 79 gaps between 80 columns: x = 10 is column 2 (2.47), the
        // label at x = 100 column 25 (24.7); rows stay 12 points.
        let expected = """
            ┌──────────────────────────────────────────────────────────────────────────────┐
            │ Carrier                           9:41 AM                               100% │
            ├──────────────────────────────────────────────────────────────────────────────┤
            │                                                                              │
            │ < Lists                           Groceries                           [Edit] │
            ├──────────────────────────────────────────────────────────────────────────────┤
            │                                                                              │
            │ Weekly shopping                                                              │
            │                                                                              │
            │                                                                              │
            │ [Eggs|                                            ]         [ Add ]          │
            │                                                                              │
            │ ──────────────────────────────────────────────────────────────────────────── │
            │ ┌───────────────────┐                                                        │
            │ │                   │  A note far too…                                       │
            │ │     cart.png      │                                                        │
            │ │                   │                                                        │
            │ │                   │                                                        │
            │ └───────────────────┘                                                        │
            │                                                                              │
            │  Recent                                                                      │
            ├──────────────────────────────────────────────────────────────────────────────┤
            │                                                                              │
            │ Milk                                                                       > │
            │                                                                              │
            ├──────────────────────────────────────────────────────────────────────────────┤
            │                                                                              │
            │ Bread                                                                      ✓ │
            │                                                                              │
            ├──────────────────────────────────────────────────────────────────────────────┤
            │                                                                              │
            │                                                                              │
            │                                                                              │
            │                                                                              │
            │                                                                              │
            │                                                                              │
            ├──────────────────────────────────────────────────────────────────────────────┤
            │                   ▣                                                          │
            │                [Lists]                               Settings                │
            │                                                                              │
            └──────────────────────────────────────────────────────────────────────────────┘

            """
        #expect(renderer.render(PictureFixtures.smallScreen()) == expected)
    }

    @Test func at81ColumnsAColumnIsExactly4PointsAsTheFormatUsedToBe() {
        // The picture every wireframe was before it fit 80 columns: the same rule, 320 / 80.
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
        #expect(WireframeRenderer(columns: 81).render(PictureFixtures.smallScreen()) == expected)
    }

    @Test func everyPictureIsAsWideAsAskedWith41LinesAndOneTrailingNewline() {
        for columns in [80, 81, 120, 161] {
            for screen in sampleScreens {
                let text = WireframeRenderer(columns: columns).render(screen)
                #expect(text.hasSuffix("\n") && !text.hasSuffix("\n\n"))
                #expect(!text.contains("\r"))
                let lines = text.dropLast().split(separator: "\n", omittingEmptySubsequences: false)
                #expect(lines.count == 41, "\(screen.breadcrumb)")
                #expect(
                    lines.allSatisfy { DisplayWidth.columns(of: $0) == columns },
                    "\(columns) \(screen.breadcrumb): \(lines.map { DisplayWidth.columns(of: $0) })")
            }
        }
    }

    @Test func aWidthOutsideTheSupportedRangeIsHeldToIt() {
        #expect(WireframeRenderer().columns == 80)
        #expect(WireframeRenderer(columns: 40).columns == 80)
        #expect(WireframeRenderer(columns: -3).columns == 80)
        #expect(WireframeRenderer(columns: 500).columns == 161)
        let first = WireframeRenderer(columns: 500).render(PictureFixtures.smallScreen()).split(separator: "\n")[0]
        #expect(first == "┌" + String(repeating: "─", count: 159) + "┐")
    }

    @Test func framesAtOddCoordinatesLandOnTheNearestColumnAtEveryWidth() {
        // A view from x = 15 to 305 (a text view in a grouped cell), 44 points tall; one from 0
        // to 160 and one from 160 to 320 that touch in the middle. The content starts under
        // the status bar, at y = 20.
        let screen = Screen(
            appName: "T",
            content: [
                .view("inset", frame: Rect(x: 15, y: 40, width: 290, height: 44), color: .gray),
                .view("left", frame: Rect(x: 0, y: 140, width: 160, height: 44), color: .gray),
                .view("right", frame: Rect(x: 160, y: 140, width: 160, height: 44), color: .gray),
            ])
        // (columns, the inset view's edges, the shared middle edge)
        for (columns, inset, middle) in [(80, 4...75, 40), (81, 4...76, 40), (161, 8...153, 80)] {
            let lines = WireframeRenderer(columns: columns).render(screen).split(separator: "\n").map { Array($0) }
            // The inset view's top is y = 60: row 5.
            let top = lines[5]
            #expect(top[inset.lowerBound] == "┌" && top[inset.upperBound] == "┐", "\(columns): \(String(top))")
            #expect(top[inset.lowerBound + 1..<inset.upperBound].allSatisfy { $0 == "─" })
            // 44 points tall: its bottom, y = 104, is row 9 (8.7) at every width.
            #expect(lines[9][inset.lowerBound] == "└", "\(columns)")
            // y = 160 is row 13 (13.3), y = 204 row 17; the halves share one line at x = 160
            // (39.5 columns at 80: rounded up, as every half is).
            #expect(lines[13][middle] == "┬", "\(columns): \(String(lines[13]))")
            #expect(lines[17][middle] == "┴", "\(columns): \(String(lines[17]))")
        }
    }

    @Test func aLabelIsCutWithAnEllipsisToItsBox() {
        // 20 narrow letters fit the label's 40 points, but not its 10 columns.
        let screen = Screen(
            appName: "T",
            content: [
                .label("narrow", frame: Rect(x: 40, y: 40, width: 40, height: 21), Label(String(repeating: "i", count: 20), font: .system(8)))
            ])
        let text = renderer.render(screen)
        #expect(text.contains(" iiiiiiiii… "))
        #expect(!text.contains("iiiiiiiiii"))
    }

    @Test func oddFramesAreClippedToTheScreen() {
        let huge = 1e12
        let screen = Screen(
            appName: "T",
            content: [
                .view("negative", frame: Rect(x: -500, y: -500, width: 600, height: 560), color: .gray),
                .view("inverted", frame: Rect(x: 100, y: 100, width: -80, height: -40), color: .gray),
                .label("huge", frame: Rect(x: -huge, y: 10, width: 2 * huge, height: huge), Label("Centred far below", numberOfLines: 0)),
                .label("wide", frame: Rect(x: 10, y: 300, width: huge, height: 21), Label("Far and wide")),
                .image("offscreen", frame: Rect(x: 5000, y: 5000, width: 10, height: 10), ImageView(ImageAsset("x.png"))),
                Element(
                    "table", frame: Rect(x: 0, y: 0, width: 320, height: 416),
                    kind: .table(
                        TableView(
                            dataSource: TableSections([.init(rows: [.init(TableCell(reuseIdentifier: "C", text: "Row"))])]), contentOffsetY: -huge
                        ))),
            ])
        let lines = renderer.render(screen).split(separator: "\n")
        #expect(lines.count == 41)
        #expect(lines.allSatisfy { $0.count == 80 })
        #expect(lines.first.map(String.init) == "┌" + String(repeating: "─", count: 78) + "┐")
        #expect(lines.contains { $0.contains("│ Far and wide ") }, "x = 10 is column 2 (2.47)")
        #expect(!lines.contains { $0.contains("Centred") || $0.contains("x.png") || $0.contains("Row") })
    }

    @Test func wideCharactersTakeTwoCellsAndInvisibleOnesNone() {
        let screen = Screen(
            appName: "T",
            content: [
                .label("wide", frame: Rect(x: 10, y: 10, width: 300, height: 21), Label("日本😀")),
                .label("hostile", frame: Rect(x: 10, y: 40, width: 300, height: 21), Label("a\u{0}b\u{202E}c\u{7}d")),
            ])
        let lines = renderer.render(screen).split(separator: "\n").map(String.init)
        let wide = lines.first { $0.contains("日本😀") }
        #expect(wide?.count == 80 - 3, "three wide characters, each one Character in two cells")
        #expect(lines.contains { $0.contains(" abcd ") })
    }

    @Test func aScrolledTableShowsAndAsksForOnlyItsVisibleRows() {
        let source = CountingRows(count: 10_000)
        let screen = Screen(
            appName: "T",
            content: [
                Element(
                    "table", frame: Rect(x: 0, y: 0, width: 320, height: 460),
                    kind: .table(
                        TableView(dataSource: source, contentOffsetY: 44 * 5_000)
                    ))
            ])
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
        let rows = TableSections([
            .init(
                headerTitle: "Recent",
                rows: [
                    .init(TableCell(reuseIdentifier: "Cell", text: "Milk", accessory: .disclosureIndicator)),
                    .init(TableCell(reuseIdentifier: "Cell", text: "Bread", accessory: .checkmark)),
                ])
        ])
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
            content: [
                Element(
                    "table", frame: Rect(x: 0, y: 0, width: 320, height: 416),
                    kind: .table(TableView(dataSource: TableSections([.init(rows: rows)]), contentOffsetY: offset)))
            ]
        )
    }
}
