/// Audits a rendered screen for what keeps people from using it: touch targets that are too
/// small, text without enough contrast against the background really behind it, interactive
/// elements with nothing to speak, text cut short, and text drawn over text or controls; and
/// lists VoiceOver's reading order.
///
/// ```swift
/// let report = AccessibilityAudit().audit(host.screen)
/// print(report.text)                       // findings, suppressions, summary, reading order
/// if !report.findings.isEmpty { ... }      // what is not suppressed
/// ```
///
/// Pure: the same screen gives the same report. The rules are documented in
/// `Docs/SnapshotFormat.md` ("Accessibility audit").
public struct AccessibilityAudit: Sendable {
    /// Apple's guideline for a touch target: 44x44 points.
    public static let appleMinimumTarget = Size(width: 44, height: 44)
    /// WCAG 2.2's AA minimum (2.5.8): 24x24 CSS pixels, a point each on these screens.
    public static let wcagMinimumTarget = Size(width: 24, height: 24)

    /// The least touch target; smaller ones are findings.
    public var minimumTargetSize: Size

    /// Creates an audit with the least touch target `minimumTargetSize` (Apple's 44x44 by
    /// default; ``wcagMinimumTarget`` for WCAG 2.2 AA).
    public init(minimumTargetSize: Size = AccessibilityAudit.appleMinimumTarget) {
        self.minimumTargetSize = minimumTargetSize
    }

    /// The audit of `screen`, with the screen's own suppressions
    /// (``Screen/auditSuppressions``).
    /// - Complexity: O(e + t²) for e visible elements and t texts and controls (the overlap
    ///   rule compares pairs), plus the cost of laying the screen out.
    public func audit(_ screen: Screen) -> AuditReport {
        let scan = AccessibilityScan(screen)
        var all: [AuditFinding] = []
        var notChecked: [String] = []
        all += touchTargets(scan)
        let contrast = contrastFindings(scan)
        all += contrast.findings
        notChecked += contrast.notChecked
        notChecked += scan.uncertain
        all += unlabeled(scan)
        all += scan.truncations
        all += overlaps(scan)
        all += keyboardCovers(screen)
        return AuditReport(
            findings: all, suppressions: screen.auditSuppressions, notChecked: notChecked,
            readingOrder: scan.readingOrder, minimumTargetSize: minimumTargetSize, keyboardIsUp: screen.keyboardFrame != nil
        )
    }

    /// The focused text input, when the keyboard covers any of it: a view controller that does
    /// not scroll it into view (only a table view controller does) leaves the user typing blind.
    private func keyboardCovers(_ screen: Screen) -> [AuditFinding] {
        guard let input = screen.keyboard?.input, let keyboard = screen.keyboardFrame, input.frame.maxY > keyboard.minY else { return [] }
        let hidden = min(input.frame.maxY, keyboard.maxY) - max(input.frame.minY, keyboard.minY)
        let all = hidden >= input.frame.height
        return [
            AuditFinding(
                rule: .keyboardCovers, element: input.name,
                detail: (all ? "all" : PointFormat.string(hidden) + " pt") + " of its " + PointFormat.string(input.frame.size)
                    + " at " + PointFormat.string(input.frame.origin) + " is under the keyboard (top at y " + PointFormat.string(keyboard.minY)
                    + "): scroll it into view when the keyboard shows")
        ]
    }

    /// Targets smaller than ``minimumTargetSize``. A disabled control is left out: nothing can
    /// touch it, and accessibility checkers (Xcode's Accessibility Inspector, Google's
    /// Accessibility Scanner) count only what can be touched; it is checked when it is enabled.
    private func touchTargets(_ scan: AccessibilityScan) -> [AuditFinding] {
        scan.targets.compactMap { target in
            guard !target.element.traits.contains(.notEnabled) else { return nil }
            let size = target.touchFrame.size
            guard size.width < minimumTargetSize.width || size.height < minimumTargetSize.height else { return nil }
            return AuditFinding(
                rule: .touchTarget, element: target.element.name,
                detail: PointFormat.string(size) + " < " + PointFormat.string(minimumTargetSize) + "  at " + PointFormat.string(target.touchFrame.origin))
        }
    }

