import Presentation

/// One named screen state and how to produce it, like a story in a storybook.
///
/// A scenario's `produce` runs user actions from an app's launch against a backend and returns
/// the screen it reaches (or, for a storyboard graph, plain text), so every reference shows a
/// state a user can reach. The same value feeds the snapshot tests, the demo host's `list` and
/// `show`, and orphan detection.
public struct Scenario: Sendable, CustomStringConvertible {
    /// The scenario's name, also the reference file's path under `__Snapshots__`.
    public let name: SnapshotName
    /// One sentence for listings: what the user did to get here.
    public let summary: String
    /// The reference files the scenario keeps, one per format; always the text
    /// (``Snapshotting/text``).
    public let formats: [Snapshotting<Screen>]
    /// Produces the scenario's screen or text.
    public let produce: @Sendable () async throws -> ScenarioOutput

    /// Creates a scenario.
    /// - Parameters:
    ///   - name: the validated name.
    ///   - summary: what the user did, for listings.
    ///   - formats: the references kept (``Snapshotting/svg``, ``Snapshotting/audit``...); the
    ///     text is added when missing. Any format but the text needs a screen.
    ///   - produce: makes the screen (or text) the scenario shows.
    public init(
        _ name: SnapshotName,
        summary: String,
        formats: [Snapshotting<Screen>] = [.text],
        produce: @escaping @Sendable () async throws -> ScenarioOutput
    ) {
        self.name = name
        self.summary = summary
        var kept: [Snapshotting<Screen>] = [.text]
        for format in formats where !kept.contains(where: { $0.isSameFormat(as: format) }) { kept.append(format) }
        self.formats = kept.sorted { $0.pathExtension < $1.pathExtension }
        self.produce = produce
    }

    /// The scenario's output printed in `format`.
    /// - Throws: what producing the output throws, or ``ScenarioError/notAScreen(_:format:)``
    ///   when the scenario's output is text and `format` is not the text.
    public func render(_ format: Snapshotting<Screen>) async throws -> String {
        try rendered(try await produce(), as: format)
    }

    /// An output this scenario produced, printed in `format`, so a caller that needs several
    /// formats runs the scenario's script once. A text output prints as itself in the text
    /// format and in no other.
    /// - Throws: ``ScenarioError/notAScreen(_:format:)`` when a text output is asked for a
    ///   picture or an audit.
    public func rendered(_ output: ScenarioOutput, as format: Snapshotting<Screen>) throws(ScenarioError) -> String {
        switch output {
        case .screen(let screen):
            return format.render(screen)
        case .text(let text):
            guard format.isSameFormat(as: Snapshotting<String>.lines) else { throw .notAScreen(name, format: format.name) }
            return text
        }
    }

    /// The same scenario keeping `format` too (an audit, a picture).
    public func adding(_ format: Snapshotting<Screen>) -> Scenario {
        Scenario(name, summary: summary, formats: formats + [format], produce: produce)
    }

    /// The reference files this scenario claims, relative to the snapshot folder.
    public var referencePaths: [String] {
        formats.map { name.relativePath(fileExtension: $0.pathExtension) }
    }

    /// The scenario's name, which is how test reports list it.
    public var description: String { name.rawValue }
}

/// What a scenario produces.
public enum ScenarioOutput: Sendable {
    /// A screen, printed by the text, wireframe or SVG renderer.
    case screen(Screen)
    /// Plain text, such as a storyboard's canvas.
    case text(String)
}

/// A scenario that cannot give what was asked.
public enum ScenarioError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The scenario's output is text, so it prints in no other format (a picture, an audit).
    case notAScreen(SnapshotName, format: String)

    /// A sentence naming the scenario and the format.
    public var description: String {
        switch self {
        case let .notAScreen(name, format):
            return "Scenario \(name) prints text, not a screen, so it has no \(format) (only its text)."
        }
    }
}
