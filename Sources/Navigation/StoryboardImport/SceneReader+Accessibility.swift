import Presentation

extension SceneReader {
    /// The text of an `<attributedString>`: its fragments' contents (an attribute or a
    /// `<string key="content">`) joined; the fragments' fonts and colors are reported as an
    /// approximation.
    mutating func readAttributedText(_ node: inout XMLNode) -> String {
        var text = ""
        for var fragment in node.children {
            guard fragment.word == .fragment else { skipped.skip(fragment, in: node); continue }
            if let content = fragment.take(.content) { text += content }
            for part in fragment.children {
                if part.word == .string, part.keyWord == .content {
                    text += part.text
                    skipped.skipAttributes(of: part)
                } else if part.word == .attributes {
                    skipped.approximate(node.name, "fragment attributes (shown as plain text)", line: part.line)
                } else {
                    skipped.skip(part, in: fragment)
                }
            }
            skipped.skipAttributes(of: fragment)
        }
        node.children = []
        return text
    }

    /// `<accessibility key="accessibilityConfiguration" label= hint= identifier=>` with its
    /// traits and `isElement`; nil when it sets nothing.
    mutating func readAccessibility(_ node: inout XMLNode) -> Accessibility? {
        var traits: [AccessibilityTrait] = []
        var isElement: Bool?
        let label = node.take(.label), hint = node.take(.hint), identifier = node.take(.identifier)
        for var child in node.children {
            switch (child.word, child.keyWord) {
            case (.accessibilityTraits, _):
                _ = child.take(.none)
                for trait in AccessibilityTrait.allCases where child.takeFlag(Word(trait.rawValue)) == true { traits.append(trait) }
                finishLeaf(child)
            case (.bool, .isElement):
                isElement = child.take(.value) == "YES"
                finishLeaf(child)
            default:
                skipped.skip(child, in: node)
            }
        }
        node.children = []
        let accessibility = Accessibility(label: label, hint: hint, identifier: identifier, traits: traits, isElement: isElement)
        return accessibility.isEmpty ? nil : accessibility
    }
}
