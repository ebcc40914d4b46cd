import Foundation
import Presentation

/// Reads lines from a terminal with editing: Left/Right, Home/End (and Ctrl-A/E), Backspace
/// and Delete, Ctrl-K/U/W, history with Up/Down (kept for as long as the editor lives), Tab
/// completion, Ctrl-R to search the history (Ctrl-G leaves the search), Ctrl-C to drop the
/// line, Ctrl-D on an empty line to end the input, Ctrl-Z to suspend the program (`fg` brings
/// it back, the line as it was). The cursor
/// moves by the columns the terminal draws (wide characters, emoji, combining marks), and a
/// line wider than the terminal scrolls sideways around the cursor.
///
/// The terminal is in raw mode (``RawMode``) only while a line is being read, so between
/// lines (while a command runs, or `wait` waits) Ctrl-C sends `SIGINT` as usual and the
/// session's ``InterruptSignal`` cancels the pending work.
final class LineEditor {
    /// Where keys are read from.
    let input: Int32
    /// Where the line is drawn.
    let output: Int32
    /// The completions of the text before the cursor: whole lines that start with it.
    var complete: (String) -> [String] = { _ in [] }
    /// The terminal's width, asked at each redraw (a window can be resized); nil when unknown.
    var columns: () -> Int?
    /// Shown under the prompt when Ctrl-C is pressed on an empty line.
    var interruptHint = "(type `quit` or press Ctrl-D to leave)"
    private var buffer = LineBuffer()
    private var decoder = EditorKeyDecoder()

    /// An editor reading `input` and drawing on `output` (both the same terminal).
    init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
        self.input = input
        self.output = output
        columns = { TerminalWidth.columns(ofTerminal: output) }
    }

    /// The lines entered so far, oldest first.
    var history: [String] { buffer.history }

    /// Shows `prompt` and reads one line; nil at the end of the input (Ctrl-D on an empty
    /// line, or the terminal closed). The terminal is put back as it was before it returns.
    /// - Complexity: O(*n*²) in the keys of the line (each key redraws the line).
    func readLine(prompt: String) -> String? {
        guard var raw = RawMode(descriptor: input) else { return Swift.readLine(strippingNewline: true) }
        defer { raw.restore() }
        write(prompt)
        while true {
            var byte: UInt8 = 0
            let count = Foundation.read(input, &byte, 1)
            if count < 0 && errno == EINTR { continue }
            guard count == 1 else {
                write("\r\n")
                return nil
            }
            guard let key = decoder.feed(byte) else { continue }
            let wasSearching = buffer.searchState != nil
            switch buffer.apply(key) {
            case .edited:
                redraw(prompt)
            case .entered(let line):
                // A line found by Ctrl-R is shown after the prompt, as it is run.
                if wasSearching { write("\r" + prompt + TerminalText.safe(line) + "\u{1B}[K") }
                write("\r\n")
                return line
            case .interrupted(let wasEmpty):
                write("^C\r\n" + (wasEmpty ? interruptHint + "\r\n" : "") + prompt)
            case .endOfInput:
                write("\r\n")
                return nil
            case .complete:
                completeWord(prompt)
            case .suspend:
                write("^Z\r\n")
                raw.restore()
                Self.suspend(hint: { write($0) })
                // Brought back (`fg`): raw again, the prompt and the line drawn again.
                guard let again = RawMode(descriptor: input) else { return nil }
                raw = again
                redraw(prompt)
            case .unchanged:
                continue
            }
        }
    }

    /// Stops the program's process group with `SIGTSTP`, as the terminal does for Ctrl-Z
    /// outside raw mode, so the shell's job (`swift run` and the host) stops and `fg`
    /// continues it; returns once continued. A program that leads its own session has no
    /// shell with job control to return to (the kernel would discard the signal): it says so.
    static func suspend(hint: (String) -> Void) {
        guard getpgrp() != getsid(0) else {
            hint("(Ctrl-Z suspends only under a shell with job control; type `quit` or press Ctrl-D to leave)\r\n")
            return
        }
        kill(0, SIGTSTP)
    }

    /// Tab: one completion replaces the line; several extend it to what they share, or, when
    /// they share no more, are listed under it.
    private func completeWord(_ prompt: String) {
        let typed = buffer.textBeforeCursor
        let candidates = complete(typed)
        guard let first = candidates.first else { return }
        let shared = candidates.dropFirst().reduce(first) { common, candidate in
            String(zip(common, candidate).prefix { $0.0.lowercased() == $0.1.lowercased() }.map(\.0))
        }
        if shared.count > typed.count {
            buffer.replace(with: shared)
            redraw(prompt)
        } else if candidates.count > 1 {
            write("\r\n" + candidates.joined(separator: "   ") + "\r\n")
            redraw(prompt)
        }
    }

    /// Draws the prompt and the line over the current one (the part around the cursor when
    /// it is wider than the terminal, ``LineView``), then moves the cursor back over what
    /// follows it by the columns the terminal gives that text (``DisplayWidth``: two for a
    /// wide character or an emoji, none for a combining mark), not by its characters.
    private func redraw(_ prompt: String) {
        if let search = buffer.searchState {
            // As a shell shows it: (reverse-i-search)`query': the entry found.
            let failed = search.match == nil && !search.query.isEmpty
            let label = TerminalText.safe((failed ? "(failed reverse-i-search)`" : "(reverse-i-search)`") + search.query + "': ")
            let match = Array(search.match ?? "")
            let view = LineView(characters: match, cursor: match.count, room: columns().map { $0 - DisplayWidth.columns(of: label) })
            write("\r" + label + view.text + "\u{1B}[K")
            return
        }
        let room = columns().map { $0 - DisplayWidth.columns(of: prompt) }
        let view = LineView(characters: buffer.characters, cursor: buffer.cursor, room: room)
        write("\r" + prompt + view.text + "\u{1B}[K" + (view.back > 0 ? "\u{1B}[\(view.back)D" : ""))
    }

    private func write(_ text: String) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Foundation.write(output, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }
}
