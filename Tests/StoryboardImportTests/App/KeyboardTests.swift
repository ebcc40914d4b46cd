@testable import StoryboardImport
import Navigation
import Presentation
import StoryboardTesting
import Testing

/// The keyboard in a storyboard file run alone: it comes up with the focus, a table view
/// controller scrolls the focused field's row above it, the file's return keys move the focus
/// or put the keyboard down, a drag puts it down where the table says so, and the audit notes a
/// field it covers.
@MainActor
@Suite struct KeyboardTests {
    /// A grouped form of eight fields (Next on each, Done on the last; the last a text view) in
    /// a navigation controller; the table puts the keyboard down on a drag.
    private func form() throws -> AppDriver<ImportedApp> {
        func cell(_ index: Int) -> String {
            let input =
                index == 7
                ? """
                <textView opaque="NO" contentMode="scaleToFill" text="" userLabel="notes" id="notes">
                    <rect key="frame" x="10" y="2" width="280" height="40"/>
                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                </textView>
                """
                : """
                <textField opaque="NO" contentMode="scaleToFill" placeholder="Field \(index)" userLabel="field\(index)" id="field\(index)">
                    <rect key="frame" x="10" y="7" width="280" height="30"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    <textInputTraits key="textInputTraits" returnKeyType="\(index == 6 ? "done" : "next")"/>
                </textField>
                """
            return """
                <tableViewCell contentMode="scaleToFill" selectionStyle="none" id="cell\(index)">
                    <rect key="frame" x="0.0" y="\(index * 44)" width="320" height="44"/>
                    <tableViewCellContentView key="contentView" opaque="NO" id="content\(index)">
                        <rect key="frame" x="10" y="1" width="300" height="43"/>
                        <subviews>
                        \(input)
                        </subviews>
                    </tableViewCellContentView>
                </tableViewCell>
                """
        }
        let form = """
            <tableViewController id="form" sceneMemberID="viewController">
                <tableView key="view" dataMode="static" style="grouped" rowHeight="44" keyboardDismissMode="onDrag" id="table">
                    <rect key="frame" x="0.0" y="64" width="320" height="416"/>
                    <sections>
                        <tableViewSection headerTitle="Player" id="section">
                            <cells>
                            \((0..<8).map(cell).joined(separator: "\n"))
                            </cells>
                        </tableViewSection>
                    </sections>
                </tableView>
                <navigationItem key="navigationItem" title="Add Player" id="form-item"/>
            </tableViewController>
            """
        let imported = try StoryboardFixtures.importText(
            StoryboardFixtures.document(
                initial: "nav", version: "3.0",
                StoryboardFixtures.navigationScene(root: "form") + StoryboardFixtures.scene("form", form)))
        return AppDriver(app: ImportedApp(imported, name: "Form"), runner: ImportedApp.NoEffects())
    }

    private func row(_ index: Int) -> TableIndexPath { TableIndexPath(row: index, section: 0) }

    @Test func theKeyboardComesUpWithTheFocusAndTheTableScrollsTheFieldAboveIt() throws {
        let app = try form()
        #expect(app.screen.keyboardFrame == nil)
        try app.send(.tapCellTextField("field5", row: row(5)))
        #expect(app.screen.keyboardFrame == Rect(x: 0, y: 264, width: 320, height: 216), "216 points at the bottom of the 3.5-inch iPhone")
        assertSnapshot(of: app.screen, named: "focused")
        let input = try #require(app.screen.focusedInput)
        #expect(input.frame.maxY <= 264, "the row shows above the keyboard: \(input.frame)")
        let table = try #require(ScreenInspector(app.screen).table)
        // Row 5 ends at 46 + 6 * 44 = 310 in the table; 200 points show between the table's top (64) and the keyboard's (264).
        #expect(table.contentOffsetY == 110, "the least scroll that shows the row: \(table.contentOffsetY)")
        #expect(AccessibilityAudit().audit(app.screen).count(of: .keyboardCovers) == 0)
    }

    @Test func returnMovesToTheNextFieldWhereTheFileSaysNextAndPutsTheKeyboardDownOnDone() throws {
        let app = try form()
        try app.send(.tapCellTextField("field5", row: row(5)))
        try app.send(.typeText("Chess"))
        try app.send(.tapReturn)
        #expect(app.screen.focusedInput?.name == "field6", "Next: \(String(describing: app.screen.focusedInput))")
        #expect(TextRenderer().render(app.screen).contains("keyboard  0,264 320x216  for field6 in 0.6  return key \"Done\""))
        try app.send(.tapReturn)
        #expect(app.screen.focusedInput == nil && app.screen.keyboardFrame == nil, "Done puts the keyboard down")
        #expect(TextRenderer().render(app.screen).contains("\"Chess\"  placeholder \"Field 5\""), "the text stays")
        #expect(throws: UserActionError.noFocusedTextField) { try app.send(.tapReturn) }
    }

    @Test func aTextViewInACellTakesTypingAndReturnTypesANewLine() throws {
        let app = try form()
        try app.send(.tapCellTextField("notes", row: row(7)))
        try app.send(.typeText("Plays"))
        try app.send(.tapReturn)
        try app.send(.typeText("on Sundays"))
        let input = try #require(app.screen.focusedInput)
        #expect(input.kind == .textView && input.text == "Plays\non Sundays")
        #expect(TextRenderer().render(app.screen).contains("textview notes  10,2 280x40  Helvetica 14  #000000  editable  focused"))
    }

    @Test func aDragPutsTheKeyboardDownWhereTheTableSaysOnDrag() throws {
        let app = try form()
        try app.send(.tapCellTextField("field1", row: row(1)))
        try app.send(.scroll(toY: 20))
        #expect(app.screen.keyboardFrame == nil)
        #expect(TextRenderer().render(app.screen).contains("keyboard dismiss onDrag"))
    }

    /// A plain view controller does not move its views: the audit notes the covered field.
    @Test func theAuditNotesAFieldTheKeyboardCovers() throws {
        let scene = """
            <viewController id="vc" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="20" width="320" height="460"/>
                    <subviews>
                        <textField opaque="NO" contentMode="scaleToFill" placeholder="Comment" userLabel="comment" id="comment">
                            <rect key="frame" x="20" y="400" width="280" height="30"/>
                            <fontDescription key="fontDescription" type="system" pointSize="14"/>
                        </textField>
                    </subviews>
                </view>
            </viewController>
            """
        let imported = try StoryboardFixtures.importText(StoryboardFixtures.document(initial: "vc", version: "3.0", StoryboardFixtures.scene("vc", scene)))
        let app = AppDriver(app: ImportedApp(imported, name: "Comment"), runner: ImportedApp.NoEffects())
        try app.send(.tapTextField("comment"))
        let report = AccessibilityAudit().audit(app.screen)
        #expect(
            report.findings.filter { $0.rule == .keyboardCovers }.map(\.detail) == [
                "all of its 280x30 at 20,420 is under the keyboard (top at y 264): scroll it into view when the keyboard shows"
            ])
        assertSnapshot(of: app.screen, as: .audit, named: "covered")
        try app.send(.tapOutside)
        #expect(app.screen.keyboardFrame != nil, "a tap outside does nothing without code, as in UIKit")
    }
}
