import StoryboardImport
import Foundation
import Navigation

/// Reads an app's source files for `storyboard check --sources`: `.m`, `.h`, `.mm` and `.swift`
/// files, and every such file inside folders, to learn which classes implement table data
/// source methods (``DataSourceMethods``).
enum SourceFolder {
    /// A source path that cannot be read.
    struct Unreadable: Error, CustomStringConvertible {
        /// The path.
        var path: String
        /// Says which path.
        var description: String { "Cannot read the sources at \(path)." }
    }

    /// The data source methods of every class in the files at `paths`.
    /// - Throws: ``Unreadable`` for a path that does not exist.
    /// - Complexity: O(total size of the source files).
    static func dataSourceMethods(paths: [String]) throws(Unreadable) -> [String: [String]] {
        var methods: [String: [String]] = [:]
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw Unreadable(path: path) }
            let files = isDirectory.boolValue ? sourceFiles(in: path) : [path]
            for file in files {
                guard let data = FileManager.default.contents(atPath: file) else { throw Unreadable(path: file) }
                for (name, found) in DataSourceMethods.scan(String(decoding: data, as: UTF8.self)) {
                    methods[name] = DataSourceMethods.selectors.filter { (methods[name] ?? []).contains($0) || found.contains($0) }
                }
            }
        }
        return methods
    }

    private static let extensions: Set<String> = ["m", "h", "mm", "swift"]

    private static func sourceFiles(in folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if extensions.contains((relative as NSString).pathExtension) {
                files.append((folder as NSString).appendingPathComponent(relative))
            }
        }
        return files.sorted()
    }
}
