@testable import StoryboardImport
@testable import Navigation
import Testing

/// The importer's tree of one scene keeps the file's structure, names, attributes and texts,
/// marks what was read, and holds nothing of an earlier scene once emptied; its reading of
/// names and numbers agrees with the slow, obvious way.
@Suite struct XMLTreeTests {
    /// `<view id="v1" key="view" opaque="NO" customModule="M" myFlag="1">` holding a label with a
    /// frame, a collapsed `<constraints>` holding three constraints, and a `<string>` with text.
    private func sampleTree() -> (tree: XMLTree, view: XMLTree.Node, label: XMLTree.Node, constraints: XMLTree.Node, string: XMLTree.Node) {
        var tree = XMLTree()
        let view = tree.append(
            name: "view", word: .view, attributes: ["id": "v1", "key": "view", "opaque": "NO", "customModule": "M", "myFlag": "1"],
            line: 3, parent: nil
        )
        #expect(view.id == "v1")
        let label = tree.append(name: "label", word: .label, attributes: ["text": "Hi", "id": "l1"], line: 4, parent: view.node).node
        _ = tree.append(name: "rect", word: .rect, attributes: ["key": "frame", "x": "20", "width": "280.5"], line: 5, parent: label)
        tree.end(label)
        let constraints = tree.appendCollapsed(name: "constraints", word: .constraints, line: 7, parent: view.node)
        for _ in 0..<3 { tree.addHiddenDescendant(to: constraints) }
        tree.end(constraints)
        let string = tree.append(name: "string", word: .string, attributes: ["key": "text"], line: 11, parent: view.node).node
        tree.appendText("Two ", to: string)
        tree.appendText("parts", to: string)
        tree.end(string)
        tree.end(view.node)
        return (tree, view.node, label, constraints, string)
    }

    @Test func keepsTheStructureNamesLinesAndTexts() {
        let (tree, view, label, constraints, string) = sampleTree()
        #expect(tree.root == view)
        #expect(Array(tree.children(of: view)) == [label, constraints, string])
        #expect(tree.children(of: label).map { tree.name(of: $0) } == ["rect"])
        #expect(tree[view].keyWord == .view)
        #expect(tree[constraints].line == 7)
        #expect(tree.name(of: constraints) == "constraints")
        #expect(tree.text(of: string) == "Two parts")
        #expect(tree.text(of: label) == "")
        #expect(tree.child(.rect, key: .frame, of: label) != nil)
        #expect(tree.child(.rect, key: .backgroundColor, of: label) == nil)
        // label, rect, constraints with its 3 collapsed constraints, string.
        #expect(tree.descendantCount(of: view) == 7)
        #expect(tree.descendantCount(of: constraints) == 3)
        #expect(tree.descendantCount(of: label) == 1)
    }

    @Test func readingMarksAttributesAndLeavesTheRestUnread() {
        var (tree, view, label, _, _) = sampleTree()
        #expect(tree.peek(.opaque, in: view) == "NO")
        #expect(tree.take(.text, from: label) == "Hi")
        #expect(tree.take(.text, from: label) == "Hi")
        #expect(tree.take(.title, from: label) == nil)
        var unread: [String] = []
        tree.forEachUnread(of: view) { word, unknownName in unread.append(unknownName ?? word.text) }
        // Peeked is not read; id, key and customModule are bookkeeping; myFlag is not a word.
        #expect(unread.sorted() == ["myFlag", "opaque"])
        unread = []
        tree.forEachUnread(of: label) { word, unknownName in unread.append(unknownName ?? word.text) }
        #expect(unread.isEmpty)
        let rect = tree.children(of: label).first { _ in true }
        #expect(rect.flatMap { tree.takeNumber(.width, from: $0) } == 280.5)
        #expect(rect.flatMap { tree.takeFlag(.x, from: $0) } == false)
    }

    @Test func anEmptiedTreeKeepsNothingOfTheLastScene() {
        var (tree, _, _, _, _) = sampleTree()
        tree.removeAll()
        #expect(tree.root == nil)
        let scene = tree.append(name: "scene", word: .scene, attributes: ["sceneID": "s"], line: 20, parent: nil).node
        let objects = tree.append(name: "objects", word: .objects, attributes: [:], line: 21, parent: scene).node
        tree.end(objects)
        tree.end(scene)
        #expect(tree.root == scene)
        #expect(Array(tree.children(of: scene)) == [objects])
        #expect(Array(tree.children(of: objects)).isEmpty)
        #expect(tree.peek(.sceneID, in: scene) == "s")
        #expect(tree.peek(.opaque, in: scene) == nil)
        #expect(tree.descendantCount(of: scene) == 1)
    }

    @Test func quickNumbersAreExactlyWhatStrtodGives() {
        var texts = (-1_200...1_200).map { String($0) } + (-300...3_000).map { "\(Double($0) / 10)" }
        texts += ["0.0", "-0.0", "31.5", "0.19607843459999999", "1e3", "12.34", "1.", ".5", "", "-", ".", "+3", "99999999999", "3.0000001", "inf", "nan"]
        for text in texts {
            let expected = Double(text).flatMap { $0.isFinite ? $0 : nil }
            #expect(XMLTree.number(text)?.bitPattern == expected?.bitPattern, "\(text)")
        }
    }

    @Test func everyWordReadsBackAndOtherNamesAreUnknown() {
        for word in Word.allCases where word != .unknown {
            #expect(Word(word.text) == word)
        }
        for other in ["", "Label", "labels", "lab", "viewControllerX", "é", "unknown", String(repeating: "a", count: 80), "label\u{0}"] {
            #expect(Word(other) == .unknown, "\(other)")
        }
        // Same length, first, last and middle bytes as a word (what finds the candidate), one
        // other byte changed: the whole text is compared.
        let texts = Set(Word.allCases.map(\.text))
        for word in Word.allCases where word.text.utf8.count >= 4 {
            var bytes = Array(word.text.utf8)
            let changed = bytes.count / 2 == 1 ? bytes.count - 2 : 1
            bytes[changed] ^= 0x20
            let other = String(decoding: bytes, as: UTF8.self)
            if !texts.contains(other) { #expect(Word(other) == .unknown, "\(other)") }
        }
    }
}
