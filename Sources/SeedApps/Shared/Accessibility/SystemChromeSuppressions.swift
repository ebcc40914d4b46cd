import Presentation

/// The accessibility findings the seed apps accept on UIKit's own iOS 6 navigation bar, each
/// with its reason: the seeds keep the system look, which the audit measures with its
/// approximated bar colors (`Docs/SnapshotFormat.md`).
enum SystemChromeSuppressions {
    /// Why the bar's white text is accepted.
    static let reason = "iOS 6's own navigation bar: UIKit draws its white text with a dark shadow, which WCAG does not count; the seed keeps the system look"

    /// The suppressions that apply to `screen`: the title's and the back button's contrast,
    /// when UIKit draws them on its default bar (not on an app's own images) and no alert
    /// hides the bar from VoiceOver.
    static func suppressions(for screen: Screen) -> [AuditSuppression] {
        guard screen.alert == nil, let bar = screen.navigationBar, bar.backgroundImage == nil else { return [] }
        var suppressions: [AuditSuppression] = []
        if bar.title != nil { suppressions.append(AuditSuppression(.contrast, element: "navigation bar title", reason: reason)) }
        if bar.showsBackButton, bar.backButtonImage == nil { suppressions.append(AuditSuppression(.contrast, element: "back button", reason: reason)) }
        return suppressions
    }
}

extension Screen {
    /// The screen with the seed apps' suppressions of findings on UIKit's own chrome.
    func acceptingSystemChrome() -> Screen {
        var screen = self
        screen.auditSuppressions += SystemChromeSuppressions.suppressions(for: self)
        return screen
    }
}
