@testable import StoryboardImport
@testable import SeedCatalog
import Testing
@testable import Presentation
import SeedApps
import SnapshotHarness

/// Every screen of the catalog on the 4-inch iPhone: the bars at the top and bottom of the
/// taller screen, tables and scroll views grown with the content area (more rows showing),
/// every other frame where it was.
@Suite struct DeviceVariantTests {
    /// The catalog's screens, each on the 3.5-inch and the 4-inch screen.
    private func pairs() async throws -> [(name: String, short: Screen, tall: Screen)] {
        var pairs: [(String, Screen, Screen)] = []
        for scenario in try DemoCatalog.make().scenarios where !scenario.name.rawValue.hasSuffix("-4in") && !scenario.name.rawValue.hasSuffix("-iphone-15") {
            guard case .screen(let screen) = try await scenario.produce() else { continue }
            pairs.append((scenario.name.rawValue, screen, screen.laidOut(on: .iPhone4Inch)))
        }
        return pairs
    }

    @Test func everyScreenRendersOnBothDevicesInEveryFormat() async throws {
        let all = try await pairs()
        #expect(all.count > 60)
        for (name, short, tall) in all {
            #expect(short.size == Size(width: 320, height: 480) && tall.size == Size(width: 320, height: 568), "\(name)")
            for screen in [short, tall] {
                #expect(!TextRenderer().render(screen).isEmpty)
                #expect(WireframeRenderer().render(screen).split(separator: "\n").count == (screen.device == .iPhone4Inch ? 48 : 41), "\(name)")
                #expect(SVGRenderer().render(screen).contains(#"viewBox="0 0 320 \#(Int(screen.size.height))""#), "\(name)")
                _ = AccessibilityAudit().audit(screen)
            }
            #expect(TextRenderer().render(short.laidOut(on: .iPhone35Inch)) == TextRenderer().render(short), "the default device changes nothing: \(name)")
        }
    }

    @Test func theBarsSitAtTheTopAndTheBottomOfTheTallerScreen() async throws {
        for (name, short, tall) in try await pairs() {
            #expect(tall.navigationBarFrame == short.navigationBarFrame, "\(name)")
            if tall.tabBar != nil {
                #expect(tall.tabBarFrame == Rect(x: 0, y: 519, width: 320, height: 49), "\(name)")
            }
            #expect(tall.contentFrame.minY == short.contentFrame.minY && tall.contentFrame.height == short.contentFrame.height + 88, "\(name)")
        }
    }

    @Test func viewsFollowTheirAutoresizingMasksAndNothingElseMoves() async throws {
        var grown = 0
        for (name, short, tall) in try await pairs() {
            if name.hasPrefix("business/detail/") {
                // The seed makes its scroll view in code at 320x480 with no autoresizing mask:
                // UIKit keeps that frame on the taller screen (it grew to 568 before).
                #expect(tall.content.first?.frame == Rect(x: 0, y: 0, width: 320, height: 480), "\(name)")
            }
            #expect(short.content.count == tall.content.count)
            for (before, after) in zip(short.content, tall.content) {
                #expect((before.frame == after.frame) == before.autoresizingMask.isEmpty, "\(name): \(before.name) follows its mask")
                if before.frame == after.frame { continue }
                grown += 1
                #expect(after.frame.origin == before.frame.origin && after.frame.width == before.frame.width, "\(name): \(before.name) moved")
                #expect(after.frame.height == before.frame.height + 88, "\(name): \(before.name) grows by the 88 points the screen grew")
                switch before.kind {
                case .table, .scrollView, .grid, .view: break
                default: Issue.record("\(name): \(before.name), a fixed \(before.kind.word), changed its frame")
                }
                if case .table = before.kind, before.frame.height == short.contentFrame.height {
                    #expect(after.frame.height == tall.contentFrame.height, "\(name): the table fills the content area")
                }
            }
        }
        #expect(grown > 35, "most screens have a table or a grid that grows")
    }

    @Test func aLongTableShowsMoreRowsOnTheTallerScreen() async throws {
        let all = try await pairs()
        for (name, short, tall) in all {
            #expect(tall.visibleRows.count >= short.visibleRows.count, "\(name)")
        }
        for name in ["speakeasy/events/loaded", "sample/table/plain", "sample/table/million-rows", "todo/list/scrolled"] {
            guard let pair = all.first(where: { $0.name == name }) else {
                Issue.record("no scenario \(name)")
                continue
            }
            #expect(
                pair.tall.visibleRows.count > pair.short.visibleRows.count, "\(name): \(pair.short.visibleRows.count) rows, then \(pair.tall.visibleRows.count)"
            )
        }
    }

    @Test func aScrollOffsetStaysWithinTheGrownContent() {
        let rows = (0..<10).map { TableSections.Row(TableCell(reuseIdentifier: "c", text: "Row \($0)")) }
        let table = TableView(dataSource: TableSections([.init(rows: rows)]), contentOffsetY: 73)  // 440 - 367
        let screen = Screen(
            appName: "T", navigationBar: NavigationBar(title: "T"),
            content: [
                Element("table", frame: Rect(x: 0, y: 0, width: 320, height: 367), kind: .table(table)).autoresizing(.flexibleSize)
            ], tabBar: TabBar(items: [TabItem(title: "A")], selectedIndex: 0))
        guard case .table(let grown) = screen.laidOut(on: .iPhone4Inch).content[0].kind else {
            Issue.record("not a table")
            return
        }
        #expect(grown.contentOffsetY == 0, "440 points of rows fit in 455: no offset is left to scroll")
    }
}
