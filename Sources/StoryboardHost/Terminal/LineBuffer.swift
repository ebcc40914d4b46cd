import Foundation

/// The line being edited at the prompt and the session's history: what each
/// ``EditorKey`` does to them, with no terminal involved (the ``LineEditor`` draws it).
/// The line is a list of `Character`s (grapheme clusters), so `é` typed as `e` and a
/// combining accent, or a flag typed as two regional indicators, is one place for the cursor.
struct LineBuffer {
    /// The characters of the line.
    private(set) var characters: [Character] = []
    /// Where the cursor is, from 0 to `characters.count`.
    private(set) var cursor = 0
    /// The lines entered before, oldest first (kept for the session).
    private(set) var history: [String] = []
    /// While browsing the history with Up/Down: the entry shown, and the line that was being
    /// typed before browsing began.
    private var browsing: (index: Int, draft: [Character])?

    /// While Ctrl-R searches the history: what is typed, the entry found (an index into
    /// ``history``), and the line and cursor from before the search.
    private var search: (query: String, found: Int?, draft: [Character], cursor: Int)?

    /// The line as text.
    var text: String { String(characters) }

    /// While a history search runs: what is typed, and the newest entry that contains it
    /// (ignoring case; nil when none does, or nothing is typed yet).
    var searchState: (query: String, match: String?)? {
        search.map { ($0.query, $0.found.map { history[$0] }) }
    }

    /// What a key did.
    enum Outcome: Equatable {
        /// The line changed (or the cursor moved): draw it again.
        case edited
        /// Enter: the line is done.
        case entered(String)
        /// Ctrl-C: the line was dropped (`wasEmpty` when there was nothing to drop).
        case interrupted(wasEmpty: Bool)
        /// Ctrl-D on an empty line: the input ends.
        case endOfInput
        /// Tab: complete the word before the cursor.
        case complete
        /// Ctrl-Z: suspend the program; the line stays as it is.
        case suspend
        /// Nothing happened.
        case unchanged
    }

    /// Applies `key`.
    /// - Complexity: O(*n*) in the line's length.
    mutating func apply(_ key: EditorKey) -> Outcome {
        if search != nil { return applySearching(key) }
        switch key {
        case .character(let character):
            // A combining mark, a variation selector, a skin tone or a joiner arrives as a
            // character of its own: it joins the one before the cursor, so the cursor, Left,
            // Right and Backspace move over what the terminal draws as one character.
            if cursor > 0, let joined = Self.joined(characters[cursor - 1], character) {
                characters[cursor - 1] = joined
            } else {
                characters.insert(character, at: cursor)
                cursor += 1
            }
        case .enter:
            let line = text
            if !line.trimmingCharacters(in: .whitespaces).isEmpty, history.last != line { history.append(line) }
            reset()
            return .entered(line)
        case .backspace:
            guard cursor > 0 else { return .unchanged }
            characters.remove(at: cursor - 1)
            cursor -= 1
        case .delete:
            guard cursor < characters.count else { return .unchanged }
            characters.remove(at: cursor)
        case .endOfInput:
            if characters.isEmpty { return .endOfInput }
            return apply(.delete)
        case .left:
            guard cursor > 0 else { return .unchanged }
            cursor -= 1
        case .right:
            guard cursor < characters.count else { return .unchanged }
            cursor += 1
        case .home: cursor = 0
        case .end: cursor = characters.count
        case .killToEnd: characters.removeSubrange(cursor...)
        case .killToStart:
            characters.removeSubrange(..<cursor)
            cursor = 0
        case .killWord:
            var start = cursor
            while start > 0, characters[start - 1] == " " { start -= 1 }
            while start > 0, characters[start - 1] != " " { start -= 1 }
            characters.removeSubrange(start..<cursor)
            cursor = start
        case .up: return showHistory(step: -1)
        case .down: return showHistory(step: 1)
        case .tab: return .complete
        case .interrupt:
            let wasEmpty = characters.isEmpty
            reset()
            return .interrupted(wasEmpty: wasEmpty)
        case .redraw: return .edited
        case .suspend: return .suspend
        case .reverseSearch:
            search = ("", nil, characters, cursor)
        case .abort, .ignored: return .unchanged
        }
        return .edited
    }

    /// A key while Ctrl-R searches: a character extends what is searched for, Backspace
    /// shortens it, Ctrl-R finds an older entry, Ctrl-G leaves the line as it was, Ctrl-C
    /// drops it; any other key takes the entry found as the line and then does what it does
    /// (Enter enters it, Left starts editing it).
    /// - Complexity: O(*h* × *n*) in the history's entries and their length.
    private mutating func applySearching(_ key: EditorKey) -> Outcome {
        guard var state = search else { return .unchanged }
        switch key {
        case .character(let character):
            state.query.append(character)
            state.found = newestEntry(containing: state.query, from: state.found ?? history.count - 1)
        case .backspace:
            guard !state.query.isEmpty else { return .unchanged }
            state.query.removeLast()
            state.found = newestEntry(containing: state.query, from: history.count - 1)
        case .reverseSearch:
            guard let found = state.found else { return .unchanged }
            state.found = newestEntry(containing: state.query, from: found - 1) ?? found
        case .abort:
            characters = state.draft
            cursor = state.cursor
            search = nil
            return .edited
        case .interrupt:
            search = nil
            return apply(.interrupt)
        case .redraw, .ignored:
            return key == .redraw ? .edited : .unchanged
        case .suspend:
            return .suspend
        default:
            characters = state.found.map { Array(history[$0]) } ?? state.draft
            cursor = characters.count
            search = nil
            return apply(key)
        }
        search = state
        return .edited
    }

    /// The index of the newest entry at or before `index` that contains `query`, ignoring
    /// case; nil for an empty query or when none does.
    private func newestEntry(containing query: String, from index: Int) -> Int? {
        guard !query.isEmpty, index >= 0 else { return nil }
        let wanted = query.lowercased()
        return history[...min(index, history.count - 1)].lastIndex { $0.lowercased().contains(wanted) }
    }

    /// Replaces the line by `text`, the cursor at its end (a completion).
    mutating func replace(with text: String) {
        characters = Array(text)
        cursor = characters.count
    }

    /// The text before the cursor (what Tab completes).
    var textBeforeCursor: String { String(characters[..<cursor]) }

    private mutating func showHistory(step: Int) -> Outcome {
        guard !history.isEmpty else { return .unchanged }
        let current = browsing?.index ?? history.count
        let next = current + step
        guard next >= 0, next <= history.count else { return .unchanged }
        let draft = browsing?.draft ?? characters
        if next == history.count {
            characters = draft
            browsing = nil
        } else {
            characters = Array(history[next])
            browsing = (next, draft)
        }
        cursor = characters.count
        return .edited
    }

    /// `first` and `second` as one character, when Unicode joins them (`e` and U+0301).
    private static func joined(_ first: Character, _ second: Character) -> Character? {
        let text = String(first) + String(second)
        guard text.count == 1, let character = text.first else { return nil }
        return character
    }

    private mutating func reset() {
        characters = []
        cursor = 0
        browsing = nil
        search = nil
    }
}
