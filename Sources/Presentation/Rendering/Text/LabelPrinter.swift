/// Prints a label as a user sees it: on one line when its text fits, else with each visible
/// line under it and whether the text was truncated.
enum LabelPrinter {
    /// Prints `label`; `frameText` replaces the printed frame, and a label that is not
    /// `laidOut` (no frame is known) prints its text without laying it out.
    static func print(_ label: Label, name: String, frame: Rect, frameText: String? = nil, laidOut: Bool = true, depth: Int, extra: [String] = [],
                      into out: inout SnapshotLines) {
        var fields = ["label " + name, frameText ?? PointFormat.string(frame), label.font.description, label.textColor.hex]
        if label.alignment != .left { fields.append(label.alignment.rawValue) }
        if label.numberOfLines != 1 {
            fields.append(label.numberOfLines == 0 ? "unlimited lines" : "\(label.numberOfLines) lines max")
        }
        fields += extra
        guard let text = label.text, let layout = label.textLayout(in: frame.size) else {
            out.add(depth, fields + ["no text"])
            return
        }
        if !laidOut {
            out.add(depth, fields + [TextQuote.quoted(text)])
            return
        }
        if layout.lines.isEmpty {
            out.add(depth, fields + [TextQuote.quoted(text), "not shown: the frame is too small for one line"])
            return
        }
        if layout.lines.count <= 1 && !layout.isTruncated {
            out.add(depth, fields + [TextQuote.quoted(text)])
            return
        }
        if layout.lines.count == 1 {
            out.add(depth, fields + [TextQuote.quoted(text), "shown as " + TextQuote.quoted(layout.lineTexts[0]), "truncated"])
            return
        }
        let summary = "\(layout.lines.count) lines" + (layout.isTruncated ? ", truncated" : "")
        out.add(depth, fields + [summary])
        for line in layout.lineTexts {
            out.add(depth + 1, "| " + TextQuote.quoted(line))
        }
    }
}
