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
    /// The reference files the scenario keeps; always includes ``SnapshotFormat/text``.
    public let formats: [SnapshotFormat]
    /// Produces the scenario's screen or text.
    public let produce: @Sendable () async throws -> ScenarioOutput

    /// Creates a scenario.
    /// - Parameters:
    ///   - name: the validated name.
    ///   - summary: what the user did, for listings.
    ///   - formats: the references kept; `.text` is added when missing. `.svg` needs a screen.
    ///   - produce: makes the screen (or text) the scenario shows.
    public init(
        _ name: SnapshotName,
        summary: String,
        formats: [SnapshotFormat] = [.text],
        produce: @escaping @Sendable () async throws -> ScenarioOutput
    ) {
        self.name = name
        self.summary = summary
        var kept = formats.contains(.text) ? [] : [SnapshotFormat.text]
        for format in formats where !kept.contains(format) { kept.append(format) }
        self.formats = kept.sorted { $0.fileExtension < $1.fileExtension }
        self.produce = produce
    }

    /// The scenario's output printed in `format`: the snapshot text, or the SVG picture.
    /// - Throws: what producing the output throws, or ``ScenarioError/noPicture(_:)`` when an
    ///   SVG is asked of a scenario whose output is text.
    public func render(_ format: SnapshotFormat) async throws -> String {
        try rendered(try await produce(), as: format)
    }

    /// An output this scenario produced, printed in `format`, so a caller that needs several
    /// formats runs the scenario's script once.
    /// - Throws: ``ScenarioError/noPicture(_:)`` when an SVG is asked of a text output.
    public func rendered(_ output: ScenarioOutput, as format: SnapshotFormat) throws(ScenarioError) -> String {
        switch (output, format) {
        case (.screen(let screen), .text): return TextRenderer().render(screen)
        case (.screen(let screen), .svg): return SVGRenderer().render(screen)
        case (.screen(let screen), .audit): return AccessibilityAudit().audit(screen).text
        case (.text(let text), .text): return text
        case (.text, .svg): throw .noPicture(name)
        case (.text, .audit): throw .noScreenToAudit(name)
        }
    }

    /// The same scenario keeping `format` too (an audit, a picture).
    public func adding(_ format: SnapshotFormat) -> Scenario {
        Scenario(name, summary: summary, formats: formats + [format], produce: produce)
    }

    /// The reference files this scenario claims, relative to the snapshot folder.
    public var referencePaths: [String] {
        formats.map { name.relativePath(fileExtension: $0.fileExtension) }
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
    /// The scenario's output is text, so it has no picture.
    case noPicture(SnapshotName)
    /// The scenario's output is text, so it has no screen to audit.
    case noScreenToAudit(SnapshotName)

    /// A sentence naming the scenario.
    public var description: String {
        switch self {
        case .noPicture(let name): return "Scenario \(name) prints text, not a screen, so it has no picture."
        case .noScreenToAudit(let name): return "Scenario \(name) prints text, not a screen, so it has no accessibility audit."
        }
    }
}
