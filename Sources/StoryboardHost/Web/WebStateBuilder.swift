import Foundation
import Navigation
import Presentation

/// Builds the page's ``WebPageState`` from a ``HostSession``: the screen the session displays
/// (device, locale, text size and appearance applied), drawn by ``SVGRenderer``, its
/// VoiceOver elements from ``AccessibilityAudit`` with the touch each offers
/// (``OfferedTouch/offered(by:on:controls:)``), the text snapshot and the audit.
@MainActor
struct WebStateBuilder {
    let session: HostSession
    let holdsEffects: Bool

    /// The state numbered `version`, with the touches its elements' `touch` indexes name.
    /// - Complexity: O(visible elements), plus laying out a table or grid that grows.
    func build(version: Int, message: WebPageState.Message?) -> (state: WebPageState, touches: [OfferedTouch]) {
        var touches: [OfferedTouch] = []
        var screenState: WebPageState.ScreenState?
        var text = "Pick an app.\n\n" + session.appList + "\n"
        var audit = ""
        if let running = session.current {
            let shown = session.displayed(running)
            let seen = session.seenScreen(of: running)
            let report = AccessibilityAudit().audit(shown)
            let controls = ScreenInspector(seen).controls
            let elements = report.readingOrder.map { element -> WebPageState.ElementState in
                let touch = OfferedTouch.offered(by: element, on: seen, controls: controls)
                if let touch { touches.append(touch) }
                return WebPageState.ElementState(
                    name: element.name, role: element.role.rawValue, label: element.label ?? "",
                    traits: element.traits.map(\.rawValue), frame: WebPageState.Frame(element.frame),
                    touch: touch == nil ? nil : touches.count - 1, touchSummary: touch?.summary,
                    usesPosition: { if case .slider = touch { return true } else { return false } }()
                )
            }
            var svg = SVGRenderer().render(shown)
            if let declaration = svg.range(of: "?>\n") { svg.removeSubrange(svg.startIndex..<declaration.upperBound) }
            let pending = running.pendingEffectCount
            screenState = WebPageState.ScreenState(
                width: shown.size.width, height: shown.size.height,
                title: ([shown.appName] + shown.breadcrumb).joined(separator: " > "),
                svg: svg, elements: elements, keyboard: shown.keyboard != nil,
                scrollY: WebSession.scrollOffset(of: seen), pending: pending
            )
            text = TextRenderer().render(shown)
            if pending > 0 {
                text +=
                    holdsEffects
                    ? "(\(pending) effect\(pending == 1 ? "" : "s") held: press Wait to let \(pending == 1 ? "it" : "them") finish)\n"
                    : "(\(pending) effect\(pending == 1 ? "" : "s") in progress)\n"
            }
            audit = report.text
        }
        let front = session.openApps.front?.app.id
        let state = WebPageState(
            version: version,
            apps: session.apps.map { WebPageState.App(id: $0.id, title: $0.title, summary: $0.summary, isOpen: session.openApps.isOpen($0.id)) },
            app: front,
            settings: WebPageState.Settings(
                device: session.device.rawValue, devices: Device.allCases.map(\.rawValue),
                appearance: session.appearance.rawValue, appearances: Appearance.allCases.map(\.rawValue),
                textSize: session.textSize.rawValue, textSizes: ContentSizeCategory.allCases.map(\.rawValue),
                locale: session.locale.rawValue, locales: DisplayLocale.allCases.map(\.rawValue),
                holdsEffects: holdsEffects
            ),
            screen: screenState, text: text, audit: audit, message: message
        )
        return (state, touches)
    }
}
