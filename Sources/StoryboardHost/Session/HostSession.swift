import SnapshotHarness
import Foundation
import Navigation
import Presentation

/// The demo host's session: which app is open, and what each command does to it. It reads
/// no input and writes no output itself, so tests drive it directly.
@MainActor
final class HostSession {
    /// The apps that can be opened.
    let apps: [HostedApp]
    /// The apps opened so far, each with its state, and the one in front.
    private(set) var openApps = OpenApps()
    /// The app in front, if any.
    var current: (any RunningApp)? { openApps.front?.running }
    /// How far the user scrolled text views and web views.
    var scrolling = ElementScrolling()
    /// The iPhone every screen is laid out for (`--device`): what the session prints, and what
    /// `tap`, `toggle`, `scroll` and completion look at, is the app's screen on it.
    var device: Device = .iPhone35Inch
    /// How wide `show wireframe` draws, asked each time (the terminal's width when wider than
    /// 80 columns; the host sets it from ``HostTerminal/columns``).
    var wireframeColumns: () -> Int = { WireframeRenderer.defaultColumns }
    /// The language screens are printed in (`--locale`). Only what is printed is translated:
    /// `tap`, `toggle` and completion keep to the base language's titles.
    var locale: DisplayLocale = .base
    /// The Dynamic Type text size the screens are shown at (`--text-size`).
    var textSize: ContentSizeCategory = .large
    /// Light or dark mode (`--appearance`).
    var appearance: Appearance = .light
    /// The lines typed so far that ran (the app picks written as `open <app>`), without
    /// `help`, `history`, `save` and `quit`: what `save` writes.
    private(set) var history: [String] = []
    /// The requests the apps' backends have in flight, shown while `wait` runs.
    let pending: PendingWork?
    /// What Ctrl-C cancels, when the session catches it.
    let interruption: WaitInterruption?
    /// Receives the reports of pending requests while `wait` runs.
    var progress: (String) -> Void = { _ in }
    /// How long `wait` runs before it first reports what it waits for, and how often after.
    var reportTiming: (first: Duration, every: Duration) = (.seconds(1), .seconds(3))

    /// A session offering `apps`; `wait` reports `pending`'s requests, and `interruption`
    /// (when Ctrl-C is caught) cancels them.
    init(apps: [HostedApp], pending: PendingWork? = nil, interruption: WaitInterruption? = nil) {
        self.apps = apps
        self.pending = pending ?? interruption?.requests
        self.interruption = interruption
    }

    /// What a command produced.
    enum Reply: Equatable {
        /// Text to print.
        case text(String)
        /// The user asked to leave.
        case quit
    }

    /// The app list, numbered, as the picker shows it: a summary too long for 80 columns goes
    /// on under itself.
    var appList: String {
        apps.enumerated().map { index, app in
            let mark = openApps.front?.app.id == app.id ? ">" : openApps.isOpen(app.id) ? "*" : " "
            let head = " \(mark)\(index + 1). \(app.id.padding(toLength: 10, withPad: " ", startingAt: 0)) "
            let width = DisplayWidth.columns(of: head)
            return head
                + TerminalText.wrapped(app.summary, width: 80 - width)
                .replacingOccurrences(of: "\n", with: "\n" + String(repeating: " ", count: width))
        }
        .joined(separator: "\n")
    }

    /// Runs one line: a command, or (with no app open) an app's number or name.
    /// - Throws: ``HostSessionError`` (the state is unchanged) for a line that cannot run.
    func handle(line: String) async throws(HostSessionError) -> Reply? {
        if current == nil, let app = pickedApp(line) {
            let reply = Reply.text(open(app))
            history.append("open \(app.id)")
            try reportNewFailures()
            return reply
        }
        let command: HostCommand?
        do {
            command = try HostCommand.parse(line)
        } catch {
            throw .command(error)
        }
        guard let command else { return nil }
        let reply = try await handle(command)
        switch command {
        case .help, .history, .save, .quit: break
        default: history.append(line)
        }
        return reply
    }

    /// Runs one command.
    /// - Throws: ``HostSessionError`` for a command that cannot run, and
    ///   ``HostSessionError/appFailed(_:)`` when the app failed to apply what the command did
    ///   (a programming error of the app, which must never pass silently).
    func handle(_ command: HostCommand) async throws(HostSessionError) -> Reply {
        let reply = try await perform(command)
        if let app = openApps.front?.app.id, let running = current {
            scrolling.forgetScreens(of: app, leftBy: seenScreen(of: running).breadcrumb)
        }
        try reportNewFailures()
        return reply
    }

