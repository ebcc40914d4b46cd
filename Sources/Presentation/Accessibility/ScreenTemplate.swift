import Foundation

/// What a test expects of a screen's accessibility tree, in a small language: one element per
/// line, its role (``AccessibilityRole``, or `any`) and, optionally, its name, exactly in
/// quotes or as a regular expression between slashes, and states in brackets:
///
/// ```
/// heading "Event Details"
/// paragraph /^Azure for iOS Apps/
/// button "Events" [selected]
/// button [disabled]
/// ```
///
/// Matching is partial and ordered, as Playwright's `toMatchAriaSnapshot`: each line must
/// match an element of VoiceOver's reading order after the one the previous line matched;
/// elements the template does not name may come between. A quoted name is compared whole,
/// whitespace runs as one space; a regular expression (Swift's `Regex` syntax) needs to match
/// a part of the name (anchor it with `^` and `$`). States: `selected`, `disabled`. A line may
/// start with `- `; blank lines and lines starting with `#` are skipped.
public struct ScreenTemplate: Sendable {
    /// One line of a template.
    public struct Line: Sendable, CustomStringConvertible {
        /// The role wanted; nil for `any`.
        public var role: AccessibilityRole?
        /// The name wanted.
        public var name: NamePattern
        /// The states the element must have.
        public var states: [State]
        /// The line's number in the template text, from 1.
        public var number: Int
        /// The line as written, trimmed.
        public var description: String

        /// Whether `element` is what the line wants.
        public func matches(_ element: AccessibleElement) -> Bool {
            if let role, element.role != role { return false }
            guard name.matches(element.label ?? "") else { return false }
            return states.allSatisfy { $0.holds(for: element) }
        }
    }

    /// What a line says of the name.
    public enum NamePattern: Sendable {
        /// Any name, or none.
        case any
        /// This name, whole (whitespace runs compared as one space).
        case exactly(String)
        /// A name this regular expression (checked when the template was read) matches a
        /// part of.
        case matching(String)

        func matches(_ name: String) -> Bool {
            switch self {
            case .any: return true
            case .exactly(let wanted): return ScreenTemplate.normalized(name) == ScreenTemplate.normalized(wanted)
            case .matching(let pattern):
                guard let regex = try? Regex(pattern) else { return false }
                return (try? regex.firstMatch(in: name)) != nil
            }
        }
    }

    /// A state a line can require.
    public enum State: String, Sendable, CaseIterable {
        /// The element is selected (a tab, a segment).
        case selected
        /// The element is not enabled.
        case disabled

        func holds(for element: AccessibleElement) -> Bool {
            switch self {
            case .selected: element.traits.contains(.selected)
            case .disabled: element.traits.contains(.notEnabled)
            }
        }
    }

    /// The template's lines, in order.
    public let lines: [Line]

