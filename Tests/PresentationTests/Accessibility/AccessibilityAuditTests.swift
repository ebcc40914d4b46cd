import Testing
@testable import Presentation

/// Each audit rule on a sample screen built to break it and on one that keeps it, the
/// suppressions, and VoiceOver's elements and reading order by UIKit's defaults.
@Suite struct AccessibilityAuditTests {
    private func screen(_ content: [Element], bar: NavigationBar? = nil, tabs: TabBar? = nil, alert: Alert? = nil) -> Screen {
        Screen(appName: "Test", navigationBar: bar, content: content, tabBar: tabs, alert: alert)
    }

    private func findings(_ rule: AuditRule, _ screen: Screen, audit: AccessibilityAudit = AccessibilityAudit()) -> [AuditFinding] {
        audit.audit(screen).findings.filter { $0.rule == rule }
    }

    private func button(_ name: String, _ title: String, _ frame: Rect, accessibility: Accessibility? = nil) -> Element {
        Element(name, frame: frame, kind: .button(Button(title)), accessibility: accessibility)
    }

    // MARK: touch targets

    @Test func aTargetBelowFortyFourPointsIsAFinding() {
        let small = screen([button("close", "X", Rect(x: 10, y: 10, width: 30, height: 30))])
        #expect(findings(.touchTarget, small).map(\.line) == ["touch-target  button close  30x30 < 44x44  at 10,30"])
        let big = screen([button("close", "Close", Rect(x: 10, y: 10, width: 44, height: 44))])
        #expect(findings(.touchTarget, big).isEmpty)
    }

    @Test func theThresholdIsConfigurableToWCAGsTwentyFour() {
        let small = screen([button("close", "X", Rect(x: 10, y: 10, width: 30, height: 30))])
        #expect(findings(.touchTarget, small, audit: AccessibilityAudit(minimumTargetSize: AccessibilityAudit.wcagMinimumTarget)).isEmpty)
        let tiny = screen([button("close", "X", Rect(x: 10, y: 10, width: 20, height: 30))])
        #expect(findings(.touchTarget, tiny, audit: AccessibilityAudit(minimumTargetSize: AccessibilityAudit.wcagMinimumTarget)).count == 1)
    }

    @Test func barButtonsAndTabItemsAreTargetsToo() {
        let bar = NavigationBar(title: "T", rightItems: [.system(.add)])
        let tabs = TabBar(items: (1...6).map { TabItem(title: "T\($0)") }, selectedIndex: 0)
        let found = findings(.touchTarget, screen([], bar: bar, tabs: tabs)).map(\.element)
        // The plus button is 34 wide over the bar's 44; six tabs share 320 points: 53 each.
        #expect(found == ["bar button add"])
        let crowded = TabBar(items: (1...8).map { TabItem(title: "T\($0)") }, selectedIndex: 0)
        #expect(findings(.touchTarget, screen([], tabs: crowded)).count == 8, "eight tabs are 40 wide each")
    }

    /// A disabled control cannot be touched: no touch-target finding, as accessibility
    /// checkers count only what can be touched (6 of 91 findings on the catalog were such).
    @Test func aDisabledControlIsNotATouchTarget() {
        let disabled = Element("send", frame: Rect(x: 10, y: 10, width: 30, height: 30), kind: .button(Button("Send", isEnabled: false)))
        #expect(findings(.touchTarget, screen([disabled])).isEmpty)
        let bar = NavigationBar(title: "T", rightItems: [.system(.add, isEnabled: false)])
        #expect(findings(.touchTarget, screen([], bar: bar)).isEmpty)
        var enabled = disabled
        enabled.kind = .button(Button("Send"))
        #expect(findings(.touchTarget, screen([enabled])).count == 1, "the same control enabled is checked")
    }

    /// Every icon system item is as wide as Add's: the Refresh button, drawn as its name 60.7
    /// points wide, passed the 44-point rule the same-sized Add button fails.
    @Test func everyIconBarButtonIsAsWideAsAddAndIsCheckedAlike() {
        for item in BarButton.SystemItem.allCases where item.title == nil {
            let bar = NavigationBar(title: "T", rightItems: [.system(item)])
            #expect(findings(.touchTarget, screen([], bar: bar)).map(\.detail) == ["34x44 < 44x44  at 281,20"], "\(item)")
            #expect(item.symbol != nil, "\(item) has a symbol to draw")
        }
    }

    // MARK: contrast

