import Foundation
import Testing

/// `Docs/YourFirstApp.md` is compiled from this package: each Swift block is a whole file of it
/// (named on the line above the block) or a part of the file named "(part)", each text block is
/// part of a reference file, and every source file of the app appears whole, so a reader who
/// copies the blocks gets this package.
@Suite struct YourFirstAppDocTests {
    /// This package's folder.
    private let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A fenced block of the guide: its language, its text, and the file the line above names.
    private struct Block {
        var language: String
        var text: String
        var file: String?
        var isPart: Bool
    }

    private func blocks() throws -> [Block] {
        let guide = package.appendingPathComponent("../../Docs/YourFirstApp.md").standardizedFileURL
        let lines = try String(contentsOf: guide, encoding: .utf8).components(separatedBy: "\n")
        var blocks: [Block] = []
        var index = 0
        while index < lines.count {
            defer { index += 1 }
            guard lines[index].hasPrefix("```"), lines[index].count > 3 else { continue }
            let language = String(lines[index].dropFirst(3))
            let caption = index >= 2 ? lines[index - 2] : ""
            let file = caption.hasPrefix("`") ? caption.dropFirst().components(separatedBy: "`").first : nil
            var body: [String] = []
            index += 1
            while index < lines.count, lines[index] != "```" {
                body.append(lines[index])
                index += 1
            }
            blocks.append(Block(language: language, text: body.joined(separator: "\n") + "\n", file: file, isPart: caption.hasSuffix("(part):")))
        }
        return blocks
    }

    private func read(_ path: String) throws -> String {
        try String(contentsOf: package.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func eachSwiftBlockIsThisPackagesCode() throws {
        let swift = try blocks().filter { $0.language == "swift" }
        #expect(swift.count > 10)
        for block in swift {
            let file = try #require(block.file, "A Swift block names no file above it:\n\(block.text)")
            let source = try read(file)
            if block.isPart {
                #expect(source.contains(block.text), "Docs/YourFirstApp.md's part of \(file) differs from the file: copy it")
            } else {
                #expect(source == block.text, "Docs/YourFirstApp.md's \(file) differs from the file: copy it")
            }
        }
    }

    @Test func everyFileOfTheAppIsInTheGuide() throws {
        let whole = Set(try blocks().filter { $0.language == "swift" && !$0.isPart }.compactMap(\.file))
        let sources = try FileManager.default.subpathsOfDirectory(atPath: package.appendingPathComponent("Sources").path)
            .filter { $0.hasSuffix(".swift") }.map { "Sources/" + $0 }
        #expect(!sources.isEmpty)
        for file in sources + ["Package.swift"] {
            #expect(whole.contains(file), "Docs/YourFirstApp.md does not show \(file): a reader following it could not build the app")
        }
    }

    @Test func eachTextBlockIsPartOfAReference() throws {
        let text = try blocks().filter { $0.language == "text" }
        #expect(!text.isEmpty)
        let references = try FileManager.default.subpathsOfDirectory(atPath: package.appendingPathComponent("__Snapshots__").path)
            .filter { $0.hasSuffix(".txt") }.map { try read("__Snapshots__/" + $0) }
        for block in text {
            #expect(references.contains { $0.contains(block.text) }, "Docs/YourFirstApp.md shows a screen no reference has:\n\(block.text)")
        }
    }
}
