import TextDiff
import Presentation

/// What differs between two values of one type, as the test store prints it: one entry per
/// changed part, each with its path from the root and the two versions, unchanged parts left
/// out. A two-field change of a large state prints two entries, not the state:
///
/// ```
///   navigation.root.tabs.tabs[1].stack.root.screen.speakers.isLoading
/// -   false
/// +   true
///   navigation.root.tabs.selectedIndex
/// -   0
/// +   1
/// ```
///
/// Values are read with `Mirror`: structs, classes and tuples by property, enums by case,
/// collections by index (elements inserted or removed are found with ``LineDiff``, so an
/// element pushed on a stack is one entry), dictionaries and sets by key. A small struct whose
/// `description` says it all (an id, an index path) prints as that description. A part printed
/// longer than ``maximumLineLength`` spreads over indented lines.
///
/// - Complexity: O(*n* · *d*) for values of *n* parts nested *d* deep, plus the collection
///   alignments.
enum ValueDiff {
    /// The longest one-line rendering of a changed part before it spreads over several lines.
    static let maximumLineLength = 100

    /// The entries between `expected` (`-` lines) and `actual` (`+` lines); empty when they print
    /// the same.
    static func lines<Value>(expected: Value, actual: Value) -> String {
        var changes: [String] = []
        diff(DiffNode(expected), DiffNode(actual), path: "", into: &changes)
        return changes.joined(separator: "\n")
    }

    private static func diff(_ old: DiffNode, _ new: DiffNode, path: String, into changes: inout [String]) {
        guard old.text != new.text else { return }
        switch (old.shape, new.shape) {
        case (.record(let oldHead), .record(let newHead)) where oldHead == newHead && old.labels == new.labels:
            for (oldChild, newChild) in zip(old.children, new.children) {
                diff(oldChild.node, newChild.node, path: join(path, oldChild.label), into: &changes)
            }
        case (.enumCase(let oldCase), .enumCase(let newCase)) where oldCase == newCase:
            diff(old.children[0].node, new.children[0].node, path: join(path, oldCase), into: &changes)
        case (.collection, .collection):
            diffElements(old.children.map(\.node), new.children.map(\.node), path: path, into: &changes)
        case (.keyed, .keyed):
            diffKeyed(old.children, new.children, path: path, into: &changes)
        default:
            changes.append(entry(path, removed: old, added: new))
        }
    }

    /// Elements aligned by content, so an insertion or removal is one entry and the elements
    /// after it are not reported as changed.
    private static func diffElements(_ old: [DiffNode], _ new: [DiffNode], path: String, into changes: inout [String]) {
        var ids: [String: Int] = [:]
        func id(_ node: DiffNode) -> Int {
            if let known = ids[node.text] { return known }
            ids[node.text] = ids.count
            return ids.count - 1
        }
        for change in LineDiff.changes(from: old.map(id), to: new.map(id)) {
            let paired = min(change.oldLines.count, change.newLines.count)
            for offset in 0..<paired {
                let newIndex = change.newLines.lowerBound + offset
                diff(old[change.oldLines.lowerBound + offset], new[newIndex], path: path + "[\(newIndex)]", into: &changes)
            }
            for oldIndex in change.oldLines.dropFirst(paired) {
                changes.append(entry(path + "[\(oldIndex)]", removed: old[oldIndex], added: nil))
            }
            for newIndex in change.newLines.dropFirst(paired) {
                changes.append(entry(path + "[\(newIndex)]", removed: nil, added: new[newIndex]))
            }
        }
    }

    private static func diffKeyed(
        _ old: [DiffNode.Child], _ new: [DiffNode.Child], path: String, into changes: inout [String]
    ) {
        let newByKey = Dictionary(new.map { ($0.label, $0.node) }, uniquingKeysWith: { first, _ in first })
        let oldKeys = Set(old.map(\.label))
        for child in old {
            let childPath = path + "[\(child.label)]"
            if let counterpart = newByKey[child.label] {
                diff(child.node, counterpart, path: childPath, into: &changes)
            } else {
                changes.append(entry(childPath, removed: child.node, added: nil))
            }
        }
        for child in new where !oldKeys.contains(child.label) {
            changes.append(entry(path + "[\(child.label)]", removed: nil, added: child.node))
        }
    }

    private static func join(_ path: String, _ label: String) -> String {
        path.isEmpty ? label : path + "." + label
    }

    private static func entry(_ path: String, removed: DiffNode?, added: DiffNode?) -> String {
        var lines = ["  " + (path.isEmpty ? "(the whole value)" : path)]
        if let removed { lines += removed.pretty().map { "-   " + $0 } }
        if let added { lines += added.pretty().map { "+   " + $0 } }
        return lines.joined(separator: "\n")
    }
}

/// A value read with `Mirror` into what ``ValueDiff`` compares and prints: its one-line text
/// (which decides equality) and its labelled parts.
struct DiffNode {
    /// One labelled part.
    struct Child {
        var label: String
        var node: DiffNode
    }

