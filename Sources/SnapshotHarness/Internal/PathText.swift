/// File-system paths as text, split and joined on `/` by the harness itself.
///
/// Foundation's `NSString.deletingLastPathComponent` traps (SIGILL) on any one-character
/// string in Swift 6.3's Foundation on Linux (`"."`, `"x"`), so the snapshot commands would
/// die on `--snapshots .` or on an orphan in a folder called `a`. Nothing here calls
/// Foundation's path methods: every function is plain string work, total on any input.
///
/// Paths are compared and joined lexically: `..` is a name like any other here; resolve a
/// path first (``SnapshotFolder``) when links and `..` matter.
enum PathText {
    /// The names in `path`, without the empty ones that doubled or trailing slashes make:
    /// `"/a//b/"` gives `["a", "b"]`.
    /// - Complexity: O(*n*) in the length of the path.
    static func components(_ path: String) -> [Substring] {
        path.split(separator: "/")
    }

    /// Whether `path` starts at the file system's root.
    static func isAbsolute(_ path: String) -> Bool {
        path.hasPrefix("/")
    }

    /// The folder that holds `path`: `"/a/b"` gives `"/a"`, `"/a"` gives `"/"`, `"a/b"` gives
    /// `"a"` and `"a"` gives `""` (the folder a relative path starts from). nil for the root
    /// `"/"` and for `""`, which have no parent to name.
    /// - Complexity: O(*n*) in the length of the path.
    static func parent(of path: String) -> String? {
        let names = components(path)
        guard !names.isEmpty else { return nil }
        let above = names.dropLast().joined(separator: "/")
        return isAbsolute(path) ? "/" + above : above
    }

    /// `name` inside `folder`, with one `/` between them: `"/"` and `"x"` give `"/x"`, `""` and
    /// `"x"` give `"x"`, `"a/"` and `"x"` give `"a/x"`.
    /// - Complexity: O(*n*) in the length of the two.
    static func joining(_ folder: String, _ name: String) -> String {
        if folder.isEmpty { return name }
        if name.isEmpty { return folder }
        var trimmedFolder = Substring(folder)
        while trimmedFolder.count > 1, trimmedFolder.hasSuffix("/") { trimmedFolder = trimmedFolder.dropLast() }
        let trimmedName = name.drop { $0 == "/" }
        return trimmedFolder == "/" ? "/" + trimmedName : trimmedFolder + "/" + trimmedName
    }

    /// The last name in `path` (`"Tests/A/BookTests.swift"` gives `"BookTests.swift"`);
    /// `""` for `""` and for `"/"`.
    static func lastComponent(_ path: String) -> String {
        components(path).last.map(String.init) ?? ""
    }

    /// `name` without its extension: `"BookTests.swift"` gives `"BookTests"`; a name that
    /// only starts with a dot (`".gitkeep"`) or has none is kept whole.
    static func deletingExtension(_ name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// The extension of the last name in `path`, without the dot (`"a/b.txt"` gives `"txt"`);
    /// `""` when it has none.
    static func pathExtension(_ path: String) -> String {
        let name = lastComponent(path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }
}
