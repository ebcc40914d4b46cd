import Foundation
import Navigation
import SeedApps
import Presentation

/// The demo host's session: which app is open, and what each command does to it. It reads
/// no input and writes no output itself, so tests drive it directly.
@MainActor
final class DemoSession {
    /// The apps that can be opened.
    let apps: [DemoApp]
    /// The open app, if any.
    private(set) var current: (any RunningApp)?
    /// How many of the open app's wiring errors were already reported.
    private var reportedFailureCount = 0

    init(apps: [DemoApp]) {
        self.apps = apps
    }

    /// What a command produced.
    enum Reply: Equatable {
        /// Text to print.
        case text(String)
        /// The user asked to leave.
        case quit
    }

    /// The app list, numbered, as the picker shows it.
    var appList: String {
        apps.enumerated().map { index, app in "  \(index + 1). \(app.id.padding(toLength: 10, withPad: " ", startingAt: 0)) \(app.summary)" }
            .joined(separator: "\n")
    }

    /// Runs one line: a command, or (with no app open) an app's number or name.
    /// - Throws: ``DemoSessionError`` (the state is unchanged) for a line that cannot run.
    func handle(line: String) async throws(DemoSessionError) -> Reply? {
        if current == nil, let app = pickedApp(line) {
            let reply = Reply.text(open(app))
            try reportNewFailures()
            return reply
        }
        let command: DemoCommand?
        do {
            command = try DemoCommand.parse(line)
        } catch {
            throw .command(error)
        }
        guard let command else { return nil }
        return try await handle(command)
    }

    /// Runs one command.
    /// - Throws: ``DemoSessionError`` for a command that cannot run, and
    ///   ``DemoSessionError/appFailed(_:)`` when the app failed to apply what the command did
    ///   (a programming error of the app, which must never pass silently).
    func handle(_ command: DemoCommand) async throws(DemoSessionError) -> Reply {
        let reply = try await perform(command)
        try reportNewFailures()
        return reply
    }

    private func perform(_ command: DemoCommand) async throws(DemoSessionError) -> Reply {
        switch command {
        case .help:
            return .text(DemoCommand.helpText)
        case .quit:
            return .quit
        case .apps:
            return .text("Apps:\n" + appList)
        case .open(let name):
            guard let app = pickedApp(name) else { throw .unknownApp(name, available: apps.map(\.id)) }
            return .text(open(app))
        case .show(let format):
            let running = try requireApp()
            return .text((format ?? .text).render(running.screen))
        case .wait:
            let running = try requireApp()
            let settled = await running.settle()
            return .text(render(running) + (settled ? "" : "(work is still starting more work; type `wait` again)\n"))
        case .tap, .back, .tab, .type, .scroll:
            let running = try requireApp()
            guard let action = try userAction(for: command, on: running.screen) else { return .text(DemoCommand.helpText) }
            let focusing = focusTap(before: action, on: running.screen)
            do {
                if let focusing { try running.send(focusing) }
                try running.send(action)
            } catch {
                throw .refused(error)
            }
            let note = focusing.map { "(" + Self.focusNote($0) + ")\n" } ?? ""
            return .text(note + render(running))
        }
    }

    /// The tap that gives the focus to the screen's only text field, when `action` types and no
    /// field has the focus: a user types into a field by tapping it first, and the session
    /// does that for them, saying so. Nil when a field has the focus, or when there is no
    /// field or several (then typing fails, naming them).
    private func focusTap(before action: UserAction, on screen: Screen) -> UserAction? {
        switch action {
        case .typeText, .replaceText: break
        default: return nil
        }
        let inspector = ScreenInspector(screen)
        guard screen.alert == nil, inspector.focusedTextField == nil, inspector.textFieldNames.count == 1,
              let name = inspector.textFieldNames.first else { return nil }
        return .tapTextField(name)
    }

    private static func focusNote(_ tap: UserAction) -> String {
        guard case .tapTextField(let name) = tap else { return "" }
        return "tapped the text field \(name) first: it did not have the focus"
    }

    /// The touch a touch command means on `screen`; nil for commands that are not touches.
    private func userAction(for command: DemoCommand, on screen: Screen) throws(DemoSessionError) -> UserAction? {
        switch command {
        case .tap(let target):
            do {
                return try TapResolver(screen: screen).resolve(target)
            } catch {
                throw .tap(error)
            }
        case .back:
            return .tapBack
        case .tab(let name):
            let titles = screen.tabBar?.items.map(\.title) ?? []
            if let index = Int(name) { return .tapTab(index) }
            guard let index = titles.firstIndex(where: { $0.lowercased() == name.lowercased() }) else {
                throw .unknownTab(name, available: titles)
            }
            return .tapTab(index)
        case .type(let text):
            return .typeText(text)
        case .scroll(let y):
            return .scroll(toY: y)
        case .wait, .show, .apps, .open, .help, .quit:
            return nil
        }
    }

    /// Throws the open app's wiring errors that were not reported yet.
    private func reportNewFailures() throws(DemoSessionError) {
        guard let current else { return }
        let messages = current.failureMessages
        guard messages.count > reportedFailureCount else { return }
        let new = Array(messages[reportedFailureCount...])
        reportedFailureCount = messages.count
        throw .appFailed(new)
    }

    private func requireApp() throws(DemoSessionError) -> any RunningApp {
        guard let current else { throw .noAppOpen(available: apps.map(\.id)) }
        return current
    }

    private func pickedApp(_ text: String) -> DemoApp? {
        let name = text.trimmingCharacters(in: .whitespaces).lowercased()
        if let number = Int(name), apps.indices.contains(number - 1) { return apps[number - 1] }
        return apps.first { $0.id == name || $0.title.lowercased() == name }
    }

    private func open(_ app: DemoApp) -> String {
        let running = app.launch()
        current = running
        reportedFailureCount = 0
        return "Opened \(app.title).\n" + render(running)
    }

    private func render(_ running: any RunningApp) -> String {
        var text = TextRenderer().render(running.screen)
        let pending = running.pendingEffectCount
        if pending > 0 {
            text += "(\(pending) task\(pending == 1 ? "" : "s") in progress: type `wait` to let \(pending == 1 ? "it" : "them") finish)\n"
        }
        return text
    }
}

/// A session line that could not run; nothing changed.
enum DemoSessionError: Error, Equatable, CustomStringConvertible {
    case command(DemoCommandError)
    case noAppOpen(available: [String])
    case unknownApp(String, available: [String])
    case unknownTab(String, available: [String])
    case tap(TapResolutionError)
    case refused(UserActionError)
    /// The app could not apply an action (a wiring error such as a misspelt segue identifier).
    case appFailed([String])

    var description: String {
        switch self {
        case .command(let error): return error.description
        case .noAppOpen(let available):
            return "No app is open. Type `open <app>` with one of: \(available.joined(separator: ", "))."
        case let .unknownApp(name, available):
            return "There is no app \"\(name)\". Apps: \(available.joined(separator: ", "))."
        case let .unknownTab(name, available):
            return available.isEmpty ? "This screen has no tab bar." : "There is no tab \"\(name)\". Tabs: \(available.joined(separator: ", "))."
        case .tap(let error): return error.description
        case .refused(let error): return error.description
        case .appFailed(let messages):
            return "The app has a wiring error (a bug in the app, not in what you typed); each action below changed nothing:\n"
                + messages.map { "  " + $0 }.joined(separator: "\n")
        }
    }
}
