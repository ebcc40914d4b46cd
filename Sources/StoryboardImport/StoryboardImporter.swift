import Presentation
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

    /// The most bytes libxml2, under Foundation's `XMLParser`, reads in one attribute value or
    /// text node (its `XML_MAX_TEXT_LENGTH`); past it the parse fails with "out of memory".
    public static let parserTextLimit = 10_000_000

    /// The size of the chunks a file is read in.
    static let chunkSize = 128 << 10

    /// The app's asset catalog colors: a named color (`<color name="...">`) takes its light
    /// and dark values from here, and the light value the file stored only when the catalog
    /// has no color of that name.
    public var assetColors: AssetCatalogColors

    /// Creates an importer; `assetColors` are the app's catalog colors (none by default).
    public init(maximumFileSize: Int = StoryboardImporter.defaultMaximumFileSize, assetColors: AssetCatalogColors = AssetCatalogColors()) {
        self.maximumFileSize = maximumFileSize
        self.assetColors = assetColors
    }

    /// Imports the file at `path`, reading it in chunks.
    /// - Throws: ``StoryboardImportError``.
    /// - Complexity: O(*n*) in the file's size; memory for one scene's elements and the result.
    public func importFile(atPath path: String) throws(StoryboardImportError) -> ImportedStoryboard {
        if let refusal = Self.refusal(ofKindOf: path) { throw refusal }
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
        return try parse(XMLParser(stream: stream), summary: summary, colors: ResourceColors.read(fromEndOf: path))
    }

    /// Imports a storyboard held in memory.
    /// - Throws: ``StoryboardImportError``.
    /// - Complexity: O(*n*) in the size of `data`.
    public func importData(_ data: Data) throws(StoryboardImportError) -> ImportedStoryboard {
        guard data.count <= maximumFileSize else { throw .fileTooLarge(bytes: data.count, limit: maximumFileSize) }
        var prescan = InputPrescan()
        data.withUnsafeBytes { prescan.consume($0) }
        let summary = try prescan.finish()
        return try parse(XMLParser(data: data), summary: summary, colors: ResourceColors.read(from: data))
    }

    private func parse(_ parser: XMLParser, summary: InputPrescan.Summary, colors: [String: Color]) throws(StoryboardImportError) -> ImportedStoryboard {
        let reader = StoryboardXMLReader(byteCount: summary.byteCount, resourceColors: colors, assetColors: assetColors.colors)
        reader.run(parser)
        let open = reader.stack.map { StoryboardImportError.OpenElement(name: $0.name, line: $0.line) }
        switch reader.failure {
        case .refused(let error)?:
            throw error
        case .parser(let line, let column, let code)?:
            if !open.isEmpty, line >= summary.lastContentLine {
                throw .truncated(line: summary.lastContentLine, openElements: open)
            }
            if summary.longestLine.bytes > Self.parserTextLimit {
                throw .lineTooLong(line: summary.longestLine.number, bytes: summary.longestLine.bytes, limit: Self.parserTextLimit)
            }
            throw .malformedXML(line: line, column: column, message: Self.message(forParserCode: code))
        case nil:
            break
        }
        if !open.isEmpty { throw .truncated(line: summary.lastContentLine, openElements: open) }
        guard reader.sawRoot, let document = reader.documentTree.root else {
            throw .malformedXML(line: 1, column: 1, message: "no element: the file holds no XML markup")
        }
        var assembler = StoryboardAssembler(
            tree: reader.documentTree, document: document, scenes: reader.scenes, skipped: reader.skipped, objects: reader.objects)
        return try assembler.assemble(duplicates: reader.duplicateLines).placingUnframedViews()
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

    /// Why `path` (its symbolic links followed) is not a regular file a storyboard can be read
    /// from, or nil when it is one. A named pipe, a socket or a device is refused at once:
    /// reading one could wait forever or never end.
    private static func refusal(ofKindOf path: String) -> StoryboardImportError? {
        var status = stat()
        guard stat(path, &status) == 0 else { return .unreadable(reason: "no file at \(path)") }
        let kind: String
        switch status.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return .unreadable(reason: "\(path) is a folder")
        case S_IFIFO: kind = "a named pipe (FIFO)"
        case S_IFSOCK: kind = "a socket"
        case S_IFCHR, S_IFBLK: kind = "a device"
        default: kind = "not a regular file"
        }
        return .unreadable(reason: "\(path) is \(kind), not a file; save the storyboard to a file and pass that")
    }

    private static func fileSize(_ path: String) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue
    }
}
