import Books
import Navigation
import Presentation
import StoryboardTesting
import Testing

/// How a team pins one screen down without a reference file: what VoiceOver reads, in order
/// (`expectScreen(_:matches:)`), and the screen's text written in the test itself
/// (`assertInlineSnapshot`). The suite's trait keeps these tests from ever recording, so a
/// change always fails here and is written only on purpose (`SNAPSHOT_TESTING_RECORD` does not
/// reach them; delete the literal, or set the trait to `.failed`, to record again).
@Suite(.snapshots(record: .never)) struct ReviewingTests {
    let list = ScreenID(0)

    /// The list after a failed load: the alert is what VoiceOver reads, and what the screen shows.
    func failedLoad() -> TestStore<BooksApp> {
        let store = TestStore(app: BooksApp())
        store.launch {
            $0.loaded.insert(self.list)
            $0.navigation.update(self.list, as: BookList.self) { $0.isLoading = true }
        }
        store.release(RoutedEffect(.loadBooks, for: list), feeding: [.message(.booksFailed(message: "The server did not answer."), to: list)])
        store.receive(.message(.booksFailed(message: "The server did not answer."), to: list)) {
            $0.navigation.update(self.list, as: BookList.self) { $0.isLoading = false }
            $0.navigation.presentAlert(BookList.loadFailedAlert("The server did not answer.").routed(to: self.list))
        }
        return store
    }

    @Test func aFailedLoadReadsAsAnAlertWithRetry() {
        let store = failedLoad()
        expectScreen(store.screen, matches: """
            heading /Could Not Load/
            paragraph "The server did not answer."
            button "Retry"
            """)
        store.finish()
    }

    /// A template the screen does not match fails, and the failure prints what the screen has,
    /// as template lines to copy.
    @Test func aWrongTemplateShowsTheScreensTree() {
        let store = failedLoad()
        withKnownIssue {
            expectScreen(store.screen, matches: """
                heading "Could Not Load Books"
                button "Cancel"
                """)
        } matching: { issue in
            let message = issue.comments.map(\.rawValue).joined(separator: "\n")
            return message.contains(#"button "Cancel""#) && message.contains(#"button "Retry""#) && message.contains(#"paragraph "The server did not answer.""#)
        }
        store.finish()
    }

    @Test func aFailedLoadShowsTheAlertOverTheList() {
        let store = failedLoad()
        assertInlineSnapshot(of: store.screen) {
            """
            Books > Books  iPhone 320x480
            status  0,0 320x20
            navbar  0,20 320x44  title "Books"
            content  0,64 320x367
              table bookTable  0,0 320x367  plain  1 section  0 rows  content height 0  offset 0
                (no rows)
            tabbar  0,431 320x49  [Books] Settings
              tab 0  "Books"  no image  selected
              tab 1  "Settings"  no image
            alert  "Could Not Load Books"  modal: only its buttons respond
              message  "The server did not answer."
              button 0  "OK"  cancel
              button 1  "Retry"  default
            """
        }
        store.finish()
    }
}
