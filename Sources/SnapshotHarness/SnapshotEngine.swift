import Foundation

/// Compares rendered text with reference files under a snapshot directory, and records them
/// according to a ``SnapshotRecordMode``.
///
/// The engine knows nothing of any test framework: ``verify(_:as:fileExtension:)`` returns a
/// ``SnapshotResult`` and the caller turns a failure into a test issue. A reference lives at
/// `<directory>/<name>.<fileExtension>`, e.g. `__Snapshots__/speakeasy/events/loaded.txt`.
///
/// ```swift
/// let engine = try SnapshotEngine(directory: packageRoot + "/__Snapshots__")
/// let result = engine.verify(renderedText, as: try SnapshotName("sample/list/loaded"))
/// if !result.passes { Issue.record(Comment(rawValue: result.message)) }
/// ```
public struct SnapshotEngine: Sendable {
    /// The folder that holds the references, usually `__Snapshots__` at the package root.
    public var directory: String
    /// When references are written.
    public var recordMode: SnapshotRecordMode
    /// Whether this is a CI run (said in failure messages).
    public var isContinuousIntegration: Bool
    /// Where the rendered text of a failing check is written, so a diff tool can open both.
    public var artifactsDirectory: String
    /// Makes the diff shown on a mismatch.
    public var diffing: SnapshotDiffing

    /// The environment variable naming the artifacts folder.
    public static let artifactsEnvironmentVariable = "SNAPSHOT_ARTIFACTS"

    /// Creates an engine for `directory` (a package's `__Snapshots__`), taking the record mode
    /// and artifacts folder from `environment` (see ``SnapshotRecordMode/resolve(environment:)``).
    ///
    /// Artifacts go to a folder of this package's own inside `$SNAPSHOT_ARTIFACTS` (default:
    /// the temp folder's `snapshot-artifacts`), named by ``SnapshotPackage/artifactsFolderName``
    /// for the folder above `directory`, so two packages with a scenario of the same name never
    /// overwrite each other's artifacts.
    /// - Throws: ``SnapshotConfigurationError`` when `SNAPSHOT_TESTING_RECORD` is not a mode.
    public init(
        directory: String,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        diffing: SnapshotDiffing = .unified
    ) throws(SnapshotConfigurationError) {
        let artifactsRoot =
            environment[SnapshotEngine.artifactsEnvironmentVariable]
            ?? PathText.joining(NSTemporaryDirectory(), "snapshot-artifacts")
        let package = SnapshotPackage(root: PathText.parent(of: SnapshotFolder.resolved(directory)) ?? directory)
        self.init(
            directory: directory,
            recordMode: try SnapshotRecordMode.resolve(environment: environment),
            isContinuousIntegration: SnapshotRecordMode.isContinuousIntegration(environment: environment),
            artifactsDirectory: SnapshotEngine.join(artifactsRoot, package.artifactsFolderName),
            diffing: diffing
        )
    }

    /// Creates an engine for `package`'s `__Snapshots__`, with the settings of `environment`
    /// (see ``init(directory:environment:diffing:)``).
    /// - Throws: ``SnapshotConfigurationError`` when `SNAPSHOT_TESTING_RECORD` is not a mode.
    public init(
        package: SnapshotPackage,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        diffing: SnapshotDiffing = .unified
    ) throws(SnapshotConfigurationError) {
        try self.init(directory: package.snapshotDirectory, environment: environment, diffing: diffing)
    }

    /// Creates an engine with every setting given.
    public init(
        directory: String,
        recordMode: SnapshotRecordMode,
        isContinuousIntegration: Bool = false,
        artifactsDirectory: String,
        diffing: SnapshotDiffing = .unified
    ) {
        self.directory = directory
        self.recordMode = recordMode
        self.isContinuousIntegration = isContinuousIntegration
        self.artifactsDirectory = artifactsDirectory
        self.diffing = diffing
    }

    /// The path of the reference file for `name`.
    public func referencePath(for name: SnapshotName, fileExtension: String = "txt") -> String {
        SnapshotEngine.join(directory, name.relativePath(fileExtension: fileExtension))
    }

