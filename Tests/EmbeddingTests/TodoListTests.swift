// swift-format-ignore-file
// The documentation quotes this file as it is (a test checks it), aligned comments and all.
import Foundation
import Navigation         // TestStore, ScreenID, UserAction
import SeedApps           // the app under test
import StoryboardTesting  // TestStore(app:), assertSnapshot, expectValidStoryboard
import Testing

@Suite struct TodoListTests {
    @Test func addingATodoShowsTheDetails() {
        let store = TestStore(app: TodoApp(), exhaustivity: .off)   // its state is read-only
        store.launch()                                               // the list asks for its todos
        let list = ScreenID(0)
        let todos = FetchedList([TodoItem(id: 1, text: "Buy milk")])  // what the service returned
        store.release(RoutedEffect(.loadTodos, for: list), feeding: [.message(.todosLoaded(todos), to: list)])
        store.receive(.message(.todosLoaded(todos), to: list))

        store.send(.tapBarButton(TodoControls.addButton))   // checked against the rendered screen
        #expect(store.screen.navigationBar?.title == "Todo Details")
        assertSnapshot(of: store.screen)   // __Snapshots__/TodoListTests/addingATodoShowsTheDetails.txt
        store.finish()                     // every effect released, every fed-back action received
    }

    @Test func theStoryboardIsSound() {
        expectValidStoryboard(TodoApp().storyboard)
    }
}

/// The "Testing your app" examples of the Snapshots and review article (README links it): the code above, character for character, and the
/// catalog test of `Tests/SeedCatalogTests/ScenarioCatalogTests.swift`.
@Suite struct ReadmeTestingExample {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The Swift code blocks of the article's "Testing your app" section.
    private func blocks() throws -> [String] {
        let readme = try String(contentsOf: root.appendingPathComponent("Sources/StoryboardTesting/StoryboardTesting.docc/SnapshotsAndReview.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "## Testing your app").dropFirst().first?.components(separatedBy: "\n## ").first)
        return section.components(separatedBy: "```swift\n").dropFirst().compactMap { $0.components(separatedBy: "```").first }
    }

    @Test func theReadmeShowsThisFilesTests() throws {
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let block = try #require(try blocks().first { $0.contains("struct TodoListTests") })
        #expect(source.contains("import Foundation\n" + block + "\n/// The \"Testing your app\" examples"), "SnapshotsAndReview.md's TestStore example differs from this file's: copy it")
    }

    /// README, the front page, shows this file's first test as it is.
    @Test func theFrontPageShowsThisFilesFirstTest() throws {
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let block = try #require(readme.components(separatedBy: "```swift\n").dropFirst().first?.components(separatedBy: "```").first)
        #expect(block.contains("func addingATodoShowsTheDetails()"))
        #expect(source.contains(block), "README.md's test differs from this file's: copy it")
    }

    @Test func theReadmeShowsTheCatalogTestsOfThisPackage() throws {
        let source = try String(
            contentsOf: root.appendingPathComponent("Tests/SeedCatalogTests/ScenarioCatalogTests.swift"), encoding: .utf8)
        let block = try #require(try blocks().first { $0.contains("assertSnapshots(of: scenario)") })
        for test in block.components(separatedBy: "\n\n") {
            let body = test.split(separator: "\n").filter { !$0.hasPrefix("@Suite") && $0 != "}" }.joined(separator: "\n")
            #expect(source.contains(body + "\n"), "SnapshotsAndReview.md's catalog example differs from ScenarioCatalogTests.swift:\n\(body)")
        }
    }
}
