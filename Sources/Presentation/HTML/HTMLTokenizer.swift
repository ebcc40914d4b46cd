/// Splits HTML into text and tags the way a browser's tokenizer does, never failing.
///
/// Comments, `<!DOCTYPE>`, `<![CDATA[...]]>` and `<?...>` produce nothing. The contents of
/// `<script>`, `<style>`, `<title>` and `<noscript>` are skipped up to the matching close tag
/// (case-insensitive); when it is missing the rest of the input is skipped, as a browser
/// hides it. A `<` that cannot start markup (`1 < 2`, `a<3`) and every `>` in text stay text.
/// Quotes in attribute values may contain `>`. A tag, comment or declaration still open at
/// the end of the input is dropped, as a browser drops it. CR LF and lone CR become LF and
/// U+0000 is dropped before anything else.
///
/// - Complexity: O(n) over the whole input, n its length in Unicode scalars.
struct HTMLTokenizer: IteratorProtocol, Sequence {
    private let scalars: [Unicode.Scalar]
    private var index = 0

    /// Elements whose contents are never shown and never parsed as markup.
    static let hiddenRawTextElements: Set<String> = ["script", "style", "title", "noscript"]

    /// Prepares to tokenize `html`.
    ///
    /// - Complexity: O(n).
    init(html: String) {
        var normalized: [Unicode.Scalar] = []
        normalized.reserveCapacity(html.unicodeScalars.count)
        var previousWasCarriageReturn = false
        for scalar in html.unicodeScalars {
            defer { previousWasCarriageReturn = scalar == "\r" }
            switch scalar {
            case "\r": normalized.append("\n")
            case "\n" where previousWasCarriageReturn: continue
            case "\u{0}": continue
            default: normalized.append(scalar)
            }
        }
        scalars = normalized
    }

