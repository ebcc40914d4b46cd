@testable import StoryboardImport
import Foundation
import Navigation
import Presentation
import Testing

/// Each rule of `storyboard check`, on a storyboard written to break it (and one that does not).
@Suite struct StoryboardCheckerTests {
    private typealias F = StoryboardFixtures

    private func findings(_ text: String, methods: [String: [String]] = [:]) throws -> [String] {
        let imported = try F.importText(text)
        return StoryboardChecker(dataSourceMethods: methods).check(imported).map {
            "\($0.line) \($0.severity.rawValue) \($0.rule.rawValue) \($0.scene?.rawValue ?? "-")"
        }
    }

    private static func viewController(_ id: String, _ extra: String = "", attributes: String = "") -> String {
        """
                    <viewController id="\(id)" \(attributes) sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="\(id)-view">
                            <rect key="frame" x="0.0" y="64" width="320" height="416"/>
                        </view>
        \(extra)
                    </viewController>
        """
    }

    private static func navigation(_ id: String, root: String) -> String {
        """
                    <navigationController id="\(id)" sceneMemberID="viewController">
                        <connections>
                            <segue destination="\(root)" kind="relationship" relationship="rootViewController" id="\(id)-root"/>
                        </connections>
                    </navigationController>
        """
    }

    @Test func aSoundStoryboardHasNoFindings() throws {
        let text = F.document(
            initial: "nav",
            F.scene("n", Self.navigation("nav", root: "a"))
                + F.scene(
                    "a",
                    Self.viewController(
                        "a", "<connections><segue destination=\"b\" kind=\"push\" identifier=\"Next\" id=\"s1\"/></connections>",
                        attributes: "customClass=\"AController\""))
                + F.scene("b", Self.viewController("b", attributes: "customClass=\"BController\"")))
        #expect(try findings(text) == [])
    }

