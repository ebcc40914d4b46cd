import Testing
@testable import Presentation

/// Dark mode: a dynamic color shows its dark channels, a fixed one stays; a screen in dark mode
/// says so and resolves its content's colors, and the audit checks contrast with them.
@Suite struct DarkModeTests {
    static let label = Color.black.withDark(.white)
    static let background = Color.white.withDark(.black)

    @Test func aDynamicColorResolvesAndAFixedOneStays() {
        #expect(Self.label.resolved(in: .dark) == .white)
        #expect(Self.label.resolved(in: .light).hex == "#000000")
        #expect(Color.gray.resolved(in: .dark) == .gray)
        #expect(Self.label.hex == "#000000", "a dynamic color prints its light value")
    }

    @Test func aScreenInDarkModeResolvesItsContent() {
        let text = Element("title", frame: Rect(x: 10, y: 10, width: 200, height: 21), kind: .label(Label("Hello", textColor: Self.label)))
        let fixed = Element("note", frame: Rect(x: 10, y: 40, width: 200, height: 21), kind: .label(Label("Fixed", textColor: .darkGray)))
        let root = Element("root", frame: Rect(x: 0, y: 0, width: 320, height: 460), kind: .view, backgroundColor: Self.background, children: [text, fixed])
        let screen = Screen(appName: "T", content: [root])
        let dark = TextRenderer().render(screen.inAppearance(.dark))
        #expect(dark.contains("\nappearance  dark\n"))
        #expect(dark.contains("view root  0,0 320x460  #000000"))
        #expect(dark.contains("label title  10,10 200x21  Helvetica 17  #FFFFFF"))
        #expect(dark.contains("label note  10,40 200x21  Helvetica 17  #555555"))
        #expect(TextRenderer().render(screen.inAppearance(.light)) == TextRenderer().render(screen))
        // Dark gray on black: the contrast rule finds it only in dark mode.
        #expect(!AccessibilityAudit().audit(screen).findings.contains { $0.rule == .contrast && $0.element.contains("note") })
        #expect(AccessibilityAudit().audit(screen.inAppearance(.dark)).findings.contains { $0.rule == .contrast && $0.element.contains("note") })
    }

    /// Today's bars in dark mode: #1D1D1D with a white title and #0A84FF tabs, which pass the
    /// contrast rule where the light bar's 10-point tab titles do not.
    @Test func todaysBarsTurnDarkAndTheAuditReadsThemSo() {
        let screen = Screen(
            appName: "App", navigationBar: NavigationBar(title: "Settings"), content: [],
            tabBar: TabBar(items: [TabItem(title: "One"), TabItem(title: "Two")], selectedIndex: 0)
        ).laidOut(on: .iPhone15)
        let light = AccessibilityAudit().audit(screen).text
        let dark = AccessibilityAudit().audit(screen.inAppearance(.dark)).text
        #expect(light.contains("contrast  tab \"One\"  \"One\"  #007AFF on #F9F9F9  3.82:1 < 4.5:1"))
        #expect(!light.contains("contrast  navigation bar title"), "black on #F9F9F9 passes")
        #expect(dark.contains("contrast 0,") && !dark.contains("\ncontrast  ") && !dark.hasPrefix("contrast  "), "\(dark)")
        let svg = SVGRenderer().render(screen.inAppearance(.dark))
        #expect(svg.contains("#1D1D1D") && svg.contains("#0A84FF") && !svg.contains("#A1AFC3"))
    }

    /// Today's tables in dark mode: UIKit's built-in text is white on #1C1C1E rows, section
    /// titles #EBEBF5 at 60% on black.
    @Test func todaysTablesDrawTheirOwnPartsDark() {
        let source = TableSections([.init(headerTitle: "General", rows: [TableSections.Row(TableCell(reuseIdentifier: "Cell", text: "Hello"))])])
        let screen = Screen(
            appName: "App",
            content: [
                Element(
                    "tableView", frame: Rect(x: 0, y: 0, width: 320, height: 460), kind: .table(TableView(style: .grouped, dataSource: source)),
                    autoresizingMask: .flexibleSize)
            ]
        ).laidOut(on: .iPhone15).inAppearance(.dark)
        let text = TextRenderer().render(screen)
        #expect(text.contains("header 0  0,0 393x55.5  SFPro 13 #EBEBF5/0.6  \"General\""))
        #expect(text.contains("label textLabel  16,0 367x43  SFPro 17  #FFFFFF  \"Hello\""), "\(text)")
        let audit = AccessibilityAudit().audit(screen).text
        #expect(!audit.contains("contrast  row 0.0"), "\(audit)")
        #expect(SVGRenderer().render(screen).contains("#1C1C1E"))
    }
}
