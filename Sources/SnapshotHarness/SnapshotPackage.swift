import Foundation

/// A Swift package's folders as the snapshot tools use them: the root (the folder that holds
/// `Package.swift`), its `__Snapshots__` references and its `Tests` sources.
///
/// A test finds its package from its own file path, so the references are found wherever the
/// package is checked out and whatever the working directory is:
///
/// ```swift
/// let package = SnapshotPackage.containing(filePath: "\(#filePath)")
/// let engine = try SnapshotEngine(package: package!)
/// ```
public struct SnapshotPackage: Hashable, Sendable {
    /// The folder that holds `Package.swift`.
    public let root: String

    /// The name of the reference folder at the root.
    public static let snapshotFolderName = "__Snapshots__"

    /// A package rooted at `root` (nothing is checked).
    public init(root: String) {
        self.root = root
    }

    /// The package a source file belongs to: the nearest folder above `filePath` that holds a
    /// `Package.swift`, or nil when there is none up to the file system's root.
    /// - Complexity: O(*d*) file-existence checks, for *d* folders above the file.
    public static func containing(filePath: String) -> SnapshotPackage? {
        PathText.parent(of: filePath).flatMap(enclosing(folder:))
    }

    /// The package `folder` is in: `folder` itself when it holds a `Package.swift`, else the
    /// nearest folder above it that does; nil when there is none up to the file system's root.
    /// - Complexity: O(*d*) file-existence checks, for *d* folders above `folder`.
    public static func enclosing(folder: String) -> SnapshotPackage? {
        var folder = folder
        while !folder.isEmpty {
            if FileManager.default.fileExists(atPath: PathText.joining(folder, "Package.swift")) { return SnapshotPackage(root: folder) }
            guard let parent = PathText.parent(of: folder) else { return nil }
            folder = parent
        }
        return nil
    }

    /// `<root>/__Snapshots__`.
    public var snapshotDirectory: String {
        PathText.joining(root, Self.snapshotFolderName)
    }

    /// `<root>/Tests`, where the test targets' sources live by SwiftPM's convention.
    public var testsDirectory: String {
        PathText.joining(root, "Tests")
    }

    /// The folder of this package's artifacts inside a shared artifacts folder: the root's
    /// folder name and a hash of its full path (`Books-5f1c09a2`), so two packages never write
    /// over each other's artifacts, even when they have the same name or the same scenarios.
    public var artifactsFolderName: String {
        let standardized = (root as NSString).standardizingPath
        let name = PathText.lastComponent(standardized).unicodeScalars.map { scalar -> String in
            scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || "-_.".unicodeScalars.contains(scalar))
                ? String(scalar) : "_"
        }.joined()
        return (name.isEmpty ? "package" : name) + "-" + Self.hash(standardized)
    }

    /// FNV-1a over the path's UTF-8, folded to 32 bits: stable across runs and machines.
    private static func hash(_ text: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01b3
        }
        let folded = UInt32(truncatingIfNeeded: value ^ (value >> 32))
        let digits = String(folded, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }
}
