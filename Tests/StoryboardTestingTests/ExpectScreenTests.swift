import Testing
import Presentation
import StoryboardTesting

/// `expectScreen(_:matches:)` from a test's side: a screen that matches passes, one that does
/// not is an issue showing the screen's tree, and a template that cannot be read is one too.
@Suite struct ExpectScreenTests {
    private let screen = Screen(
        appName: "Settings",
        navigationBar: NavigationBar(title: "Settings"),
        content: [
            Element(
                "tableView", frame: Rect(x: 0, y: 0, width: 320, height: 460),
                kind: .table(
                    TableView(
                        style: .grouped,
                        dataSource: TableSections([
                            .init(headerTitle: "General", rows: [TableSections.Row(TableCell(reuseIdentifier: "Cell", text: "Dark Mode"))])
                        ]))), autoresizingMask: .flexibleSize)
        ],
        tabBar: TabBar(items: [TabItem(title: "Books"), TabItem(title: "Settings")], selectedIndex: 1)
    ).laidOut(on: .iPhone15)

    private func comments(_ issue: Issue) -> String {
        issue.comments.map(\.rawValue).joined(separator: "\n")
    }

    @Test func aMatchingTemplatePasses() {
        expectScreen(
            screen,
            matches: """
                heading "Settings"
                paragraph /Dark/
                button "Settings" [selected]
                """)
    }

    @Test func aWrongTemplateFailsShowingTheScreensTree() {
        withKnownIssue {
            expectScreen(
                screen,
                matches: """
                    heading "Settings"
                    button "Sign Out"
                    """)
        } matching: { issue in
            let text = comments(issue)
            return text.contains("line 2 `button \"Sign Out\"` matches no element after element 1 (heading \"Settings\")")
                && text.contains("The screen's elements")
                && text.contains("button \"Settings\" [selected]  tab \"Settings\"")
                && text.contains("paragraph \"Dark Mode\"")
        }
    }

    @Test func aTemplateThatCannotBeReadIsAnIssueNamingItsLine() {
        withKnownIssue {
            expectScreen(screen, matches: "heading\nlabel \"Dark Mode\"")
        } matching: { issue in
            comments(issue).hasPrefix("Template line 2 (label \"Dark Mode\"): \"label\" is not a role")
        }
    }
}
