import Testing
@testable import Presentation
import SnapshotHarness

@Suite struct SnapshotNameTests {
    @Test func acceptsNestedNames() throws {
        let name = try SnapshotName("speakeasy/event-details/presenter_loading.v2")
        #expect(name.components == ["speakeasy", "event-details", "presenter_loading.v2"])
        #expect(name.relativePath(fileExtension: "txt") == "speakeasy/event-details/presenter_loading.v2.txt")
    }

    @Test(arguments: [
        ("", SnapshotNameError.empty),
        ("/etc/passwd", .absolute("/etc/passwd")),
        ("..", .parentReference("..")),
        ("a/../../etc", .parentReference("a/../../etc")),
        ("a/./b", .parentReference("a/./b")),
        ("a//b", .emptyComponent("a//b")),
        ("a/", .emptyComponent("a/")),
        (".hidden", .hiddenComponent(".hidden", component: ".hidden")),
        ("a\u{0}b", .controlCharacter("a\u{0}b", code: 0)),
        ("a\nb", .controlCharacter("a\nb", code: 10)),
        ("a\\b", .disallowedCharacter("a\\b", character: "\\")),
        ("C:x", .disallowedCharacter("C:x", character: ":")),
        ("naïve", .disallowedCharacter("naïve", character: "ï")),
    ])
    func rejectsHostileNames(raw: String, expected: SnapshotNameError) {
        #expect(throws: expected) { try SnapshotName(raw) }
    }

    @Test func rejectsOverlongAndDeepNames() {
        #expect(throws: SnapshotNameError.self) { try SnapshotName(String(repeating: "a", count: 101)) }
        #expect(throws: SnapshotNameError.self) { try SnapshotName(Array(repeating: "a", count: 9).joined(separator: "/")) }
    }

    @Test func errorMessagesNameTheProblem() {
        let message = SnapshotNameError.controlCharacter("a\nb", code: 10).description
        #expect(message.contains("U+000A"))
        #expect(message.contains("\"a\\u{000A}b\""))
        #expect(SnapshotNameError.parentReference("../x").description.contains("could leave __Snapshots__"))
    }
}
