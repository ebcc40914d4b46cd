@testable import StoryboardImport
import Foundation
import Navigation
import Testing

/// Every class of bad input gets a typed error naming its line, never a crash and never a
/// partial result.
@Suite struct StoryboardBadInputTests {
    private static let valid = StoryboardFixtures.document(
        initial: "2",
        StoryboardFixtures.scene(
            "a",
            """
                        <viewController id="2" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="3">
                                <rect key="frame" x="0.0" y="20" width="320" height="460"/>
                            </view>
                        </viewController>
            """))

    private func importing(_ text: String) -> StoryboardImportError? {
        importing(Data(text.utf8))
    }

    private func importing(_ data: Data) -> StoryboardImportError? {
        do {
            _ = try StoryboardImporter().importData(data)
            return nil
        } catch {
            return error
        }
    }

    @Test func theValidDocumentImports() throws {
        let imported = try StoryboardFixtures.importText(Self.valid)
        #expect(imported.scenes.count == 1)
        #expect(imported.storyboard.initialScene == "ViewController")
    }

    @Test func anEmptyOrBlankFileIsEmpty() {
        #expect(importing("") == .emptyFile)
        #expect(importing(" \n\t\r\n  ") == .emptyFile)
    }

    @Test func truncatedFilesNameTheOpenElements() throws {
        let lines = Self.valid.split(separator: "\n", omittingEmptySubsequences: false)
        // Cut after every line but the last, and in the middle of a tag.
        for count in 2..<lines.count {
            let cut = lines.prefix(count).joined(separator: "\n") + "\n"
            guard case .truncated(let line, let open)? = importing(cut) else {
                Issue.record("cut after line \(count) was not reported as truncated: \(String(describing: importing(cut)))")
                continue
            }
            #expect(line == count)
            #expect(open.first == .init(name: "document", line: 2))
        }
        let midTag = String(Self.valid.prefix(Self.valid.utf8.count - 40))
        guard case .truncated(_, let open)? = importing(midTag) else {
            Issue.record("a file cut inside a tag was \(String(describing: importing(midTag)))")
            return
        }
        #expect(open.map(\.name).starts(with: ["document", "scenes"]))
    }