    @Test func textBelowFourAndAHalfToOneIsAFindingWithBothColorsAndTheRatio() {
        let grey = Element.label(
            "hint", frame: Rect(x: 10, y: 10, width: 200, height: 21), Label("Grey", textColor: Color(red255: 0x77, green255: 0x77, blue255: 0x77)))
        #expect(findings(.contrast, screen([grey])).map(\.detail) == [#""Grey"  #777777 on #FFFFFF  4.48:1 < 4.5:1  (Helvetica 17, normal text)"#])
        let darker = Element.label(
            "hint", frame: Rect(x: 10, y: 10, width: 200, height: 21), Label("Grey", textColor: Color(red255: 0x76, green255: 0x76, blue255: 0x76)))
        #expect(findings(.contrast, screen([darker])).isEmpty, "#767676 is 4.54:1")
    }

    @Test func largeTextNeedsThreeToOne() {
        let colour = Color(red255: 0x94, green255: 0x94, blue255: 0x94)  // 3.03:1 on white
        let large = Element.label("title", frame: Rect(x: 0, y: 0, width: 300, height: 30), Label("Large", font: .system(18), textColor: colour))
        let normal = Element.label("title", frame: Rect(x: 0, y: 0, width: 300, height: 30), Label("Large", font: .system(17), textColor: colour))
        #expect(findings(.contrast, screen([large])).isEmpty)
        #expect(findings(.contrast, screen([normal])).count == 1)
    }

