/// Prints a label as a user sees it: on one line when its text fits, else with each visible
/// line under it and whether the text was truncated.
enum LabelPrinter {
    /// Prints `label`; `frameField` replaces the printed frame, and a label that is not
    /// `laidOut` (no frame is known) prints its text without laying it out.
    static func print(
        _ label: Label, name: String, frame: Rect, frameField: SnapshotField? = nil, laidOut: Bool = true, depth: Int,
        extra: [SnapshotField] = [], into out: inout SnapshotLines
    ) {
        var fields: [SnapshotField] = [.head("label " + name), frameField ?? .frame(frame), .font(label.font), .color(label.textColor)]
        if label.alignment != .left { fields.append(.detail(label.alignment.rawValue)) }
        if label.numberOfLines != 1 {
            fields.append(.detail(label.numberOfLines == 0 ? "unlimited lines" : "\(label.numberOfLines) lines max"))
        }
        fields += extra
        guard let text = label.text, let layout = label.textLayout(in: frame.size) else {
            out.add(depth, fields + [.detail("no text")])
            return
        }
        if !laidOut {
            out.add(depth, fields + [.text(text)])
            return
        }
        if layout.lines.isEmpty {
            out.add(depth, fields + [.text(text), .detail("not shown: the frame is too small for one line")])
            return
        }
        if layout.lines.count <= 1 && !layout.isTruncated {
            out.add(depth, fields + [.text(text)])
            return
        }
        if layout.lines.count == 1 {
            out.add(depth, fields + [.text(text), .detail("shown as " + TextQuote.quoted(layout.lineTexts[0])), .state("truncated")])
            return
        }
        let summary = "\(layout.lines.count) lines" + (layout.isTruncated ? ", truncated" : "")
        out.add(depth, fields + [.detail(summary)])
        for line in layout.lineTexts {
            out.add(depth + 1, [.textLine(line)])
        }
    }
}
