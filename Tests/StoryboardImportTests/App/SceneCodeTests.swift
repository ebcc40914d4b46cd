@testable import StoryboardImport
import Navigation
import Presentation
import Testing

/// A scene's code fills its file's views as a view controller's code does, by value: rows for
/// the prototype table, outlets set anywhere in the scene (a static cell's built-in label by
/// its outlet's name), and a name the file does not have shows on the screen, naming what it
/// has.
@MainActor
@Suite struct SceneCodeTests {
    /// A basic prototype cell `identifier` whose text label reads `title`.
    private static func prototype(_ identifier: String, title: String, y: Int) -> String {
        let id = identifier.lowercased()
        return """
            <tableViewCell contentMode="scaleToFill" reuseIdentifier="\(identifier)" textLabel="\(id)-text" style="IBUITableViewCellStyleDefault" id="\(id)">
                <rect key="frame" x="0.0" y="\(y)" width="320" height="44"/>
                <tableViewCellContentView key="contentView" opaque="NO" id="\(id)-content">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="43"/>
                    <subviews>
                        <label opaque="NO" text="\(title)" id="\(id)-text">
                            <rect key="frame" x="10" y="0.0" width="300" height="43"/>
                            <fontDescription key="fontDescription" type="boldSystem" pointSize="20"/>
                        </label>
                    </subviews>
                </tableViewCellContentView>
            </tableViewCell>
            """
    }

    /// A navigation controller whose root lists items in prototype cells `Item` and `Footer`.
    private static func file() throws -> ImportedStoryboard {
        let list = """
            <tableViewController customClass="ListController" id="list" sceneMemberID="viewController">
                <tableView key="view" dataMode="prototypes" style="plain" rowHeight="44" id="table">
                    <rect key="frame" x="0.0" y="64" width="320" height="416"/>
                    <prototypes>
                        \(prototype("Item", title: "Title", y: 22))
                        \(prototype("Footer", title: "More", y: 66))
                    </prototypes>
                </tableView>
                <navigationItem key="navigationItem" title="List" id="list-item"/>
            </tableViewController>
            """
        return try StoryboardFixtures.importText(
            StoryboardFixtures.document(
                initial: "nav", version: "3.0",
                StoryboardFixtures.navigationScene(root: "list") + StoryboardFixtures.scene("list", list)))
    }

    private struct ListCode: SceneCode {
        var items: [String]
        var namesPrototypes = true
        var footerOutlet = "textLabel"

        func rows(_ view: SceneView) -> [PrototypeRow]? {
            guard namesPrototypes else { return items.map { PrototypeRow(["textLabel": .text($0)]) } }
            return items.map { PrototypeRow(prototype: "Item", ["textLabel": .text($0)]) }
                + [PrototypeRow(prototype: "Footer", [footerOutlet: .text("\(items.count) items")], accessory: .disclosureIndicator)]
        }
    }

    private func app(_ code: ListCode) throws -> AppDriver<ImportedApp> {
        let imported = try Self.file()
        return AppDriver(app: ImportedApp(imported, name: "Code", code: ["ListController": { code }]), runner: ImportedApp.NoEffects())
    }

    @Test func theCodesRowsFillThePrototypeTable() throws {
        let text = TextRenderer().render(try app(ListCode(items: ["Milk", "Eggs"])).screen)
        #expect(
            text.contains("row 0.0  0,0 320x44  Item  style default  accessory none\n      label textLabel  10,0 300x43  Helvetica-Bold 20  #000000  \"Milk\""),
            "\(text)")
        #expect(text.contains("row 0.2  0,88 320x44  Footer  style default  accessory disclosure"), "\(text)")
        #expect(text.contains("\"2 items\""), "\(text)")
        #expect(!text.contains("\"Title\""), "no placeholder rows where the code gives rows")
    }

    /// The message a screen whose filling failed shows.
    private func fillError(_ code: ListCode) throws -> String? {
        ScreenInspector(try app(code).screen).allElements().lazy.compactMap { element -> String? in
            if element.name == "message", case .label(let label) = element.kind { label.text } else { nil }
        }.first
    }

    @Test func aRowWithoutAPrototypeInATableOfTwoNamesBoth() throws {
        #expect(
            try fillError(ListCode(items: ["Milk"], namesPrototypes: false))
                == "StoryboardFillError: A row of scene \"ListController\" names no prototype, and its table has 2 to choose from: name one (it has: Item, Footer)."
        )
    }

    @Test func aMisspeltOutletShowsOnTheScreenWithTheCellsOutlets() throws {
        #expect(
            try fillError(ListCode(items: ["Milk"], footerOutlet: "countLabel"))
                == "StoryboardFillError: The cell \"Footer\" has no view named \"countLabel\" (it has: textLabel, imageView).")
    }
}