    private func contrastFindings(_ scan: AccessibilityScan) -> (findings: [AuditFinding], notChecked: [String]) {
        var findings: [AuditFinding] = []
        var notChecked: [String] = []
        for text in scan.texts where text.shown.contains(where: { !$0.isWhitespace }) {
            var worst: (ratio: ContrastRatio, background: Color)?
            var images: [String] = []
            for backdrop in text.backdrops {
                guard let colors = backdrop.colors(behind: text.rect) else {
                    if case .image(let name) = backdrop { images.append(name) }
                    continue
                }
                for color in colors {
                    let ratio = ContrastRatio(text.color, on: color)
                    if worst.map({ ratio < $0.ratio }) ?? true { worst = (ratio, color) }
                }
            }
            let quoted = TextQuote.quoted(AuditReport.shortened(text.shown))
            if !images.isEmpty {
                notChecked.append("contrast  " + text.name + "  " + quoted + "  over image " + images.joined(separator: ", ") + ": its pixels are not known")
            }
            guard let worst else { continue }
            let minimum = ContrastRatio.minimum(for: text.font)
            guard worst.ratio.value < minimum else { continue }
            let size = ContrastRatio.isLarge(text.font) ? "large text" : "normal text"
            findings.append(
                AuditFinding(
                    rule: .contrast, element: text.name,
                    detail: quoted + "  " + text.color.hex + " on " + worst.background.hex + "  " + worst.ratio.description
                        + " < " + ContrastRatio.minimumDescription(minimum) + "  (" + text.font.description + ", " + size + ")"
                ))
        }
        return (findings, notChecked)
    }

    private func unlabeled(_ scan: AccessibilityScan) -> [AuditFinding] {
        scan.targets.filter { !$0.element.isLabeled }.map { target in
            let traits = target.element.traits.map(\.rawValue).joined(separator: ",")
            return AuditFinding(
                rule: .unlabeled, element: target.element.name,
                detail: "nothing to speak" + (traits.isEmpty ? "" : " but its traits (" + traits + ")") + ": set an accessibility label")
        }
    }

    func overlaps(_ scan: AccessibilityScan) -> [AuditFinding] {
        var findings: [AuditFinding] = []
        let texts = scan.texts.filter { $0.rect.width > 0 && $0.rect.height > 0 }
        func overlap(_ a: Rect, _ b: Rect) -> Rect? {
            let minX = max(a.minX, b.minX), maxX = min(a.maxX, b.maxX)
            let minY = max(a.minY, b.minY), maxY = min(a.maxY, b.maxY)
            // A point of slack: line boxes of stacked labels may touch.
            guard maxX - minX > 1, maxY - minY > 1 else { return nil }
            return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }
        for (index, text) in texts.enumerated() {
            for other in texts[(index + 1)...] where other.name != text.name {
                if let shared = overlap(text.rect, other.rect) {
                    findings.append(
                        AuditFinding(
                            rule: .overlap, element: text.name,
                            detail: "text overlaps " + other.name + "'s text by " + PointFormat.string(shared.size) + " at " + PointFormat.string(shared.origin)
                        ))
                }
            }
            for control in scan.controls where !text.name.hasPrefix(control.name) {
                if let shared = overlap(text.rect, control.frame) {
                    findings.append(
                        AuditFinding(
                            rule: .overlap, element: text.name,
                            detail: "text overlaps " + control.name + " by " + PointFormat.string(shared.size) + " at " + PointFormat.string(shared.origin)))
                }
            }
        }
        return findings
    }
}

extension ContrastRatio {
    /// A threshold as WCAG writes it: `4.5:1`, `3:1`.
    static func minimumDescription(_ minimum: Double) -> String {
        minimum == minimum.rounded() ? "\(Int(minimum)):1" : "\(minimum):1"
    }
}
