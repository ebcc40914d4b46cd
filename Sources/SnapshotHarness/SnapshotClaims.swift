import Foundation

/// Which reference files are in use, so orphan detection never reports (or prunes) a file a test
/// still checks. A reference is claimed in one of two ways:
///
/// - **by a scenario catalog**: `<scenario name>.<ext>` for each of the scenario's formats;
/// - **by a plain assertion** in a test file: such references are named after their owner,
///   `<TestFile>/<testFunction>.<ext>` or `<TestFile>/<testFunction>.<label>.<ext>`
///   (``SnapshotName/ownedByTest(filePath:function:label:)``), so the claim holds as long as a
///   file `<TestFile>.swift` under the package's `Tests` folder declares `func testFunction`.
///
/// Claims are read from the declarations, not from a test run, so the answer is the same for a
/// filtered run, a full run and a command-line check. What it cannot see: a label a test no
/// longer uses while the test function itself remains (rename the function to retire them all).
public struct SnapshotClaims: Sendable {
    /// The paths catalogs claim, relative to the snapshot folder (`speakeasy/events/loaded.txt`).
    public var catalogPaths: Set<String>
    /// The functions each test file declares, by file name without `.swift`
    /// (`["BookListTests": ["loadedList", "emptyList"]]`).
    public var testFunctions: [String: Set<String>]
    /// Where the test sources were looked for and not found (a package's `Tests` folder that
    /// does not exist); nil when they were read, or given. Without them nothing tells whether a
    /// reference named like a plain assertion's (`<TestFile>/<function>.txt`) is still owned,
    /// so such a reference is kept (``isUndecided(_:)``), never reported as an orphan.
    public var missingTestsDirectory: String?

    /// Claims from these catalog paths and test declarations.
    public init(catalogPaths: Set<String> = [], testFunctions: [String: Set<String>] = [:], missingTestsDirectory: String? = nil) {
        self.catalogPaths = catalogPaths
        self.testFunctions = testFunctions
        self.missingTestsDirectory = missingTestsDirectory
    }

    /// The claims of `catalogs` and of every `*.swift` file under `testsDirectory` (a package's
    /// `Tests`; hidden folders are skipped). When `testsDirectory` is not a folder, the claims
    /// say so (``missingTestsDirectory``) and keep every reference a test could own.
    /// - Complexity: O(*c* + *t*) for *c* claimed catalog paths and *t* bytes of test sources.
    public static func scanning(testsDirectory: String, catalogs: [ScenarioCatalog] = []) -> SnapshotClaims {
        let catalogPaths = Set(catalogs.flatMap(\.claimedPaths))
        guard SnapshotFiles.kind(of: SnapshotFolder.resolved(testsDirectory)) == .directory else {
            return SnapshotClaims(catalogPaths: catalogPaths, missingTestsDirectory: testsDirectory)
        }
        var functions: [String: Set<String>] = [:]
        for (relative, kind) in SnapshotFiles.entries(in: testsDirectory) where kind == .file && relative.hasSuffix(".swift") {
            let path = PathText.joining(testsDirectory, relative)
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            let owner = PathText.deletingExtension(PathText.lastComponent(relative))
            functions[owner, default: []].formUnion(TestSourceScanner.functionNames(in: String(decoding: data, as: UTF8.self)))
        }
        return SnapshotClaims(catalogPaths: catalogPaths, testFunctions: functions)
    }

    /// Whether the reference at `relativePath` (relative to the snapshot folder) is claimed,
    /// or kept because the test sources are missing (``isUndecided(_:)``).
    /// - Complexity: O(*n*) in the length of the path.
    public func claims(_ relativePath: String) -> Bool {
        if catalogPaths.contains(relativePath) { return true }
        guard let owner = Self.testOwner(of: relativePath) else { return false }
        guard missingTestsDirectory == nil else { return true }
        return testFunctions[owner.file]?.contains(owner.function) == true
    }

    /// Whether `relativePath` is kept only because the test sources are missing: no catalog
    /// claims it, it is named like a plain assertion's reference, and ``missingTestsDirectory``
    /// is set.
    /// - Complexity: O(*n*) in the length of the path.
    public func isUndecided(_ relativePath: String) -> Bool {
        missingTestsDirectory != nil && !catalogPaths.contains(relativePath) && Self.testOwner(of: relativePath) != nil
    }

    /// The test file and function a reference would belong to if a plain assertion wrote it
    /// (`BookListTests/loadedList.empty.txt` gives `BookListTests` and `loadedList`).
    private static func testOwner(of relativePath: String) -> (file: String, function: String)? {
        let components = relativePath.split(separator: "/", omittingEmptySubsequences: false)
        guard components.count == 2, let function = components[1].split(separator: ".").first else { return nil }
        return (String(components[0]), String(function))
    }
}

extension SnapshotName {
    /// The name of a reference a plain assertion keeps: `<TestFile>/<function>`, or
    /// `<TestFile>/<function>.<label>` when a test keeps several, e.g.
    /// `BookListTests/loadedList.empty` for `assertSnapshot(of:named: "empty")` in
    /// `func loadedList()` of `BookListTests.swift`. ``SnapshotClaims`` reads the owner back from
    /// it, so the reference is never reported as an orphan while its test exists.
    ///
    /// - Parameters:
    ///   - filePath: the test file (`#filePath` or `#fileID`); only its name is used.
    ///   - function: the test function (`#function`): `loadedList()` gives `loadedList`.
    ///   - label: a name for one of several references of a test; one component, no `/`.
    /// - Throws: ``SnapshotNameError`` when the parts make no valid name (an empty label, a
    ///   label with `/`, a character outside letters, digits, `-`, `_` and `.`).
    public static func ownedByTest(filePath: String, function: String, label: String? = nil) throws(SnapshotNameError) -> SnapshotName {
        let owner = PathText.deletingExtension(PathText.lastComponent(filePath))
        let base = owner + "/" + TestSourceScanner.plainName(of: function)
        guard let label else { return try SnapshotName(base) }
        if label.isEmpty { throw .emptyComponent(base + ".") }
        if let slash = label.first(where: { $0 == "/" }) { throw .disallowedCharacter(base + "." + label, character: slash) }
        return try SnapshotName(base + "." + label)
    }
}