    @Test func theBackgroundIsTheOneReallyBehindTheText() {
        let white = Label("On dark", textColor: .white)
        let onPanel = Element(
            "panel", frame: Rect(x: 0, y: 0, width: 320, height: 100), kind: .view, backgroundColor: .black,
            children: [.label("caption", frame: Rect(x: 10, y: 10, width: 200, height: 21), white)])
        #expect(findings(.contrast, screen([onPanel])).isEmpty, "white on the panel's black")
        let beside = [
            Element.view("panel", frame: Rect(x: 0, y: 200, width: 320, height: 100), color: .black),
            Element.label("caption", frame: Rect(x: 10, y: 10, width: 200, height: 21), white),
        ]
        #expect(
            findings(.contrast, screen(beside)).map(\.detail).first?.contains("#FFFFFF on #FFFFFF  1.00:1") == true,
            "the panel is elsewhere: white on the view's white")
        let ownBackground = Element(
            "caption", frame: Rect(x: 10, y: 10, width: 200, height: 21), kind: .label(white),
            backgroundColor: Color(red255: 0x33, green255: 0x33, blue255: 0x33))
        #expect(findings(.contrast, screen([ownBackground])).isEmpty, "a label's own background is behind its text")
    }

    @Test func aGradientIsCheckedAtItsPartBehindTheText() {
        let bar = NavigationBar(title: "Title")
        let finding = findings(.contrast, screen([], bar: bar)).first
        #expect(finding?.element == "navigation bar title")
        #expect(finding?.detail.contains("#FFFFFF on #A1AFC3  2.23:1 < 3:1") == true, "the gradient's lighter end behind the title")
    }

    @Test func textOverAnImageIsReportedAsNotChecked() {
        let bar = NavigationBar(title: "Title", backgroundImage: ImageAsset("menubar.png"))
        let report = AccessibilityAudit().audit(screen([], bar: bar))
        #expect(report.findings.isEmpty)
        #expect(report.notChecked == [#"contrast  navigation bar title  "Title"  over image menubar.png: its pixels are not known"#])
    }

    @Test func aHighlightedRowsLabelsAreWhiteOnBlue() {
        let cell = TableCell(reuseIdentifier: "c", text: "Selected", tapAction: "select")
        let table = TableView(dataSource: TableSections([.init(rows: [.init(cell)])]), selectedRow: TableIndexPath(row: 0, section: 0))
        let content = [Element("table", frame: Rect(x: 0, y: 0, width: 320, height: 416), kind: .table(table))]
        #expect(findings(.contrast, screen(content)).isEmpty, "white on #058CF5-#015EE6 is above 3:1 for bold 20")
    }

    // MARK: unlabeled

    @Test func anImageOnlyButtonIsUnlabeledUntilGivenALabel() {
        let bare = screen([button("closeButton", "", Rect(x: 0, y: 0, width: 44, height: 44))])
        #expect(
            findings(.unlabeled, bare).map(\.line) == ["unlabeled  button closeButton  nothing to speak but its traits (button): set an accessibility label"])
        let labelled = screen([button("closeButton", "", Rect(x: 0, y: 0, width: 44, height: 44), accessibility: Accessibility(label: "Close"))])
        #expect(findings(.unlabeled, labelled).isEmpty)
    }

    @Test func anIconBarButtonSpeaksItsSystemNameButAnEmptyTitleSpeaksNothing() {
        #expect(findings(.unlabeled, screen([], bar: NavigationBar(title: "T", rightItems: [.system(.fastForward)]))).isEmpty)
        let empty = NavigationBar(title: "T", rightItems: [BarButton(id: "menu", content: .title(""))])
        #expect(findings(.unlabeled, screen([], bar: empty)).map(\.element) == ["bar button menu"])
        #expect(BarButton.system(.fastForward).spokenTitle == "Fast Forward")
    }

    // MARK: truncated

    @Test func aTruncatedLabelIsAFindingAndOneThatFitsIsNot() {
        let cut = Element.label("name", frame: Rect(x: 0, y: 0, width: 80, height: 21), Label("A rather long name"))
        #expect(findings(.truncated, screen([cut])).map(\.detail) == [#""A rather long name"  shown as "A rather…""#])
        let fits = Element.label("name", frame: Rect(x: 0, y: 0, width: 200, height: 21), Label("A rather long name"))
        #expect(findings(.truncated, screen([fits])).isEmpty)
        let tooLow = Element.label("name", frame: Rect(x: 0, y: 0, width: 200, height: 10), Label("Hidden"))
        #expect(findings(.truncated, screen([tooLow])).map(\.detail) == [#""Hidden"  cut by its frame: 200x10 is lower than the glyphs' 15.7"#])
        let noRoom = Element.label("name", frame: Rect(x: 0, y: 0, width: 200, height: 0), Label("Hidden"))
        #expect(findings(.truncated, screen([noRoom])).first?.detail.contains("not shown") == true)
    }

    @Test func aSegmentTitleThatDoesNotFitItsSegmentIsAFinding() {
        // 300 / 3 = 100 points a segment, less 4 each side: 92 for a bold 15 title. By the AFM
        // widths "Kilometre…" is 84.18 points and "Kilometres…" 92.52.
        let control = Element.segmentedControl("units", at: Point(x: 10, y: 10), width: 300, SegmentedControl(["Miles", "Kilometres per hour", "Yards"]))
        #expect(findings(.truncated, screen([control])).map(\.line) == [#"truncated  segmented units segment 1  "Kilometres per hour"  shown as "Kilometre…""#])
        let fits = Element.segmentedControl("units", at: Point(x: 10, y: 10), width: 300, SegmentedControl(["Miles", "Kilometres", "Yards"]))
        #expect(findings(.truncated, screen([fits])).isEmpty)
    }

    @Test func aTruncatedNavigationTitleIsAFinding() {
        let bar = NavigationBar(title: "A title much too long for the bar between buttons", backButtonTitle: "Back", rightItems: [.titled("Save")])
        #expect(findings(.truncated, screen([], bar: bar)).map(\.element) == ["navigation bar title"])
    }

    // MARK: overlap

    @Test func textOverTextOrAControlIsAFinding() {
        let one = Element.label("first", frame: Rect(x: 10, y: 10, width: 200, height: 21), Label("First label"))
        let two = Element.label("second", frame: Rect(x: 40, y: 15, width: 200, height: 21), Label("Second label"))
        #expect(findings(.overlap, screen([one, two])).map(\.element) == ["label first"])
        let below = Element.label("second", frame: Rect(x: 10, y: 31, width: 200, height: 21), Label("Second label"))
        #expect(findings(.overlap, screen([one, below])).isEmpty, "stacked labels that touch do not overlap")
        let field = Element("field", frame: Rect(x: 50, y: 5, width: 200, height: 31), kind: .textField(TextField("typed")))
        #expect(findings(.overlap, screen([one, field])).map(\.detail).first?.hasPrefix("text overlaps textfield field") == true)
    }

    // MARK: elements, order, suppressions

    @Test func uikitsDefaultsDecideWhatVoiceOverReads() {
        let content: [Element] = [
            .label("right", frame: Rect(x: 200, y: 10, width: 100, height: 21), Label("Right")),
            .label("left", frame: Rect(x: 10, y: 10, width: 100, height: 21), Label("Left")),
            .image("photo", frame: Rect(x: 10, y: 40, width: 50, height: 50), ImageView(ImageAsset("a.png"))),
            Element(
                "logo", frame: Rect(x: 70, y: 40, width: 50, height: 50), kind: .image(ImageView(ImageAsset("b.png"))),
                accessibility: Accessibility(label: "Logo")),
            button("go", "Go", Rect(x: 10, y: 100, width: 100, height: 44)),
        ]
        let bar = NavigationBar(title: "Title", backButtonTitle: "Back")
        let tabs = TabBar(items: [TabItem(title: "One"), TabItem(title: "Two", badge: "3")], selectedIndex: 1)
        let order = AccessibilityAudit().audit(screen(content, bar: bar, tabs: tabs)).readingOrder.map { $0.spoken() }
        #expect(
            order == [
                #""Back"  button  back button"#,
                #""Title"  header  navigation bar title"#,
                #""Left"  staticText  label left"#,
                #""Right"  staticText  label right"#,
                #""Logo"  image  image logo"#,
                #""Go"  button  button go"#,
                #""One"  button  tab "One""#,
                #""Two, 3"  button,selected  tab "Two""#,
            ], "the image without a label is no element; the content reads top to bottom, left to right")
    }

    @Test func aTableCellSpeaksItsLabelsInOrder() {
        let cell = TableCell(reuseIdentifier: "c", style: .subtitle, text: "Ann Lee", detailText: "Architect", tapAction: "show")
        let table = TableView(dataSource: TableSections([.init(headerTitle: "People", rows: [.init(cell)])]))
        let order = AccessibilityAudit().audit(screen([Element("t", frame: Rect(x: 0, y: 0, width: 320, height: 416), kind: .table(table))])).readingOrder
        #expect(order.map { $0.spoken() } == [#""People"  header  header 0"#, #""Ann Lee, Architect"  row 0.0"#])
    }

    @Test func whileAnAlertIsUpOnlyTheAlertIsRead() {
        let alert = Alert(title: "Error", message: "Try again.", buttons: [Alert.Button("OK", role: .cancel)])
        let report = AccessibilityAudit().audit(
            screen([button("go", "", Rect(x: 0, y: 0, width: 10, height: 10))], bar: NavigationBar(title: "T"), alert: alert))
        #expect(report.readingOrder.map(\.name) == ["alert title", "alert message", #"alert button "OK""#])
        #expect(report.findings.map(\.element) == [#"alert button "OK""#], "the button under the alert is not reachable; the alert's 43-point button is")
    }

    @Test func aSuppressionMovesItsFindingAsideWithItsReasonAndAStaleOneIsListed() {
        var small = screen([button("close", "X", Rect(x: 10, y: 10, width: 30, height: 30))])
        small.auditSuppressions = [
            AuditSuppression(.touchTarget, element: "button close", reason: "a second close button at the bottom is 44 tall"),
            AuditSuppression(.contrast, element: "button gone", reason: "removed"),
        ]
        let report = AccessibilityAudit().audit(small)
        #expect(report.findings.isEmpty)
        #expect(report.suppressed.map(\.reason) == ["a second close button at the bottom is 44 tall"])
        #expect(report.text.contains("suppressed  touch-target  button close  30x30 < 44x44  at 10,30  -- a second close button at the bottom is 44 tall"))
        #expect(report.text.contains("unused suppression  contrast  button gone  -- removed"))
        #expect(report.summary == "0 findings: touch-target 0, contrast 0, unlabeled 0, truncated 0, overlap 0; 1 suppressed")
    }
}

