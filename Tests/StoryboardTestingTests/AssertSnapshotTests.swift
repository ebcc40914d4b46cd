import Foundation
import Testing
import Presentation
import SnapshotHarness
import StoryboardTesting
import Navigation
import TestSupport

/// The shipped assertions, run against a package of their own in a temporary folder: each call
/// passes a source location inside it, as `#_sourceLocation` is in that package's tests.
@Suite struct AssertSnapshotTests {
    /// A package folder with a `Package.swift` and one test file declaring two tests.
    private struct Package {
        let folder: TemporaryDirectory

        init() throws {
            folder = try TemporaryDirectory("package")
            try folder.write("// swift-tools-version:6.2\n", to: "Package.swift")
            try folder.write("@Test func loadedList() {}\n@Test func twoScreens() {}\n", to: "Tests/BooksTests/BookListTests.swift")
        }

        /// A call from the package's test file.
        var testFile: SourceLocation {
            SourceLocation(fileID: "BooksTests/BookListTests.swift", filePath: folder.file("Tests/BooksTests/BookListTests.swift"), line: 1, column: 1)
        }
    }

    private let screen = Screen(appName: "Books", breadcrumb: ["Books"], content: [])

    private func comments(_ issue: Issue) -> String {
        issue.comments.map(\.rawValue).joined(separator: "\n")
    }

    @Test func aMatchingReferenceNamedAfterTheTestPasses() throws {
        let package = try Package()
        defer { package.folder.remove() }
        try package.folder.write(TextRenderer().render(screen), to: "__Snapshots__/BookListTests/loadedList.txt")
        assertSnapshot(of: screen, function: "loadedList()", sourceLocation: package.testFile)
    }

    @Test func aDifferentReferenceFailsWithADiffNamingTheReference() throws {
        let package = try Package()
        defer { package.folder.remove() }
        let reference = "__Snapshots__/BookListTests/twoScreens.second.txt"
        try package.folder.write("Books\nsomething else\n", to: reference)
        withKnownIssue {
            assertSnapshot(of: "Books\n", named: "second", function: "twoScreens()", sourceLocation: package.testFile)
        } matching: { issue in
            comments(issue).contains("-something else") && comments(issue).contains(package.folder.file(reference))
        }
        #expect(package.folder.read(reference) == "Books\nsomething else\n", "a mismatch never rewrites the reference by default")
    }

    /// A failure writes a review report of its change and says where.
    @Test func aFailureWritesAReviewReportAndSaysWhere() throws {
        let package = try Package()
        defer { package.folder.remove() }
        try package.folder.write("Books\nold line\n", to: "__Snapshots__/BookListTests/loadedList.txt")
        let reportPath = Locked<String?>(nil)
        withKnownIssue {
            assertSnapshot(of: "Books\nnew line\n", function: "loadedList()", sourceLocation: package.testFile)
        } matching: { issue in
            let line = comments(issue).split(separator: "\n").first { $0.hasPrefix("Review report: ") }
            reportPath.withLock { $0 = line.map { String($0.dropFirst("Review report: ".count)) } }
            return line != nil
        }
        let path = try #require(reportPath.withLock { $0 })
        #expect(path.hasSuffix("/review/BookListTests/loadedList.txt/report.html"))
        let html = try #require(FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) })
        #expect(html.contains("<span class=\"del\">-old line</span>") && html.contains("<span class=\"add\">+new line</span>"))
        try? FileManager.default.removeItem(atPath: String(path.dropLast("/BookListTests/loadedList.txt/report.html".count)))
    }

    @Test func aMissingReferenceIsAnIssueInEveryRecordMode() throws {
        let package = try Package()
        defer { package.folder.remove() }
        withKnownIssue {
            assertSnapshot(of: screen, as: .svg, function: "loadedList()", sourceLocation: package.testFile)
        } matching: { issue in
            comments(issue).contains("BookListTests/loadedList.svg")
        }
    }

    @Test func aCatalogScenarioIsCheckedUnderItsOwnName() async throws {
        let package = try Package()
        defer { package.folder.remove() }
        try package.folder.write("graph\n", to: "__Snapshots__/books/storyboard.txt")
        let scenario = Scenario(try SnapshotName("books/storyboard"), summary: "s") { .text("graph") }
        await assertSnapshots(of: scenario, sourceLocation: package.testFile)
        let failing = Scenario(try SnapshotName("books/broken"), summary: "s") { throw CancellationError() }
        await withKnownIssue {
            await assertSnapshots(of: failing, sourceLocation: package.testFile)
        } matching: { issue in
            comments(issue).hasPrefix("Scenario books/broken could not produce its screen")
        }
    }

    /// A scenario whose journey fails leaves its trace beside the artifacts and says where.
    @Test func aFailingJourneyWritesItsTrace() async throws {
        struct StepFailed: TracedFailure {
            var trace: JourneyTrace
        }
        let package = try Package()
        defer { package.folder.remove() }
        let screen = screen
        let failing = Scenario(try SnapshotName("books/journey"), summary: "s") {
            throw StepFailed(
                trace: JourneyTrace(
                    title: "Scenario books/journey",
                    steps: [
                        JourneyTrace.Step(command: "launch", screen: screen),
                        JourneyTrace.Step(command: "tap row 7", screen: screen, error: "There is no row 7."),
                    ]))
        }
        let tracePath = Locked<String?>(nil)
        await withKnownIssue {
            await assertSnapshots(of: failing, sourceLocation: package.testFile)
        } matching: { issue in
            let line = comments(issue).split(separator: "\n").first { $0.hasPrefix("Trace: ") }
            tracePath.withLock { $0 = line.map { String($0.dropFirst("Trace: ".count)) } }
            return line != nil
        }
        let path = try #require(tracePath.withLock { $0 })
        #expect(path.hasSuffix("/trace/books/journey/trace.html"))
        let html = try #require(FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) })
        #expect(html.contains("2. &gt; tap row 7") && html.contains("There is no row 7."))
        try? FileManager.default.removeItem(atPath: String(path.dropLast("/books/journey/trace.html".count)))
    }

    @Test func referencesOfPlainAssertionsAndScenariosAreNotOrphansButLeftoversAre() throws {
        let package = try Package()
        defer { package.folder.remove() }
        for kept in ["BookListTests/loadedList.txt", "BookListTests/twoScreens.first.txt", "books/list/loaded.txt"] {
            try package.folder.write("x\n", to: "__Snapshots__/" + kept)
        }
        let catalog = try ScenarioCatalog([Scenario(try SnapshotName("books/list/loaded"), summary: "s") { .text("x") }])
        expectNoOrphanedSnapshots(claimedBy: catalog, sourceLocation: package.testFile)

        try package.folder.write("x\n", to: "__Snapshots__/BookListTests/renamedTest.txt")
        try package.folder.write("x\n", to: "__Snapshots__/books/list/gone.txt")
        withKnownIssue {
            expectNoOrphanedSnapshots(claimedBy: catalog, sourceLocation: package.testFile)
        } matching: { issue in
            comments(issue).hasSuffix("\n  BookListTests/renamedTest.txt\n  books/list/gone.txt")
        }
    }

    @Test func anUnsoundStoryboardIsOneIssuePerProblem() {
        withKnownIssue {
            expectValidStoryboard(Storyboard(initialScene: "Nowhere", scenes: []))
        } matching: { issue in
            comments(issue) == "The storyboard (initial scene Nowhere) is not sound: the initial scene Nowhere does not exist"
        }
    }
}
