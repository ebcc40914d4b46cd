@testable import StoryboardImport
import Navigation
import Presentation
import Testing

/// A storyboard file run as an app with no Swift: its scenes as drawn, its segues followed by
/// taps, its controls changed by touches.
@MainActor
@Suite struct ImportedAppTests {
    private func driver(_ file: String) throws -> AppDriver<ImportedApp> {
        AppDriver(
            app: ImportedApp(try StoryboardImporter().importFile(atPath: StoryboardFixtures.path(file)), name: "Catalog"),
            runner: ImportedApp.NoEffects())
    }

    @Test func aCellsSegueShowsItsSceneAndItsControlsChangeWhenTouched() throws {
        let app = try driver("uicatalog/Main_iPhone.storyboard")
        #expect(app.screen.navigationBar?.title == "UICatalog")
        let table = try #require(app.screen.content.first)
        #expect(table.frame == Rect(x: 0, y: 0, width: 320, height: 416), "the table laid out under the bars is inset below them, as UIKit does")
        guard case .table(let list) = table.kind else { Issue.record("no table"); return }
        let switches = try #require(
            (0..<list.dataSource.numberOfRows(inSection: 0)).first { list.dataSource.cell(at: TableIndexPath(row: $0, section: 0)).text == "Switches" })
        try app.send(.scroll(toY: 300))
        try app.send(.tapRow(TableIndexPath(row: switches, section: 0)))
        #expect(app.screen.breadcrumb == ["UICatalog", "Switches"], "\(app.screen.breadcrumb)")
        try app.send(.toggleSwitch("defaultSwitch", isOn: false, row: TableIndexPath(row: 0, section: 0)))
        #expect(TextRenderer().render(app.screen).contains("switch defaultSwitch  136,6 51x31  off"))
        try app.send(.tapBack)
        try app.send(.tapRow(TableIndexPath(row: switches, section: 0)))
        #expect(TextRenderer().render(app.screen).contains("switch defaultSwitch  136,6 51x31  on"), "a screen shown again is the file's")
        #expect(app.failures.isEmpty, "\(app.failures)")
    }

    /// What taps alone do not reach yet, per real file, and why: a file not listed is reached
    /// whole.
    static let knownMisses: [String: Set<SceneID>] = [:]

    /// A container view shows the scene its embed segue leads to, in its frame.
    @Test func aContainerViewShowsTheSceneItEmbeds() throws {
        let app = try driver("eidolon/Auction.storyboard")
        let container = try #require(Self.find("App Nav", in: app.screen.content))
        let listings = try #require(
            StoryboardImporter().importFile(atPath: StoryboardFixtures.path("eidolon/Auction.storyboard")).scene("AuctionListings")?.view)
        #expect(container.children.map(\.name) == [listings.name], "the listings' root view fills the container")
        #expect(container.children.first?.frame == Rect(x: 0, y: 0, width: container.frame.width, height: container.frame.height))
        #expect(Self.find("offlineBlockingView", in: app.screen.content)?.children.count == 1)
    }

    /// A table's header view is drawn above its rows, which move down by its height, and its
    /// text field takes typing: the Azure quickstart's "Enter text to create a new item".
    @Test func aTableHeaderViewIsDrawnAboveTheRowsAndItsFieldTakesTyping() throws {
        let app = try driver("azure-mobile-services/QuickStart-MainStoryboard_iPhone.storyboard")
        try app.send(.tapTextField("itemText"))
        try app.send(.typeText("Buy milk"))
        let text = TextRenderer().render(app.screen)
        #expect(
            text.contains("textfield itemText  20,60 239x30  Helvetica-Light 14  \"Buy milk\"  placeholder \"Enter text to create a new item\"  focused"),
            "\(text)")
        #expect(text.contains("row 0.0  0,104 320x50  Cell"), "\(text)")
        #expect(app.failures.isEmpty, "\(app.failures)")
    }

    /// A text field inside a static cell (a form built in Interface Builder) takes the focus and
    /// typing, shows both, and keeps its text when another field takes the focus.
    @Test func aTextFieldInAStaticCellTakesFocusAndTyping() throws {
        func field(_ id: String, placeholder: String, y: Int) -> String {
            """
                                            <tableViewCell contentMode="scaleToFill" selectionStyle="none" id="\(id)-cell">
                                                <rect key="frame" x="0.0" y="\(y)" width="320" height="44"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" id="\(id)-content">
                                                    <rect key="frame" x="10" y="1" width="300" height="43"/>
                                                    <subviews>
                                                        <textField opaque="NO" contentMode="scaleToFill" placeholder="\(placeholder)" id="\(id)">
                                                            <rect key="frame" x="10" y="7" width="280" height="30"/>
                                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                        </textField>
                                                    </subviews>
                                                </tableViewCellContentView>
                                            </tableViewCell>
            """
        }
        let form = """
                        <tableViewController id="form" sceneMemberID="viewController">
                            <tableView key="view" dataMode="static" style="grouped" rowHeight="44" id="table">
                                <rect key="frame" x="0.0" y="64" width="320" height="416"/>
                                <sections>
                                    <tableViewSection headerTitle="Player Name" id="section">
                                        <cells>
            \(field("nameField", placeholder: "Name", y: 54))
            \(field("gameField", placeholder: "Game", y: 98))
                                        </cells>
                                    </tableViewSection>
                                </sections>
                            </tableView>
                            <navigationItem key="navigationItem" title="Add Player" id="form-item"/>
                            <connections>
                                <outlet property="nameTextField" destination="nameField" id="o1"/>
                            </connections>
                        </tableViewController>
            """
        let imported = try StoryboardFixtures.importText(
            StoryboardFixtures.document(
                initial: "nav", version: "3.0",
                StoryboardFixtures.navigationScene(root: "form") + StoryboardFixtures.scene("form", form)))
        let app = AppDriver(app: ImportedApp(imported, name: "Ratings"), runner: ImportedApp.NoEffects())
        let first = TableIndexPath(row: 0, section: 0), second = TableIndexPath(row: 1, section: 0)
        #expect(throws: UserActionError.noTextField("nameTextField", available: ["textField"])) {
            try app.send(.tapCellTextField("nameTextField", row: second))
        }
        try app.send(.tapCellTextField("nameTextField", row: first))
        try app.send(.typeText("Bill Evans"))
        try app.send(.tapCellTextField("textField", row: second))
        try app.send(.typeText("Chess"))
        let text = TextRenderer().render(app.screen)
        #expect(text.contains("textfield nameTextField  10,7 280x30  Helvetica 17  \"Bill Evans\"  placeholder \"Name\"\n"), "\(text)")
        #expect(text.contains("textfield textField  10,7 280x30  Helvetica 17  \"Chess\"  placeholder \"Game\"  focused"), "\(text)")
        #expect(ScreenInspector(app.screen).focusedTextField?.name == "textField")
        #expect(app.failures.isEmpty, "\(app.failures)")
    }

    /// A row's detail disclosure button performs the segue drawn from the cell's accessory, and
    /// a tap on the row performs the row's own; a row without the button refuses the tap.
    @Test func aDetailDisclosureButtonPerformsTheAccessorysSegue() throws {
        let list = """
                        <tableViewController id="list" sceneMemberID="viewController">
                            <tableView key="view" dataMode="prototypes" style="plain" rowHeight="44" id="table">
                                <rect key="frame" x="0.0" y="64" width="320" height="416"/>
                                <prototypes>
                                    <tableViewCell contentMode="scaleToFill" accessoryType="detailDisclosureButton" reuseIdentifier="Item" id="cell">
                                        <rect key="frame" x="0.0" y="22" width="320" height="44"/>
                                        <connections>
                                            <segue destination="edit" kind="presentation" trigger="accessoryAction" id="to-edit"/>
                                            <segue destination="show" kind="show" id="to-show"/>
                                        </connections>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                            <navigationItem key="navigationItem" title="Items" id="list-item"/>
                        </tableViewController>
            """
        func screen(_ id: String, _ title: String) -> String {
            """
                        <viewController id="\(id)" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="\(id)-view"><rect key="frame" x="0.0" y="64" width="320" height="416"/></view>
                            <navigationItem key="navigationItem" title="\(title)" id="\(id)-item"/>
                        </viewController>
            """
        }
        let text = StoryboardFixtures.document(
            initial: "nav", version: "3.0",
            StoryboardFixtures.navigationScene(root: "list") + StoryboardFixtures.scene("list", list)
                + StoryboardFixtures.scene("edit", screen("edit", "Edit")) + StoryboardFixtures.scene("show", screen("show", "Show")))
        let imported = try StoryboardFixtures.importText(text)
        let app = AppDriver(app: ImportedApp(imported, name: "Items"), runner: ImportedApp.NoEffects())
        try app.send(.tapAccessory(TableIndexPath(row: 1, section: 0)))
        #expect(app.screen.breadcrumb == ["Edit"], "presented by the accessory's segue: \(app.screen.breadcrumb)")
        #expect(app.failures.isEmpty, "\(app.failures)")
        let again = AppDriver(app: ImportedApp(imported, name: "Items"), runner: ImportedApp.NoEffects())
        try again.send(.tapRow(TableIndexPath(row: 1, section: 0)))
        #expect(again.screen.breadcrumb == ["Items", "Show"], "the row's own segue")
        let indicators = try StoryboardFixtures.importText(
            text.replacingOccurrences(of: "accessoryType=\"detailDisclosureButton\"", with: "accessoryType=\"disclosureIndicator\""))
        let plain = AppDriver(app: ImportedApp(indicators, name: "Items"), runner: ImportedApp.NoEffects())
        #expect(throws: UserActionError.noAccessoryButton(TableIndexPath(row: 0, section: 0))) {
            try plain.send(.tapAccessory(TableIndexPath(row: 0, section: 0)))
        }
    }

    /// A collection view shows a few items of each prototype cell, and a tap on one performs the
    /// segue drawn from its prototype, with the cell as the sender.
    @Test func aCollectionViewsItemPerformsItsPrototypesSegue() throws {
        let grid = """
                        <collectionViewController id="grid" sceneMemberID="viewController">
                            <collectionView key="view" opaque="NO" contentMode="scaleToFill" dataMode="prototypes" id="photos">
                                <rect key="frame" x="0.0" y="64" width="320" height="416"/>
                                <collectionViewFlowLayout key="collectionViewLayout" id="flow"><size key="itemSize" width="100" height="100"/></collectionViewFlowLayout>
                                <cells>
                                    <collectionViewCell opaque="NO" contentMode="center" reuseIdentifier="Photo" id="photo">
                                        <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                        <view key="contentView" opaque="NO" id="photo-content">
                                            <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                            <subviews>
                                                <label opaque="NO" text="Caption" id="caption"><rect key="frame" x="5" y="75" width="90" height="21"/></label>
                                            </subviews>
                                        </view>
                                        <connections><segue destination="detail" kind="show" identifier="ShowPhoto" id="to-detail"/></connections>
                                    </collectionViewCell>
                                </cells>
                            </collectionView>
                            <navigationItem key="navigationItem" title="Photos" id="grid-item"/>
                        </collectionViewController>
            """
        let detail = """
                        <viewController id="detail" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="detail-view"><rect key="frame" x="0.0" y="64" width="320" height="416"/></view>
                            <navigationItem key="navigationItem" title="Photo" id="detail-item"/>
                        </viewController>
            """
        let imported = try StoryboardFixtures.importText(
            StoryboardFixtures.document(
                initial: "nav", version: "3.0",
                StoryboardFixtures.navigationScene(root: "grid") + StoryboardFixtures.scene("grid", grid) + StoryboardFixtures.scene("detail", detail)))
        #expect(imported.storyboard.segues.filter { $0.kind == .show }.map(\.trigger) == [.cell(prototype: "Photo")])
        let app = AppDriver(app: ImportedApp(imported, name: "Photos"), runner: ImportedApp.NoEffects())
        guard case .grid(let shown)? = app.screen.content.first?.kind else { Issue.record("no grid: \(app.screen.content)"); return }
        #expect(shown.cells.count == 3 && shown.cells.allSatisfy { $0.reuseIdentifier == "Photo" && $0.tapAction == "segue ShowPhoto" })
        try app.send(.tapGridItem(2))
        #expect(app.screen.breadcrumb == ["Photos", "Photo"])
        #expect(app.failures.isEmpty, "\(app.failures)")
    }

    /// A triple-column split view controller (iOS 14) on an iPhone: collapsed onto its primary
    /// column's stack, its supplementary and then its secondary column pushed on it; the
    /// supplementary column is a relationship the checker follows.
    @Test func aTripleColumnSplitViewCollapsesItsThreeColumns() throws {
        func screen(_ id: String) -> String {
            """
                        <viewController id="\(id)" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="\(id)-view"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/></view>
                            <navigationItem key="navigationItem" title="\(id)" id="\(id)-item"/>
                        </viewController>
            """
        }
        let split = """
                        <splitViewController id="split" sceneMemberID="viewController">
                            <connections>
                                <segue destination="Sidebar" kind="relationship" relationship="masterViewController" id="m"/>
                                <segue destination="Timeline" kind="relationship" relationship="supplementaryViewController" id="s"/>
                                <segue destination="Article" kind="relationship" relationship="detailViewController" id="d"/>
                            </connections>
                        </splitViewController>
            """
        let imported = try StoryboardFixtures.importText(
            StoryboardFixtures.document(
                initial: "split", version: "3.0",
                StoryboardFixtures.scene("split", split) + ["Sidebar", "Timeline", "Article"].map { StoryboardFixtures.scene($0, screen($0)) }.joined()))
        #expect(StoryboardCanvas.text(imported).contains("  supplementary -> ViewController-Timeline"))
        #expect(StoryboardChecker().check(imported).isEmpty, "the supplementary column is reachable")
        let app = AppDriver(app: ImportedApp(imported, name: "Reader"), runner: ImportedApp.NoEffects())
        #expect(app.screen.breadcrumb == ["Sidebar", "Timeline", "Article"])
    }

    /// A gesture recognizer attached to a view starts its segue when performed, as the tutorial
    /// app's swipe does; the screen lists each view's gestures, and a gesture no view has is
    /// refused with those it has.
    @Test func aGestureRecognizersSegueIsPerformedByItsGesture() throws {
        let home = """
                        <viewController id="home" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="home-view">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                                <gestureRecognizers/>
                                <connections>
                                    <outletCollection property="gestureRecognizers" destination="swipe-1" appends="YES" id="c1"/>
                                </connections>
                            </view>
                        </viewController>
                        <swipeGestureRecognizer direction="right" id="swipe-1">
                            <connections><segue destination="best" kind="modal" identifier="BestPlayers" id="g"/></connections>
                        </swipeGestureRecognizer>
            """
        let best = """
                        <viewController id="best" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="best-view"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/></view>
                        </viewController>
            """
        let imported = try StoryboardFixtures.importText(
            StoryboardFixtures.document(
                initial: "home", version: "3.0",
                StoryboardFixtures.scene("home", home) + StoryboardFixtures.scene("best", best)))
        let app = AppDriver(app: ImportedApp(imported, name: "Ratings"), runner: ImportedApp.NoEffects())
        #expect(TextRenderer().render(app.screen).contains("gestures swipe"))
        #expect(throws: UserActionError.noGesture("tap", available: ["swipe"])) { try app.send(.performGesture("tap")) }
        try app.send(.performGesture("swipe"))
        #expect(app.state.navigation.modal != nil, "BestPlayers presented")
        #expect(app.failures.isEmpty, "\(app.failures)")
    }

    /// A tab that is a view controller on its own shows no navigation bar (its content starts
    /// under the status bar); a tab that is a navigation controller shows its bar.
    @Test func aTabWithoutANavigationControllerHasNoBar() throws {
        func screen(_ id: String) -> String {
            """
                        <viewController id="\(id)" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="\(id)-view"><rect key="frame" x="0.0" y="20" width="320" height="411"/></view>
                            <tabBarItem key="tabBarItem" title="\(id)" id="\(id)-tab"/>
                            <navigationItem key="navigationItem" title="\(id)" id="\(id)-item"/>
                        </viewController>
            """
        }
        let tabs = """
                        <tabBarController id="tabs" sceneMemberID="viewController">
                            <connections>
                                <segue destination="nav" kind="relationship" relationship="viewControllers" id="t1"/>
                                <segue destination="Plain" kind="relationship" relationship="viewControllers" id="t2"/>
                            </connections>
                        </tabBarController>
            """
        let imported = try StoryboardFixtures.importText(
            StoryboardFixtures.document(
                initial: "tabs", version: "3.0",
                StoryboardFixtures.scene("tabs", tabs)
                    + StoryboardFixtures.navigationScene(root: "Listed", items: #"<tabBarItem key="tabBarItem" title="Listed" id="nav-tab"/>"#)
                    + StoryboardFixtures.scene("Listed", screen("Listed")) + StoryboardFixtures.scene("Plain", screen("Plain"))))
        let app = AppDriver(app: ImportedApp(imported, name: "Tabs"), runner: ImportedApp.NoEffects())
        #expect(app.screen.navigationBar != nil)
        try app.send(.tapTab(1))
        #expect(app.screen.navigationBar == nil && app.screen.contentFrame.minY == 20, "\(app.screen.contentFrame)")
    }

    /// Xcode 6 and later write a popover segue as `popoverPresentation`: imported as a popover,
    /// presented full screen on an iPhone.
    @Test func aPopoverPresentationSegueIsAPopover() throws {
        let home = """
                        <viewController id="home" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="home-view">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" id="b">
                                        <rect key="frame" x="20" y="100" width="280" height="44"/>
                                        <state key="normal" title="Info"/>
                                        <connections><segue destination="info" kind="popoverPresentation" popoverAnchorView="b" id="p"/></connections>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
            """
        let info = """
                        <viewController id="info" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="info-view"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/></view>
                        </viewController>
            """
        let imported = try StoryboardFixtures.importText(
            StoryboardFixtures.document(
                initial: "home", version: "3.0",
                StoryboardFixtures.scene("home", home) + StoryboardFixtures.scene("info", info)))
        #expect(imported.storyboard.segues.map(\.kind) == [.popover])
        let app = AppDriver(app: ImportedApp(imported, name: "Info"), runner: ImportedApp.NoEffects())
        try app.send(.tapButton(TextQuote.quoted("Info")))
        #expect(app.state.navigation.modal != nil, "presented, full screen")
    }

    private static func find(_ name: String, in elements: [Element]) -> Element? {
        for element in elements {
            if element.name == name { return element }
            if let found = find(name, in: element.children) { return found }
        }
        return nil
    }

    /// The scenes a touch's segue leads to that taps alone reach, per real file.
    @Test(arguments: StoryboardFixtures.corpus.map(\.path))
    func tapsReachTheScenesSeguesLeadTo(_ file: String) throws {
        let imported = try StoryboardImporter().importFile(atPath: StoryboardFixtures.path(file))
        let explorer = ImportedAppExplorer(imported: imported)
        let (reached, failures) = explorer.explore()
        let missed = explorer.scenesToReach.subtracting(reached)
        #expect(
            missed == Self.knownMisses[file] ?? [],
            "\(file): \(reached.count) of \(explorer.scenesToReach.count) reached; missed \(missed.map(\.rawValue).sorted()); failures: \(failures.prefix(5))")
        #expect(failures.isEmpty, "\(failures)")
    }
}