    @Test func twoSeguesWithOneIdentifierFromOneSceneAreAnError() throws {
        let segues = """
            <connections>
                <segue destination="b" kind="modal" identifier="Show" id="s1"/>
                <segue destination="c" kind="modal" identifier="Show" id="s2"/>
                <segue destination="c" kind="modal" id="s3"/>
                <segue destination="b" kind="modal" id="s4"/>
            </connections>
            """
        let text = F.document(
            initial: "a",
            F.scene("a", Self.viewController("a", segues, attributes: "customClass=\"A\""))
                + F.scene("b", Self.viewController("b", attributes: "customClass=\"B\""))
                + F.scene("c", Self.viewController("c", attributes: "customClass=\"C\"")))
        // Two unnamed segues are no duplicates: only a code-performed segue needs a name.
        #expect(try findings(text) == ["13 error duplicateSegueIdentifier A"])
        let imported = try F.importText(text)
        let finding = try #require(StoryboardChecker().check(imported).first)
        #expect(
            finding.description
                == "line 13: error: scene A: 2 segues are named Show (lines 12, 13), so performSegueWithIdentifier: and prepareForSegue: cannot tell them apart. Give each segue its own identifier in the Attributes inspector."
        )
    }

    @Test func aPushFromASceneNoNavigationControllerContainsIsAnError() throws {
        let push = "<connections><segue destination=\"b\" kind=\"push\" identifier=\"Next\" id=\"s1\"/></connections>"
        let text = F.document(
            initial: "a",
            F.scene("a", Self.viewController("a", push, attributes: "customClass=\"A\""))
                + F.scene("b", Self.viewController("b", attributes: "customClass=\"B\"")))
        #expect(try findings(text) == ["11 error pushOutsideNavigation A"])
        // A show segue falls back to a modal presentation there: no finding.
        #expect(try findings(text.replacingOccurrences(of: "kind=\"push\"", with: "kind=\"show\"")) == [])
        // A scene code loads by its identifier may be pushed onto a navigation controller by code.
        let loadedByCode = F.document(
            initial: "nav",
            F.scene("n", Self.navigation("nav", root: "b"))
                + F.scene("a", Self.viewController("a", push, attributes: "storyboardIdentifier=\"Loose\""))
                + F.scene("b", Self.viewController("b", attributes: "customClass=\"B\"")))
        #expect(try findings(loadedByCode) == ["20 warning pushOutsideNavigation Loose"])
    }

    @Test func aPushFromAScenePushedInsideANavigationControllerIsFine() throws {
        let first = "<connections><segue destination=\"b\" kind=\"push\" identifier=\"One\" id=\"s1\"/></connections>"
        let second = "<connections><segue destination=\"c\" kind=\"push\" identifier=\"Two\" id=\"s2\"/></connections>"
        let text = F.document(
            initial: "nav",
            F.scene("n", Self.navigation("nav", root: "a"))
                + F.scene("a", Self.viewController("a", first, attributes: "customClass=\"A\""))
                + F.scene("b", Self.viewController("b", second, attributes: "customClass=\"B\""))
                + F.scene("c", Self.viewController("c", attributes: "customClass=\"C\"")))
        #expect(try findings(text) == [])
    }

    /// Real, shipped files leave containers empty for their code to fill (`viewControllers =`):
    /// that is a note, never an error that would fail a team's CI.
    @Test func containersLeftEmptyForTheCodeAreNotes() throws {
        let text = F.document(
            initial: "nav",
            F.scene("n", "<navigationController id=\"nav\" sceneMemberID=\"viewController\"/>")
                + F.scene("t", "<tabBarController id=\"tabs\" storyboardIdentifier=\"Tabs\" sceneMemberID=\"viewController\"/>"))
        #expect(try findings(text) == ["7 note container NavigationController", "12 note container Tabs"])
    }

    /// An embed segue back to its own scene, or through embedded scenes back to it, would make
    /// UIKit load the container inside itself without end.
    @Test func aContainerThatEmbedsItselfIsAnError() throws {
        let embedSelf = "<connections><segue destination=\"a\" kind=\"embed\" id=\"e1\"/></connections>"
        let selfish = F.document(initial: "a", F.scene("a", Self.viewController("a", embedSelf, attributes: "customClass=\"A\"")))
        let selfFindings = try findings(selfish)
        #expect(selfFindings == ["11 error embedsItself A"], "\(selfFindings)")
        let toB = "<connections><segue destination=\"b\" kind=\"embed\" id=\"e1\"/></connections>"
        let toA = "<connections><segue destination=\"a\" kind=\"embed\" id=\"e2\"/></connections>"
        let loop = F.document(
            initial: "a",
            F.scene("a", Self.viewController("a", toB, attributes: "customClass=\"A\""))
                + F.scene("b", Self.viewController("b", toA, attributes: "customClass=\"B\"")))
        #expect(try findings(loop).filter { $0.contains("embedsItself") }.count == 2, "each embed of the loop")
        let chain = F.document(
            initial: "a",
            F.scene("a", Self.viewController("a", toB, attributes: "customClass=\"A\""))
                + F.scene("b", Self.viewController("b", attributes: "customClass=\"B\"")))
        #expect(try findings(chain) == [])
    }

    /// A scene loaded by its storyboard identifier, and what it leads to, are reachable, and a
    /// push from any of them may be onto a navigation controller the code gives it.
    @Test func whatAnIdentifiedSceneLeadsToIsReachableAndMayBePushed() throws {
        let push = "<connections><segue destination=\"b\" kind=\"push\" identifier=\"More\" id=\"p1\"/></connections>"
        let pushAgain = "<connections><segue destination=\"c\" kind=\"push\" identifier=\"Deeper\" id=\"p2\"/></connections>"
        let text = F.document(
            initial: "root",
            F.scene("r", Self.viewController("root", attributes: "customClass=\"Root\""))
                + F.scene("a", Self.viewController("a", push, attributes: "customClass=\"A\" storyboardIdentifier=\"Loaded\""))
                + F.scene("b", Self.viewController("b", pushAgain, attributes: "customClass=\"B\""))
                + F.scene("c", Self.viewController("c", attributes: "customClass=\"C\"")))
        let found = try findings(text)
        #expect(
            found == ["21 warning pushOutsideNavigation Loaded", "31 warning pushOutsideNavigation B"],
            "B and C are reached from Loaded (no unreachable scene), and their pushes may be onto the code's navigation controller: \(found)")
        let presented = text.replacingOccurrences(of: "kind=\"push\" identifier=\"More\"", with: "kind=\"modal\" identifier=\"More\"")
        #expect(try findings(presented) == ["31 error pushOutsideNavigation B"], "a scene presented modally has no navigation controller to push on")
    }

    @Test func unreachableScenesAreWarnedAboutUnlessCodeCanLoadThem() throws {
        let text = F.document(
            initial: "a",
            F.scene("a", Self.viewController("a", attributes: "customClass=\"A\""))
                + F.scene("b", Self.viewController("b", attributes: "customClass=\"Lost\""))
                + F.scene("c", Self.viewController("c", attributes: "customClass=\"Found\" storyboardIdentifier=\"found\"")))
        #expect(try findings(text) == ["17 warning unreachableScene Lost"])
        let loadedByCode = text.replacingOccurrences(of: " initialViewController=\"a\"", with: "")
        #expect(try findings(loadedByCode) == ["2 note noInitialScene -"], "a file with a storyboard identifier is loaded by code")
        #expect(try findings(loadedByCode.replacingOccurrences(of: " storyboardIdentifier=\"found\"", with: "")) == ["2 warning noInitialScene -"])
    }

    private static func table(dataMode: String, cells: String, attributes: String = "customClass=\"ListController\"") -> String {
        """
                    <tableViewController id="list" \(attributes) sceneMemberID="viewController">
                        <tableView key="view" dataMode="\(dataMode)" style="grouped" rowHeight="44" id="table">
                            <rect key="frame" x="0.0" y="64" width="320" height="416"/>
        \(cells)
                        </tableView>
                    </tableViewController>
        """
    }

    @Test func prototypesWithoutAReuseIdentifierAndTheirSeguesAreFound() throws {
        let cells = """
            <prototypes>
                <tableViewCell contentMode="scaleToFill" id="cell">
                    <rect key="frame" x="0.0" y="22" width="320" height="44"/>
                    <connections><segue destination="b" kind="modal" identifier="Open" id="s1"/></connections>
                </tableViewCell>
                <tableViewCell reuseIdentifier="Named" id="cell2"/>
            </prototypes>
            """
        let text = F.document(
            initial: "list",
            F.scene("a", Self.table(dataMode: "prototypes", cells: cells))
                + F.scene("b", Self.viewController("b", attributes: "customClass=\"B\"")))
        #expect(try findings(text) == ["11 warning prototypeWithoutReuseIdentifier ListController", "13 error cellSegueWithoutPrototype ListController"])
    }

    @Test func aCellSegueNamingAPrototypeTheTableLacksIsAnError() throws {
        // A graph declared in Swift can name a prototype its storyboard table does not have.
        let imported = try F.importText(
            F.document(
                initial: "list",
                F.scene("a", Self.table(dataMode: "prototypes", cells: "<prototypes><tableViewCell reuseIdentifier=\"Cell\" id=\"c\"/></prototypes>"))
                    + F.scene("b", Self.viewController("b", attributes: "customClass=\"B\""))))
        var mistaken = imported
        mistaken.storyboard.segues = [Segue("Open", .modal, from: "ListController", trigger: .cell(prototype: "Cel"), to: "B")]
        mistaken.segueLines = [42]
        let found = StoryboardChecker().check(mistaken).map { "\($0.line) \($0.rule.rawValue): \($0.message)" }
        #expect(found == ["42 cellSegueWithoutPrototype: segue Open starts from cells of prototype Cel, which no table of the scene has"])
    }

    @Test func staticCellsWhoseClassImplementsDataSourceMethodsAreAnErrorWhereKnown() throws {
        let cells = "<sections><tableViewSection headerTitle=\"General Info\" id=\"s\"><cells><tableViewCell id=\"c1\"/></cells></tableViewSection></sections>"
        let text = F.document(
            initial: "list", F.scene("a", Self.table(dataMode: "static", cells: cells, attributes: "customClass=\"EventDetailsViewController\"")))
        #expect(try findings(text) == [])
        // The seed's EventDetailsViewController, as the tutorial lists it.
        let source = """
            @implementation EventDetailsViewController
            - (NSInteger)numberOfSectionsInTableView:(UITableView *)tableView
            {
                return 2;
            }
            - (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section
            - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath
            @end
            """
        let methods = DataSourceMethods.scan(source)
        #expect(try findings(text, methods: methods) == ["8 error staticCellsWithDataSource EventDetailsViewController"])
    }

    @Test func connectionsToOtherScenesOrToNothingAreFound() throws {
        let button = """
            <view key="view" contentMode="scaleToFill" id="a-view">
                <rect key="frame" x="0.0" y="64" width="320" height="416"/>
                <subviews>
                    <button id="button">
                        <rect key="frame" x="10" y="10" width="100" height="44"/>
                        <connections>
                            <action selector="back:" destination="b" eventType="touchUpInside" id="x1"/>
                            <action selector="gone:" destination="nowhere" eventType="touchUpInside" id="x2"/>
                            <action selector="save:" destination="a" eventType="touchUpInside" id="x3"/>
                        </connections>
                    </button>
                </subviews>
            </view>
            """
        let text = F.document(
            initial: "a",
            F.scene("a", "<viewController id=\"a\" customClass=\"A\" sceneMemberID=\"viewController\">\(button)</viewController>")
                + F.scene("b", Self.viewController("b", attributes: "customClass=\"B\" storyboardIdentifier=\"B\"")))
        #expect(try findings(text) == ["13 warning connectionOutsideScene A", "14 error connectionOutsideScene A"])
    }
}