    /// How the parts are matched between two values.
    enum Shape: Equatable {
        /// No parts: compared and printed as `text`.
        case leaf
        /// A struct, class or tuple of this type: parts matched by label.
        case record(String)
        /// An enum case with a payload: the one part is the payload.
        case enumCase(String)
        /// An array or other sequence: parts aligned by content.
        case collection
        /// A dictionary (parts labelled by key) or a set (parts labelled by themselves): parts
        /// matched by label.
        case keyed(isSet: Bool)
    }

    var shape: Shape
    var children: [Child]
    /// The whole value in one line: `Type(label: part, ...)`, `.case(payload)`, `[a, b]`.
    var text: String

    var labels: [String] { children.map(\.label) }

    /// How deep a value is read; below, a part prints as `…`, so a class whose properties lead
    /// back to itself cannot make the diff run forever.
    static let maximumDepth = 48

    init(_ value: Any, depth: Int = 0) {
        guard depth < Self.maximumDepth else {
            self.init(leaf: "…")
            return
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            if let some = mirror.children.first {
                self = DiffNode(some.value, depth: depth)
            } else {
                self.init(leaf: "nil")
            }
        case .enum:
            guard let payload = mirror.children.first, let name = payload.label else {
                // A case without payload: its name, or what its type says of it.
                self.init(leaf: value is CustomStringConvertible ? "\(value)" : ".\(value)")
                return
            }
            let node = DiffNode(payload.value, depth: depth + 1)
            let inner = node.shape == .record("") ? node.text : "(" + node.text + ")"
            self.init(shape: .enumCase(name), children: [Child(label: name, node: node)], text: "." + name + inner)
        case .struct, .class, .tuple:
            let children = mirror.children.enumerated().map { index, child in
                Child(label: child.label.map(Self.plainLabel) ?? ".\(index)", node: DiffNode(child.value, depth: depth + 1))
            }
            let head = mirror.displayStyle == .tuple ? "" : _typeName(type(of: value), qualified: false)
            if let describable = value as? CustomStringConvertible, !children.isEmpty,
                children.allSatisfy({ $0.node.shape == .leaf })
            {
                self.init(leaf: describable.description)
                return
            }
            let parts = children.map { $0.label.hasPrefix(".") ? $0.node.text : $0.label + ": " + $0.node.text }
            self.init(shape: .record(head), children: children, text: head + "(" + parts.joined(separator: ", ") + ")")
        case .collection:
            let children = mirror.children.enumerated().map { Child(label: "\($0.offset)", node: DiffNode($0.element.value, depth: depth + 1)) }
            self.init(shape: .collection, children: children, text: "[" + children.map(\.node.text).joined(separator: ", ") + "]")
        case .dictionary, .set:
            let isSet = mirror.displayStyle == .set
            let children = mirror.children.map { element -> Child in
                if isSet {
                    let node = DiffNode(element.value, depth: depth + 1)
                    return Child(label: node.text, node: node)
                }
                let pair = Mirror(reflecting: element.value).children.map(\.value)
                let key = pair.first.map { DiffNode($0, depth: depth + 1).text } ?? "?"
                return Child(label: key, node: DiffNode(pair.count > 1 ? pair[1] : element.value, depth: depth + 1))
            }.sorted { $0.label < $1.label }
            let parts = children.map { isSet ? $0.node.text : $0.label + ": " + $0.node.text }
            self.init(shape: .keyed(isSet: isSet), children: children, text: (isSet ? "Set[" : "[") + parts.joined(separator: ", ") + "]")
        default:
            self.init(leaf: value is String || value is Character || value is Substring ? String(reflecting: value) : "\(value)")
        }
    }

    private init(leaf text: String) {
        self.init(shape: .leaf, children: [], text: text)
    }

    private init(shape: Shape, children: [Child], text: String) {
        self.shape = shape
        self.children = children
        self.text = text
    }

    /// A stored property's name as written (`_count` of a property wrapper becomes `count`).
    private static func plainLabel(_ label: String) -> String {
        label.hasPrefix("_") && label.count > 1 ? String(label.dropFirst()) : label
    }

    /// The value printed in one line when it is short, else one part per indented line.
    func pretty(indent: String = "") -> [String] {
        guard shape != .leaf, indent.count + text.count > ValueDiff.maximumLineLength else { return [text] }
        let (open, close): (String, String) =
            switch shape {
            case .record(let head): (head + "(", ")")
            case .enumCase(let name): ("." + name + "(", ")")
            case .collection: ("[", "]")
            case .keyed(let isSet): (isSet ? "Set[" : "[", "]")
            case .leaf: ("", "")
            }
        if case .enumCase = shape, let payload = children.first?.node, case .record("") = payload.shape {
            return DiffNode(shape: .record("." + labels[0]), children: payload.children, text: text).pretty(indent: indent)
        }
        var lines = [open]
        for child in children {
            let nested = child.node.pretty(indent: indent + "  ")
            let prefix: String =
                switch shape {
                case .record: child.label.hasPrefix(".") ? "" : child.label + ": "
                case .keyed(let isSet): isSet ? "" : child.label + ": "
                default: ""
                }
            lines.append("  " + prefix + nested[0])
            lines += nested.dropFirst().map { "  " + $0 }
        }
        lines.append(close)
        return lines
    }
}
