import Testing
@testable import Presentation

/// `Screen.localized(in:)`: the app's wording translated wherever it is drawn, data and system
/// items untouched, frames unchanged; and `TextFitCheck` on what the longer text does.
@Suite struct ScreenLocaleTests {
    /// A screen with a string of each origin in each place that holds text.
    private func sample() -> Screen {
        var bar = NavigationBar(title: "Ann Lee", backButtonTitle: "Speakers", rightItems: [.system(.done), .titled("Edit profile", id: "edit")])
        bar.titleOrigin = .data
        let cells = TableSections([
            .init(
                headerTitle: "General Info", footerTitle: "Dec 5, 2012",
                rows: [
                    .init(TableCell(reuseIdentifier: "A", style: .value1, text: "Date", detailText: "Dec 5", textOrigin: .app)),
                    .init(
                        TableCell(
                            reuseIdentifier: "B", contentElements: [.label("name", frame: Rect(x: 10, y: 0, width: 200, height: 44), Label("Windows Azure"))])),
                ], headerTitleOrigin: .app)
        ])
        return Screen(
            appName: "Sample",
            breadcrumb: ["Speakers", "Ann Lee"],
            navigationBar: bar,
            content: [
                .label("prompt", frame: Rect(x: 10, y: 10, width: 300, height: 21), .app("Todo Text")),
                .label("record", frame: Rect(x: 10, y: 40, width: 300, height: 21), Label("Buy milk")),
                Element("save", frame: Rect(x: 10, y: 70, width: 100, height: 37), kind: .button(Button("Save", titleOrigin: .app))),
                Element(
                    "field", frame: Rect(x: 10, y: 110, width: 300, height: 31),
                    kind: .textField(TextField("", placeholder: "What needs doing?", placeholderOrigin: .app))),
                Element("typed", frame: Rect(x: 10, y: 150, width: 300, height: 31), kind: .textField(TextField("typed", placeholder: "Name"))),
                .segmentedControl("units", at: Point(x: 10, y: 190), width: 300, SegmentedControl(["Miles", "Kilometres"], segmentsOrigin: .app)),
                Element("table", frame: Rect(x: 0, y: 240, width: 320, height: 120), kind: .table(TableView(style: .grouped, dataSource: cells))),
            ],
            tabBar: TabBar(items: [TabItem(title: "Events"), TabItem(title: "Speakers")], selectedIndex: 1)
        )
    }

    @Test func theAppsWordingIsTranslatedAndDataStays() {
        let base = sample()
        let text = TextRenderer().render(base.localized(in: .pseudo))
        for translated in [
            "\"[Ţöðö Ţéxţ one]\"", "\"[Šåvé one]\"", "\"[Whåţ ñééðš ðöîñğ? one two]\"", "\"[Mîļéš one]\"",
            "back  \"[Šþéåķéŕš one]\"", "\"[Ëðîţ þŕöƒîļé one two]\"", "[Ğéñéŕåļ Îñƒö one two]", "\"[Ðåţé one]\"", "[Ëvéñţš one]",
        ] {
            #expect(text.contains(translated), "\(translated) in\n\(text)")
        }
        for kept in ["\"Buy milk\"", "title \"Ann Lee\"", "\"typed\"", "\"Windows Azure\"", "\"Dec 5\"", "system done \"Done\"", "Speakers > Ann Lee"] {
            #expect(text.contains(kept), "\(kept) in\n\(text)")
        }
    }

    @Test func theBaseLocaleAndTheFramesChangeNothing() {
        let base = sample()
        #expect(TextRenderer().render(base.localized(in: .base)) == TextRenderer().render(base))
        let pseudo = base.localized(in: .pseudo)
        #expect(pseudo.content.map(\.frame) == base.content.map(\.frame))
        #expect(pseudo.contentFrame == base.contentFrame)
    }

    @Test func anAlertsMessageFromTheServerStays() {
        var screen = sample()
        var alert = Alert(title: "Error", message: "HTTP 503: Service Unavailable", buttons: [Alert.Button("OK", role: .cancel)])
        alert.messageOrigin = .data
        screen.alert = alert
        let shown = screen.localized(in: .pseudo).alert
        #expect(shown?.title == "[Ëŕŕöŕ one]")
        #expect(shown?.message == "HTTP 503: Service Unavailable")
        #expect(shown?.buttons.map(\.title) == ["[ÖĶ one]"])
    }

    @Test func aLabelThatNewlyTruncatesOrWrapsIsFoundAndOneCutBeforeIsNot() {
        let base = Screen(
            appName: "Fit",
            content: [
                .label("fits", frame: Rect(x: 10, y: 10, width: 300, height: 21), .app("Save")),
                .label("cut", frame: Rect(x: 10, y: 40, width: 65, height: 21), .app("Settings")),
                .label("wrapping", frame: Rect(x: 10, y: 70, width: 120, height: 63), .app("Show traffic", numberOfLines: 3)),
                .label("alreadyCut", frame: Rect(x: 10, y: 140, width: 30, height: 21), .app("Notifications")),
                .label("data", frame: Rect(x: 10, y: 170, width: 30, height: 21), Label("Windows Azure and iOS")),
            ],
            tabBar: TabBar(items: [TabItem(title: "Speakers")], selectedIndex: 0)
        )
        let findings = TextFitCheck.findings(base: base, localized: base.localized(in: .pseudo))
        #expect(
            findings.map(\.line) == [
                #"truncated  label cut  "[Šéţţîñğš one]"  shown as "[Šéţţî…""#,
                "wraps  label wrapping  1 line before, 2 now",
            ])
    }
}