    /// The next token, or `nil` at the end of the input.
    ///
    /// - Complexity: amortized O(length of the token and of the markup skipped before it).
    mutating func next() -> HTMLToken? {
        var text = ""
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "<", let markup = markup(at: index) {
                if !text.isEmpty { return .text(text) }
                if let token = consume(markup) { return token }
            } else if scalar == "&", let reference = HTMLEntity.decode(scalars, at: index) {
                text.unicodeScalars.append(reference.scalar)
                index = reference.end
            } else {
                text.unicodeScalars.append(scalar)
                index += 1
            }
        }
        return text.isEmpty ? nil : .text(text)
    }

    private enum Markup {
        case comment, declaration, startTag, endTag, emptyEndTag
    }

    /// What the `<` at `position` starts, or `nil` when it is plain text.
    private func markup(at position: Int) -> Markup? {
        guard let next = scalar(at: position + 1) else { return nil }
        switch next {
        case "!":
            return matchesIgnoringCase(Self.commentStart, at: position) ? .comment : .declaration
        case "?":
            return .declaration
        case "/":
            guard let afterSlash = scalar(at: position + 2) else { return nil }
            if afterSlash == ">" { return .emptyEndTag }
            return isASCIILetter(afterSlash) ? .endTag : .declaration
        default:
            return isASCIILetter(next) ? .startTag : nil
        }
    }

    /// Consumes the markup at `index`; returns the tag it makes, if any.
    private mutating func consume(_ markup: Markup) -> HTMLToken? {
        switch markup {
        case .comment:
            index = endOfComment(from: index + 4)
            return nil
        case .declaration:
            index = Swift.min(position(after: ">", from: index + 2), scalars.count)
            return nil
        case .emptyEndTag:
            index += 3
            return nil
        case .endTag:
            let name = tagName(from: index + 2)
            let end = endOfTag(from: index + 2 + name.unicodeScalars.count)
            index = Swift.min(end, scalars.count)
            return end <= scalars.count ? .endTag(name) : nil
        case .startTag:
            let name = tagName(from: index + 1)
            let end = endOfTag(from: index + 1 + name.unicodeScalars.count)
            guard end <= scalars.count else {
                index = scalars.count
                return nil
            }
            index = Self.hiddenRawTextElements.contains(name) ? endOfRawText(closedBy: name, from: end) : end
            return .startTag(name)
        }
    }

    /// The tag name starting at `start`, lowercased, up to a space, `/` or `>`.
    private func tagName(from start: Int) -> String {
        var name = ""
        var position = start
        while let scalar = scalar(at: position), !isSpace(scalar), scalar != "/", scalar != ">" {
            name.unicodeScalars.append(lowercased(scalar))
            position += 1
        }
        return name
    }

    /// The index just past the `>` closing a tag whose attributes start at `start`, skipping
    /// quoted attribute values; past the end of the input (`count + 1`) when the tag never
    /// closes, so the caller drops it.
    private func endOfTag(from start: Int) -> Int {
        var position = start
        var afterEquals = false
        while let scalar = scalar(at: position) {
            switch scalar {
            case ">":
                return position + 1
            case "=":
                afterEquals = true
            case "\"" where afterEquals, "'" where afterEquals:
                let closing = self.position(after: scalar, from: position + 1)
                guard closing <= scalars.count else { return scalars.count + 1 }
                position = closing - 1
                afterEquals = false
            default:
                if !isSpace(scalar) { afterEquals = false }
            }
            position += 1
        }
        return scalars.count + 1
    }

    /// The index just past `-->` (or the abrupt `<!-->` and `<!--->`), or the end of input.
    private func endOfComment(from start: Int) -> Int {
        if scalar(at: start) == ">" { return start + 1 }
        if matchesIgnoringCase(Self.abruptCommentEnd, at: start) { return start + 2 }
        var position = start
        while position < scalars.count {
            if matchesIgnoringCase(Self.commentEnd, at: position) { return position + 3 }
            position += 1
        }
        return scalars.count
    }

    /// The index just past the tag `</name ...>` that ends a raw-text element, or the end of
    /// the input when there is none.
    private func endOfRawText(closedBy name: String, from start: Int) -> Int {
        let closing = Array(("</" + name).unicodeScalars)
        var position = start
        while position < scalars.count {
            if scalars[position] == "<", matchesIgnoringCase(closing, at: position) {
                let after = position + closing.count
                guard let next = scalar(at: after) else { return scalars.count }
                if isSpace(next) || next == "/" || next == ">" {
                    return Swift.min(endOfTag(from: after), scalars.count)
                }
            }
            position += 1
        }
        return scalars.count
    }

    /// The index just past the next `target` at or after `start`; `count + 1` when absent.
    private func position(after target: Unicode.Scalar, from start: Int) -> Int {
        var position = start
        while position < scalars.count {
            if scalars[position] == target { return position + 1 }
            position += 1
        }
        return scalars.count + 1
    }

    private func scalar(at position: Int) -> Unicode.Scalar? {
        position >= 0 && position < scalars.count ? scalars[position] : nil
    }

    private static let commentStart = Array("<!--".unicodeScalars)
    private static let commentEnd = Array("-->".unicodeScalars)
    private static let abruptCommentEnd = Array("->".unicodeScalars)

    private func matchesIgnoringCase(_ expected: [Unicode.Scalar], at position: Int) -> Bool {
        guard position + expected.count <= scalars.count else { return false }
        for offset in expected.indices where lowercased(scalars[position + offset]) != expected[offset] {
            return false
        }
        return true
    }

    private func lowercased(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        guard (0x41...0x5A).contains(scalar.value), let lower = Unicode.Scalar(scalar.value + 0x20) else {
            return scalar
        }
        return lower
    }

    private func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        (0x41...0x5A).contains(scalar.value) || (0x61...0x7A).contains(scalar.value)
    }

    private func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        HTMLWhitespace.isCollapsible(scalar)
    }
}
