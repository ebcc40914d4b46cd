import Navigation
import Presentation

extension SceneReader {
    /// The text of an `<attributedString>`: its fragments' contents (an attribute or a
    /// `<string key="content">`) joined; the fragments' fonts and colors are reported as an
    /// approximation.
    mutating func readAttributedText(_ node: Node) -> String {
        var text = ""
        for fragment in tree.children(of: node) {
            guard tree[fragment].word == .fragment else { skip(fragment, in: node); continue }
            if let content = tree.take(.content, from: fragment) { text += content }
            for part in tree.children(of: fragment) {
                if tree[part].word == .string, tree[part].keyWord == .content {
                    text += tree.text(of: part)
                    finish(part)
                } else if tree[part].word == .attributes {
                    skipped.approximate(tree.name(of: node), "fragment attributes (shown as plain text)", line: tree[part].line)
                } else {
                    skip(part, in: fragment)
                }
            }
            finish(fragment)
        }
        return text
    }

    /// `<accessibility key="accessibilityConfiguration" label= hint= identifier=>` with its
    /// traits and `isElement`; nil when it sets nothing.
    mutating func readAccessibility(_ node: Node) -> Accessibility? {
        var traits: [AccessibilityTrait] = []
        var isElement: Bool?
        let label = tree.take(.label, from: node), hint = tree.take(.hint, from: node), identifier = tree.take(.identifier, from: node)
        for child in tree.children(of: node) {
            switch (tree[child].word, tree[child].keyWord) {
            case (.accessibilityTraits, _):
                _ = tree.take(.none, from: child)
                for trait in AccessibilityTrait.allCases where tree.takeFlag(Word(trait.rawValue), from: child) == true { traits.append(trait) }
                finishLeaf(child)
            case (.bool, .isElement):
                isElement = tree.take(.value, from: child) == "YES"
                finishLeaf(child)
            default:
                skip(child, in: node)
            }
        }
        let accessibility = Accessibility(label: label, hint: hint, identifier: identifier, traits: traits, isElement: isElement)
        return accessibility.isEmpty ? nil : accessibility
    }
}
