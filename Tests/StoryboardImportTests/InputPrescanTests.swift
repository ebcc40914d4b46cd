@testable import StoryboardImport
import Foundation
@testable import Navigation
import Testing

/// The byte checks made before parsing give the same answer whatever the chunk sizes a file
/// is read in (chunk edges inside a UTF-8 sequence, a marker, a `<!DOCTYPE` or a comment).
@Suite struct InputPrescanTests {
    private static let inputs: [[UInt8]] = {
        let conflict = "<a>\n<<<<<<< HEAD\n<b/>\n||||||| base\n=======\n<c/>\n>>>>>>> topic\n</a>\n"
        let comment = "<a><!-- <!DOCTYPE x> -- - ->\n--> <![CDATA[ <!DOCTYPE y> ]] ]]> </a>"
        var inputs = [conflict, comment, "<!DOCTYPE d [<!ENTITY e \"x\">]>\n<a>&e;</a>", "  \n\t \n", "<a>\n  x  \n\n   ", "=======\n", "é<b>ü</b>\n\u{1F600}"]
            .map { Array($0.utf8) }
        inputs.append(Array("<a".utf8) + [0xE2, 0x82] + Array("\n<b/>".utf8))
        inputs.append([0xF0, 0x9F, 0x98])
        inputs.append(Array("<a>".utf8) + [0xED, 0xA0, 0x80])
        // Tabs and carriage returns are whitespace, however the line falls into eight-byte words.
        inputs.append(Array("<a/>\n\t\t\t\t\t\t\t\t\t\r\n \r\t\t\t\t\t\t\t\t".utf8))
        // Control characters XML forbids: in text after a long plain run, in a comment.
        inputs.append(Array("<a>some plain text\u{0}</a>\n".utf8))
        inputs.append(Array("<a><!-- a comment \u{7} --></a>".utf8))
        return inputs
    }()

    private static func run(_ bytes: [UInt8], chunk: Int) -> Result<InputPrescan.Summary, StoryboardImportError> {
        var prescan = InputPrescan()
        var start = 0
        while start < bytes.count {
            let end = min(bytes.count, start + chunk)
            bytes[start..<end].withUnsafeBytes { prescan.consume($0) }
            start = end
        }
        do { return .success(try prescan.finish()) } catch { return .failure(error) }
    }

    @Test(arguments: [1, 2, 3, 7, 8, 9, 13, 64])
    func chunkSizesDoNotChangeTheAnswer(chunk: Int) throws {
        var inputs = Self.inputs
        for file in StoryboardFixtures.corpus.map(\.path) + ["eidolon/Fulfillment-merge-conflict.storyboard"] {
            inputs.append(Array(try StoryboardFixtures.data(file)))
        }
        for input in inputs {
            #expect(Self.run(input, chunk: chunk) == Self.run(input, chunk: input.count + 1), "\(String(decoding: input.prefix(40), as: UTF8.self))")
        }
    }

    @Test func findsEachProblemWhereItIs() {
        #expect(
            Self.run(Self.inputs[0], chunk: 5)
                == .failure(
                    .mergeConflict([
                        MergeConflictMarker(line: 2, kind: .ours, label: "HEAD"), MergeConflictMarker(line: 4, kind: .base, label: "base"),
                        MergeConflictMarker(line: 5, kind: .separator), MergeConflictMarker(line: 7, kind: .theirs, label: "topic"),
                    ])))
        #expect(
            Self.run(Self.inputs[1], chunk: 5)
                == .success(.init(byteCount: Self.inputs[1].count, lineCount: 2, lastContentLine: 2, longestLine: .init(number: 2, bytes: 38))))
        #expect(Self.run(Self.inputs[2], chunk: 5) == .failure(.documentTypeDeclaration(line: 1)))
        #expect(Self.run(Self.inputs[3], chunk: 5) == .failure(.emptyFile))
        #expect(
            Self.run(Self.inputs[4], chunk: 5)
                == .success(.init(byteCount: Self.inputs[4].count, lineCount: 4, lastContentLine: 2, longestLine: .init(number: 2, bytes: 5))))
        #expect(Self.run(Self.inputs[5], chunk: 5) == .success(.init(byteCount: 8, lineCount: 1, lastContentLine: 1, longestLine: .init(number: 1, bytes: 7))))
        #expect(Self.run(Self.inputs[7], chunk: 5) == .failure(.invalidUTF8(line: 1, column: 3)))
        #expect(Self.run(Self.inputs[8], chunk: 5) == .failure(.invalidUTF8(line: 1, column: 1)))
        #expect(Self.run(Self.inputs[9], chunk: 5) == .failure(.invalidUTF8(line: 1, column: 4)))
        #expect(Self.run(Self.inputs[11], chunk: 5) == .failure(.controlCharacter(line: 1, column: 19, byte: 0)))
        #expect(Self.run(Self.inputs[12], chunk: 5) == .failure(.controlCharacter(line: 1, column: 19, byte: 7)))
        #expect(
            Self.run(Self.inputs[10], chunk: 5)
                == .success(.init(byteCount: Self.inputs[10].count, lineCount: 3, lastContentLine: 1, longestLine: .init(number: 2, bytes: 10))))
    }
}

extension InputPrescan.Summary: CustomStringConvertible {
    public var description: String {
        "\(byteCount) bytes, \(lineCount) lines, last content line \(lastContentLine), longest line \(longestLine.number) (\(longestLine.bytes) bytes)"
    }
}