    private func perform(_ command: HostCommand) async throws(HostSessionError) -> Reply {
        switch command {
        case .help:
            return .text(HostCommand.helpText)
        case .quit:
            return .quit
        case .apps:
            return .text("Apps (* open, > in front):\n" + appList)
        case .open(let name):
            guard let app = pickedApp(name) else { throw .unknownApp(name, available: apps.map(\.id)) }
            return .text(open(app))
        case .restart(let name):
            guard let app = name.map(pickedApp) ?? openApps.front?.app else {
                throw name.map { .unknownApp($0, available: apps.map(\.id)) } ?? .noAppOpen(available: apps.map(\.id))
            }
            scrolling.forget(app: app.id)
            return .text(open(app, afresh: true))
        case .history:
            return .text(history.isEmpty ? "No commands yet.\n" : history.joined(separator: "\n") + "\n")
        case .save(let path):
            return .text(try save(to: path))
        case .clear, .delete:
            let running = try requireApp()
            let action = try editAction(for: command, on: seenScreen(of: running))
            do {
                try running.send(action, on: device)
            } catch {
                throw .refused(error)
            }
            return .text(render(running))
        case .show(let format):
            let running = try requireApp()
            let chosen = format.flatMap { Snapshotting<Screen>.named($0, wireframeColumns: wireframeColumns()) } ?? .text
            return .text(chosen.render(displayed(running)))
        case .wait where try requireApp().pendingEffectCount == 0:
            return .text(render(try requireApp()) + "(nothing to wait for: no request or timer is pending)\n")
        case .wait:
            let running = try requireApp()
            interruption?.beginWaiting()
            let reports = reportPendingRequests()
            let settled = await running.settle()
            reports.cancel()
            let interrupted = interruption?.endWaiting() ?? false
            var text = render(running)
            if interrupted {
                text += "(interrupted: the pending requests were cancelled)\n"
            } else if !settled {
                text += "(work is still starting more work; type `wait` again)\n"
            }
            return .text(text)
        case .scroll(let y) where !ScreenInspector(seenScreen(of: try requireApp())).hasScrollingContent:
            return try await scrollText(named: nil, toY: y)
        case .scrollNamed(let name, let y):
            return try await scrollText(named: name, toY: y)
        case .tap, .back, .swipeDown, .swipeRow, .moveRow, .pressReturn, .gesture, .tab, .type, .scroll, .toggle, .segment, .set:
            let running = try requireApp()
            let seen = seenScreen(of: running)
            guard let action = try userAction(for: command, on: seen) else { return .text(HostCommand.helpText) }
            let focusing = focusTap(before: action, on: seen)
            let before = (screen: TextRenderer().render(seen), effects: running.pendingEffectCount)
            do {
                if let focusing { try running.send(focusing, on: device) }
                try running.send(action, on: device)
            } catch {
                throw .refused(error)
            }
            let note = focusing.map { "(" + Self.focusNote($0) + ")\n" } ?? ""
            let after = TextRenderer().render(seenScreen(of: running))
            if case .tap = command, after == before.screen, running.pendingEffectCount == before.effects {
                return .text(note + render(running) + "(the tap had no effect: \(action) changes nothing on this screen)\n")
            }
            return .text(note + render(running))
        }
    }

    /// Sends `action` to the app in front on ``device``, as a UIKit or SwiftUI client sends a
    /// touch (the web client's clicks); it joins ``history`` as the command that does the same.
    /// - Throws: ``HostSessionError/refused(_:)`` when the screen does not offer it (nothing
    ///   changed), ``HostSessionError/appFailed(_:)`` for the app's wiring errors.
    func send(_ action: UserAction) throws(HostSessionError) {
        let running = try requireApp()
        do {
            try running.send(action, on: device)
        } catch {
            throw .refused(error)
        }
        history.append(action.description)
        if let app = openApps.front?.app.id {
            scrolling.forgetScreens(of: app, leftBy: seenScreen(of: running).breadcrumb)
        }
        try reportNewFailures()
    }

    /// While `wait` runs: after ``reportTiming``'s first delay, then at its interval, what it
    /// waits for (each request, for how long, which attempt of how many).
    private func reportPendingRequests() -> Task<Void, Never> {
        let timing = reportTiming
        return Task { @MainActor [weak self] in
            guard (try? await Task.sleep(for: timing.first)) != nil else { return }
            while let self, !Task.isCancelled {
                if let report = self.pendingReport() { self.progress(report) }
                guard (try? await Task.sleep(for: timing.every)) != nil else { return }
            }
        }
    }

    /// `Waiting for 2 requests (Ctrl-C cancels them):` and a line per request; nil when none
    /// is in flight.
    func pendingReport() -> String? {
        guard let pending else { return nil }
        let requests = pending.inFlight()
        guard !requests.isEmpty else { return nil }
        let count = requests.count == 1 ? "1 request" : "\(requests.count) requests"
        let hint = interruption == nil ? "" : requests.count == 1 ? " (Ctrl-C cancels it)" : " (Ctrl-C cancels them)"
        return "Waiting for \(count)\(hint):\n" + requests.map { "  " + $0 }.joined(separator: "\n")
    }

