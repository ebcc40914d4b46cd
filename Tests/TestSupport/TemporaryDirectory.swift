import Foundation

/// A fresh folder under the system's temporary directory, removed by `remove()`.
package struct TemporaryDirectory {
    /// The folder.
    package let path: String

    /// Creates the folder, named after `label` and a fresh UUID.
    package init(_ label: String = "test") throws {
        let base = (NSTemporaryDirectory() as NSString).appendingPathComponent("headless-storyboards-tests")
        path = (base as NSString).appendingPathComponent("\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// The path of `relative` inside the folder.
    package func file(_ relative: String) -> String {
        (path as NSString).appendingPathComponent(relative)
    }

    /// Writes `text` as UTF-8 to `relative`, creating its folders.
    package func write(_ text: String, to relative: String) throws {
        try write(Array(text.utf8), to: relative)
    }

    /// Writes `bytes` to `relative`, creating its folders.
    package func write(_ bytes: [UInt8], to relative: String) throws {
        let full = file(relative)
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: full))
    }

    /// The text of `relative`, nil when it cannot be read.
    package func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: file(relative)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Removes the folder and everything in it.
    package func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