/// Storyboard references checked against the storyboards they name.
@Suite struct StoryboardReferenceCheckTests {
    private typealias F = StoryboardFixtures

    private static func reference(_ id: String, storyboard: String?, identifier: String?) -> String {
        let name = storyboard.map { " storyboardName=\"\($0)\"" } ?? ""
        let scene = identifier.map { " referencedIdentifier=\"\($0)\"" } ?? ""
        return "<viewControllerPlaceholder id=\"\(id)\"\(name)\(scene) sceneMemberID=\"viewController\"/>"
    }

    private static let main = F.document(
        initial: "a",
        F.scene(
            "a",
            """
                        <viewController id="a" customClass="A" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="a-view"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/></view>
                            <connections><segue destination="r1" kind="modal" identifier="One" id="s1"/><segue destination="r2" kind="modal" identifier="Two" id="s2"/><segue destination="r3" kind="modal" identifier="Three" id="s3"/></connections>
                        </viewController>
            """) + F.scene("r1", reference("r1", storyboard: "Settings", identifier: "Profile"))
            + F.scene("r2", reference("r2", storyboard: "Settings", identifier: "Missing"))
            + F.scene("r3", reference("r3", storyboard: "Elsewhere", identifier: nil)))

    private static let settings = F.document(
        initial: "p",
        F.scene(
            "p",
            """
                        <viewController id="p" customClass="Profile" storyboardIdentifier="Profile" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="p-view"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/></view>
                        </viewController>
            """))

    @Test func aReferenceToAMissingSceneIsAnErrorAndToAnUnknownFileAWarning() throws {
        let main = try F.importText(Self.main)
        let settings = try F.importText(Self.settings)
        let findings = StoryboardChecker().referenceFindings(main) { $0 == "Settings" ? settings : nil }
        #expect(findings.map { "\($0.severity.rawValue) \($0.rule.rawValue)" } == ["error storyboardReference", "warning storyboardReference"], "\(findings)")
        #expect(findings.first?.message.contains("the scene \"Missing\" of Settings.storyboard, which has no scene with that storyboard identifier") == true)
        #expect(findings.last?.message.contains("Elsewhere.storyboard, which is neither beside this file nor among the files checked") == true)
    }
}
