import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Rewrites one inline snapshot in a test's source file (``InlineSnapshotSource``), holding an
/// exclusive lock on the file while it reads and writes, so tests that record in the same file
/// at once take turns and each finds its call where the others left it.
public struct InlineSnapshotFile: Sendable {
    /// The source file's path (a test's `#filePath`).
    public var path: String

    /// A rewriter of the file at `path`.
    public init(path: String) {
        self.path = path
    }

    /// Replaces the expected text of the call of `function` near `line` that says `expected`
    /// with `actual`, in place.
    /// - Throws: ``InlineSnapshotError`` when the file cannot be read or written, or the call
    ///   cannot be found; the file is then left as it was.
    /// - Complexity: O(size of the file).
    public func record(_ actual: String, replacing expected: String?, of function: String, near line: Int) throws(InlineSnapshotError) {
        guard let handle = FileHandle(forUpdatingAtPath: path) else {
            throw .fileSystem(path: path, reason: "it cannot be opened for writing")
        }
        defer { try? handle.close() }
        guard flock(handle.fileDescriptor, LOCK_EX) == 0 else {
            throw .fileSystem(path: path, reason: "it cannot be locked")
        }
        defer { _ = flock(handle.fileDescriptor, LOCK_UN) }
        let source: String
        do {
            let data = try handle.readToEnd() ?? Data()
            guard let text = String(data: data, encoding: .utf8) else { throw InlineSnapshotError.fileSystem(path: path, reason: "it is not UTF-8") }
            source = text
        } catch let error as InlineSnapshotError {
            throw error
        } catch {
            throw .fileSystem(path: path, reason: error.localizedDescription)
        }
        let rewritten = try InlineSnapshotSource(source).replacing(function, near: line, expected: expected, with: actual)
        do {
            try handle.seek(toOffset: 0)
            try handle.write(contentsOf: Data(rewritten.utf8))
            try handle.truncate(atOffset: UInt64(rewritten.utf8.count))
        } catch {
            throw .fileSystem(path: path, reason: error.localizedDescription)
        }
    }
}
