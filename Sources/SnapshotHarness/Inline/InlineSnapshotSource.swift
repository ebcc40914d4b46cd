/// A Swift source file's inline snapshots: the calls of a function such as
/// `assertInlineSnapshot(of:)`, each with the multi-line string literal its trailing closure
/// returns, and the source with one literal replaced. Pure: reading and writing the file is
/// ``InlineSnapshotFile``'s.
///
/// ```swift
/// assertInlineSnapshot(of: screen) {
///     """
///     Books > Books  iPhone 320x480
///     …
///     """
/// }
/// ```
///
/// The scanner knows Swift's strings (plain, raw with `#`, multi-line) and comments, so a
/// parenthesis or a brace inside them never confuses it. A call is found by its expected text
/// and its line together: recording one snapshot moves the lines below it, so the call nearest
/// the line a test reports, among those whose literal says what the test saw, is the one.
public struct InlineSnapshotSource: Sendable {
    /// One call of the inline snapshot function in the source.
    public struct Call: Sendable, Equatable {
        /// The call's line, from 1.
        public var line: Int
        /// The expected text its trailing closure returns, nil when it has no closure (or an
        /// empty one).
        public var expected: String?
        /// The bytes a new closure replaces: the trailing closure, or the empty range after the
        /// call's `)` when there is none.
        var replaced: Range<Int>
        /// The indentation of the call's first line.
        var indentation: String
        /// Whether a new closure needs a space before it (there was none after the `)`).
        var insertsSpace = false
    }

    /// The source text.
    public let text: String
    private let bytes: [UInt8]
    /// The offset of each newline, in order: a call's line number is one more than the
    /// number of newlines before it, found by binary search.
    private let newlines: [Int]