extension AccessibilityAuditTests {
    /// On today's iPhones VoiceOver reads elements whose tops are less than 8 points apart as
    /// one row, leading to trailing; the 2012 iPhones keep the order by rounded top.
    @Test func todaysIPhonesReadElementsWithinEightPointsAsOneRow() {
        let content = [
            Element("switch", frame: Rect(x: 250, y: 10, width: 51, height: 31), kind: .switchControl(Switch(isOn: true))),
            Element("caption", frame: Rect(x: 20, y: 16, width: 200, height: 21), kind: .label(Label("Show traffic"))),
            Element("below", frame: Rect(x: 20, y: 24, width: 200, height: 21), kind: .label(Label("Next row"))),
        ]
        let screen = Screen(appName: "T", content: content)
        let modern = AccessibilityAudit().audit(screen.laidOut(on: .iPhone15)).readingOrder.map(\.name)
        #expect(modern == ["label caption", "switch switch", "label below"])
        let old = AccessibilityAudit().audit(screen).readingOrder.map(\.name)
        #expect(old == ["switch switch", "label caption", "label below"])
    }
}

extension AccessibilityAuditTests {
    /// A San Francisco label cut by less than the measuring error is uncertain (not checked),
    /// one cut by more is a finding; Helvetica's are exact and always findings.
    @Test func aTruncationWithinSanFranciscosMeasuringErrorIsUncertain() {
        let font = Font(family: Font.sanFranciscoFamily, size: 17)
        let text = "Notifications and sounds"
        let width = FontMetrics(font).width(of: text)
        func audit(_ font: Font, width: Double) -> AuditReport {
            let label = Element("title", frame: Rect(x: 10, y: 10, width: width, height: 21), kind: .label(Label(text, font: font)))
            return AccessibilityAudit().audit(Screen(appName: "T", content: [label]))
        }
        let close = audit(font, width: (width * 0.995).rounded(.down))
        #expect(!close.findings.contains { $0.rule == .truncated })
        #expect(close.notChecked.contains { $0.contains("truncated  label title") && $0.contains("uncertain") })
        let far = audit(font, width: (width * 0.8).rounded(.down))
        #expect(far.findings.contains { $0.rule == .truncated })
        let helvetica = audit(.system(17), width: (FontMetrics(.system(17)).width(of: text) * 0.995).rounded(.down))
        #expect(helvetica.findings.contains { $0.rule == .truncated })
    }
}
