@testable import StoryboardImport
@testable import Navigation
import Testing

/// What an import leaves out is counted exactly, however many kinds of thing it leaves out and
/// in whatever order it meets them.
@Suite struct SkippedContentTests {
    /// One element per pair of `elements` and `attributes`, each with that one attribute unread,
    /// skipped in `order`.
    private func skippedAttributes(elements: [Word], attributes: [Word], reversed: Bool) -> SkippedContent {
        var tree = XMLTree()
        var nodes: [XMLTree.Node] = []
        for element in elements {
            for attribute in attributes {
                let node = tree.append(name: element.text, word: element, attributes: [attribute.text: "1"], line: nodes.count + 1, parent: nil).node
                tree.end(node)
                nodes.append(node)
            }
        }
        var skipped = SkippedContent()
        for node in reversed ? nodes.reversed() : nodes {
            skipped.skipAttributes(of: node, in: tree)
            skipped.skipAttributes(of: node, in: tree)
        }
        return skipped
    }

    @Test func countsHundredsOfKindsExactly() {
        let elements = Array(Word.allCases.dropFirst().prefix(30)), attributes = Array(Word.allCases.dropFirst(40).prefix(12))
        let skipped = skippedAttributes(elements: elements, attributes: attributes, reversed: false)
        #expect(skipped.entries.count == 360)
        #expect(skipped.totalCount == 720)
        #expect(skipped.entries.allSatisfy { $0.count == 2 && $0.kind == .attribute })
        let first = skipped.entries.first { $0.context == elements[3].text && $0.name == attributes[5].text }
        #expect(first?.firstLine == 3 * 12 + 5 + 1)
    }

    @Test func equalWhateverTheOrder() {
        let elements = Array(Word.allCases.dropFirst().prefix(15)), attributes = Array(Word.allCases.dropFirst(40).prefix(12))
        let forward = skippedAttributes(elements: elements, attributes: attributes, reversed: false)
        let backward = skippedAttributes(elements: elements, attributes: attributes, reversed: true)
        #expect(forward == backward)
        #expect(forward.hashValue == backward.hashValue)
        #expect(forward != skippedAttributes(elements: elements, attributes: Array(attributes.dropLast()), reversed: false))
        #expect(SkippedContent() == SkippedContent())
        #expect(SkippedContent().isEmpty)
    }
}
