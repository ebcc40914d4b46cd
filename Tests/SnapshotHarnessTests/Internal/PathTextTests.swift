import Testing
@testable import SnapshotHarness
import TestSupport

/// Path text split and joined without Foundation's path methods, whose
/// `deletingLastPathComponent` traps on one-character strings.
@Suite struct PathTextTests {
    @Test func parentsOfShortAndOddPaths() {
        let cases: [(String, String?)] = [
            ("x", ""), (".", ""), ("/", nil), ("", nil), ("//", nil), ("a/x.txt", "a"), ("a/", ""), ("/a", "/"),
            ("/a/b/", "/a"), ("a//b", "a"), ("./x", "."), ("/a/..", "/a"),
        ]
        for (path, parent) in cases {
            #expect(PathText.parent(of: path) == parent, "parent of \"\(path)\"")
        }
    }

    @Test func joiningKeepsOneSlash() {
        #expect(PathText.joining("/", "x") == "/x")
        #expect(PathText.joining("", "x") == "x")
        #expect(PathText.joining("a/", "x") == "a/x")
        #expect(PathText.joining("a", "/x") == "a/x")
        #expect(PathText.joining("a", "") == "a")
        #expect(PathText.joining(".", "a/b.txt") == "./a/b.txt")
    }

    @Test func namesAndExtensions() {
        #expect(PathText.lastComponent("Tests/A/BookTests.swift") == "BookTests.swift")
        #expect(PathText.lastComponent("/") == "")
        #expect(PathText.lastComponent("x") == "x")
        #expect(PathText.deletingExtension("BookTests.swift") == "BookTests")
        #expect(PathText.deletingExtension(".gitkeep") == ".gitkeep")
        #expect(PathText.deletingExtension("a.b.c") == "a.b")
        #expect(PathText.pathExtension("a/b.txt") == "txt")
        #expect(PathText.pathExtension("a.d/b") == "")
        #expect(PathText.pathExtension(".txt") == "")
    }

    /// Every path made of short names, odd names and slashes: walking up by `parent` always
    /// ends, one name at a time, and joining a name then taking the parent gives the folder's
    /// names back.
    @Test func walkingUpAnyPathEnds() {
        var random = SplitMix64(seed: 25)
        let names = ["a", ".", "..", "x.txt", "ab", "", "é", "__Snapshots__"]
        for _ in 0..<2_000 {
            let count = Int(random.next() % 6)
            var path = random.next() % 2 == 0 ? "/" : ""
            for index in 0..<count {
                path += names[Int(random.next() % UInt64(names.count))] + (index < count - 1 || random.next() % 2 == 0 ? "/" : "")
            }
            var current: String? = path
            var steps = 0
            while let folder = current {
                steps += 1
                #expect(steps <= count + 2, "walking up \"\(path)\" ends")
                if steps > count + 2 { break }
                current = PathText.parent(of: folder)
            }
            let joined = PathText.joining(path, "name")
            #expect(PathText.components(PathText.parent(of: joined) ?? "") == PathText.components(path), "\"\(path)\"")
            #expect(PathText.lastComponent(joined) == "name")
        }
    }
}
