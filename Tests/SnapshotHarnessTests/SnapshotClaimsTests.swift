import Foundation
import Testing
import SnapshotHarness
import TestSupport

/// What orphan detection counts as in use: a catalog's scenarios, and the references plain
/// assertions own, read back from the test files' declarations.
@Suite struct SnapshotClaimsTests {
    @Test func aPlainAssertionsReferenceIsNamedAfterItsTestFileAndFunction() throws {
        let file = "/work/Books/Tests/BooksTests/List/BookListTests.swift"
        #expect(try SnapshotName.ownedByTest(filePath: file, function: "loadedList()").rawValue == "BookListTests/loadedList")
        #expect(
            try SnapshotName.ownedByTest(filePath: "BooksTests/BookListTests.swift", function: "loadedList()", label: "empty").rawValue
                == "BookListTests/loadedList.empty")
        #expect(try SnapshotName.ownedByTest(filePath: file, function: "`list shows books`()").rawValue == "BookListTests/list-shows-books")
        #expect(try SnapshotName.ownedByTest(filePath: file, function: "check(_:in:)").rawValue == "BookListTests/check")
        #expect(throws: SnapshotNameError.self) { try SnapshotName.ownedByTest(filePath: file, function: "f()", label: "a/b") }
        #expect(throws: SnapshotNameError.self) { try SnapshotName.ownedByTest(filePath: file, function: "f()", label: "") }
    }

    @Test func claimsComeFromCatalogsAndFromTheFunctionsEachTestFileDeclares() throws {
        let tests = try TemporaryDirectory("claims")
        defer { tests.remove() }
        try tests.write(
            """
            @Suite struct BookListTests {
                @Test func loadedList() async { }
                @Test("Empty") func `empty list`() { }
                private func helper<T>(_ value: T) { }
                // func commented() also counts, which can only keep a file claimed
            }
            """, to: "BooksTests/List/BookListTests.swift")
        try tests.write("func ignored() {}", to: ".hidden/HiddenTests.swift")
        let scenario = Scenario(try SnapshotName("books/list/loaded"), summary: "s") { .text("") }
        let claims = SnapshotClaims.scanning(testsDirectory: tests.path, catalogs: [try ScenarioCatalog([scenario])])
        #expect(claims.testFunctions == ["BookListTests": ["loadedList", "empty-list", "helper", "commented"]])
        #expect(claims.claims("books/list/loaded.txt"))
        #expect(claims.claims("BookListTests/loadedList.txt"))
        #expect(claims.claims("BookListTests/loadedList.svg"))
        #expect(claims.claims("BookListTests/loadedList.with-a.label.txt"))
        #expect(claims.claims("BookListTests/empty-list.txt"))
        #expect(!claims.claims("BookListTests/renamedAway.txt"), "a test that no longer exists")
        #expect(!claims.claims("DeletedTests/loadedList.txt"), "a test file that no longer exists")
        #expect(!claims.claims("books/list/empty.txt"), "a scenario that no longer exists")
        #expect(!claims.claims("HiddenTests/ignored.txt"))
    }

    @Test func orphansAreWhatNeitherClaims() throws {
        let package = try TemporaryDirectory("orphans-claims")
        defer { package.remove() }
        for path in ["books/list/loaded.txt", "BookListTests/loadedList.txt", "BookListTests/oldName.txt", "Gone/test.txt"] {
            try package.write("x\n", to: "__Snapshots__/" + path)
        }
        let claims = SnapshotClaims(catalogPaths: ["books/list/loaded.txt"], testFunctions: ["BookListTests": ["loadedList"]])
        let orphans = SnapshotOrphans(directory: package.file("__Snapshots__"))
        #expect(orphans.list(claims: claims) == ["BookListTests/oldName.txt", "Gone/test.txt"])
        #expect(try orphans.remove(claims: claims) == ["BookListTests/oldName.txt", "Gone/test.txt"])
        #expect(package.read("__Snapshots__/BookListTests/loadedList.txt") == "x\n")
    }

    @Test func withoutTheTestSourcesATestsReferencesAreUndecidedAndKept() throws {
        let package = try TemporaryDirectory("no-tests")
        defer { package.remove() }
        for path in ["books/list/loaded.txt", "books/list/old.txt", "BookListTests/loadedList.txt", "a/x.txt"] {
            try package.write("x\n", to: "__Snapshots__/" + path)
        }
        let scenario = Scenario(try SnapshotName("books/list/loaded"), summary: "s") { .text("") }
        let claims = SnapshotClaims.scanning(testsDirectory: package.file("Tests"), catalogs: [try ScenarioCatalog([scenario])])
        #expect(claims.missingTestsDirectory == package.file("Tests"))
        #expect(claims.isUndecided("BookListTests/loadedList.txt"))
        #expect(!claims.isUndecided("books/list/loaded.txt"), "the catalog decides")
        #expect(!claims.isUndecided("books/list/old.txt"), "no test could own a three-part name")
        let orphans = SnapshotOrphans(directory: package.file("__Snapshots__"))
        #expect(orphans.undecided(claims: claims) == ["BookListTests/loadedList.txt", "a/x.txt"])
        #expect(try orphans.remove(claims: claims) == ["books/list/old.txt"])
        #expect(package.read("__Snapshots__/BookListTests/loadedList.txt") == "x\n")
    }

    @Test func aPackageIsFoundFromAnyFileInside() throws {
        let root = try TemporaryDirectory("package")
        defer { root.remove() }
        try root.write("// swift-tools-version:6.2\n", to: "Package.swift")
        try root.write("", to: "Tests/BooksTests/Deep/BookListTests.swift")
        let found = SnapshotPackage.containing(filePath: root.file("Tests/BooksTests/Deep/BookListTests.swift"))
        #expect(found?.root == root.path)
        #expect(found?.snapshotDirectory == root.file("__Snapshots__"))
        #expect(found?.testsDirectory == root.file("Tests"))
        #expect(SnapshotPackage.containing(filePath: "/nonexistent/folder/File.swift") == nil)
    }
}
