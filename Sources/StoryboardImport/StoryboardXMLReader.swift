import Presentation
#if canImport(FoundationXML)
import Navigation
import Foundation
import FoundationXML
#else
import Foundation
#endif

/// The `XMLParser` delegate of an import: it keeps the elements still open itself (the parser
/// on Linux reports success for some truncated inputs), builds one scene's elements at a time
/// in an ``XMLTree`` and reads each finished `<scene>` into a ``ParsedScene`` at once, so memory
/// holds one scene's elements, never the whole file's, and the same storage serves every scene. It records the first parse error with its line
/// and stops there.
final class StoryboardXMLReader: NSObject, XMLParserDelegate {
    /// What went wrong, once something did.
    enum Failure {
        /// The parser reported an error.
        case parser(line: Int, column: Int, code: Int)
        /// The importer refused the input.
        case refused(StoryboardImportError)
    }

    /// One element open now.
    struct OpenElement {
        /// Its name as a known word (``Word/unknown`` for other names, and inside a collapsed
        /// subtree, where names are not looked up).
        let word: Word
        /// Its name when ``word`` does not give it.
        let unknownName: String?
        /// The line of its start tag.
        let line: Int
        /// Its element in ``StoryboardXMLReader/scene`` or ``StoryboardXMLReader/documentTree``
        /// (nil inside a collapsed subtree, where nothing is kept).
        let node: XMLTree.Node?

        /// Its name as written.
        var name: String { unknownName ?? word.text }
    }

    /// The elements open now, outermost first.
    private(set) var stack: [OpenElement] = []
    /// The `<scene>` being read, its elements as they come; emptied after each scene, keeping
    /// its storage.
    private var scene = XMLTree()
    /// The position in ``stack`` of the open `<scene>` whose elements go to ``scene``, or -1.
    private var sceneLevel = -1
    /// The document element with its attributes and its children other than the scenes.
    private(set) var documentTree = XMLTree()
    /// The first failure.
    private(set) var failure: Failure?
    /// Whether a root element was seen.
    private(set) var sawRoot = false
    /// Every object id with where it was first seen, and the ids seen more than once.
    private(set) var objects: ObjectRegistry
    private(set) var duplicateLines: [String: [Int]] = [:]
    /// The number of `<scene>` elements started so far.
    private(set) var sceneElementCount = 0
    /// The `<string>` element open innermost, whose text is kept, if it is.
    private var openString: XMLTree.Node?
    /// How many of the open elements are inside (or are) a collapsed subtree: the last ones of
    /// ``stack``, the first of them its top.
    private var collapsedDepth = 0

    /// The deepest nesting followed; a storyboard nests about 30 deep.
    static let depthLimit = 200

    /// The scenes read so far, in file order.
    private(set) var scenes: [ParsedScene] = []
    /// What the scenes read so far left out.
    private(set) var skipped = SkippedContent()

    /// Creates a reader for a file of `byteCount` bytes (to size its table of objects), whose
    /// `<resources>` lists `resourceColors`, with the app's catalog colors `assetColors`.
    init(byteCount: Int, resourceColors: [String: Color] = [:], assetColors: [String: Color] = [:]) {
        scene.resourceColors = resourceColors
        scene.assetColors = assetColors
        // About one id per 150 to 250 bytes in real files; the table grows past that.
        objects = ObjectRegistry(expectedCount: min(byteCount / 200, 1 << 20))
    }

    /// Runs `parser` with this reader as its delegate.
    func run(_ parser: XMLParser) {
        parser.delegate = self
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        _ = parser.parse()
        parser.delegate = nil
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
        guard failure == nil else { return }
        let line = parser.lineNumber
        if stack.isEmpty {
            guard !sawRoot else {
                return fail(.malformedXML(line: line, column: parser.columnNumber, message: "a second root element <\(elementName)>"), parser)
            }
            sawRoot = true
            if let refusal = Self.refusal(ofRoot: elementName, attributes: attributeDict, line: line) { return fail(refusal, parser) }
        }
        guard stack.count < Self.depthLimit else { return fail(.nestingTooDeep(line: line, limit: Self.depthLimit), parser) }
        if collapsedDepth > 0, let top = stack[stack.count - collapsedDepth].node {
            // Inside a subtree nobody reads: counted, its ids kept, nothing else.
            collapsedDepth += 1
            withOpenTree { $0.addHiddenDescendant(to: top) }
            register(attributeDict["id"], line: line)
            stack.append(OpenElement(word: .unknown, unknownName: elementName, line: line, node: nil))
            return
        }
        let word = Word(elementName)
        if word == .document, stack.isEmpty, let build = attributeDict["toolsVersion"].flatMap({ Double($0.split(separator: ".").first ?? "") }) {
            if build >= 8000 { scene.systemFontFamily = Font.sanFranciscoFamily }
            // Xcode 11 (iOS 13): a label or text view without a text color draws in labelColor.
            if build >= 15000, let label = StoryboardValues.systemColors["labelColor"] { scene.defaultTextColor = label }
            // Xcode 11 and later lay tables out by iOS 13's metrics.
            if build >= 15000 { scene.tableMetrics = .iOS13 }
        }
        let startsScene = word == .scene && stack.count == 2 && stack[1].word == .scenes
        if word == .scene, stack.count == 2 { sceneElementCount += 1 }
        let parent = startsScene ? nil : stack.last?.node
        if word.isNeverRead, !stack.isEmpty {
            collapsedDepth = 1
            register(attributeDict["id"], line: line)
            // A text field's return key is the one attribute of its input traits the importer
            // reads; an autoresizing mask's flags are what the layout of a view that keeps its
            // mask follows on another screen (the canvas text does not show them).
            let kept: [(Word, String)] =
                switch word {
                case .textInputTraits: attributeDict["returnKeyType"].map { [(.returnKeyType, $0)] } ?? []
                case .autoresizingMask: Self.maskFlags.compactMap { flag in attributeDict[String(describing: flag)].map { (flag, $0) } }
                default: []
                }
            let node = withOpenTree { $0.appendCollapsed(name: elementName, word: word, line: line, parent: parent, keeping: kept) }
            stack.append(OpenElement(word: word, unknownName: nil, line: line, node: node))
            return
        }
        if startsScene { sceneLevel = stack.count }
        let (node, id) = withOpenTree { $0.append(name: elementName, word: word, attributes: attributeDict, line: line, parent: parent) }
        register(id, line: line)
        openString = word == .string ? node : nil
        stack.append(OpenElement(word: word, unknownName: word == .unknown ? elementName : nil, line: line, node: node))
    }