    /// Throws the open app's wiring errors that were not reported yet.
    private func reportNewFailures() throws(HostSessionError) {
        let new = openApps.takeNewFailures()
        guard new.isEmpty else { throw .appFailed(new) }
    }

    /// The app in front.
    /// - Throws: ``HostSessionError/noAppOpen(available:)`` when none is.
    func requireOpenApp() throws(HostSessionError) -> any RunningApp { try requireApp() }

    private func requireApp() throws(HostSessionError) -> any RunningApp {
        guard let current else { throw .noAppOpen(available: apps.map(\.id)) }
        return current
    }

    private func pickedApp(_ text: String) -> HostedApp? {
        let name = text.trimmingCharacters(in: .whitespaces).lowercased()
        if let number = Int(name), apps.indices.contains(number - 1) { return apps[number - 1] }
        return apps.first { $0.id == name || $0.title.lowercased() == name }
    }

    /// Brings `app` to the front: started now (or afresh), or as it was left.
    private func open(_ app: HostedApp, afresh: Bool = false) -> String {
        let started = openApps.open(app, afresh: afresh)
        guard let running = current else { return "" }
        let verb = afresh ? "Restarted" : started ? "Opened" : "Back to"
        let note = !afresh && !started ? " (as you left it; `restart` starts it afresh)" : ""
        return "\(verb) \(app.title)\(note).\n" + render(running)
    }

    /// The screen of `running` laid out for ``device``: what the user sees, before the text
    /// views and web views are scrolled.
    /// - Complexity: O(top-level elements), plus laying out a table or grid that grows.
    func seenScreen(of running: any RunningApp) -> Screen {
        running.screen.laidOut(on: device)
    }

    /// The screen `running` shows on ``device`` in ``locale``, with the text views and web views
    /// scrolled as the user left them.
    func displayed(_ running: any RunningApp) -> Screen {
        guard let app = openApps.front?.app.id else { return seenScreen(of: running).localized(in: locale).atTextSize(textSize).inAppearance(appearance) }
        return scrolling.applied(to: seenScreen(of: running), app: app).localized(in: locale).atTextSize(textSize).inAppearance(appearance)
    }

    private func render(_ running: any RunningApp) -> String {
        var text = TextRenderer().render(displayed(running))
        let pending = running.pendingEffectCount
        if pending > 0 {
            text += "(\(pending) task\(pending == 1 ? "" : "s") in progress: type `wait` to let \(pending == 1 ? "it" : "them") finish)\n"
        }
        return text
    }
}

/// A session line that could not run; nothing changed.
enum HostSessionError: Error, Equatable, CustomStringConvertible {
    case command(HostCommandError)
    case noAppOpen(available: [String])
    case unknownApp(String, available: [String])
    case unknownTab(String, available: [String])
    case tap(TapResolutionError)
    /// A `toggle`, `segment` or `set` that names no control, or more than one.
    case control(ControlResolutionError)
    case refused(UserActionError)
    /// The app could not apply an action (a wiring error such as a misspelt segue identifier).
    case appFailed([String])
    /// `scroll` named nothing that scrolls (or, unnamed, several things do).
    case noScrollable(String?, available: [String])
    /// `save` before any app was opened.
    case nothingToSave
    /// `save` could not write its file.
    case cannotSave(String, reason: String)

    var description: String {
        switch self {
        case .command(let error): return error.description
        case .noAppOpen(let available):
            return "No app is open. Type `open <app>` with one of: \(available.joined(separator: ", "))."
        case let .unknownApp(name, available):
            return "There is no app \"\(TerminalText.echo(name))\". Apps: \(available.joined(separator: ", "))."
        case let .unknownTab(name, available):
            return available.isEmpty
                ? "This screen has no tab bar."
                : "There is no tab \"\(TerminalText.echo(name))\". Tabs: \(available.map(TerminalText.echo).joined(separator: ", "))."
        case .tap(let error): return error.description
        case .control(let error): return error.description
        case .refused(let error): return error.description
        case let .noScrollable(name, available):
            let list = available.isEmpty ? "Nothing on this screen scrolls." : "What scrolls here: " + available.joined(separator: ", ") + "."
            guard let name else { return "Several things scroll on this screen; name one: `scroll <name> <y>`. " + list }
            return "Nothing that scrolls is called \"\(TerminalText.echo(name))\". " + list
        case .nothingToSave:
            return "Nothing to save yet: open an app first."
        case let .cannotSave(path, reason):
            return "Cannot save to \(TerminalText.echo(path)): \(TerminalText.echo(reason))"
        case .appFailed(let messages):
            return "The app has a wiring error (a bug in the app, not in what you typed); each action below changed nothing:\n"
                + messages.map { "  " + $0 }.joined(separator: "\n")
        }
    }
}
