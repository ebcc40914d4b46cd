/// Renders the difference between two texts in unified format, the format of `diff -u`:
/// `--- old name` and `+++ new name` header lines (names only, no dates), then one hunk per
/// group of nearby changes, headed `@@ -a,b +c,d @@`, whose lines start with `" "`
/// (context), `"-"` (deleted) or `"+"` (inserted). `patch` applies it, and reviewers read it
/// as they read any diff.
///
/// ```
/// --- expected
/// +++ actual
/// @@ -1,3 +1,3 @@
///  a
/// -b
/// +B
///  c
/// ```
public enum UnifiedDiff {
    /// The unified diff turning `old` into `new`, or nil when the texts are equal.
    ///
    /// The names default to `--- expected` / `+++ actual` and the context to three lines,
    /// as `diff -u`; the snapshot engine passes the reference and rendered files' paths.
    ///
    /// - Parameters:
    ///   - context: unchanged lines shown around each change, as `diff -U context`;
    ///     negative counts as 0.
    /// - Complexity: that of `LineDiff.changes(from:to:)` plus the length of the output.
    public static func format(
        old: String, new: String,
        oldName: String = "expected", newName: String = "actual",
        context: Int = 3
    ) -> String? {
        if ByteComparison.equalUTF8(old, new) { return nil }
        var old = old
        var new = new
        let output = old.withUTF8 { old in
            new.withUTF8 { new in
                format(
                    oldBytes: UnsafeRawBufferPointer(old), newBytes: UnsafeRawBufferPointer(new),
                    oldName: oldName, newName: newName, context: context
                )
            }
        }
        return output.map { String(decoding: $0, as: UTF8.self) }
    }

    /// The unified diff turning the text whose bytes are `oldBytes` into the one whose bytes
    /// are `newBytes`, or nil when they are equal: the same output as for strings, for texts
    /// read from files (in any encoding: lines are compared and copied as bytes, as `diff`
    /// and `patch` treat them).
    ///
    /// - Complexity: that of `LineDiff.changes(from:to:)` plus the length of the output.
    public static func format(
        oldBytes: UnsafeRawBufferPointer, newBytes: UnsafeRawBufferPointer,
        oldName: String = "expected", newName: String = "actual",
        context: Int = 3
    ) -> [UInt8]? {
        if ByteComparison.equal(oldBytes, newBytes) { return nil }
        let old = (lines: TextLines(oldBytes), bytes: oldBytes)
        let new = (lines: TextLines(newBytes), bytes: newBytes)
        let context = max(0, min(context, max(old.lines.count, new.lines.count)))
        let changes = LineDiff.changes(from: old, to: new)
        if changes.isEmpty { return nil }
        let hunks = Hunk.group(changes, oldCount: old.lines.count, newCount: new.lines.count, context: context)
        var output: [UInt8] = []
        output.reserveCapacity(size(of: hunks, old: old.lines, new: new.lines) + oldName.utf8.count + newName.utf8.count + 10)
        output.append(contentsOf: "--- \(oldName)\n+++ \(newName)\n".utf8)
        for hunk in hunks {
            write(hunk, old: old, new: new, to: &output)
        }
        return output
    }

    /// The bytes `write` appends for `hunks`, or a little more (both no-newline markers): known
    /// before writing, so the output is allocated once, even for a diff of megabytes.
    /// - Complexity: O(number of hunks and changes).
    private static func size(of hunks: [Hunk], old: TextLines, new: TextLines) -> Int {
        func bytes(_ lines: Range<Int>, of text: TextLines) -> Int {
            lines.isEmpty ? 0 : text.boundaries[lines.upperBound] - text.boundaries[lines.lowerBound] + lines.count
        }
        var size = 2 * noNewlineMarker.count
        for hunk in hunks {
            size += hunk.header.utf8.count + 1 + bytes(hunk.oldLines, of: old)
            for change in hunk.changes { size += bytes(change.newLines, of: new) }
        }
        return size
    }

    /// The marker `diff -u` prints after a line that has no final newline.
    static let noNewlineMarker = Array("\n\\ No newline at end of file\n".utf8)

    /// Appends one hunk: its header, then context lines (`" "`, taken from the old text),
    /// and for each change its deleted lines (`"-"`) followed by its inserted lines (`"+"`).
    private static func write(_ hunk: Hunk, old: SplitText, new: SplitText, to output: inout [UInt8]) {
        output.append(contentsOf: hunk.header.utf8)
        output.append(TextLines.newline)
        var oldLine = hunk.oldLines.lowerBound
        for change in hunk.changes {
            while oldLine < change.oldLines.lowerBound {
                writeLine(oldLine, of: old, marker: UInt8(ascii: " "), to: &output)
                oldLine += 1
            }
            for line in change.oldLines {
                writeLine(line, of: old, marker: UInt8(ascii: "-"), to: &output)
            }
            for line in change.newLines {
                writeLine(line, of: new, marker: UInt8(ascii: "+"), to: &output)
            }
            oldLine = change.oldLines.upperBound
        }
        while oldLine < hunk.oldLines.upperBound {
            writeLine(oldLine, of: old, marker: UInt8(ascii: " "), to: &output)
            oldLine += 1
        }
    }

    /// A text's lines with its bytes.
    private typealias SplitText = (lines: TextLines, bytes: UnsafeRawBufferPointer)

    /// Appends `marker` and line `index` of `text`, then the no-newline marker if the line
    /// has no final newline.
    private static func writeLine(_ index: Int, of text: SplitText, marker: UInt8, to output: inout [UInt8]) {
        output.append(marker)
        output.append(contentsOf: UnsafeRawBufferPointer(rebasing: text.bytes[text.lines.byteRange(ofLine: index)]))
        if !text.lines.endsWithNewline(line: index) {
            output.append(contentsOf: noNewlineMarker)
        }
    }
}
