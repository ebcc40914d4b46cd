#if canImport(FoundationXML)
import Foundation
import FoundationXML
#else
import Foundation
#endif

/// The `XMLParser` delegate of an import: it keeps the elements still open itself (the parser
/// on Linux reports success for some truncated inputs), builds one scene's elements at a time
/// and reads each finished `<scene>` into a ``ParsedScene`` at once, so memory holds one
/// scene's elements, never the whole file's. It records the first parse error with its line
/// and stops there.
final class StoryboardXMLReader: NSObject, XMLParserDelegate {
    /// What went wrong, once something did.
    enum Failure {
        /// The parser reported an error.
        case parser(line: Int, column: Int, code: Int)
        /// The importer refused the input.
        case refused(StoryboardImportError)
    }

    // The hot state is read and written on every callback by this one reader on one thread:
    // no dynamic exclusivity checks on it.

    /// The elements open now, outermost first.
    @exclusivity(unchecked) private(set) var stack: [XMLNode] = []
    /// For each open element, where its children start in ``finished``.
    @exclusivity(unchecked) private var firstChildren: [Int] = []
    /// The finished elements whose parent is still open, in file order: the children of the
    /// innermost open element are the last ones. When an element ends, its children move from
    /// here into one array of their exact count, instead of growing its array child by child
    /// (a reallocation and a copy at every doubling).
    @exclusivity(unchecked) private var finished: [XMLNode?] = []
    /// The document element's attributes and its children other than the scenes.
    private(set) var document: XMLNode?
    /// The first failure.
    @exclusivity(unchecked) private(set) var failure: Failure?
    /// Whether a root element was seen.
    private(set) var sawRoot = false
    /// Every object id with where it was first seen, and the ids seen more than once.
    @exclusivity(unchecked) private(set) var objects: ObjectRegistry
    private(set) var duplicateLines: [String: [Int]] = [:]
    /// The number of `<scene>` elements started so far.
    @exclusivity(unchecked) private(set) var sceneElementCount = 0
    /// Whether the innermost open element is a `<string>`, whose text is kept.
    @exclusivity(unchecked) private var inString = false
    /// How many of the open elements are inside (or are) a collapsed subtree.
    @exclusivity(unchecked) private var collapsedDepth = 0

    /// The deepest nesting followed; a storyboard nests about 30 deep.
    static let depthLimit = 200

    /// The scenes read so far, in file order.
    private(set) var scenes: [ParsedScene] = []
    /// What the scenes read so far left out.
    private(set) var skipped = SkippedContent()

    /// Creates a reader for a file of `byteCount` bytes (to size its table of objects).
    init(byteCount: Int) {
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
            guard !sawRoot else { return fail(.malformedXML(line: line, column: parser.columnNumber, message: "a second root element <\(elementName)>"), parser) }
            sawRoot = true
            if let refusal = Self.refusal(ofRoot: elementName, attributes: attributeDict, line: line) { return fail(refusal, parser) }
        }
        guard stack.count < Self.depthLimit else { return fail(.nestingTooDeep(line: line, limit: Self.depthLimit), parser) }
        if collapsedDepth > 0 {
            // Inside a subtree nobody reads: counted, its ids kept, nothing else.
            collapsedDepth += 1
            stack[stack.count - collapsedDepth + 1].hiddenDescendants += 1
            register(attributeDict["id"], line: line)
            push(XMLNode(collapsed: elementName, line: line))
            return
        }
        let word = Word(elementName)
        if word.isNeverRead, !stack.isEmpty {
            collapsedDepth = 1
            register(attributeDict["id"], line: line)
            push(XMLNode(collapsed: elementName, line: line))
            return
        }
        let node = XMLNode(name: elementName, word: word, attributes: attributeDict, line: line)
        if word == .scene, stack.count == 2 { sceneElementCount += 1 }
        register(node.peek(.id), line: line)
        inString = word == .string
        push(node)
    }

    private func push(_ node: consuming XMLNode) {
        stack.append(node)
        firstChildren.append(finished.count)
    }

    /// The finished elements from `start` on, moved out of ``finished``.
    private func takeFinished(from start: Int) -> [XMLNode] {
        var children: [XMLNode] = []
        children.reserveCapacity(finished.count - start)
        for index in start..<finished.count {
            if let child = finished[index].take() { children.append(child) }
        }
        finished.removeLast(finished.count - start)
        return children
    }

    /// Records where the object `id` is, and a duplicate.
    private func register(_ id: String?, line: Int) {
        guard let id else { return }
        let scene = stack.count > 2 && stack[2].word == .scene ? sceneElementCount - 1 : -1
        if let first = objects.insert(id, at: ObjectRegistry.Place(line: Int32(clamping: line), scene: Int32(clamping: scene))) {
            duplicateLines[id, default: [Int(first.line)]].append(line)
        }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        guard failure == nil, !stack.isEmpty else { return }
        let firstChild = firstChildren.popLast() ?? finished.count
        inString = false
        if collapsedDepth > 1 {
            collapsedDepth -= 1
            stack.removeLast()
            return
        }
        collapsedDepth = 0
        if finished.count > firstChild { stack[stack.count - 1].children = takeFinished(from: firstChild) }
        let node = stack.removeLast()
        if node.word == .scene, stack.count == 2, stack[1].word == .scenes {
            var scene = consume node
            if let read = SceneReader.read(&scene, position: sceneElementCount - 1, skipped: &skipped) { scenes.append(read) }
        } else if stack.isEmpty {
            document = consume node
        } else {
            // Moved, not copied: a copy would retain each of its arrays and strings once more.
            finished.append(consume node)
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard inString, failure == nil else { return }
        stack[stack.count - 1].text += string
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        guard inString, failure == nil else { return }
        stack[stack.count - 1].text += String(decoding: CDATABlock, as: UTF8.self)
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
        case ("document", "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"):
            return nil
        case ("document", "com.apple.InterfaceBuilder3.CocoaTouch.XIB"), ("archive", "com.apple.InterfaceBuilder3.CocoaTouch.XIB"):
            return .notAStoryboard(line: line, found: "an iOS XIB (one view's nib); only .storyboard files are read")
        case ("document", "com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB"):
            return .notAStoryboard(line: line, found: "a macOS storyboard; only iOS (Cocoa Touch) storyboards are read")
        case ("document", _):
            return .notAStoryboard(line: line, found: "a <document> of type \"\(type)\", not com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB")
        default:
            return .notAStoryboard(line: line, found: "the root element is <\(name)>, not a storyboard's <document>")
        }
    }
}