    /// The attributes of `<autoresizingMask>`.
    private static let maskFlags: [Word] = [.flexibleMinX, .widthSizable, .flexibleMaxX, .flexibleMinY, .heightSizable, .flexibleMaxY]

    /// Records where the object `id` is, and a duplicate.
    private func register(_ id: String?, line: Int) {
        guard let id else { return }
        let scene = stack.count > 2 && stack[2].word == .scene ? sceneElementCount - 1 : -1
        if let first = objects.insert(id, at: ObjectRegistry.Place(line: Int32(clamping: line), scene: Int32(clamping: scene))) {
            duplicateLines[id, default: [Int(first.line)]].append(line)
        }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        guard failure == nil, let open = stack.popLast() else { return }
        openString = nil
        if collapsedDepth > 1 {
            collapsedDepth -= 1
            return
        }
        collapsedDepth = 0
        guard let node = open.node else { return }
        withOpenTree { $0.end(node) }
        if stack.count == sceneLevel {
            if let read = SceneReader.read(node, of: &scene, position: sceneElementCount - 1, skipped: &skipped) { scenes.append(read) }
            scene.removeAll()
            sceneLevel = -1
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard let openString, failure == nil else { return }
        withOpenTree { $0.appendText(string, to: openString) }
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        guard let openString, failure == nil else { return }
        withOpenTree { $0.appendText(String(decoding: CDATABlock, as: UTF8.self), to: openString) }
    }

    /// Calls `body` with the tree the open elements go to: the scene's while a `<scene>` is
    /// open, else the document's.
    private func withOpenTree<Result>(_ body: (inout XMLTree) -> Result) -> Result {
        sceneLevel >= 0 ? body(&scene) : body(&documentTree)
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        guard failure == nil else { return }
        failure = .parser(line: parser.lineNumber, column: parser.columnNumber, code: (parseError as NSError).code)
        parser.abortParsing()
    }

    /// Records `error` and stops `parser`. The parser is handed in, never kept: a weak
    /// reference to it would give it a side table, and every retain and release Foundation
    /// makes of it on each callback would take the runtime's slow path.
    private func fail(_ error: StoryboardImportError, _ parser: XMLParser) {
        failure = .refused(error)
        parser.abortParsing()
    }

    /// Why a root element is not an iOS storyboard's, or nil when it is one.
    static func refusal(ofRoot name: String, attributes: [String: String], line: Int) -> StoryboardImportError? {
        let type = attributes["type"] ?? ""
        switch (name, type) {
        case ("document", "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"), ("document", "com.apple.InterfaceBuilder.AppleTV.Storyboard"):
            // tvOS storyboards are UIKit too (targetRuntime AppleTV), drawn at the TV's size.
            return nil
        case ("document", "com.apple.InterfaceBuilder3.CocoaTouch.XIB"), ("archive", "com.apple.InterfaceBuilder3.CocoaTouch.XIB"):
            return .notAStoryboard(line: line, found: "an iOS XIB (one view's nib); only .storyboard files are read")
        case ("document", "com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB"):
            return .otherPlatform(line: line, platform: "a macOS storyboard (AppKit)")
        case ("document", "com.apple.InterfaceBuilder.WatchKit.Storyboard"):
            return .otherPlatform(line: line, platform: "a watchOS storyboard (WatchKit)")
        case ("document", _):
            return .notAStoryboard(line: line, found: "a <document> of type \"\(type)\", not com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB")
        default:
            return .notAStoryboard(line: line, found: "the root element is <\(name)>, not a storyboard's <document>")
        }
    }
}