    /// Checks `actual` against the reference for `name`, recording as the mode says.
    ///
    /// Both sides are normalized (see ``SnapshotText``). A match reads the file and compares
    /// bytes; the diff is only computed on a mismatch.
    /// - Complexity: O(n) for a match; O((N+M)·D) for a mismatch of D differing lines.
    public func verify(_ actual: String, as name: SnapshotName, fileExtension: String = "txt") -> SnapshotResult {
        let path = referencePath(for: name, fileExtension: fileExtension)
        guard let data = FileManager.default.contents(atPath: path) else {
            return handleMissing(SnapshotText.normalize(Array(actual.utf8)), name: name, fileExtension: fileExtension, path: path)
        }
        // The common case: both sides already normal and byte-equal, compared without copies.
        if SnapshotText.isNormalAndEqual(actual, data) {
            if recordMode == .all {
                return .recorded(SnapshotRecording(referencePath: path, reason: .recordAll, changedReference: false, diff: nil))
            }
            return .matched(referencePath: path)
        }
        let actualBytes = SnapshotText.normalize(Array(actual.utf8))
        let referenceBytes = SnapshotText.normalize([UInt8](data))
        if referenceBytes == actualBytes {
            if recordMode == .all {
                return .recorded(SnapshotRecording(referencePath: path, reason: .recordAll, changedReference: false, diff: nil))
            }
            return .matched(referencePath: path)
        }
        guard SnapshotText.isValidUTF8(referenceBytes) else {
            if recordMode == .all || recordMode == .failed {
                return record(actualBytes, at: path, reason: .mismatch, diff: nil)
            }
            return .failed(.invalidUTF8(referencePath: path))
        }
        let reference = String(decoding: referenceBytes, as: UTF8.self)
        let diff = diffing.diff(
            reference,
            String(decoding: actualBytes, as: UTF8.self),
            path,
            artifactPath(for: name, fileExtension: fileExtension)
        )
        if recordMode == .all || recordMode == .failed {
            return record(actualBytes, at: path, reason: .mismatch, diff: diff, previousReference: reference)
        }
        let artifact = writeArtifact(actualBytes, name: name, fileExtension: fileExtension)
        return .failed(.mismatch(referencePath: path, reference: reference, diff: diff, artifactPath: artifact))
    }

    /// Checks `value` printed in `format` against the reference `<name>.<format's extension>`,
    /// the mismatch shown by the format's diffing (see ``verify(_:as:fileExtension:)``).
    /// - Complexity: rendering, then as ``verify(_:as:fileExtension:)``.
    public func verify<Value>(_ value: Value, as format: Snapshotting<Value>, named name: SnapshotName) -> SnapshotResult {
        var engine = self
        engine.diffing = format.diffing
        return engine.verify(format.render(value), as: name, fileExtension: format.pathExtension)
    }

    /// The path where the rendered text of a failing check of `name` is written.
    public func artifactPath(for name: SnapshotName, fileExtension: String = "txt") -> String {
        SnapshotEngine.join(artifactsDirectory, name.relativePath(fileExtension: fileExtension))
    }

    /// `folder/relative`, with exactly one slash between them.
    private static func join(_ folder: String, _ relative: String) -> String {
        folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
    }

    private func handleMissing(_ actual: [UInt8], name: SnapshotName, fileExtension: String, path: String) -> SnapshotResult {
        if recordMode == .never {
            let artifact = writeArtifact(actual, name: name, fileExtension: fileExtension)
            return .failed(
                .missingReference(
                    referencePath: path,
                    recordMode: recordMode,
                    isContinuousIntegration: isContinuousIntegration,
                    artifactPath: artifact
                ))
        }
        return record(actual, at: path, reason: .missing, diff: nil)
    }

    private func record(
        _ bytes: [UInt8], at path: String, reason: SnapshotRecording.Reason, diff: String?, previousReference: String? = nil
    ) -> SnapshotResult {
        do {
            try SnapshotFiles.write(bytes, to: path)
        } catch {
            return .failed(.fileSystem(path: path, reason: error.description))
        }
        return .recorded(
            SnapshotRecording(referencePath: path, reason: reason, changedReference: true, diff: diff, previousReference: previousReference))
    }

    private func writeArtifact(_ bytes: [UInt8], name: SnapshotName, fileExtension: String) -> String? {
        let path = artifactPath(for: name, fileExtension: fileExtension)
        do {
            try SnapshotFiles.write(bytes, to: path)
            return path
        } catch {
            return nil
        }
    }
}
