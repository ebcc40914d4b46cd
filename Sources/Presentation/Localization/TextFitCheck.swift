/// What a translation does to the fit of a screen's text: each text that is cut, drawn over
/// something, or wrapped onto more lines in the translated screen but not in the original, by
/// the accessibility audit's own rules (``AuditRule/truncated``, ``AuditRule/overlap``) and
/// the lines each label and alert text is laid out on.
///
/// ```swift
/// let findings = TextFitCheck.findings(base: screen, localized: screen.localized(in: .pseudo))
/// ```
///
/// Elements are matched by their audit names, which do not depend on the language (a tab and
/// an alert button, named after their titles, are matched by position).
public enum TextFitCheck {
    /// The texts of `localized` that fit worse than the same texts of `base`: newly cut, newly
    /// overlapping, or on more lines. `localized` must be `base` translated (the same elements).
    /// - Complexity: O(e + t²) for e visible elements and t texts, as the audit; the base screen
    ///   is scanned only when the translated one has a text of the app's wording cut or on
    ///   several lines, or text overlapping (a label showing data is the same in both, in the
    ///   same frame, so it cannot fit worse).
    public static func findings(base: Screen, localized: Screen) -> [TextFitFinding] {
        let audit = AccessibilityAudit()
        let after = AccessibilityScan(localized)
        let overlapping = audit.overlaps(after)
        // Nothing can fit worse than in the base language when no translated text is cut or
        // takes more than one line, and nothing overlaps.
        let translated = { (name: String) in !after.dataLabels.contains(name) }
        guard
            !overlapping.isEmpty || after.truncations.contains(where: { translated($0.element) })
                || after.lineCounts.contains(where: { $0.value > 1 && translated($0.key) })
        else { return [] }
        let before = AccessibilityScan(base)
        let names = baseNames(base: base, localized: localized)
        func key(_ finding: AuditFinding, renamed: Bool) -> String {
            let element = renamed ? names[finding.element] ?? finding.element : finding.element
            guard finding.rule == .overlap else { return finding.rule.rawValue + " " + element }
            let other = finding.detail.split(separator: " by ", maxSplits: 1).first.map(String.init) ?? finding.detail
            return finding.rule.rawValue + " " + element + " " + other
        }
        let known = Set((before.truncations + audit.overlaps(before)).map { key($0, renamed: false) })
        var findings: [TextFitFinding] = []
        var cut: Set<String> = []
        for finding in after.truncations where !known.contains(key(finding, renamed: true)) {
            findings.append(TextFitFinding(problem: .truncated, element: finding.element, detail: finding.detail))
            cut.insert(finding.element)
        }
        for (name, lines) in after.lineCounts.sorted(by: { $0.key < $1.key }) where !cut.contains(name) {
            let was = before.lineCounts[names[name] ?? name] ?? lines
            if lines > was {
                findings.append(TextFitFinding(problem: .wraps, element: name, detail: "\(was) " + (was == 1 ? "line" : "lines") + " before, \(lines) now"))
            }
        }
        for finding in overlapping where !known.contains(key(finding, renamed: true)) {
            findings.append(TextFitFinding(problem: .overlaps, element: finding.element, detail: finding.detail))
        }
        return findings
    }

    /// The audit names in `localized` that name an element after its translated title (tabs,
    /// alert buttons), mapped to the same element's name in `base`.
    private static func baseNames(base: Screen, localized: Screen) -> [String: String] {
        var names: [String: String] = [:]
        for (old, new) in zip(base.tabBar?.items ?? [], localized.tabBar?.items ?? []) {
            names["tab " + TextQuote.quoted(new.title)] = "tab " + TextQuote.quoted(old.title)
        }
        for (old, new) in zip(base.alert?.buttons ?? [], localized.alert?.buttons ?? []) {
            names["alert button " + TextQuote.quoted(new.title)] = "alert button " + TextQuote.quoted(old.title)
        }
        return names
    }
}

/// A text that fits worse in another language: what happened, to which element, the numbers.
public struct TextFitFinding: Hashable, Sendable {
    /// What happened to the text.
    public enum Problem: String, Hashable, Sendable, CaseIterable {
        /// Cut with "…", cut by its frame, or not shown (the audit's `truncated` rule).
        case truncated
        /// Laid out on more lines than before, though nothing is cut.
        case wraps
        /// Drawn over other text or a control (the audit's `overlap` rule).
        case overlaps
    }

    /// What happened.
    public var problem: Problem
    /// The element, by its audit name (`row 0.0 label eventNameLabel`, `navigation bar title`).
    public var element: String
    /// The numbers: the text and what shows, the line counts, the overlap.
    public var detail: String

    /// Creates a finding.
    public init(problem: Problem, element: String, detail: String) {
        self.problem = problem
        self.element = element
        self.detail = detail
    }

    /// The printed line: `truncated  navigation bar title  "[Ëvéñţ Ðéţåîļš one two]"  shown as "[Ëvéñţ Ðéţå…"`.
    public var line: String {
        problem.rawValue + "  " + element + "  " + detail
    }
}
