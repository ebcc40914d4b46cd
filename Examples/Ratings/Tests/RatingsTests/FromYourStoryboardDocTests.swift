import Foundation
import Testing

/// `Docs/FromYourStoryboard.md` shows this package's code: each Swift block is a whole file of
/// it (or, marked "(part)", a part of one), and every source file of the app is in the guide.
@Suite struct FromYourStoryboardDocTests {
    /// This package's folder.
    private let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The guide's Swift blocks: the file named on the line above each (two lines up), whether
    /// it is a part, and the text.
    private func blocks() throws -> [(file: String?, isPart: Bool, text: String)] {
        let guide = package.appendingPathComponent("../../Docs/FromYourStoryboard.md").standardizedFileURL
        let lines = try String(contentsOf: guide, encoding: .utf8).components(separatedBy: "\n")
        var blocks: [(file: String?, isPart: Bool, text: String)] = []
        var index = 0
        while index < lines.count {
            defer { index += 1 }
            guard lines[index] == "```swift" else { continue }
            let caption = index >= 2 ? lines[index - 2] : ""
            let file = caption.hasPrefix("`") ? caption.dropFirst().components(separatedBy: "`").first : nil
            var body: [String] = []
            index += 1
            while index < lines.count, lines[index] != "```" {
                body.append(lines[index])
                index += 1
            }
            blocks.append((file, caption.hasSuffix("(part):"), body.joined(separator: "\n") + "\n"))
        }
        return blocks
    }

    @Test func eachSwiftBlockIsThisPackagesCode() throws {
        let swift = try blocks()
        #expect(swift.count >= 8)
        for block in swift {
            let file = try #require(block.file, "A Swift block names no file above it:\n\(block.text)")
            let source = try String(contentsOf: package.appendingPathComponent(file), encoding: .utf8)
            if block.isPart {
                #expect(source.contains(block.text), "Docs/FromYourStoryboard.md's part of \(file) differs from the file: copy it")
            } else {
                #expect(source == block.text, "Docs/FromYourStoryboard.md's \(file) differs from the file: copy it")
            }
        }
    }

    @Test func everySourceFileOfTheAppIsInTheGuide() throws {
        let named = Set(try blocks().compactMap(\.file))
        let sources = package.appendingPathComponent("Sources/Ratings")
        let files = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter { $0.hasSuffix(".swift") }
        #expect(!files.isEmpty)
        for file in files {
            #expect(named.contains("Sources/Ratings/" + file), "Sources/Ratings/\(file) is not in Docs/FromYourStoryboard.md")
        }
    }
}
