#if os(Linux)
import Foundation
import Testing
@testable import StoryboardHost

/// The line editor's keys through a real pseudo-terminal, in this process: the bytes a
/// terminal sends for each key are written to the terminal's master side, the editor reads
/// the other side in raw mode, and the terminal's settings are checked afterwards.
@Suite(.serialized, .timeLimit(.minutes(1))) struct LineEditorTests {
    /// A pseudo-terminal pair: the master (where a person's keys come from) and the terminal
    /// the editor reads. Opened by hand as `openpty` does (Swift's Glibc module does not
    /// import it): /dev/ptmx, then Linux's TIOCSPTLCK (unlock) and TIOCGPTN (number).
    final class PseudoTerminal {
        let master: Int32
        let terminal: Int32

        init() throws {
            master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
            var unlock: Int32 = 0
            var number: UInt32 = 0
            guard master >= 0, ioctl(master, 0x4004_5431, &unlock) == 0, ioctl(master, 0x8004_5430, &number) == 0 else {
                throw POSIXError(.ENODEV)
            }
            terminal = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
            guard terminal >= 0 else { throw POSIXError(.ENODEV) }
        }

        /// Presses keys once the editor has put the terminal in raw mode (so the terminal
        /// itself echoes nothing), from another thread, while `editor` reads one line.
        func line(_ keys: String, _ editor: LineEditor) -> String? {
            let master = master, terminal = terminal
            let bytes = Array(keys.utf8)
            let pressed = DispatchSemaphore(value: 0)
            Thread.detachNewThread {
                let deadline = Date().addingTimeInterval(10)
                var settings = termios()
                while Date() < deadline, tcgetattr(terminal, &settings) == 0, settings.c_lflag & tcflag_t(ECHO) != 0 {
                    usleep(1_000)
                }
                _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
                pressed.signal()
            }
            let line = editor.readLine(prompt: "> ")
            pressed.wait()
            return line
        }

        /// What the editor drew so far (drained).
        func drawn() -> String {
            var text = Data()
            var buffer = [UInt8](repeating: 0, count: 4_096)
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            while poll(&descriptor, 1, 50) > 0 {
                let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
                guard count > 0 else { break }
                text.append(contentsOf: buffer[..<count])
            }
            // Carriage returns dropped: the editor ends lines with CR LF, and the terminal's
            // output processing (ONLCR) may add its own CR.
            return String(decoding: text, as: UTF8.self).replacingOccurrences(of: "\r", with: "")
        }

        /// The terminal's local flags (ECHO, ICANON, ISIG).
        var localFlags: tcflag_t {
            var settings = termios()
            tcgetattr(terminal, &settings)
            return settings.c_lflag
        }

        deinit {
            close(terminal)
            close(master)
        }
    }

    private let up = "\u{1B}[A", down = "\u{1B}[B", left = "\u{1B}[D", home = "\u{1B}[H", end = "\u{1B}[F"

    @Test func editsTheLineWithArrowsHomeEndAndControlKeys() throws {
        let pty = try PseudoTerminal()
        let cooked = pty.localFlags
        #expect(cooked & tcflag_t(ICANON | ECHO) != 0, "a new terminal starts cooked")
        let editor = LineEditor(input: pty.terminal, output: pty.terminal)
        #expect(pty.line("helo" + left + "l" + end + " world" + home + "say " + "\r", editor) == "say hello world")
        #expect(pty.localFlags == cooked, "raw mode is left after the line")
        // Ctrl-W twice
        #expect(pty.line("one two three\u{17}\u{17}four\r", editor) == "one four")
        // Ctrl-K
        #expect(pty.line("abcdef" + left + left + "\u{0B}\r", editor) == "abcd")
        // Ctrl-U
        #expect(pty.line("abcdef" + left + left + "\u{15}\r", editor) == "ef")
        // Ctrl-A, Ctrl-E, Backspace, Delete
        #expect(pty.line("ef\u{1}x\u{5}y\u{7F}z" + left + "\u{1B}[3~" + "\r", editor) == "xef")
        let drawn = pty.drawn()
        #expect(!drawn.contains("^[[A") && drawn.contains("> say hello world"), "keys are drawn, never echoed raw")
    }

    @Test func historyComesBackWithUpAndDown() throws {
        let pty = try PseudoTerminal()
        let editor = LineEditor(input: pty.terminal, output: pty.terminal)
        #expect(pty.line("open todo\r", editor) == "open todo")
        #expect(pty.line("wait\r", editor) == "wait")
        #expect(pty.line("draft" + up + up + "\r", editor) == "open todo")
        #expect(pty.line(up + up + down + down + "\r", editor) == "", "Down past the newest entry gives back the (empty) draft")
        #expect(pty.line("dr" + up + down + "aft\r", editor) == "draft")
        #expect(editor.history == ["open todo", "wait", "open todo", "draft"], "entered lines, not blank ones")
    }

    @Test func tabCompletesAndListsTheChoices() throws {
        let pty = try PseudoTerminal()
        let editor = LineEditor(input: pty.terminal, output: pty.terminal)
        editor.complete = { typed in ["tap Buy milk", "tap Book flights", "tab Speakers"].filter { $0.lowercased().hasPrefix(typed.lowercased()) } }
        #expect(pty.line("tap Bu\t\r", editor) == "tap Buy milk")
        _ = pty.drawn()
        // Two choices share "tap B": listed; then Ctrl-C drops the line.
        #expect(pty.line("tap B\t\u{3}ta\t\r", editor) == "ta", "`ta` completes no further: tap and tab differ")
        let drawn = pty.drawn()
        #expect(drawn.contains("tap Buy milk   tap Book flights"), "\(drawn)")
        #expect(drawn.contains("^C\n> "), "Ctrl-C drops the line and prompts again")
    }

    @Test func ctrlCClearsTheLineAndCtrlDEndsTheInput() throws {
        let pty = try PseudoTerminal()
        let cooked = pty.localFlags
        let editor = LineEditor(input: pty.terminal, output: pty.terminal)
        #expect(pty.line("half typed\u{3}\u{3}wait\r", editor) == "wait")
        #expect(pty.drawn().contains("^C\n(type `quit` or press Ctrl-D to leave)\n> "), "Ctrl-C on an empty line says how to leave")
        // Ctrl-D on a line deletes under the cursor
        #expect(pty.line("ab" + left + "\u{4}\r", editor) == "a")
        #expect(pty.line("\u{4}", editor) == nil, "Ctrl-D on an empty line ends the input")
        #expect(pty.localFlags == cooked, "and the terminal is cooked again")
    }

    @Test func theCursorMovesByTheColumnsTheTerminalDrawsNotByCharacters() throws {
        let pty = try PseudoTerminal()
        let editor = LineEditor(input: pty.terminal, output: pty.terminal)
        // 本 takes two columns: Left moves the terminal's cursor back over both.
        #expect(pty.line("日本" + left + "x\r", editor) == "日x本")
        let wide = pty.drawn()
        #expect(wide.contains("> 日本\u{1B}[K\u{1B}[2D") && wide.contains("> 日x本\u{1B}[K\u{1B}[2D"), "\(wide.debugDescription)")
        // An emoji takes two as well: back over 😀 and b is three columns.
        #expect(pty.line("a😀b" + left + left + "\u{7F}\r", editor) == "😀b")
        #expect(pty.drawn().contains("> a😀b\u{1B}[K\u{1B}[3D"))
        // `e` and a combining acute arrive as two characters and make one: é is one column,
        // one Left, one Backspace.
        #expect(pty.line("cafe\u{301}" + left + "!\r", editor) == "caf!e\u{301}")
        let combining = pty.drawn()
        #expect(combining.contains("> café\u{1B}[K\u{1B}[1D") && !combining.contains("\u{1B}[2D"), "\(combining.debugDescription)")
        #expect(pty.line("re\u{301}\u{7F}\r", editor) == "r", "Backspace takes the accented letter whole")
        // A flag typed as its two regional indicators is one character of two columns.
        #expect(pty.line("🇫🇷x" + left + left + "\u{1B}[3~\r", editor) == "x")
    }

    @Test func aLineWiderThanTheTerminalScrollsSidewaysAroundTheCursor() throws {
        let pty = try PseudoTerminal()
        var size = winsize()
        size.ws_col = 20
        size.ws_row = 10
        #expect(ioctl(pty.master, UInt(TIOCSWINSZ), &size) == 0)
        let editor = LineEditor(input: pty.terminal, output: pty.terminal)
        let alphabet = "abcdefghijklmnopqrstuvwxyz"
        #expect(pty.line(alphabet + home + "\r", editor) == alphabet, "the whole line is entered")
        let drawn = pty.drawn()
        // 20 columns less the prompt's 2 and a free last column: 17 for the line.
        #expect(drawn.contains("> abcdefghijklmnopq\u{1B}[K"), "as long as it fits, the line as it is")
        // At the end: the start cut off, one column kept for a "…" on the right as the cursor
        // moves back.
        #expect(drawn.contains("> …lmnopqrstuvwxyz\u{1B}[K"), "\(drawn.debugDescription)")
        #expect(drawn.contains("> abcdefghijklmnop…\u{1B}[K\u{1B}[17D"), "after Home: the end cut off, the cursor back at the start")
        #expect(!drawn.contains("abcdefghijklmnopqr"), "never more than the row holds")
        // Wide characters count two columns: 9 of them take 18, more than the 17; "…" and 7
        // of them take 15.
        #expect(pty.line(String(repeating: "本", count: 9) + "\r", editor) == String(repeating: "本", count: 9))
        #expect(pty.drawn().contains("> …本本本本本本本\u{1B}[K"))
    }

    @Test func ctrlRSearchesTheHistoryBackwards() throws {
        let pty = try PseudoTerminal()
        let editor = LineEditor(input: pty.terminal, output: pty.terminal)
        for line in ["open todo", "wait", "tap Buy milk"] { #expect(pty.line(line + "\r", editor) == line) }
        _ = pty.drawn()
        #expect(pty.line("\u{12}op\r", editor) == "open todo", "Ctrl-R, then what the line contains; Enter runs it")
        let drawn = pty.drawn()
        #expect(drawn.contains("(reverse-i-search)`op': open todo\u{1B}[K") && drawn.contains("> open todo\u{1B}[K\n"), "\(drawn.debugDescription)")
        // `a` is in `tap Buy milk`, then (Ctrl-R again) in `wait`: case is ignored.
        #expect(pty.line("\u{12}A\u{12}\r", editor) == "wait")
        #expect(pty.line("\u{12}mil" + left + "x\r", editor) == "tap Buy milxk", "another key takes the entry found and edits it")
        #expect(pty.line("draft\u{12}zz\u{7}!\r", editor) == "draft!", "Ctrl-G leaves the line as it was")
        #expect(pty.drawn().contains("(failed reverse-i-search)`zz': \u{1B}[K"))
        #expect(pty.line("\u{12}wa\u{7F}\u{7F}ta\r", editor) == "tap Buy milxk", "Backspace shortens what is searched for")
        #expect(pty.line("\u{12}wait\u{3}ok\r", editor) == "ok", "Ctrl-C drops the search and the line")
    }

    @Test func keysAreDecodedFromTheirBytes() {
        var decoder = EditorKeyDecoder()
        func keys(_ text: String) -> [EditorKey] { text.utf8.compactMap { decoder.feed($0) } }
        #expect(keys("\u{1B}[A\u{1B}OH\u{1B}[4~\u{1B}[1;5C") == [.up, .home, .end, .right])
        #expect(keys("é€") == [.character("é"), .character("€")], "UTF-8 characters arrive whole")
        #expect(keys("\u{1B}[200~\u{7}\u{12}") == [.ignored, .abort, .reverseSearch], "unknown sequences and control keys are never inserted")
    }
}
#else
import Testing

/// These tests drive the host through a Linux pseudo-terminal (/dev/ptmx, TIOCSPTLCK); other systems have none of that kind, so they are skipped there.
@Suite struct LineEditorTests {
    @Test(
        .disabled(
            "These tests drive the host through a Linux pseudo-terminal (/dev/ptmx, TIOCSPTLCK); other systems have none of that kind, so they are skipped there."
        )) func needsALinuxPseudoTerminal()
    {}
}
#endif