    /// Parses `text`.
    /// - Throws: ``ScreenTemplateError`` naming the first line that is not a template line.
    /// - Complexity: O(length of `text`), plus compiling its regular expressions.
    public init(_ text: String) throws(ScreenTemplateError) {
        var lines: [Line] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("- ") { line.removeFirst(2) }
            line = line.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            lines.append(try Self.parse(line, number: index + 1))
        }
        guard !lines.isEmpty else { throw ScreenTemplateError(line: 0, text: text, reason: "the template names no element") }
        self.lines = lines
    }

    private static func parse(_ line: String, number: Int) throws(ScreenTemplateError) -> Line {
        var rest = Substring(line)
        let roleWord = rest.prefix { !$0.isWhitespace }
        rest = rest.dropFirst(roleWord.count).drop { $0.isWhitespace }
        let role: AccessibilityRole?
        if roleWord == "any" {
            role = nil
        } else if let known = AccessibilityRole(rawValue: String(roleWord)) {
            role = known
        } else {
            throw ScreenTemplateError(
                line: number, text: line,
                reason: "\"\(roleWord)\" is not a role (one of: any, "
                    + AccessibilityRole.allCases.map(\.rawValue).joined(separator: ", ") + ")")
        }
        var name = NamePattern.any
        if let quote = rest.first, quote == "\"" || quote == "/" {
            guard let (body, after) = closing(quote, in: rest) else {
                throw ScreenTemplateError(line: number, text: line, reason: "the name has no closing \(quote)")
            }
            if quote == "\"" {
                name = .exactly(body)
            } else {
                do {
                    _ = try Regex(body)
                    name = .matching(body)
                } catch {
                    throw ScreenTemplateError(line: number, text: line, reason: "/\(body)/ is not a regular expression: \(error)")
                }
            }
            rest = after.drop { $0.isWhitespace }
        }
        var states: [State] = []
        while rest.first == "[" {
            guard let end = rest.firstIndex(of: "]") else { throw ScreenTemplateError(line: number, text: line, reason: "a state has no closing ]") }
            let word = rest[rest.index(after: rest.startIndex)..<end].trimmingCharacters(in: .whitespaces)
            guard let state = State(rawValue: word) else {
                throw ScreenTemplateError(line: number, text: line, reason: "[\(word)] is not a state (selected, disabled)")
            }
            states.append(state)
            rest = rest[rest.index(after: end)...].drop { $0.isWhitespace }
        }
        guard rest.isEmpty else { throw ScreenTemplateError(line: number, text: line, reason: "\"\(rest)\" is left over after the role, name and states") }
        return Line(role: role, name: name, states: states, number: number, description: line)
    }

    /// The text between `quote` and the next unescaped `quote` (`\"` and `\/` stand for the
    /// character), and what follows it.
    private static func closing(_ quote: Character, in text: Substring) -> (String, Substring)? {
        var body = ""
        var index = text.index(after: text.startIndex)
        while index < text.endIndex {
            let character = text[index]
            if character == "\\", text.index(after: index) < text.endIndex, text[text.index(after: index)] == quote {
                body.append(quote)
                index = text.index(index, offsetBy: 2)
                continue
            }
            if character == quote { return (body, text[text.index(after: index)...]) }
            body.append(character)
            index = text.index(after: index)
        }
        return nil
    }

    static func normalized(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// How `elements` (VoiceOver's reading order) meet the template: for each line, the index
    /// of the element it matched, up to the first line that matched none.
    /// - Complexity: O(lines + elements) matches.
    public func match(_ elements: [AccessibleElement]) -> ScreenTemplateMatch {
        var matched: [Int] = []
        var next = 0
        for line in lines {
            guard let found = elements[next...].firstIndex(where: line.matches) else {
                return ScreenTemplateMatch(template: self, elements: elements, matched: matched)
            }
            matched.append(found)
            next = found + 1
        }
        return ScreenTemplateMatch(template: self, elements: elements, matched: matched)
    }
}

/// How a screen met a ``ScreenTemplate``.
public struct ScreenTemplateMatch: Sendable {
    /// The template.
    public let template: ScreenTemplate
    /// The screen's elements, in reading order.
    public let elements: [AccessibleElement]
    /// For each template line that matched, in order, the index of its element.
    public let matched: [Int]

    /// Whether every line matched.
    public var isMatch: Bool { matched.count == template.lines.count }

    /// What a failure says: the first line with no match, where the search for it started,
    /// the lines that did match, and the screen's whole tree, one element per line as a
    /// template would name it.
    public var failureMessage: String? {
        guard !isMatch else { return nil }
        let missing = template.lines[matched.count]
        let after = matched.last.map { "after element \($0 + 1) (\(Self.line(for: elements[$0])))" } ?? "anywhere"
        var text = "The screen does not match the template: line \(missing.number) `\(missing.description)` matches no element \(after).\n"
        text += "Template:\n"
        for (index, line) in template.lines.enumerated() {
            if index < matched.count {
                text += "  ✓ \(line.description)  → element \(matched[index] + 1)\n"
            } else {
                text += "  \(index == matched.count ? "✗" : "·") \(line.description)\n"
            }
        }
        text += "The screen's elements (role \"name\" [states]  element):\n"
        text += Self.tree(elements)
        return text
    }

    /// `elements` one per line, numbered, as a template names them, with the element's name.
    static func tree(_ elements: [AccessibleElement]) -> String {
        guard !elements.isEmpty else { return "  (none)\n" }
        return elements.enumerated().map { index, element in
            "  \(index + 1)  \(line(for: element))  \(element.name)\n"
        }.joined()
    }

    /// `button "Events" [selected]`: the template line that matches `element` exactly.
    public static func line(for element: AccessibleElement) -> String {
        var text = element.role.rawValue
        if let label = element.label, !label.isEmpty {
            text += " \"" + ScreenTemplate.normalized(label).replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        for state in ScreenTemplate.State.allCases where state.holds(for: element) { text += " [\(state.rawValue)]" }
        return text
    }
}

/// A template that cannot be read.
public struct ScreenTemplateError: Error, Equatable, CustomStringConvertible {
    /// The line's number, from 1 (0 for the template as a whole).
    public var line: Int
    /// The line.
    public var text: String
    /// What is wrong with it.
    public var reason: String

    /// `Template line 2 (buton "Save"): "buton" is not a role (...)`.
    public var description: String {
        line == 0 ? "The template is empty: \(reason)." : "Template line \(line) (\(text)): \(reason)."
    }
}
