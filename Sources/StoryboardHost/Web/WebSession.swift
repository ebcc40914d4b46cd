import Foundation
import LoopbackHTTP
import Navigation
import Presentation

/// The web client's session: a ``HostSession`` (the same apps, touches, pickers and `wait` as
/// the terminal's) driven by the page's requests, publishing each new state to the pages that
/// listen. Its clicks become the ``UserAction``s a UIKit or SwiftUI client sends, through
/// ``RunningApp/send(_:on:)``.
///
/// Effects (a request to a server, a timer) finish as they land unless the page holds them
/// for Wait: while they run, the state is published whenever the screen changes.
@MainActor
final class WebSession {
    /// The terminal's session underneath.
    let host: HostSession
    /// The version of the last state built.
    private(set) var version = 0
    /// The touches of the last state, by the index its elements name.
    private var touches: [OfferedTouch] = []
    /// The pages listening for new states.
    private var listeners: [ServerSentEvents] = []
    /// What the last request left to say.
    private var message: WebPageState.Message?
    /// Whether effects wait for Wait.
    private(set) var holdsEffects = false
    /// The task letting effects finish, while one runs.
    private var settling: Task<Void, Never>?
    /// The last state's JSON.
    private(set) var latest = Data()

    /// A session offering `apps`, their requests shown from `pending`.
    init(apps: [HostedApp], pending: PendingWork? = nil) {
        host = HostSession(apps: apps, pending: pending)
        rebuild()
    }

    /// A page listens: it gets the current state now and every new one.
    func listen(_ events: ServerSentEvents) {
        listeners.removeAll { $0.isFinished }
        listeners.append(events)
        events.send(String(decoding: latest, as: UTF8.self), event: "state")
    }

    /// What the page receives after `command`: the new state, or (for a click on a state that
    /// has since changed) nil, so the page redraws before the user clicks again.
    /// - Complexity: what the app does, plus rendering the screen (O(visible elements)).
    func perform(_ command: WebCommand) async -> (state: Data, isStale: Bool) {
        if command.kind == .state { return (latest, false) }
        message = nil
        if command.kind == .touch, command.version != version {
            message = WebPageState.Message(isError: true, text: "The screen changed before the click arrived; click again.")
            publish()
            return (latest, true)
        }
        do throws(HostSessionError) {
            try await run(command)
        } catch {
            message = WebPageState.Message(isError: true, text: error.description)
        }
        publish()
        letEffectsFinish()
        return (latest, false)
    }

    private func run(_ command: WebCommand) async throws(HostSessionError) {
        switch command.kind {
        case .state:
            break
        case .touch:
            guard let index = command.touch, touches.indices.contains(index) else {
                throw .command(.invalidArgument("touch", String(command.touch ?? -1), usage: "a touch the screen offers"))
            }
            try host.send(touches[index].action(at: command.fraction))
        case .type:
            try host.send(.typeText(command.text ?? ""))
        case .key where command.key == "Enter":
            try host.send(.tapReturn)
        case .key where command.key == "Backspace":
            _ = try await host.handle(.delete(1))
        case .key:
            throw .command(.unknownCommand(command.key ?? ""))
        case .outside:
            try host.send(.tapOutside)
        case .scroll:
            try await scroll(by: command.by ?? 0)
        case .open:
            _ = try await host.handle(.open(command.app ?? ""))
        case .restart:
            _ = try await host.handle(.restart(nil))
        case .wait:
            let reply = try await host.handle(.wait)
            if case .text(let text) = reply, let note = text.split(separator: "\n").last, note.hasPrefix("(") {
                message = WebPageState.Message(isError: false, text: String(note))
            }
        case .settings:
            try apply(command)
        }
    }

    /// Scrolls the screen's table, grid or scroll view (else its only scrolling text) by `delta`.
    private func scroll(by delta: Double) async throws(HostSessionError) {
        let running = try host.requireOpenApp()
        let screen = host.seenScreen(of: running)
        let inspector = ScreenInspector(screen)
        if inspector.hasScrollingContent {
            let current = Self.scrollOffset(of: screen) ?? 0
            try host.send(.scroll(toY: max(0, current + delta)))
        } else {
            let app = host.openApps.front?.app.id ?? ""
            let current = ElementScrolling.scrollables(on: screen).first.map { host.scrolling.offset(of: $0, app: app, screen: screen) } ?? 0
            _ = try await host.handle(.scroll(max(0, current + delta)))
        }
    }

    private func apply(_ command: WebCommand) throws(HostSessionError) {
        if let name = command.device {
            guard let device = Device(rawValue: name) else {
                throw .command(.invalidArgument("device", name, usage: Device.allCases.map(\.rawValue).joined(separator: "|")))
            }
            host.device = device
        }
        if let name = command.appearance {
            guard let appearance = Appearance(rawValue: name) else {
                throw .command(.invalidArgument("appearance", name, usage: Appearance.allCases.map(\.rawValue).joined(separator: "|")))
            }
            host.appearance = appearance
        }
        if let name = command.textSize {
            guard let size = ContentSizeCategory(rawValue: name) else {
                throw .command(.invalidArgument("text size", name, usage: ContentSizeCategory.allCases.map(\.rawValue).joined(separator: "|")))
            }
            host.textSize = size
        }
        if let name = command.locale {
            guard let locale = DisplayLocale(rawValue: name) else {
                throw .command(.invalidArgument("locale", name, usage: DisplayLocale.allCases.map(\.rawValue).joined(separator: "|")))
            }
            host.locale = locale
        }
        if let holds = command.holdsEffects { holdsEffects = holds }
    }

    /// Unless effects are held: lets the app's pending effects finish in the background,
    /// publishing the state each time the screen changes while they run and once they are done.
    private func letEffectsFinish() {
        guard !holdsEffects, settling == nil, let running = host.current, running.pendingEffectCount > 0 else { return }
        settling = Task { @MainActor [weak self] in
            let watcher = Task { @MainActor [weak self] in
                var shown = self.map { $0.fingerprint(of: running) }
                while !Task.isCancelled {
                    guard (try? await Task.sleep(for: .milliseconds(50))) != nil, let self else { return }
                    let now = self.fingerprint(of: running)
                    if now != shown {
                        shown = now
                        self.publish()
                    }
                }
            }
            while running.pendingEffectCount > 0 {
                guard await running.settle() else { break }
            }
            watcher.cancel()
            guard let self else { return }
            self.settling = nil
            self.publish()
        }
    }

    /// What changes when an effect lands: the screen's text and the count of pending effects.
    private func fingerprint(of running: any RunningApp) -> String {
        TextRenderer().render(host.displayed(running)) + "\(running.pendingEffectCount)"
    }

    /// Builds the state anew and sends it to every listening page.
    func publish() {
        rebuild()
        listeners.removeAll { $0.isFinished }
        let text = String(decoding: latest, as: UTF8.self)
        for listener in listeners { listener.send(text, event: "state") }
    }

    private func rebuild() {
        version += 1
        let built = WebStateBuilder(session: host, holdsEffects: holdsEffects).build(version: version, message: message)
        touches = built.touches
        latest = built.state.json
    }

    /// The vertical offset of the screen's first table, grid or scroll view.
    static func scrollOffset(of screen: Screen) -> Double? {
        for element in ScreenInspector(screen).allElements() {
            switch element.kind {
            case .table(let table): return table.contentOffsetY
            case .grid(let grid): return grid.contentOffsetY
            case .scrollView(let scroll): return scroll.contentOffset.y
            default: continue
            }
        }
        return nil
    }
}