    /// Reads `text` as Swift source.
    /// - Complexity: O(length of `text`).
    public init(_ text: String) {
        self.text = text
        let bytes = Array(text.utf8)
        self.bytes = bytes
        self.newlines = bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }
    }

    /// Every call of `function` (its name, without the parenthesis) outside comments and strings.
    /// - Throws: ``InlineSnapshotError/unreadableCall(line:reason:)`` for a call whose
    ///   parentheses never close or whose closure holds more than one string literal.
    /// - Complexity: O(length of the source).
    public func calls(of function: String) throws(InlineSnapshotError) -> [Call] {
        let name = Array(function.utf8)
        var calls: [Call] = []
        var index = 0
        while index < bytes.count {
            if let end = skippedCommentOrString(at: index) {
                index = end
                continue
            }
            if bytes[index...].starts(with: name), !isIdentifierByte(before: index), let open = next(after: index + name.count),
                bytes[open] == UInt8(ascii: "(")
            {
                calls.append(try call(startingAt: index, open: open))
                index = open
                continue
            }
            index += 1
        }
        return calls
    }

    /// The source with the expected text of the call of `function` at `line` (or the nearest one
    /// whose literal says `expected`) replaced by `actual`, written as a multi-line literal in
    /// a trailing closure.
    /// - Throws: ``InlineSnapshotError`` when no call says `expected` or a call cannot be read.
    /// - Complexity: O(length of the source + length of `actual`).
    public func replacing(
        _ function: String, near line: Int, expected: String?, with actual: String
    ) throws(InlineSnapshotError) -> String {
        let candidates = try calls(of: function).filter { $0.expected == expected }
        guard let call = candidates.min(by: { abs($0.line - line) < abs($1.line - line) }) else {
            throw .callNotFound(line: line)
        }
        let closure = Self.closure(returning: actual, indentation: call.indentation)
        let before = String(decoding: bytes[..<call.replaced.lowerBound], as: UTF8.self)
        let after = String(decoding: bytes[call.replaced.upperBound...], as: UTF8.self)
        return before + (call.insertsSpace ? " " : "") + closure + after
    }

    /// A trailing closure returning `text` as a multi-line literal, indented one step (four
    /// spaces) more than `indentation`: raw (`#"""`) when the text holds a backslash or `"""`.
    /// - Complexity: O(length of `text`).
    public static func closure(returning text: String, indentation: String) -> String {
        var hashes = ""
        if text.contains("\\") || text.contains("\"\"\"") {
            hashes = "#"
            while text.contains("\"\"\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
        }
        let inner = indentation + "    "
        let body = text.hasSuffix("\n") ? String(text.dropLast()) : text
        let lines = body.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : inner + $0 }
        return "{\n" + inner + hashes + "\"\"\"\n" + lines.joined(separator: "\n") + "\n" + inner + "\"\"\"" + hashes + "\n" + indentation + "}"
    }

    // MARK: Scanning

    private func call(startingAt start: Int, open: Int) throws(InlineSnapshotError) -> Call {
        let line = lineNumber(of: start)
        guard let close = matchingParenthesis(from: open) else {
            throw .unreadableCall(line: line, reason: "its parentheses never close")
        }
        let indentation = indentationOfLine(containing: start)
        guard let brace = next(after: close + 1), bytes[brace] == UInt8(ascii: "{") else {
            return Call(line: line, expected: nil, replaced: (close + 1)..<(close + 1), indentation: indentation, insertsSpace: true)
        }
        guard let first = next(after: brace + 1) else { throw .unreadableCall(line: line, reason: "its closure never closes") }
        if bytes[first] == UInt8(ascii: "}") {
            return Call(line: line, expected: nil, replaced: brace..<(first + 1), indentation: indentation)
        }
        guard let literal = MultiLineLiteral(bytes, at: first), let end = next(after: literal.end), bytes[end] == UInt8(ascii: "}") else {
            throw .unreadableCall(line: line, reason: "its closure must hold only a multi-line string literal (\"\"\")")
        }
        guard let content = literal.content else {
            throw .unreadableCall(line: line, reason: "its literal has an interpolation or an escape this reader does not know")
        }
        return Call(line: line, expected: content, replaced: brace..<(end + 1), indentation: indentation)
    }

    /// The index after a comment or a string literal starting at `index`, or nil when none starts there.
    private func skippedCommentOrString(at index: Int) -> Int? {
        let byte = bytes[index]
        if byte == UInt8(ascii: "/"), index + 1 < bytes.count {
            if bytes[index + 1] == UInt8(ascii: "/") {
                return bytes[index...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            }
            if bytes[index + 1] == UInt8(ascii: "*") {
                var depth = 0
                var at = index
                while at + 1 < bytes.count {
                    if bytes[at] == UInt8(ascii: "/") && bytes[at + 1] == UInt8(ascii: "*") {
                        depth += 1
                        at += 2
                    } else if bytes[at] == UInt8(ascii: "*") && bytes[at + 1] == UInt8(ascii: "/") {
                        depth -= 1
                        at += 2
                        if depth == 0 { return at }
                    } else {
                        at += 1
                    }
                }
                return bytes.count
            }
        }
        if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "#") && !isIdentifierByte(before: index)) {
            return StringLiteralEnd(bytes, at: index)?.end
        }
        return nil
    }

    private func matchingParenthesis(from open: Int) -> Int? {
        var depth = 0
        var index = open
        while index < bytes.count {
            if let end = skippedCommentOrString(at: index) {
                index = end
                continue
            }
            switch bytes[index] {
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"):
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
            index += 1
        }
        return nil
    }

    /// The first index at or after `index` that is not a space, a tab or a line break.
    private func next(after index: Int) -> Int? {
        bytes[min(index, bytes.count)...].firstIndex {
            $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") && $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: "\r")
        }
    }

    private func isIdentifierByte(before index: Int) -> Bool {
        guard index > 0 else { return false }
        let byte = bytes[index - 1]
        return byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".") || byte >= 0x80
            || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// The line, from 1, of the byte at `index`.
    /// - Complexity: O(log of the number of lines).
    private func lineNumber(of index: Int) -> Int {
        var low = 0
        var high = newlines.count
        while low < high {
            let middle = (low + high) / 2
            if newlines[middle] < index { low = middle + 1 } else { high = middle }
        }
        return 1 + low
    }

    private func indentationOfLine(containing index: Int) -> String {
        let start = bytes[..<index].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let end = bytes[start...].firstIndex { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") } ?? bytes.count
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}

/// An inline snapshot's call that the source rewriter cannot find or read.
public enum InlineSnapshotError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No call near `line` has the expected text the test saw (the source changed since it was built).
    case callNotFound(line: Int)
    /// The call at `line` is not written as the rewriter can replace.
    case unreadableCall(line: Int, reason: String)
    /// The source file could not be read or written.
    case fileSystem(path: String, reason: String)

    /// A sentence saying what went wrong and what to do.
    public var description: String {
        switch self {
        case .callNotFound(let line):
            return "No inline snapshot near line \(line) expects what this test saw; the source changed since the test was built. Run the test again."
        case let .unreadableCall(line, reason):
            return "The inline snapshot at line \(line) cannot be rewritten: \(reason). Write it as assertInlineSnapshot(of: value) { \"\"\" … \"\"\" }."
        case let .fileSystem(path, reason):
            return "Cannot rewrite the inline snapshot in \(path): \(reason)"
        }
    }
}
