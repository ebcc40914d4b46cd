/// A rule of the accessibility audit (``AccessibilityAudit``).
public enum AuditRule: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// A touch target smaller than the configured minimum (Apple's 44x44 by default).
    case touchTarget = "touch-target"
    /// Text whose contrast with the background behind it is below WCAG 2.x AA.
    case contrast
    /// An interactive element with nothing for VoiceOver to speak.
    case unlabeled
    /// Text a user cannot read in full: cut with "…", or not shown at all in its frame.
    case truncated
    /// Text drawn over other text or over a control.
    case overlap
    /// A focused text field or text view the keyboard covers: what the user types does not
    /// show. Checked only while the keyboard is up.
    case keyboardCovers = "keyboard-covers"

    /// The rule's name, as the audit prints it.
    public var description: String { rawValue }

    /// One line on what the rule checks, for the audit's legend and the README.
    public var summary: String {
        switch self {
        case .touchTarget: "touch targets smaller than the minimum (44x44 pt by default; WCAG 2.2 AA: 24x24)"
        case .contrast: "text contrast below WCAG 2.x AA against the background behind it (4.5:1, large text 3:1)"
        case .unlabeled: "interactive elements with nothing for VoiceOver to speak"
        case .truncated: "text cut with an ellipsis or not shown in its frame"
        case .overlap: "text drawn over other text or a control"
        case .keyboardCovers: "a focused text input the keyboard covers (checked while the keyboard is up)"
        }
    }
}

/// One thing the audit found: the rule, the element and the numbers, in words.
public struct AuditFinding: Hashable, Sendable {
    /// The rule broken.
    public var rule: AuditRule
    /// The element's name (as ``AccessibleElement/name``).
    public var element: String
    /// The numbers: sizes, the ratio and both colors, the text shown.
    public var detail: String

    /// Creates a finding.
    public init(rule: AuditRule, element: String, detail: String) {
        self.rule = rule
        self.element = element
        self.detail = detail
    }

    /// The printed line: `contrast  label metaLabel  "Employment"  #1E90E0 on #FFFFFF 3.39:1 < 4.5:1`.
    public var line: String {
        rule.rawValue + "  " + element + "  " + detail
    }
}

/// An app's decision to accept one finding on one element, with the reason a reviewer reads.
public struct AuditSuppression: Hashable, Sendable {
    /// The rule suppressed.
    public var rule: AuditRule
    /// The element's name, exactly as the finding prints it.
    public var element: String
    /// Why the finding is accepted; printed next to it.
    public var reason: String

    /// Creates a suppression.
    public init(_ rule: AuditRule, element: String, reason: String) {
        self.rule = rule
        self.element = element
        self.reason = reason
    }

    /// Whether it suppresses `finding`.
    public func matches(_ finding: AuditFinding) -> Bool {
        finding.rule == rule && finding.element == element
    }
}
