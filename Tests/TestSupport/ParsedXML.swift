import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The outcome of parsing a document with Foundation's `XMLParser`: the first error, and the
/// root element's name and attributes.
package struct ParsedXML {
    /// The parser's first error, nil when the document is well formed.
    package var error: String?
    /// The root element's name.
    package var rootName: String?
    /// The root element's attributes.
    package var rootAttributes: [String: String] = [:]

    /// Parses `text`.
    package init(_ text: String) {
        let parser = XMLParser(data: Data(text.utf8))
        let delegate = RootRecorder()
        parser.delegate = delegate
        let succeeded = parser.parse()
        error = succeeded ? nil : (parser.parserError.map { "\($0)" } ?? "parse failed")
        rootName = delegate.rootName
        rootAttributes = delegate.rootAttributes
    }

    private final class RootRecorder: NSObject, XMLParserDelegate {
        var rootName: String?
        var rootAttributes: [String: String] = [:]

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:])
        {
            guard rootName == nil else { return }
            rootName = elementName
            rootAttributes = attributes
        }
    }
}