    @Test func aTruncatedFileSaysWhereItEnds() {
        let error = importing("<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"1.1\">\n<scenes>\n")
        #expect(error == .truncated(line: 3, openElements: [.init(name: "document", line: 2), .init(name: "scenes", line: 3)]))
        #expect(
            error?.description == "line 3: the file ends inside <scenes> of line 3, <document> of line 2; it was cut short: restore it from version control")
    }

    @Test func filesThatAreNotStoryboardsSayWhatTheyAre() {
        let plist = "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>\n"
        #expect(importing(plist) == .notAStoryboard(line: 2, found: "the root element is <plist>, not a storyboard's <document>"))
        let xib = "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\"></document>"
        #expect(importing(xib) == .notAStoryboard(line: 2, found: "an iOS XIB (one view's nib); only .storyboard files are read"))
        let mac = "<document type=\"com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB\" version=\"3.0\"></document>"
        #expect(importing(mac) == .otherPlatform(line: 1, platform: "a macOS storyboard (AppKit)"))
        guard case .malformedXML(1, _, _)? = importing("{\"scenes\": []}") else {
            Issue.record("JSON was \(String(describing: importing("{\"scenes\": []}")))")
            return
        }
        guard case .malformedXML(1, 1, _)? = importing("ab") else {
            Issue.record("two letters were \(String(describing: importing("ab")))")
            return
        }
    }

    @Test func mergeConflictMarkersAreNamedWithTheirLines() {
        let conflicted = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <<<<<<< HEAD
                <scenes/>
            ||||||| merged common ancestors
            =======
                <scenes></scenes>
            >>>>>>> feature/new-scene
            </document>
            """
        let error = importing(conflicted)
        #expect(
            error
                == .mergeConflict([
                    MergeConflictMarker(line: 3, kind: .ours, label: "HEAD"),
                    MergeConflictMarker(line: 5, kind: .base, label: "merged common ancestors"),
                    MergeConflictMarker(line: 6, kind: .separator),
                    MergeConflictMarker(line: 8, kind: .theirs, label: "feature/new-scene"),
                ]))
        #expect(
            error?.description.hasPrefix(
                "merge conflict: git conflict markers at lines 3 (<<<<<<< HEAD), 5 (||||||| merged common ancestors), 6 (=======), 8 (>>>>>>> feature/new-scene)"
            ) == true)
        #expect(error?.line == 3)
    }

    @Test func linesOfEqualsAndGreaterThanSignsInTextAreNotAConflict() throws {
        // Without a `<<<<<<<` line, such lines are text an XML file may hold.
        let text = Self.valid.replacingOccurrences(of: "<scenes>", with: "<scenes>\n=======\n>>>>>>> not a conflict")
        #expect(importing(text) == nil)
        #expect(try StoryboardFixtures.importText(text).scenes.count == 1)
    }

    @Test func invalidUTF8IsFoundBeforeTheParserSeesIt() {
        // XMLParser on Linux traps on some invalid UTF-8 in element names: these must never reach it.
        let cases: [(bytes: [UInt8], line: Int, column: Int)] = [
            (Array("<?xml version=\"1.0\"?>\n<doc\u{0}".utf8.dropLast()) + [0xC3, 0x28] + Array("ument/>".utf8), 2, 5),
            (Array("<a>\n\n  <b".utf8) + [0xC0, 0xAF] + Array("/></a>".utf8), 3, 5),
            (Array("<a".utf8) + [0xED, 0xA0, 0x80] + Array("/>".utf8), 1, 3),
            (Array("<a".utf8) + [0xF4, 0x90, 0x80, 0x80] + Array("/>".utf8), 1, 3),
            (Array("<a".utf8) + [0x80] + Array("/>".utf8), 1, 3),
            (Array("<a/>".utf8) + [0xE2, 0x82], 1, 5),
            ([0xFE, 0xFF, 0x00, 0x3C], 1, 1),
        ]
        for (bytes, line, column) in cases {
            #expect(importing(Data(bytes)) == .invalidUTF8(line: line, column: column), "bytes \(bytes)")
        }
    }

    @Test func documentTypeDeclarationsAreRefusedSoNoEntityIsExpanded() {
        let laughs = """
            <?xml version="1.0"?>
            <!DOCTYPE lolz [
              <!ENTITY lol "lol">
              <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
              <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
            ]>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" title="&lol3;"/>
            """
        #expect(importing(laughs) == .documentTypeDeclaration(line: 2))
        let external = "<?xml version=\"1.0\"?>\n<!-- a comment -->\n<!DOCTYPE d [<!ENTITY xxe SYSTEM \"file:///etc/passwd\">]>\n<document>&xxe;</document>"
        #expect(importing(external) == .documentTypeDeclaration(line: 3))
        // Inside a comment or CDATA section the same characters are text.
        let commented = Self.valid.replacingOccurrences(of: "<scenes>", with: "<scenes><!-- <!DOCTYPE x> -->")
        #expect(importing(commented) == nil)
    }

    @Test func anUndeclaredEntityIsMalformed() {
        let text = Self.valid.replacingOccurrences(of: "<scenes>", with: "<scenes>&xxe;")
        guard case .malformedXML(line: 3, _, let message)? = importing(text) else {
            Issue.record("an undeclared entity was \(String(describing: importing(text)))")
            return
        }
        #expect(message.contains("entity"))
    }

    @Test func duplicateObjectIDsAreListedWithTheirLines() {
        let text = Self.valid.replacingOccurrences(of: "id=\"3\"", with: "id=\"2\"")
        #expect(importing(text) == .duplicateObjectIDs([.init(id: "2", lines: [7, 8])]))
        #expect(importing(text)?.line == 8)
    }

    @Test func referencesToMissingObjectsAreListedWithTheirLines() {
        let text = StoryboardFixtures.document(
            initial: "ghost",
            StoryboardFixtures.scene(
                "nav",
                """
                            <navigationController id="n" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="nowhere" kind="relationship" relationship="rootViewController" id="r"/>
                                    <segue destination="elsewhere" kind="modal" identifier="Show" id="s"/>
                                </connections>
                            </navigationController>
                """))
        let error = importing(text)
        #expect(
            error
                == .danglingReferences([
                    .init(what: "initialViewController", scene: nil, missingID: "ghost", line: 2),
                    .init(what: "relationship root", scene: "NavigationController", missingID: "nowhere", line: 9),
                    .init(what: "segue Show", scene: "NavigationController", missingID: "elsewhere", line: 10),
                ]))
        #expect(error?.description.contains("line 10: segue Show in scene NavigationController refers to elsewhere") == true)
    }

    @Test func nestingDeeperThanAStoryboardIsRefused() {
        let depth = 5_000
        let text =
            "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">"
            + String(repeating: "<view>", count: depth) + String(repeating: "</view>", count: depth) + "</document>"
        guard let error = importing(text) else {
            Issue.record("5,000 nested views imported")
            return
        }
        switch error {
        case .nestingTooDeep(line: 1, limit: 200), .malformedXML(line: 1, _, _): break
        default: Issue.record("deep nesting was \(error)")
        }
    }

    @Test func aFileLargerThanTheLimitIsRefusedBeforeReading() throws {
        let importer = StoryboardImporter(maximumFileSize: 100)
        #expect(throws: StoryboardImportError.fileTooLarge(bytes: Self.valid.utf8.count, limit: 100)) {
            try importer.importData(Data(Self.valid.utf8))
        }
        let path = try temporaryFile(Self.valid)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: StoryboardImportError.fileTooLarge(bytes: Self.valid.utf8.count, limit: 100)) {
            try importer.importFile(atPath: path)
        }
    }

    @Test func missingFilesAndFoldersAreUnreadable() {
        #expect(throws: StoryboardImportError.unreadable(reason: "no file at /nonexistent/Main.storyboard")) {
            try StoryboardImporter().importFile(atPath: "/nonexistent/Main.storyboard")
        }
        #expect(throws: StoryboardImportError.unreadable(reason: "\(StoryboardFixtures.directory) is a folder")) {
            try StoryboardImporter().importFile(atPath: StoryboardFixtures.directory)
        }
    }

    @Test func aFileReadInChunksGivesTheSameErrorsAsTheSameBytesInMemory() throws {
        let texts = [Self.valid, String(Self.valid.dropLast(30)), Self.valid.replacingOccurrences(of: "<scenes>", with: "<scenes>\n<<<<<<< HEAD")]
        for text in texts {
            let path = try temporaryFile(text)
            defer { try? FileManager.default.removeItem(atPath: path) }
            let fromFile: StoryboardImportError?
            do { _ = try StoryboardImporter().importFile(atPath: path); fromFile = nil } catch { fromFile = error }
            #expect(fromFile == importing(text))
        }
    }

    /// A NUL byte gave the parser's "character ref at e o f"; any control character XML
    /// forbids is named with its line and column, wherever it sits (text, a tag, a comment),
    /// whatever the chunk boundaries.
    @Test func aNulByteOrAControlCharacterIsNamedWithItsPlace() throws {
        let nul = Self.valid.replacingOccurrences(of: "<scenes>", with: "<scenes>\u{0}")
        let (line, column) = Self.place(of: "\u{0}", in: nul)
        #expect(importing(nul) == .controlCharacter(line: line, column: column, byte: 0))
        #expect(importing(nul)?.description.contains("a NUL byte (U+0000)") == true)
        let bell = Self.valid.replacingOccurrences(of: "<scenes>", with: "<!-- ding \u{7} -->\n<scenes>")
        let bellPlace = Self.place(of: "\u{7}", in: bell)
        #expect(importing(bell) == .controlCharacter(line: bellPlace.line, column: bellPlace.column, byte: 7))
        #expect(
            importing(bell)?.description.hasSuffix(
                "byte \(bellPlace.column): the control character U+0007; XML allows no control character but tab, line feed and carriage return, so the file was damaged or is not text: restore it from version control"
            ) == true, "\(String(describing: importing(bell)))")
        #expect(importing(Self.valid.replacingOccurrences(of: "<scenes>", with: "<scenes>\t\r")) == nil, "tab and carriage return are XML's")
        let path = try temporaryFile(nul)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: StoryboardImportError.controlCharacter(line: line, column: column, byte: 0)) { try StoryboardImporter().importFile(atPath: path) }
    }

    /// The line and byte column of the first `character` in `text`.
    private static func place(of character: Character, in text: String) -> (line: Int, column: Int) {
        let lines = text.prefix { $0 != character }.split(separator: "\n", omittingEmptySubsequences: false)
        return (lines.count, (lines.last?.utf8.count ?? 0) + 1)
    }

    /// A 12 MB attribute value made the parser say "out of memory"; the message now says which
    /// line is too long and what the parser's limit is.
    @Test func anAttributeLongerThanTheParserReadsNamesItsLine() {
        let huge = Self.valid.replacingOccurrences(
            of: "<scenes>", with: "<scenes><!-- x -->\n<scene sceneID=\"" + String(repeating: "a", count: 12_000_000) + "\"/>")
        let error = importing(huge)
        guard case .lineTooLong(let line, let bytes, StoryboardImporter.parserTextLimit)? = error else {
            Issue.record("a huge attribute gave \(String(describing: error))")
            return
        }
        #expect(bytes > 12_000_000 && line > 1)
        #expect(error?.description.contains("the XML parser reads at most 10000000 bytes of one attribute value or text") == true)
    }

    /// A named pipe blocked forever (nothing ever wrote to it); a pipe, a socket or a device is
    /// refused before it is opened.
    @Test func aPipeOrADeviceIsRefusedAtOnce() throws {
        let path = NSTemporaryDirectory() + "storyboard-fifo-\(UUID().uuidString)"
        try #require(mkfifo(path, 0o600) == 0)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: StoryboardImportError.unreadable(reason: "\(path) is a named pipe (FIFO), not a file; save the storyboard to a file and pass that")) {
            try StoryboardImporter().importFile(atPath: path)
        }
        #expect(throws: StoryboardImportError.unreadable(reason: "/dev/null is a device, not a file; save the storyboard to a file and pass that")) {
            try StoryboardImporter().importFile(atPath: "/dev/null")
        }
    }

    /// tvOS storyboards are UIKit: read like an iPhone's, at the size they are drawn.
    @Test func aTVOSStoryboardIsReadAsUIKit() throws {
        let tv = Self.valid.replacingOccurrences(
            of: "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB", with: "com.apple.InterfaceBuilder.AppleTV.Storyboard")
        #expect(tv != Self.valid)
        #expect(importing(tv) == nil)
    }

    private func temporaryFile(_ text: String) throws -> String {
        let path = NSTemporaryDirectory() + "storyboard-\(UUID().uuidString).storyboard"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }
}
