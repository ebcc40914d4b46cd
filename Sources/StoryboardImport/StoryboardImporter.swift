#if canImport(FoundationXML)
import Navigation
import Foundation
import FoundationXML
#else
import Foundation
#endif

/// Reads Interface Builder `.storyboard` files (document versions 1.0 and 1.1 of Xcode 4.2-4.4,
/// 2.0 of Xcode 4.5-4.6, 3.0 of Xcode 5 and later) into an ``ImportedStoryboard``.
///
/// The bytes are checked before any XML parser sees them (UTF-8, git merge-conflict markers, no
/// document type declaration, so no entity is ever expanded), then parsed with Foundation's
/// `XMLParser` as a stream: a file is read in chunks and one scene's elements are held at a
/// time, so a large file is read in bounded memory. Every failure is a
/// ``StoryboardImportError`` naming its line; nothing partial is ever returned.
///
/// ```swift
/// let imported = try StoryboardImporter().importFile(atPath: "MainStoryboard.storyboard")
/// print(imported.storyboard.canvasText)
/// ```
public struct StoryboardImporter: Sendable {
    /// The largest file accepted, in bytes.
    public var maximumFileSize: Int

    /// The default limit: 64 MiB, far above any real storyboard (the largest public ones are
    /// a few megabytes).
    public static let defaultMaximumFileSize = 64 << 20

    /// The size of the chunks a file is read in.
    static let chunkSize = 128 << 10

    /// Creates an importer.
    public init(maximumFileSize: Int = StoryboardImporter.defaultMaximumFileSize) {
        self.maximumFileSize = maximumFileSize
    }

    /// Imports the file at `path`, reading it in chunks.
    /// - Throws: ``StoryboardImportError``.
    /// - Complexity: O(*n*) in the file's size; memory for one scene's elements and the result.
    public func importFile(atPath path: String) throws(StoryboardImportError) -> ImportedStoryboard {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .unreadable(reason: "no file at \(path)")
        }
        guard !isDirectory.boolValue else { throw .unreadable(reason: "\(path) is a folder") }
        if let size = Self.fileSize(path), size > maximumFileSize { throw .fileTooLarge(bytes: size, limit: maximumFileSize) }
        guard let handle = FileHandle(forReadingAtPath: path) else { throw .unreadable(reason: "\(path) cannot be opened (permissions?)") }
        var prescan = InputPrescan()
        do {
            defer { try? handle.close() }
            while let chunk = try handle.read(upToCount: Self.chunkSize), !chunk.isEmpty {
                if prescan.byteCount + chunk.count > maximumFileSize {
                    throw StoryboardImportError.fileTooLarge(bytes: Self.fileSize(path) ?? prescan.byteCount + chunk.count, limit: maximumFileSize)
                }
                chunk.withUnsafeBytes { prescan.consume($0) }
            }
        } catch let error as StoryboardImportError {
            throw error
        } catch {
            throw .unreadable(reason: "\(path): \(error.localizedDescription)")
        }
        let summary = try prescan.finish()
        guard let stream = InputStream(fileAtPath: path) else { throw .unreadable(reason: "\(path) cannot be opened") }
        return try parse(XMLParser(stream: stream), summary: summary)
    }

    /// Imports a storyboard held in memory.
    /// - Throws: ``StoryboardImportError``.
    /// - Complexity: O(*n*) in the size of `data`.
    public func importData(_ data: Data) throws(StoryboardImportError) -> ImportedStoryboard {
        guard data.count <= maximumFileSize else { throw .fileTooLarge(bytes: data.count, limit: maximumFileSize) }
        var prescan = InputPrescan()
        data.withUnsafeBytes { prescan.consume($0) }
        let summary = try prescan.finish()
        return try parse(XMLParser(data: data), summary: summary)
    }

    private func parse(_ parser: XMLParser, summary: InputPrescan.Summary) throws(StoryboardImportError) -> ImportedStoryboard {
        let reader = StoryboardXMLReader(byteCount: summary.byteCount)
        reader.run(parser)
        let open = reader.stack.map { StoryboardImportError.OpenElement(name: $0.name, line: $0.line) }
        switch reader.failure {
        case .refused(let error)?:
            throw error
        case .parser(let line, let column, let code)?:
            if !open.isEmpty, line >= summary.lastContentLine {
                throw .truncated(line: summary.lastContentLine, openElements: open)
            }
            throw .malformedXML(line: line, column: column, message: Self.message(forParserCode: code))
        case nil:
            break
        }
        if !open.isEmpty { throw .truncated(line: summary.lastContentLine, openElements: open) }
        guard reader.sawRoot, let document = reader.documentTree.root else {
            throw .malformedXML(line: 1, column: 1, message: "no element: the file holds no XML markup")
        }
        var assembler = StoryboardAssembler(tree: reader.documentTree, document: document, scenes: reader.scenes, skipped: reader.skipped, objects: reader.objects)
        return try assembler.assemble(duplicates: reader.duplicateLines)
    }

    /// A parser error code in words: `XMLParser.ErrorCode.prematureDocumentEndError` becomes
    /// "premature document end (code 5)".
    static func message(forParserCode code: Int) -> String {
        guard let known = XMLParser.ErrorCode(rawValue: code) else { return "parser error \(code)" }
        var name = String(describing: known)
        if name.hasSuffix("Error") { name.removeLast(5) }
        var words = ""
        for character in name {
            if character.isUppercase, !words.isEmpty { words += " " }
            words += character.lowercased()
        }
        return "\(words) (code \(code))"
    }

    private static func fileSize(_ path: String) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue
    }
}
