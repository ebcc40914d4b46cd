/// What ``AccessibilityAudit`` found on one screen: the findings not suppressed, the ones an
/// app suppressed with its reason, what could not be checked, and VoiceOver's reading order.
public struct AuditReport: Sendable {
    /// A finding the app accepted, with its reason.
    public struct Suppressed: Hashable, Sendable {
        /// The finding.
        public var finding: AuditFinding
        /// The app's reason.
        public var reason: String
    }

    /// The findings no suppression covers, by rule in ``AuditRule`` order.
    public let findings: [AuditFinding]
    /// The findings a suppression covers.
    public let suppressed: [Suppressed]
    /// Suppressions that matched no finding (stale: the finding went away, or the name is
    /// misspelt).
    public let unusedSuppressions: [AuditSuppression]
    /// What the audit could not check, and why (text over an image).
    public let notChecked: [String]
    /// VoiceOver's elements in reading order.
    public let readingOrder: [AccessibleElement]
    /// The least touch target the audit used.
    public let minimumTargetSize: Size
    /// The rules the audit checked, in ``AuditRule`` order: every rule, but
    /// ``AuditRule/keyboardCovers`` only while the keyboard was up.
    public let rules: [AuditRule]

    init(
        findings all: [AuditFinding], suppressions: [AuditSuppression], notChecked: [String], readingOrder: [AccessibleElement], minimumTargetSize: Size,
        keyboardIsUp: Bool = false
    ) {
        rules = AuditRule.allCases.filter { keyboardIsUp || $0 != .keyboardCovers }
        var open: [AuditFinding] = []
        var suppressed: [Suppressed] = []
        var used = Set<Int>()
        let ordered = AuditRule.allCases.flatMap { rule in all.filter { $0.rule == rule } }
        for finding in ordered {
            if let index = suppressions.firstIndex(where: { $0.matches(finding) }) {
                used.insert(index)
                suppressed.append(Suppressed(finding: finding, reason: suppressions[index].reason))
            } else {
                open.append(finding)
            }
        }
        findings = open
        self.suppressed = suppressed
        unusedSuppressions = suppressions.indices.filter { !used.contains($0) }.map { suppressions[$0] }
        self.notChecked = notChecked
        self.readingOrder = readingOrder
        self.minimumTargetSize = minimumTargetSize
    }

    /// How many findings of `rule` are not suppressed.
    public func count(of rule: AuditRule) -> Int {
        findings.filter { $0.rule == rule }.count
    }

    /// The summary line: `3 findings: touch-target 1, contrast 2, unlabeled 0, truncated 0,
    /// overlap 0; 1 suppressed`.
    public var summary: String {
        let counts = rules.map { "\($0.rawValue) \(count(of: $0))" }.joined(separator: ", ")
        let noun = findings.count == 1 ? "finding" : "findings"
        return "\(findings.count) \(noun): " + counts + "; \(suppressed.count) suppressed"
    }

    /// The report as the audit reference files and `DemoHost audit` print it: the findings,
    /// the suppressed findings with their reasons, what was not checked, the summary, and
    /// the reading order numbered from 1.
    public var text: String {
        var lines: [String] = findings.map(\.line)
        lines += suppressed.map { "suppressed  " + $0.finding.line + "  -- " + $0.reason }
        lines += unusedSuppressions.map { "unused suppression  " + $0.rule.rawValue + "  " + $0.element + "  -- " + $0.reason }
        lines += notChecked.map { "not checked  " + $0 }
        lines.append("summary  " + summary + "  (targets at least " + PointFormat.string(minimumTargetSize) + ")")
        lines.append("reading order  \(readingOrder.count) elements")
        for (index, element) in readingOrder.enumerated() {
            lines.append("  \(index + 1)  " + element.spoken(shortened: true))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` on one line (each run of newlines one space, none at the ends), cut to 60
    /// characters with "…", so a long description reads on one line.
    /// - Complexity: O(k) for the first k characters it reads: at most 60 and the newlines
    ///   between them, however long the text.
    static func shortened(_ text: String) -> String {
        var flat = ""
        var count = 0
        var pendingSpace = false
        for character in text {
            if character.isNewline {
                pendingSpace = count > 0
                continue
            }
            if count + (pendingSpace ? 1 : 0) >= 60 { return String(flat.prefix(59)) + "…" }
            if pendingSpace {
                flat.append(" ")
                count += 1
                pendingSpace = false
            }
            flat.append(character)
            count += 1
        }
        return flat
    }
}
